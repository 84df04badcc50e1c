import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles";
import type { Schedule, Shift } from "../../src/domain/schemas/schedules";
import { availabilityWindows } from "../../src/server/db/schema/availability";
import { schedules, shifts } from "../../src/server/db/schema/schedules";
import { GZIP_MIN_CHARS } from "../../src/server/plugins/cached-json";
import { changeUnheard, eventually, setup, type TestContext } from "./helper";

// A schedule's JSON is kept in each instance's read cache (src/server/schedules/schedule-json.ts) and
// answered again while the schedule's version and active run are unchanged. Two instances over one
// database, as behind a load balancer: an edit through one is read through the other at once.

let ctx: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let schedule: Schedule;
let shift: Shift;

const call = (app: FastifyInstance, who: Role, method: InjectOptions["method"], url: string, body?: object) =>
  app.inject({
    method,
    url,
    headers: { cookie: ctx.cookie(who) },
    ...(body === undefined ? {} : { payload: body }),
  });

async function read(app: FastifyInstance, who: Role = "MANAGER"): Promise<Schedule> {
  const res = await call(app, who, "GET", `/api/schedules/${schedule.id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Schedule;
}

const setEndUnheard = (endTime: string, bumpVersion: boolean) =>
  changeUnheard(ctx.db, async (tx) => {
    await tx.update(shifts).set({ endTime }).where(eq(shifts.id, shift.id));
    if (bumpVersion)
      await tx
        .update(schedules)
        .set({ version: sql`${schedules.version} + 1` })
        .where(and(eq(schedules.id, schedule.id), eq(schedules.tenantId, ctx.a.id)));
  });

const endOf = (s: Schedule) => s.shifts.find((x) => x.id === shift.id)?.endTime;

/** Proves B answers the schedule from memory: a change it cannot hear of, version unchanged, does not show. */
async function expectCachedOnB() {
  await eventually(async () => {
    const seen = endOf(await read(b));
    await setEndUnheard(seen === "15:00" ? "15:15" : "15:00", false);
    expect(endOf(await read(b))).toBe(seen);
  });
}

beforeAll(async () => {
  ctx = await setup();
  // EMPLOYEE works any time, until the tests below say otherwise.
  await ctx.db.delete(availabilityWindows).where(eq(availabilityWindows.userId, ctx.a.users.EMPLOYEE));
  a = await ctx.buildApp({ cacheReads: true, cacheSessions: true });
  b = await ctx.buildApp({ cacheReads: true, cacheSessions: true });
  const { storeId, positionId } = ctx.a.fixtures;
  const created = await call(a, "MANAGER", "POST", "/api/schedules", {
    storeId,
    weekStartDate: "2027-03-01",
  });
  expect(created.statusCode).toBe(201);
  schedule = created.json() as Schedule;
  const added = await call(a, "MANAGER", "POST", `/api/schedules/${schedule.id}/shifts`, {
    positionId,
    userId: null,
    date: "2027-03-02",
    startTime: "09:00",
    endTime: "15:00",
  });
  expect(added.statusCode).toBe(201);
  shift = added.json() as Shift;
  const person = await call(a, "OWNER", "PATCH", `/api/employees/${ctx.a.users.EMPLOYEE}`, {
    positionIds: [positionId],
    storeIds: [storeId],
  });
  expect(person.statusCode).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe("the schedule read cache", () => {
  it("answers from memory while the version holds", async () => {
    await expectCachedOnB();
    // The same answer through the query by store and week.
    const byWeek = await call(
      b,
      "MANAGER",
      "GET",
      `/api/schedules?storeId=${ctx.a.fixtures.storeId}&weekStart=2027-03-01`,
    );
    expect((byWeek.json() as Schedule).id).toBe(schedule.id);
  });

  it("answers the new version at once when the version moved, even unheard", async () => {
    await expectCachedOnB();
    await setEndUnheard("17:00", true);
    expect(endOf(await read(b))).toBe("17:00");
  });

  it("shows an edit through A on B at once", async () => {
    await expectCachedOnB();
    const before = await read(b);
    const edited = await call(a, "MANAGER", "PATCH", `/api/shifts/${shift.id}`, { endTime: "14:00" });
    expect(edited.statusCode).toBe(200);
    const after = await read(b);
    expect(endOf(after)).toBe("14:00");
    expect(after.version).toBe(before.version + 1);
  });

  it("keeps editors' and employees' answers apart", async () => {
    // Not published yet: employees get 404, whatever an editor's read left in the cache.
    await read(b, "MANAGER");
    expect((await call(b, "EMPLOYEE", "GET", `/api/schedules/${schedule.id}`)).statusCode).toBe(404);
    expect((await call(a, "MANAGER", "POST", `/api/schedules/${schedule.id}/publish`)).statusCode).toBe(200);
    const published = await read(b, "EMPLOYEE");
    expect(published.warnings).toEqual([]);
    // An edit after publishing: editors see it, employees keep the published shift.
    expect(
      (await call(a, "MANAGER", "PATCH", `/api/shifts/${shift.id}`, { endTime: "13:00" })).statusCode,
    ).toBe(200);
    expect(endOf(await read(b, "MANAGER"))).toBe("13:00");
    expect(endOf(await read(b, "EMPLOYEE"))).toBe("14:00");
  });
});

describe("the schedule's bytes", () => {
  const get = (app: FastifyInstance, acceptEncoding?: string) =>
    app.inject({
      method: "GET",
      url: `/api/schedules/${schedule.id}`,
      headers: {
        cookie: ctx.cookie("MANAGER"),
        ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
      },
    });

  it("are gzip for a client that accepts it, the same JSON as the plain answer", async () => {
    // Large enough to be worth compressing (GZIP_MIN_CHARS): a few more open shifts.
    for (const date of ["2027-03-03", "2027-03-04", "2027-03-05", "2027-03-06"]) {
      const added = await call(a, "MANAGER", "POST", `/api/schedules/${schedule.id}/shifts`, {
        positionId: ctx.a.fixtures.positionId,
        userId: null,
        date,
        startTime: "10:00",
        endTime: "14:00",
      });
      expect(added.statusCode).toBe(201);
    }
    const plain = await get(b);
    expect(plain.body.length).toBeGreaterThanOrEqual(GZIP_MIN_CHARS);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    for (const accept of ["gzip, deflate, br, zstd", "br;q=1, gzip;q=0.5"]) {
      const zipped = await get(b, accept);
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toBe("Accept-Encoding");
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    // Refused (q=0) or not offered: plain.
    for (const accept of ["gzip;q=0, identity", "br", "identity"]) {
      const res = await get(b, accept);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it("are the same for fifty readers at once, before and after an edit", async () => {
    const readAll = () =>
      Promise.all(Array.from({ length: 50 }, (_, i) => get(i % 2 ? a : b, i % 3 ? "gzip" : undefined)));
    const decoded = (res: Awaited<ReturnType<typeof get>>) =>
      JSON.parse(
        res.headers["content-encoding"] === "gzip" ? gunzipSync(res.rawPayload).toString() : res.body,
      ) as Schedule;
    const before = (await readAll()).map(decoded);
    expect(new Set(before.map((s) => s.version)).size).toBe(1);
    const edited = await call(a, "MANAGER", "PATCH", `/api/shifts/${shift.id}`, {
      endTime: endOf(before[0]!) === "16:00" ? "16:15" : "16:00",
    });
    expect(edited.statusCode).toBe(200);
    // Every read that starts after the edit was answered sees it, on both instances.
    const after = (await readAll()).map(decoded);
    expect(after.map((s) => s.version)).toEqual(after.map(() => before[0]!.version + 1));
    expect(new Set(after.map(endOf))).toEqual(new Set([(edited.json() as Shift).endTime]));
  });
});

// A shift edit reviews the week with what it reads besides shifts (people, availability, demand) kept in
// memory between edits (src/server/schedules/week-inputs.ts); any other change of the tenant drops it.
describe("the week inputs kept between shift edits", () => {
  let lock = false;
  /** A shift edit through B (the lock toggled) and the rules it breaks. */
  const editOnB = async () => {
    lock = !lock;
    const res = await call(b, "MANAGER", "PATCH", `/api/shifts/${shift.id}`, { isLocked: lock });
    expect(res.statusCode).toBe(200);
    return (res.json() as Shift).violations.map((v) => v.code);
  };
  // EMPLOYEE only works Tuesdays 06:00-08:00: the Tuesday shift 09:00-… breaks UNAVAILABLE.
  const window = { dayOfWeek: "TUESDAY" as const, startTime: "06:00", endTime: "08:00", isAvailable: true };
  const addWindowUnheard = () =>
    changeUnheard(ctx.db, (tx) =>
      tx.insert(availabilityWindows).values({ tenantId: ctx.a.id, userId: ctx.a.users.EMPLOYEE, ...window }),
    );
  const removeWindowsUnheard = () =>
    changeUnheard(ctx.db, (tx) =>
      tx.delete(availabilityWindows).where(eq(availabilityWindows.userId, ctx.a.users.EMPLOYEE)),
    );

  it("keeps them across edits, drops them at another instance's change", async () => {
    if (!(await read(b)).shifts.some((s) => s.id === shift.id && s.userId === ctx.a.users.EMPLOYEE)) {
      const assigned = await call(b, "MANAGER", "PATCH", `/api/shifts/${shift.id}`, {
        userId: ctx.a.users.EMPLOYEE,
      });
      expect(assigned.statusCode).toBe(200);
    }
    await eventually(async () => {
      await removeWindowsUnheard();
      expect(await editOnB()).not.toContain("UNAVAILABLE");
      await addWindowUnheard();
      // Unheard: B's edit still reviews the week it kept.
      expect(await editOnB()).not.toContain("UNAVAILABLE");
    });
    // Any change of the tenant through A (here a new store) reaches B and drops what it kept.
    expect((await call(a, "MANAGER", "POST", "/api/stores", { name: "Inputs dropped" })).statusCode).toBe(
      201,
    );
    await eventually(async () => expect(await editOnB()).toContain("UNAVAILABLE"));
  });

  it("keeps the week's shifts between edits while the version holds, reads them again once it moved", async () => {
    expect(await editOnB()).not.toContain("DOUBLE_SHIFT");
    // A second shift the same day for the same person, written behind the app's back, version unchanged.
    let extra = 0;
    await changeUnheard(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(shifts)
        .values({
          tenantId: ctx.a.id,
          scheduleId: schedule.id,
          positionId: ctx.a.fixtures.positionId,
          userId: ctx.a.users.EMPLOYEE,
          date: shift.date,
          startTime: "20:00",
          endTime: "22:00",
          breaks: [],
          isLocked: false,
          source: "MANUAL",
        })
        .returning({ id: shifts.id });
      extra = row?.id ?? 0;
    });
    // B reviews the shifts its last edit left at this version: the extra shift is not among them.
    expect(await editOnB()).not.toContain("DOUBLE_SHIFT");
    await setEndUnheard(endOf(await read(b)) ?? "15:00", true);
    expect(await editOnB()).toContain("DOUBLE_SHIFT");
    // Through the app, as it should be: deleted, and the next edit knows.
    expect((await call(a, "MANAGER", "DELETE", `/api/shifts/${extra}`)).statusCode).toBe(204);
    expect(await editOnB()).not.toContain("DOUBLE_SHIFT");
  });

  it("reviews with a change made through the same instance at the next edit", async () => {
    await removeWindowsUnheard();
    const saved = await call(b, "MANAGER", "POST", "/api/availability", {
      userId: ctx.a.users.EMPLOYEE,
      dayOfWeek: "TUESDAY",
      startTime: "10:00",
      endTime: "12:00",
      isAvailable: false,
    });
    expect(saved.statusCode).toBe(201);
    expect(await editOnB()).toContain("UNAVAILABLE");
  });
});
