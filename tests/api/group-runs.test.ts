import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GroupRun } from "../../src/domain/schemas/group-runs";
import { DAYS_OF_WEEK, timeSlots } from "../../src/domain/time";
import { employeePositions } from "../../src/server/db/schema/employee-positions";
import { employeeStores } from "../../src/server/db/schema/employee-stores";
import { groupRuns, scheduleRuns, schedules, shifts } from "../../src/server/db/schema/schedules";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { stores } from "../../src/server/db/schema/stores";
import { users } from "../../src/server/db/schema/users";
import { releaseReadyRuns } from "../../src/server/schedules/group-release";
import { InProcessRunQueue, PgBossRunQueue, type RunQueue } from "../../src/server/schedules/run-queue";
import { expectBadRequest, PASSWORD, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

// "Run all stores" (docs/api.md, Group runs; docs/decisions/074-group-run.md). On PGlite the in-process
// queue gets three engines, so that stores which share nobody really run at once and an order that let two
// sharing stores run together would double-book their shared person.

let ctx: TestContext;
let positionId: number;
const TIME_LIMIT = 2;

beforeAll(async () => {
  ctx = await setup(process.env.TEST_DATABASE_URL ? {} : { runQueue: new InProcessRunQueue(3) });
  positionId = ctx.a.fixtures.positionId;
}, 120_000);
afterAll(() => ctx.close());

/** A store needing two people 09:00-17:00 every day, with `own` people of its own. */
async function makeStore(name: string, own = 2): Promise<number> {
  const [store] = await ctx.db.insert(stores).values({ tenantId: ctx.a.id, name }).returning();
  if (!store) throw new Error("no store");
  await ctx.db.insert(staffingTemplates).values(
    DAYS_OF_WEEK.flatMap((dayOfWeek) =>
      timeSlots("09:00", "16:45").map((timeSlot) => ({
        tenantId: ctx.a.id,
        storeId: store.id,
        positionId,
        dayOfWeek,
        timeSlot,
        requiredHeadcount: 2,
      })),
    ),
  );
  for (let i = 0; i < own; i += 1) await addPerson(`${name} cook ${i + 1}`, [store.id]);
  return store.id;
}

/** Someone qualified for the position who works at `storeIds`. */
async function addPerson(fullName: string, storeIds: number[]): Promise<number> {
  const [user] = await ctx.db
    .insert(users)
    .values({
      tenantId: ctx.a.id,
      username: `p${randomBytes(5).toString("hex")}`,
      passwordHash: PASSWORD,
      fullName,
      globalRole: "EMPLOYEE",
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  await ctx.db.insert(employeePositions).values({ tenantId: ctx.a.id, userId: user.id, positionId });
  await ctx.db
    .insert(employeeStores)
    .values(storeIds.map((storeId) => ({ tenantId: ctx.a.id, userId: user.id, storeId })));
  return user.id;
}

async function startGroup(body: object, role: "OWNER" | "GM" | "ADMIN" = "OWNER"): Promise<GroupRun> {
  const res = await ctx.call(role, "POST", "/api/group-runs", { timeLimitSeconds: TIME_LIMIT, ...body });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as GroupRun;
}

async function readGroup(id: number): Promise<GroupRun> {
  const res = await ctx.call("OWNER", "GET", `/api/group-runs/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as GroupRun;
}

async function waitForGroup(id: number, until = (g: GroupRun) => !g.isActive): Promise<GroupRun> {
  for (let i = 0; i < 1_200; i += 1) {
    const group = await readGroup(id);
    if (until(group)) return group;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the group run did not get there");
}

const storeOf = (group: GroupRun, storeId: number) => {
  const store = group.stores.find((s) => s.storeId === storeId);
  if (!store) throw new Error(`store ${storeId} is not in the group`);
  return store;
};

/** Pairs of one person's shifts that overlap, over every store's week (the double-bookings). */
async function doubleBookings(weekStartDate: string) {
  const rows = await ctx.db
    .select({
      id: shifts.id,
      userId: shifts.userId,
      date: shifts.date,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      storeId: schedules.storeId,
    })
    .from(shifts)
    .innerJoin(schedules, eq(schedules.id, shifts.scheduleId))
    .where(
      and(
        eq(shifts.tenantId, ctx.a.id),
        eq(schedules.weekStartDate, weekStartDate),
        isNotNull(shifts.userId),
      ),
    );
  const clashes: string[] = [];
  for (const a of rows)
    for (const b of rows)
      if (
        a.id < b.id &&
        a.userId === b.userId &&
        a.date === b.date &&
        a.startTime < b.endTime &&
        b.startTime < a.endTime
      )
        clashes.push(`person ${a.userId} on ${a.date} at stores ${a.storeId} and ${b.storeId}`);
  return { clashes, rows };
}

/** Every store that waits for another started only after that one had finished. */
function expectOrderKept(group: GroupRun): void {
  for (const store of group.stores) {
    for (const before of store.waitsFor) {
      const earlier = storeOf(group, before).run;
      if (store.run.startedAt === null) continue;
      expect(earlier.finishedAt, `${before} finished before ${store.storeId} started`).not.toBeNull();
      expect(Date.parse(earlier.finishedAt ?? "")).toBeLessThanOrEqual(Date.parse(store.run.startedAt));
    }
  }
}

describe("a group run's order", () => {
  it("runs two stores sharing a person one after the other, and the person is never double-booked", async () => {
    const week = "2027-03-01";
    const north = await makeStore("Order North");
    const south = await makeStore("Order South");
    const east = await makeStore("Order East");
    const shared = await addPerson("Sam Shared", [north, south]);

    const started = await startGroup({ weekStartDate: week, storeIds: [north, south, east] });
    expect(started.stores.map((s) => s.storeId).sort()).toEqual([north, south, east].sort());
    // One of the two sharing stores waits for the other; the third waits for no one.
    const [northWaits, southWaits] = [storeOf(started, north).waitsFor, storeOf(started, south).waitsFor];
    expect([northWaits, southWaits]).toContainEqual(northWaits.length ? [south] : [north]);
    expect(northWaits.length + southWaits.length).toBe(1);
    expect(storeOf(started, east).waitsFor).toEqual([]);
    const second = storeOf(started, north).waitsFor.length > 0 ? north : south;
    // Until the first has finished, the second is queued, not started.
    expect(storeOf(started, second).run).toMatchObject({ status: "QUEUED", startedAt: null });

    const done = await waitForGroup(started.id);
    expect(done.stores.map((s) => s.run.status)).toEqual(["SUCCEEDED", "SUCCEEDED", "SUCCEEDED"]);
    expectOrderKept(done);
    const { clashes, rows } = await doubleBookings(week);
    expect(clashes).toEqual([]);
    // The shared person works at both stores (the second run counted the first's shifts, not nobody's).
    const samAt = new Set(rows.filter((r) => r.userId === shared).map((r) => r.storeId));
    expect(samAt.size).toBeGreaterThan(0);
    for (const store of done.stores) {
      const all = await ctx.db.select().from(shifts).where(eq(shifts.scheduleId, store.scheduleId));
      expect(store.shiftCount).toBe(all.length);
    }
    // Each store's run is an ordinary run of its week.
    const schedule = await ctx.call("OWNER", "GET", `/api/schedules?storeId=${east}&weekStart=${week}`);
    expect(schedule.json()).toMatchObject({ id: storeOf(done, east).scheduleId, status: "DRAFT" });
    expect((schedule.json() as { shifts: unknown[] }).shifts.length).toBeGreaterThan(0);
  }, 120_000);

  it("double-books nobody over a group of six stores in a ring of shared people", async () => {
    const week = "2027-03-08";
    const ring: number[] = [];
    for (let i = 0; i < 6; i += 1) ring.push(await makeStore(`Ring ${i + 1}`, 1));
    for (let i = 0; i < ring.length; i += 1)
      await addPerson(`Ring helper ${i + 1}`, [ring[i] ?? 0, ring[(i + 1) % ring.length] ?? 0]);
    await addPerson("Floater", [ring[0] ?? 0, ring[2] ?? 0, ring[4] ?? 0]);

    const started = await startGroup({ weekStartDate: week, storeIds: ring });
    const done = await waitForGroup(started.id);
    expect(done.stores.every((s) => s.run.status === "SUCCEEDED")).toBe(true);
    // Neighbours in the ring never run at once: one of each pair waits for the other.
    for (let i = 0; i < ring.length; i += 1) {
      const [a, b] = [ring[i] ?? 0, ring[(i + 1) % ring.length] ?? 0];
      expect(storeOf(done, a).waitsFor.includes(b) || storeOf(done, b).waitsFor.includes(a)).toBe(true);
    }
    expectOrderKept(done);
    expect((await doubleBookings(week)).clashes).toEqual([]);
  }, 180_000);
});

describe("one store's run ending early", () => {
  it("a cancelled store does not stop the store that waited for it; the group can be cancelled", async () => {
    const week = "2027-03-15";
    const first = await makeStore("Cancel First");
    const then = await makeStore("Cancel Then");
    await addPerson("Casey Shared", [first, then]);
    const started = await startGroup({ weekStartDate: week, storeIds: [first, then], timeLimitSeconds: 30 });
    const [waiting, waitedFor] = storeOf(started, first).waitsFor.length ? [first, then] : [then, first];
    const cancelled = await ctx.call(
      "GM",
      "POST",
      `/api/schedule-runs/${storeOf(started, waitedFor).run.id}/cancel`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "CANCELLED" });
    // The store that waited for it starts anyway.
    const going = await waitForGroup(started.id, (g) => storeOf(g, waiting).run.startedAt !== null);
    expect(storeOf(going, waitedFor).run.status).toBe("CANCELLED");

    const stop = await ctx.call("OWNER", "POST", `/api/group-runs/${started.id}/cancel`);
    if (stop.statusCode === 200) {
      expect((stop.json() as GroupRun).isActive).toBe(false);
      expect(storeOf(stop.json() as GroupRun, waiting).run.status).toBe("CANCELLED");
    } else {
      expect(stop.statusCode).toBe(409); // it had finished already
    }
    const again = await ctx.call("OWNER", "POST", `/api/group-runs/${started.id}/cancel`);
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it("a store that fails mid-run does not stop the others; a locked week is recorded failed", async () => {
    const week = "2027-03-22";
    const failing = await makeStore("Fail Changed");
    const after = await makeStore("Fail After");
    const locked = await makeStore("Fail Locked");
    const alone = await makeStore("Fail Alone");
    // "Fail Changed" shares people with two stores and goes first; "Fail After" waits for it and for
    // the locked week, "Fail Alone" for it.
    await addPerson("Fran Shared", [failing, after]);
    await addPerson("Lee Shared", [locked, after]);
    await addPerson("Kim Shared", [failing, alone]);
    const lockedWeek = await ctx.call("OWNER", "POST", "/api/schedules", {
      storeId: locked,
      weekStartDate: week,
    });
    const lockedId = (lockedWeek.json() as { id: number }).id;
    await ctx.call("OWNER", "PATCH", `/api/schedules/${lockedId}`, { isLocked: true });

    const started = await startGroup({
      weekStartDate: week,
      storeIds: [failing, after, locked, alone],
      timeLimitSeconds: 30,
    });
    expect(storeOf(started, locked).run).toMatchObject({
      status: "FAILED",
      error: "This week is locked; unlock it to run the engine",
    });
    expect(storeOf(started, failing).waitsFor).toEqual([]);
    expect(storeOf(started, after).waitsFor).toEqual([failing, locked].sort((x, y) => x - y));
    expect(storeOf(started, alone).waitsFor).toEqual([failing]);
    // Once "Fail Changed" has read its week, a manager edits it: its result no longer applies.
    const failingRun = storeOf(started, failing).run.id;
    for (let i = 0; ; i += 1) {
      const [row] = await ctx.db
        .select({ baseVersion: scheduleRuns.baseVersion, status: scheduleRuns.status })
        .from(scheduleRuns)
        .where(eq(scheduleRuns.id, failingRun));
      if (row?.baseVersion !== null && row?.baseVersion !== undefined) break;
      expect(i).toBeLessThan(3_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const edit = await ctx.call(
      "OWNER",
      "POST",
      `/api/schedules/${storeOf(started, failing).scheduleId}/shifts`,
      {
        positionId,
        userId: null,
        date: week,
        startTime: "18:00",
        endTime: "22:00",
        isLocked: true,
      },
    );
    expect(edit.statusCode).toBe(201);

    const done = await waitForGroup(started.id);
    expect(storeOf(done, failing).run).toMatchObject({
      status: "FAILED",
      error: "The schedule changed while the engine ran; nothing was changed, run it again",
    });
    expect(storeOf(done, after).run.status).toBe("SUCCEEDED");
    expect(storeOf(done, alone).run.status).toBe("SUCCEEDED");
    expectOrderKept(done);
  }, 180_000);
});

describe("publishing a group's weeks", () => {
  let group: GroupRun;
  let storeIds: number[];
  const week = "2027-03-29";

  beforeAll(async () => {
    storeIds = [
      await makeStore("Publish A", 3),
      await makeStore("Publish B", 3),
      await makeStore("Publish C", 3),
    ];
    group = await waitForGroup((await startGroup({ weekStartDate: week, storeIds })).id);
  }, 120_000);

  it("publishes the chosen stores together and leaves the others as drafts", async () => {
    const [a, b, c] = storeIds as [number, number, number];
    const res = await ctx.call("ADMIN", "POST", `/api/group-runs/${group.id}/publish`, { storeIds: [a, c] });
    expect(res.statusCode, res.body).toBe(200);
    const { published } = res.json() as { published: { storeId: number; publishedVersion: number }[] };
    expect(published.map((p) => p.storeId).sort()).toEqual([a, c].sort());
    const rows = await ctx.db
      .select({ storeId: schedules.storeId, status: schedules.status, version: schedules.version })
      .from(schedules)
      .where(and(eq(schedules.weekStartDate, week), inArray(schedules.storeId, storeIds)));
    const statusOf = new Map(rows.map((r) => [r.storeId, r.status]));
    expect([statusOf.get(a), statusOf.get(b), statusOf.get(c)]).toEqual(["PUBLISHED", "DRAFT", "PUBLISHED"]);
    for (const p of published)
      expect(p.publishedVersion).toBe(rows.find((r) => r.storeId === p.storeId)?.version);
  });

  it("publishes nothing and names the store while one of them still has a run under way", async () => {
    const [a, b] = storeIds as [number, number, number];
    const scheduleB = storeOf(group, b).scheduleId;
    const rerun = await ctx.call("OWNER", "POST", `/api/schedules/${scheduleB}/runs`, {
      timeLimitSeconds: 30,
    });
    expect(rerun.statusCode).toBe(202);
    const before = await ctx.db
      .select()
      .from(schedules)
      .where(eq(schedules.id, storeOf(group, a).scheduleId));
    const res = await ctx.call("OWNER", "POST", `/api/group-runs/${group.id}/publish`, { storeIds: [a, b] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: expect.stringContaining("Publish B"),
      issues: [{ path: "storeIds.1", message: expect.stringContaining("still under way") }],
    });
    const after = await ctx.db
      .select()
      .from(schedules)
      .where(eq(schedules.id, storeOf(group, a).scheduleId));
    expect(after[0]?.version).toBe(before[0]?.version);
    await ctx.call("OWNER", "POST", `/api/schedule-runs/${(rerun.json() as { id: number }).id}/cancel`);
  });

  it("refuses a store that is not in the group with 400", async () => {
    expectBadRequest(
      await ctx.call("OWNER", "POST", `/api/group-runs/${group.id}/publish`, {
        storeIds: [ctx.a.fixtures.storeId],
      }),
      "storeIds",
    );
    expectBadRequest(
      await ctx.call("OWNER", "POST", `/api/group-runs/${group.id}/publish`, { storeIds: [] }),
      "storeIds",
    );
  });
});

describe("validation, permissions and organizations", () => {
  it("400 for a week not a Monday, an empty or repeated list, another organization's store", async () => {
    const storeId = ctx.a.fixtures.storeId;
    expectBadRequest(
      await ctx.call("OWNER", "POST", "/api/group-runs", {
        weekStartDate: "2027-03-02",
        storeIds: [storeId],
      }),
      "weekStartDate",
    );
    expectBadRequest(
      await ctx.call("OWNER", "POST", "/api/group-runs", { weekStartDate: "2027-03-01", storeIds: [] }),
      "storeIds",
    );
    expectBadRequest(
      await ctx.call("OWNER", "POST", "/api/group-runs", {
        weekStartDate: "2027-03-01",
        storeIds: [storeId, storeId],
      }),
      "storeIds",
    );
    expectBadRequest(
      await ctx.call("OWNER", "POST", "/api/group-runs", {
        weekStartDate: "2027-03-01",
        storeIds: [storeId, ctx.b.fixtures.storeId],
      }),
      "storeIds",
    );
    expectBadRequest(
      await ctx.call("OWNER", "POST", "/api/group-runs", {
        weekStartDate: "2027-03-01",
        storeIds: [storeId],
        timeLimitSeconds: 31,
      }),
      "timeLimitSeconds",
    );
    expectBadRequest(
      await ctx.call("OWNER", "POST", "/api/group-runs", { storeIds: [storeId] }),
      "weekStartDate",
    );
    expect((await ctx.call("OWNER", "GET", "/api/group-runs/abc")).statusCode).toBe(400);
  });

  it("is for OWNER, ADMIN and GM; a store manager and everyone else get 403", async () => {
    expect(rolesWith("runGroup")).toEqual(["OWNER", "ADMIN", "GM"]);
    for (const role of rolesWithout("runGroup")) {
      const res = await ctx.call(role, "POST", "/api/group-runs", {
        weekStartDate: "2027-04-05",
        storeIds: [ctx.a.fixtures.storeId],
      });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it("without storeIds runs every store of the caller's organization only; others' groups are 404", async () => {
    const week = "2027-04-12";
    const started = await startGroup({ weekStartDate: week });
    const mine = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.tenantId, ctx.a.id));
    expect(started.stores.map((s) => s.storeId).sort()).toEqual(mine.map((s) => s.id).sort());
    const asB = { headers: { cookie: ctx.cookie("OWNER", "b") } };
    for (const [method, url] of [
      ["GET", `/api/group-runs/${started.id}`],
      ["POST", `/api/group-runs/${started.id}/cancel`],
    ] as const)
      expect((await ctx.app.inject({ method, url, ...asB })).statusCode).toBe(404);
    const publish = await ctx.app.inject({
      method: "POST",
      url: `/api/group-runs/${started.id}/publish`,
      payload: { storeIds: [ctx.a.fixtures.storeId] },
      ...asB,
    });
    expect(publish.statusCode).toBe(404);
    await ctx.call("OWNER", "POST", `/api/group-runs/${started.id}/cancel`);
    await waitForGroup(started.id);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("two app instances on one PostgreSQL", () => {
  it("share a group's runs: each run once, in order, nobody double-booked, none left queued", async () => {
    const url = ctx.url;
    if (!url) throw new Error("no database address");
    const other = await ctx.buildApp({ databaseKind: "postgres", runQueue: new PgBossRunQueue(url, 1) });
    expect(other).toBeDefined();
    const week = "2027-04-19";
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await makeStore(`Pair ${i + 1}`, 2));
    for (let i = 0; i < ids.length; i += 2)
      await addPerson(`Pair helper ${i}`, [ids[i] ?? 0, ids[i + 1] ?? 0]);
    const started = await startGroup({ weekStartDate: week, storeIds: ids });
    const done = await waitForGroup(started.id);
    expect(done.stores.every((s) => s.run.status === "SUCCEEDED")).toBe(true);
    expectOrderKept(done);
    expect((await doubleBookings(week)).clashes).toEqual([]);
    // Each run was claimed once (a second delivery would have counted a second attempt).
    const attempts = await ctx.db
      .select({ attempts: scheduleRuns.attempts })
      .from(scheduleRuns)
      .where(eq(scheduleRuns.groupRunId, started.id));
    expect(attempts.map((a) => a.attempts)).toEqual(ids.map(() => 1));
  }, 180_000);

  it("a run whose turn came while the instance that should queue it died is queued by the sweeper", async () => {
    const week = "2027-04-26";
    const first = await makeStore("Swept First");
    const then = await makeStore("Swept Then");
    const made = await Promise.all(
      [first, then].map((storeId) =>
        ctx.call("OWNER", "POST", "/api/schedules", { storeId, weekStartDate: week }),
      ),
    );
    const [firstWeek, thenWeek] = made.map((res) => (res.json() as { id: number }).id);
    // As left by an instance killed between finishing "Swept First" and queueing what waited for it.
    const [group] = await ctx.db
      .insert(groupRuns)
      .values({ tenantId: ctx.a.id, weekStartDate: week })
      .returning({ id: groupRuns.id });
    const [done] = await ctx.db
      .insert(scheduleRuns)
      .values({
        tenantId: ctx.a.id,
        scheduleId: firstWeek ?? 0,
        groupRunId: group?.id,
        status: "SUCCEEDED",
        finishedAt: new Date(),
        timeLimitSeconds: TIME_LIMIT,
      })
      .returning({ id: scheduleRuns.id });
    await ctx.db.insert(scheduleRuns).values({
      tenantId: ctx.a.id,
      scheduleId: thenWeek ?? 0,
      groupRunId: group?.id,
      waitsFor: [done?.id ?? 0],
      timeLimitSeconds: TIME_LIMIT,
    });
    const finished = await waitForGroup(group?.id ?? 0);
    expect(storeOf(finished, then).run.status).toBe("SUCCEEDED");
  }, 60_000);
});

describe("handing a group's runs to the queue", () => {
  /** A group of two weeks where the second waits for the first, which has just finished. */
  async function finishedFirst(week: string) {
    const ids = [await makeStore(`Release ${week} A`, 1), await makeStore(`Release ${week} B`, 1)];
    const made = await Promise.all(
      ids.map((storeId) => ctx.call("OWNER", "POST", "/api/schedules", { storeId, weekStartDate: week })),
    );
    const [firstWeek, thenWeek] = made.map((res) => (res.json() as { id: number }).id);
    const [group] = await ctx.db
      .insert(groupRuns)
      .values({ tenantId: ctx.a.id, weekStartDate: week })
      .returning({ id: groupRuns.id });
    const [done] = await ctx.db
      .insert(scheduleRuns)
      .values({ tenantId: ctx.a.id, scheduleId: firstWeek ?? 0, groupRunId: group?.id, status: "CANCELLED" })
      .returning({ id: scheduleRuns.id });
    const [waiting] = await ctx.db
      .insert(scheduleRuns)
      .values({
        tenantId: ctx.a.id,
        scheduleId: thenWeek ?? 0,
        groupRunId: group?.id,
        waitsFor: [done?.id ?? 0],
      })
      .returning({ id: scheduleRuns.id });
    return { groupRunId: group?.id ?? 0, runId: waiting?.id ?? 0 };
  }

  /** A queue that only records what it is given (the executor is not what is tested here). */
  const recording = (sent: number[]): RunQueue => ({
    kind: "in-process",
    start: async () => {},
    enqueue: async (runId) => {
      sent.push(runId);
    },
    stop: async () => {},
  });

  it("queues a ready run once, even when two instances release at the same moment", async () => {
    const { groupRunId, runId } = await finishedFirst("2027-05-03");
    const a: number[] = [];
    const b: number[] = [];
    await Promise.all([
      releaseReadyRuns(ctx.db, recording(a), groupRunId),
      releaseReadyRuns(ctx.db, recording(b), groupRunId),
    ]);
    expect([...a, ...b]).toEqual([runId]);
    expect(await releaseReadyRuns(ctx.db, recording(a), groupRunId)).toEqual([]);
    await ctx.db.update(scheduleRuns).set({ status: "CANCELLED" }).where(eq(scheduleRuns.id, runId));
  });

  it("leaves a run it could not queue waiting, for the next release to queue", async () => {
    const { groupRunId, runId } = await finishedFirst("2027-05-10");
    const broken: RunQueue = {
      ...recording([]),
      enqueue: async () => {
        throw new Error("the run queue is not started");
      },
    };
    expect(await releaseReadyRuns(ctx.db, broken, groupRunId)).toEqual([]);
    const [row] = await ctx.db.select().from(scheduleRuns).where(eq(scheduleRuns.id, runId));
    expect(row).toMatchObject({ status: "QUEUED", enqueuedAt: null });
    const sent: number[] = [];
    expect(await releaseReadyRuns(ctx.db, recording(sent), groupRunId)).toEqual([runId]);
    await ctx.db.update(scheduleRuns).set({ status: "CANCELLED" }).where(eq(scheduleRuns.id, runId));
  });
});
