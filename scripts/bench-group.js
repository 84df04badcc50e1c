// `npm run bench:group`: "Run all stores" at scale (issue 32; docs/performance.md, Group runs). On PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created and
// dropped) it generates a group of 100 stores × 30 people (10 % of people at two stores), starts two app
// instances without demo data, runs the group for one week through one instance while watching through the
// other, then checks every week scheduled, nobody double-booked (SQL over the shifts) and no run stuck, and
// prints the total time, stores per minute per core and what 2,600 stores would need.
//
//   npm run bench:group                         100 stores, 30 people each, 5 s of engine per store
//   npm run bench:group -- --stores 20 --time-limit 2
import { availableParallelism, loadavg } from "node:os";
import pg from "pg";
import { parseArgs } from "./bench/args.js";
import { generateGroup } from "./bench/group-data.js";
import { createFreshDatabase } from "./bench/postgres.js";
import { mondayAfter } from "./bench/schedule.js";
import { api, ensureBuilt, login, sleep, startServer, stopServer } from "./bench/server.js";

const options = parseArgs(process.argv.slice(2), {
  stores: { type: "number", default: 100, help: "stores in the group" },
  perStore: { type: "number", default: 30, help: "people per store (a tenth of all people hold two stores)" },
  timeLimit: { type: "number", default: 5, help: "engine seconds per store (timeLimitSeconds)" },
  instances: { type: "number", default: 2, help: "app instances on the one database" },
  concurrency: {
    type: "number",
    default: 0,
    help: "SCHEDULER_CONCURRENCY per instance (0: the app's default)",
  },
  target: { type: "number", default: 2600, help: "the group size to extrapolate to" },
  rebuild: { type: "boolean", default: false, help: "run npm run build even when dist/ exists" },
});
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const OWNER = { username: "group-owner", password: "group-owner-pass-1" };

async function main() {
  await ensureBuilt({ rebuild: options.rebuild });
  const database = await createFreshDatabase(ADMIN_URL, "brigade_group");
  const servers = [];
  const client = new pg.Client({ connectionString: database.url });
  try {
    const env = {
      DATABASE_URL: database.url,
      DEMO_DATA: "",
      AUTH_RATE_LIMIT_MAX: "10000",
      LOG_LEVEL: "warn",
      ...(options.concurrency ? { SCHEDULER_CONCURRENCY: String(options.concurrency) } : {}),
    };
    servers.push(await startServer({ env }));
    const [first] = servers;
    await api(first.url, "", "POST", "/api/auth/register", {
      ...OWNER,
      email: "group-owner@example.com",
      fullName: "Group Owner",
    });
    const { cookie, user } = await login(first.url, OWNER.username, OWNER.password);
    await client.connect();
    const generatedAt = performance.now();
    const group = await generateGroup(client, user.tenantId, {
      stores: options.stores,
      perStore: options.perStore,
    });
    const generateMs = performance.now() - generatedAt;
    for (let i = 1; i < options.instances; i += 1) servers.push(await startServer({ env }));
    const watcher = servers[servers.length - 1];
    const week = mondayAfter(1);
    console.log(
      `group: ${group.storeIds.length} stores, ${group.people} people (${group.shared} at two stores), ` +
        `generated in ${(generateMs / 1000).toFixed(1)} s; ${servers.length} instances; week ${week}; ` +
        `${options.timeLimit} s of engine per store`,
    );

    const started = performance.now();
    const run = (
      await api(first.url, cookie, "POST", "/api/group-runs", {
        weekStartDate: week,
        timeLimitSeconds: options.timeLimit,
      })
    ).body;
    const acceptedMs = performance.now() - started;
    let state = run;
    let reported = 0;
    while (state.isActive) {
      await sleep(1_000);
      state = (await api(watcher.url, cookie, "GET", `/api/group-runs/${run.id}`)).body;
      const done = state.stores.filter((s) => !["QUEUED", "RUNNING"].includes(s.run.status)).length;
      // A line per tenth of the group.
      if (Math.floor((done * 10) / state.stores.length) > Math.floor((reported * 10) / state.stores.length))
        console.log(
          `  ${done}/${state.stores.length} finished after ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
      reported = done;
    }
    const totalMs = performance.now() - started;
    const report = await check(client, state, week);
    const cores = availableParallelism();
    const perMinute = state.stores.length / (totalMs / 60_000);
    const perMinutePerCore = perMinute / cores;
    const depth = roundsOf(state);
    console.log(
      JSON.stringify(
        {
          stores: state.stores.length,
          people: group.people,
          sharedPeople: group.shared,
          instances: servers.length,
          cores,
          // Other work on the machine slows the engines: read the figures with it.
          loadAverageAtEnd: +loadavg()[0].toFixed(1),
          engineSecondsPerStore: options.timeLimit,
          rounds: depth,
          acceptedMs: Math.round(acceptedMs),
          totalSeconds: +(totalMs / 1000).toFixed(1),
          storesPerMinute: +perMinute.toFixed(1),
          storesPerMinutePerCore: +perMinutePerCore.toFixed(1),
          ...report,
          [`minutesFor${options.target}StoresOnTheseCores`]: +(options.target / perMinute).toFixed(0),
          [`coresFor${options.target}StoresInAnHour`]: Math.ceil(options.target / 60 / perMinutePerCore),
        },
        null,
        2,
      ),
    );
    if (report.unscheduled > 0 || report.doubleBooked > 0 || report.stuck > 0 || report.failed > 0)
      process.exitCode = 1;
  } finally {
    await client.end().catch(() => {});
    for (const server of servers) await stopServer(server);
    await database.drop();
  }
}

/** Every store's run succeeded with shifts, nobody double-booked anywhere that week, no run left active. */
async function check(client, state, week) {
  const failed = state.stores.filter((s) => s.run.status !== "SUCCEEDED");
  for (const s of failed.slice(0, 5)) console.log(`  ${s.storeName}: ${s.run.status} ${s.run.error ?? ""}`);
  const unscheduled = state.stores.filter((s) => s.shiftCount === 0).length;
  const { rows: clashes } = await client.query(
    `select count(*)::int as n from shifts a
       join schedules sa on sa.id = a.schedule_id
       join shifts b on b.user_id = a.user_id and b.id > a.id and b.date = a.date
       join schedules sb on sb.id = b.schedule_id
     where sa.week_start_date = $1 and sb.week_start_date = $1
       and a.start_time < b.end_time and b.start_time < a.end_time`,
    [week],
  );
  const { rows: active } = await client.query(
    "select count(*)::int as n from schedule_runs where status in ('QUEUED', 'RUNNING')",
  );
  const { rows: claimed } = await client.query(
    "select count(*)::int as n from schedule_runs where group_run_id = $1 and attempts > 1",
    [state.id],
  );
  const { rows: shifts } = await client.query(
    `select count(*)::int as n, count(distinct sh.user_id)::int as people from shifts sh
       join schedules s on s.id = sh.schedule_id where s.week_start_date = $1`,
    [week],
  );
  const coverage = state.stores.map((s) => s.run.metrics?.coveragePercent ?? 0);
  return {
    failed: failed.length,
    unscheduled,
    doubleBooked: clashes[0].n,
    stuck: active[0].n,
    claimedTwice: claimed[0].n,
    shifts: shifts[0].n,
    peopleScheduled: shifts[0].people,
    meanCoveragePercent: +(coverage.reduce((a, b) => a + b, 0) / coverage.length).toFixed(1),
  };
}

/** The longest chain of stores waiting for one another: how many runs must follow one another. */
function roundsOf(state) {
  const byStore = new Map(state.stores.map((s) => [s.storeId, s]));
  const depth = new Map();
  const of = (storeId) => {
    if (!depth.has(storeId)) depth.set(storeId, 1 + Math.max(0, ...byStore.get(storeId).waitsFor.map(of)));
    return depth.get(storeId);
  };
  return Math.max(...state.stores.map((s) => of(s.storeId)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
