// The generated group of `npm run bench:group`: `stores` stores of about `perStore` people each, a tenth
// of the people working at two stores, three positions with a day's demand from 10:00 to 22:00. Written
// with SQL straight into the organization of a registered owner (the API would take minutes for 3,000
// people); the app hears of it through its change triggers like any other write.

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
/** Position, and how many of it each 15-minute slot from 10:00 to 22:00 needs. */
const POSITIONS = [
  ["Cook", 2],
  ["Server", 2],
  ["Host", 1],
];

/** A small seeded generator (mulberry32): the same group every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes the group; returns its store ids and counts. People: P with 1.1·P memberships = stores·perStore,
 * so P·10 % of them hold a second store, drawn at random among the others.
 */
export async function generateGroup(client, tenantId, { stores, perStore, sharedShare = 0.1, seed = 7 }) {
  const next = random(seed);
  const people = Math.round((stores * perStore) / (1 + sharedShare));
  const shared = Math.round(people * sharedShare);

  const positionIds = [];
  for (const [name] of POSITIONS) {
    const { rows } = await client.query(
      "insert into positions (tenant_id, name) values ($1, $2) returning id",
      [tenantId, name],
    );
    positionIds.push(rows[0].id);
  }
  const { rows: storeRows } = await client.query(
    `insert into stores (tenant_id, name, timezone, open_time, close_time)
     select $1, 'Store ' || lpad(i::text, 4, '0'), 'America/New_York', '09:00', '23:00'
     from generate_series(1, $2) as i order by i returning id`,
    [tenantId, stores],
  );
  const storeIds = storeRows.map((r) => r.id);

  // Shared people first (two distinct stores each), then each store filled up to perStore with its own.
  const homes = [];
  const count = new Map(storeIds.map((id) => [id, 0]));
  for (let i = 0; i < shared; i += 1) {
    const a = storeIds[Math.floor(next() * storeIds.length)];
    let b = a;
    while (b === a) b = storeIds[Math.floor(next() * storeIds.length)];
    homes.push([a, b]);
    count.set(a, count.get(a) + 1);
    count.set(b, count.get(b) + 1);
  }
  for (const id of storeIds)
    for (let i = count.get(id); i < perStore && homes.length < people; i += 1) homes.push([id]);

  const { rows: userRows } = await client.query(
    `insert into users (tenant_id, username, password_hash, full_name)
     select $1, 'group-' || i, 'not-a-login', 'Person ' || i from generate_series(1, $2) as i
     order by i returning id`,
    [tenantId, homes.length],
  );
  const userIds = userRows.map((r) => r.id);
  const memberUser = [];
  const memberStore = [];
  const qualUser = [];
  const qualPosition = [];
  homes.forEach((storesOf, i) => {
    for (const storeId of storesOf) {
      memberUser.push(userIds[i]);
      memberStore.push(storeId);
    }
    // Everyone holds one position; every third person a second one.
    const first = i % positionIds.length;
    qualUser.push(userIds[i]);
    qualPosition.push(positionIds[first]);
    if (i % 3 === 0) {
      qualUser.push(userIds[i]);
      qualPosition.push(positionIds[(first + 1) % positionIds.length]);
    }
  });
  await client.query(
    `insert into employee_stores (tenant_id, user_id, store_id)
     select $1, u, s from unnest($2::int[], $3::int[]) as t(u, s)`,
    [tenantId, memberUser, memberStore],
  );
  await client.query(
    `insert into employee_positions (tenant_id, user_id, position_id)
     select $1, u, p from unnest($2::int[], $3::int[]) as t(u, p)`,
    [tenantId, qualUser, qualPosition],
  );
  await client.query(
    `insert into staffing_templates (tenant_id, store_id, position_id, day_of_week, time_slot, required_headcount)
     select $1, s, p.id, d::day_of_week, to_char(time '10:00' + make_interval(mins => 15 * n), 'HH24:MI'), p.heads
     from unnest($2::int[]) as s,
          unnest($3::int[], $4::int[]) as p(id, heads),
          unnest($5::text[]) as d,
          generate_series(0, 47) as n`,
    [tenantId, storeIds, positionIds, POSITIONS.map(([, heads]) => heads), DAYS],
  );
  return { storeIds, people: homes.length, shared };
}
