import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles";
import { addDays } from "../../src/domain/time";
import { wallInstant } from "../../src/domain/time-clock/shift-match";
import { employeeStores } from "../../src/server/db/schema/employee-stores";
import { stores } from "../../src/server/db/schema/stores";
import { timeEntries } from "../../src/server/db/schema/time-clock";
import type { TenantChangeHandler } from "../../src/server/db/tenant-changes";
import { changeUnheard, eventually, setup, type TestContext } from "./helper";
import { FUTURE_MONDAY } from "./employee-week";

// Time entries notify with their own scope (':time', drizzle/0019) and the writes of time entries declare
// `keepsLists` (docs/decisions/040-read-cache.md): a punch at a shift change empties no cached list, on the
// instance that took it or any other, while what reads time entries (the timesheet, the actual figures, a
// person's clock) shows it at once, wherever it is read.

const NY = "America/New_York";
const MON = FUTURE_MONDAY;
const at = (date: string, hh: number, mm = 0) => wallInstant(NY, date, hh * 60 + mm);

let ctx: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let now = at(MON, 9);
let storeId: number;
/** Payloads B's listener passed on to the caches, as a cache that hears everything would get them. */
const heardOnB: (number | undefined)[] = [];

beforeAll(async () => {
  ctx = await setup({ now: () => now, clockSweepMs: 0 });
  storeId = ctx.a.fixtures.storeId;
  await ctx.db.update(stores).set({ timezone: NY });
  await ctx.db.insert(employeeStores).values({ tenantId: ctx.a.id, userId: ctx.a.users.EMPLOYEE, storeId });
  const options = { cacheReads: true, cacheSessions: true, now: () => now, clockSweepMs: 0 };
  a = await ctx.buildApp(options);
  b = await ctx.buildApp(options);
  const recorder: TenantChangeHandler = {
    invalidate: (tenantId) => heardOnB.push(tenantId),
    setLive: () => {},
  };
  b.tenantChanges?.subscribe(recorder);
});
afterAll(() => ctx.close());

const call = (
  app: FastifyInstance,
  role: Role,
  method: InjectOptions["method"],
  url: string,
  body?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { cookie: ctx.cookie(role) },
    ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
  });

const storeNames = async (app: FastifyInstance) => {
  const res = await call(app, "OWNER", "GET", "/api/stores");
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((s) => s.name);
};

/** Stores a list on both instances, then adds a store neither can hear of: a list that shows it was emptied. */
async function cacheListsUnheard(name: string) {
  await eventually(async () => {
    await storeNames(a);
    await storeNames(b);
    await changeUnheard(ctx.db, (tx) => tx.insert(stores).values({ tenantId: ctx.a.id, name }));
    expect(await storeNames(a)).not.toContain(name);
    expect(await storeNames(b)).not.toContain(name);
  });
}

/** Waits until B's listener has passed on a change of the tenant (the punch's ':time' notification). */
async function heardOnBSince(count: number) {
  await eventually(async () => expect(heardOnB.slice(count)).toContain(ctx.a.id));
}

type Sheet = { people: { userId: number; entries: { clockOut: string | null; workedMinutes: number }[] }[] };
const entriesOn = async (app: FastifyInstance) => {
  const res = await call(app, "MANAGER", "GET", `/api/timesheets?storeId=${storeId}&weekStart=${MON}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Sheet).people.find((p) => p.userId === ctx.a.users.EMPLOYEE)?.entries ?? [];
};

describe("a change of time entries", () => {
  it("a punch, a fix and an approval empty no cached list, and the timesheet and figures show them", async () => {
    await cacheListsUnheard("Unheard before the punches");
    let heard = heardOnB.length;

    now = at(MON, 9);
    expect((await call(a, "EMPLOYEE", "POST", "/api/me/clock", { action: "CLOCK_IN" })).statusCode).toBe(200);
    const clock = await call(b, "EMPLOYEE", "GET", "/api/me/clock");
    expect((clock.json() as { entry: unknown }).entry).not.toBeNull();
    now = at(MON, 17);
    expect((await call(a, "EMPLOYEE", "POST", "/api/me/clock", { action: "CLOCK_OUT" })).statusCode).toBe(
      200,
    );
    await heardOnBSince(heard);

    // Neither the instance that took the punches nor the other emptied its lists.
    expect(await storeNames(a)).not.toContain("Unheard before the punches");
    expect(await storeNames(b)).not.toContain("Unheard before the punches");
    // What reads time entries shows them on both.
    for (const app of [a, b]) expect(await entriesOn(app)).toMatchObject([{ workedMinutes: 480 }]);

    // A manager's approval through B: the actual figures on A count the hours; no list emptied.
    heard = heardOnB.length;
    const approved = await call(b, "MANAGER", "POST", "/api/timesheets/approve", { storeId, weekStart: MON });
    expect(approved.json()).toEqual({ approved: 1 });
    const figures = await call(
      a,
      "MANAGER",
      "GET",
      `/api/figures/dashboard?storeId=${storeId}&weekStart=${MON}`,
    );
    expect((figures.json() as { actualCost: { hours: number | null } }).actualCost.hours).toBe(8);
    await heardOnBSince(heard);
    expect(await storeNames(a)).not.toContain("Unheard before the punches");
    expect(await storeNames(b)).not.toContain("Unheard before the punches");
  });

  it("an entry written with SQL shows in the timesheet on both instances; the lists stay", async () => {
    await cacheListsUnheard("Unheard before the SQL");
    const heard = heardOnB.length;
    const day = addDays(MON, 1);
    await ctx.db.insert(timeEntries).values({
      tenantId: ctx.a.id,
      userId: ctx.a.users.EMPLOYEE,
      storeId,
      clockIn: at(day, 10),
      clockOut: at(day, 14),
      status: "PENDING",
      source: "MANAGER",
    });
    await heardOnBSince(heard);
    for (const app of [a, b]) expect((await entriesOn(app)).map((e) => e.workedMinutes)).toContain(240);
    expect(await storeNames(a)).not.toContain("Unheard before the SQL");
    expect(await storeNames(b)).not.toContain("Unheard before the SQL");
  });

  it("any other change of the tenant still empties the lists everywhere", async () => {
    await cacheListsUnheard("Unheard before the store");
    expect((await call(a, "MANAGER", "POST", "/api/stores", { name: "Opened via A" })).statusCode).toBe(201);
    await eventually(async () => expect(await storeNames(b)).toContain("Unheard before the store"));
    expect(await storeNames(a)).toContain("Opened via A");
  });
});
