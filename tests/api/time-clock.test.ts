import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/time";
import { wallInstant } from "../../src/domain/time-clock/shift-match";
import { notifications } from "../../src/server/db/schema/employee-side";
import { pushSubscriptions } from "../../src/server/db/schema/push";
import { lateNotices } from "../../src/server/db/schema/clock-notices";
import { employeeStores } from "../../src/server/db/schema/employee-stores";
import { kioskAttempts, timeEntries } from "../../src/server/db/schema/time-clock";
import { stores } from "../../src/server/db/schema/stores";
import { KIOSK_RATE_LIMIT } from "../../src/server/time-clock/routes";
import { flagMissedClockOuts, sendLateNotices, sweepTimeClock } from "../../src/server/time-clock/sweep";
import { employeeWeek, FUTURE_MONDAY } from "./employee-week";
import { eventually, expectBadRequest, rawJson, setup, type TestContext } from "./helper";
import { BrowserKeys, startPushReceiver } from "./push-receiver";

// Punching (docs/api.md, Time clock): the phone's clock, the store's kiosk with a PIN, the sweep.

const NY = "America/New_York";
const MON = FUTURE_MONDAY;
const TUE = addDays(MON, 1);
const at = (date: string, hh: number, mm = 0) => wallInstant(NY, date, hh * 60 + mm);

let ctx: TestContext;
let now = at(MON, 6);
let storeId: number;

beforeAll(async () => {
  ctx = await setup({ now: () => now, clockSweepMs: 0 });
  storeId = ctx.a.fixtures.storeId;
  const week = await employeeWeek(ctx, ["EMPLOYEE", "EMPLOYEE2"]);
  await week.addShift("EMPLOYEE", 0, "09:00", "17:00");
  await week.addShift("EMPLOYEE", 1, "22:00", "04:00");
  expect((await ctx.call("MANAGER", "POST", `/api/schedules/${week.scheduleId}/publish`)).statusCode).toBe(
    200,
  );
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await ctx.db.delete(timeEntries);
  await ctx.db.delete(kioskAttempts);
  await ctx.db.update(stores).set({ latitude: null, longitude: null, requireLocation: false });
});

type State = {
  entry: { id: number; flags: string[]; isOnBreak: boolean; breaks: unknown[] } | null;
  shift: { startTime: string; storeName: string } | null;
  clockInFrom: string | null;
  actions: string[];
};
const punchAs = (role: "EMPLOYEE" | "EMPLOYEE2", action: string, extra: object = {}) =>
  ctx.call(role, "POST", "/api/me/clock", { action, ...extra });
/** A punch that must go through, then the state it leaves. */
const punchOk = async (role: "EMPLOYEE" | "EMPLOYEE2", action: string, extra: object = {}) => {
  const res = await punchAs(role, action, extra);
  expect(res.statusCode, res.body).toBe(200);
  return stateOf(role);
};
const stateOf = async (role: "EMPLOYEE" | "EMPLOYEE2" = "EMPLOYEE") =>
  (await ctx.call(role, "GET", "/api/me/clock")).json() as State;
const entriesOf = (userId: number) => ctx.db.select().from(timeEntries).where(eq(timeEntries.userId, userId));

describe("punching from my phone", () => {
  it("refuses a clock-in before the early window, naming when, and takes one from it", async () => {
    now = at(MON, 8, 44);
    const state = await stateOf();
    expect(state).toMatchObject({ entry: null, clockInFrom: "08:45", actions: ["CLOCK_IN"] });
    expect(state.shift).toMatchObject({ startTime: "09:00", storeName: "Fixture Store" });
    const early = await punchAs("EMPLOYEE", "CLOCK_IN");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: "You can clock in from 08:45" });
    expect(await entriesOf(ctx.a.users.EMPLOYEE)).toEqual([]);

    now = at(MON, 8, 45);
    const res = await punchAs("EMPLOYEE", "CLOCK_IN");
    expect(res.json()).toMatchObject({ action: "CLOCK_IN", message: "Clocked in", flags: [] });
    expect(await stateOf()).toMatchObject({
      entry: { flags: [], isOnBreak: false },
      actions: ["BREAK_START", "CLOCK_OUT"],
    });
  });

  it("says 'already clocked in' before any other refusal of a clock-in (the insert's index decides the rest)", async () => {
    await ctx.db.insert(timeEntries).values({
      tenantId: ctx.a.id,
      userId: ctx.a.users.EMPLOYEE,
      storeId,
      clockIn: at(MON, 5),
      flags: ["UNSCHEDULED"],
      source: "ME",
    });
    // 06:00 is before Monday's 09:00 shift opens (too early), but the open entry comes first.
    now = at(MON, 6);
    const res = await punchAs("EMPLOYEE", "CLOCK_IN");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: "You are already clocked in" });
    expect(await entriesOf(ctx.a.users.EMPLOYEE)).toHaveLength(1);
  });

  it("takes a break and clocks out, refusing every punch out of turn", async () => {
    now = at(MON, 9);
    expect((await punchAs("EMPLOYEE", "CLOCK_OUT")).json()).toMatchObject({
      message: "You are not clocked in",
    });
    expect((await punchAs("EMPLOYEE", "BREAK_START")).statusCode).toBe(409);
    expect((await punchAs("EMPLOYEE", "BREAK_END")).statusCode).toBe(409);
    expect((await punchAs("EMPLOYEE", "CLOCK_IN")).statusCode).toBe(200);
    const twice = await punchAs("EMPLOYEE", "CLOCK_IN");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: "You are already clocked in" });
    expect((await punchAs("EMPLOYEE", "BREAK_END")).json()).toMatchObject({
      message: "You are not on a break",
    });
    now = at(MON, 12);
    expect(await punchOk("EMPLOYEE", "BREAK_START")).toMatchObject({ actions: ["BREAK_END"] });
    expect((await punchAs("EMPLOYEE", "BREAK_START")).statusCode).toBe(409);
    expect((await punchAs("EMPLOYEE", "CLOCK_OUT")).json()).toMatchObject({
      message: "End your break before clocking out",
    });
    now = at(MON, 12, 30);
    expect((await punchAs("EMPLOYEE", "BREAK_END")).statusCode).toBe(200);
    now = at(MON, 17, 2);
    expect(await punchOk("EMPLOYEE", "CLOCK_OUT")).toMatchObject({ entry: null, actions: ["CLOCK_IN"] });
    const [entry] = await entriesOf(ctx.a.users.EMPLOYEE);
    expect(entry).toMatchObject({
      status: "PENDING",
      source: "ME",
      flags: [],
      clockIn: at(MON, 9),
      clockOut: at(MON, 17, 2),
      breaks: [{ start: at(MON, 12).toISOString(), end: at(MON, 12, 30).toISOString() }],
    });
    expect(entry?.shiftId).not.toBeNull();
  });

  it("follows an overnight shift past midnight", async () => {
    now = at(TUE, 21, 50);
    expect((await punchAs("EMPLOYEE", "CLOCK_IN")).statusCode).toBe(200);
    now = at(addDays(TUE, 1), 1);
    expect((await stateOf()).shift).toMatchObject({ startTime: "22:00" });
  });

  it("allows an unscheduled clock-in at my store, flagged", async () => {
    now = at(MON, 10);
    expect(await punchOk("EMPLOYEE2", "CLOCK_IN")).toMatchObject({
      entry: { flags: ["UNSCHEDULED"] },
      shift: null,
    });
    const other = await punchAs("EMPLOYEE", "CLOCK_IN", { storeId: ctx.b.fixtures.storeId });
    expect(other.statusCode).toBe(200); // EMPLOYEE has a shift at 10:00, the store asked for is not used
  });

  it("refuses an unscheduled clock-in at a store I am not on, and another organization's", async () => {
    now = at(MON, 18);
    const res = await punchAs("EMPLOYEE", "CLOCK_IN", { storeId: ctx.b.fixtures.storeId });
    expect(res.statusCode).toBe(400);
    expect(await entriesOf(ctx.a.users.EMPLOYEE)).toEqual([]);
  });

  it("stores the location and flags a punch outside the radius; refuses it where the store requires", async () => {
    const place = { latitude: 40.7128, longitude: -74.006, clockRadiusM: 100 };
    expect((await ctx.call("MANAGER", "PATCH", `/api/stores/${storeId}/clock`, place)).statusCode).toBe(200);
    now = at(MON, 9);
    const far = { latitude: 40.7228, longitude: -74.006, accuracyM: 15 };
    expect(await punchOk("EMPLOYEE", "CLOCK_IN", { location: far })).toMatchObject({
      entry: { flags: ["OUTSIDE_RADIUS"] },
    });
    expect((await entriesOf(ctx.a.users.EMPLOYEE))[0]?.location).toEqual({ ...far, distanceM: 1112 });

    expect(await punchOk("EMPLOYEE2", "CLOCK_IN")).toMatchObject({
      entry: { flags: ["UNSCHEDULED", "NO_LOCATION"] },
    });
    await ctx.db.delete(timeEntries);
    await ctx.call("MANAGER", "PATCH", `/api/stores/${storeId}/clock`, { requireLocation: true });
    const refused = await punchAs("EMPLOYEE", "CLOCK_IN", { location: far });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "You are 1112 m from the store; clock in there" });
    expect((await punchAs("EMPLOYEE", "CLOCK_IN")).statusCode).toBe(403);
    const near = { latitude: 40.7129, longitude: -74.006, accuracyM: 5 };
    expect(await punchOk("EMPLOYEE", "CLOCK_IN", { location: near })).toMatchObject({
      entry: { flags: [] },
    });
  });

  it("gives one entry for two clock-ins at once, and a 409 for the other", async () => {
    now = at(MON, 9);
    const both = await Promise.all([punchAs("EMPLOYEE", "CLOCK_IN"), punchAs("EMPLOYEE", "CLOCK_IN")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesOf(ctx.a.users.EMPLOYEE)).toHaveLength(1);
  });

  it("lets one of two breaks started at once through", async () => {
    now = at(MON, 9);
    await punchOk("EMPLOYEE", "CLOCK_IN");
    now = at(MON, 12);
    const both = await Promise.all([punchAs("EMPLOYEE", "BREAK_START"), punchAs("EMPLOYEE", "BREAK_START")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await entriesOf(ctx.a.users.EMPLOYEE))[0]?.breaks).toHaveLength(1);
  });

  it("answers bad input with a 400 and changes nothing", async () => {
    expectBadRequest(await punchAs("EMPLOYEE", "NAP"), "action");
    expectBadRequest(
      await punchAs("EMPLOYEE", "CLOCK_IN", { location: { latitude: 200, longitude: 0 } }),
      "location.latitude",
    );
    expectBadRequest(await punchAs("EMPLOYEE", "CLOCK_IN", { storeId: -1 }), "storeId");
    expectBadRequest(await rawJson(ctx, "EMPLOYEE", "POST", "/api/me/clock", "{nope"));
    expect((await ctx.call(null, "POST", "/api/me/clock", { action: "CLOCK_IN" })).statusCode).toBe(401);
    expect(await ctx.db.select().from(timeEntries)).toEqual([]);
  });
});

describe("a store's time clock settings", () => {
  it("only those who manage stores read and change them; another organization's store is 404", async () => {
    expect((await ctx.call("EMPLOYEE", "GET", `/api/stores/${storeId}/clock`)).statusCode).toBe(403);
    expect((await ctx.call("EMPLOYEE", "POST", `/api/stores/${storeId}/kiosk`)).statusCode).toBe(403);
    expect(
      (await ctx.call("ACCOUNTING", "PATCH", `/api/stores/${storeId}/clock`, { clockRadiusM: 50 }))
        .statusCode,
    ).toBe(403);
    const other = ctx.b.fixtures.storeId;
    expect((await ctx.call("MANAGER", "GET", `/api/stores/${other}/clock`)).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "POST", `/api/stores/${other}/kiosk`)).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "DELETE", `/api/stores/${other}/kiosk`)).statusCode).toBe(404);
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/stores/${other}/clock`, { clockRadiusM: 50 })).statusCode,
    ).toBe(404);
    const [b] = await ctx.db.select().from(stores).where(eq(stores.id, other));
    expect(b).toMatchObject({ kioskToken: null, clockRadiusM: 150 });
  });

  it("refuses a radius under 10 m and a latitude without its longitude", async () => {
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/stores/${storeId}/clock`, { clockRadiusM: 5 }),
      "clockRadiusM",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/stores/${storeId}/clock`, { latitude: 40 }),
      "latitude",
    );
  });
});

describe("the store kiosk", () => {
  let token: string;
  const kiosk = (path = "", body?: object, t = token) =>
    ctx.app.inject({
      method: body ? "POST" : "GET",
      url: `/api/kiosk/${t}${path}`,
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    const res = await ctx.call("MANAGER", "POST", `/api/stores/${storeId}/kiosk`);
    token = (res.json() as { kioskPath: string }).kioskPath.replace("/kiosk/", "");
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect((await ctx.call("EMPLOYEE", "PUT", "/api/me/clock-pin", { pin: "4821" })).statusCode).toBe(204);
  });

  it("lists the store's people with their next punch, without a session", async () => {
    now = at(MON, 8, 50);
    const res = await kiosk();
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      storeName: string;
      people: { userId: number; shiftToday: string | null; hasPin: boolean }[];
    };
    expect(body.storeName).toBe("Fixture Store");
    expect(body.people.find((p) => p.userId === ctx.a.users.EMPLOYEE)).toMatchObject({
      shiftToday: "09:00-17:00",
      hasPin: true,
      actions: ["CLOCK_IN"],
    });
    expect(body.people.find((p) => p.userId === ctx.a.users.EMPLOYEE2)).toMatchObject({
      shiftToday: null,
      hasPin: false,
    });
    expect(body.people.some((p) => p.userId === ctx.a.users.MANAGER)).toBe(false);
  });

  it("punches with the right PIN", async () => {
    now = at(MON, 8, 50);
    const res = await kiosk("/punch", { userId: ctx.a.users.EMPLOYEE, pin: "4821", action: "CLOCK_IN" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Clocked in at 08:50",
      name: "EMPLOYEE of " + ctx.a.usernames.EMPLOYEE.split("-")[0],
      flags: [],
    });
    const [entry] = await entriesOf(ctx.a.users.EMPLOYEE);
    expect(entry).toMatchObject({ source: "KIOSK", storeId, location: null });
    expect(
      (await kiosk("/punch", { userId: ctx.a.users.EMPLOYEE, pin: "4821", action: "CLOCK_IN" })).statusCode,
    ).toBe(409);
  });

  it("locks a person out after five wrong PINs for five minutes, the right PIN included", async () => {
    now = at(MON, 9);
    const guess = (pin: string) => kiosk("/punch", { userId: ctx.a.users.EMPLOYEE, pin, action: "CLOCK_IN" });
    for (let i = 0; i < 4; i += 1) {
      const wrong = await guess(`000${i}`);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ message: "Wrong PIN" });
    }
    const fifth = await guess("0009");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ message: "Too many wrong PINs: try again in 5 minutes" });
    expect((await guess("4821")).statusCode).toBe(429);
    expect(await entriesOf(ctx.a.users.EMPLOYEE)).toEqual([]);
    now = at(MON, 9, 5);
    expect((await guess("4821")).statusCode).toBe(200);
  });

  it("counts wrong PINs sent at once one by one", async () => {
    now = at(MON, 9);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        kiosk("/punch", { userId: ctx.a.users.EMPLOYEE, pin: `11${i}0`, action: "CLOCK_IN" }),
      ),
    );
    expect(guesses.filter((r) => r.statusCode === 403)).toHaveLength(4);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });

  it("refuses a person without a PIN, another organization's person, bad input; the token opens nothing else", async () => {
    now = at(MON, 9);
    const noPin = await kiosk("/punch", { userId: ctx.a.users.EMPLOYEE2, pin: "1234", action: "CLOCK_IN" });
    expect(noPin.statusCode).toBe(403);
    expect(
      (await kiosk("/punch", { userId: ctx.b.users.EMPLOYEE, pin: "1234", action: "CLOCK_IN" })).statusCode,
    ).toBe(404);
    expectBadRequest(
      await kiosk("/punch", { userId: ctx.a.users.EMPLOYEE, pin: "12", action: "CLOCK_IN" }),
      "pin",
    );
    expectBadRequest(
      await kiosk("/punch", { userId: ctx.a.users.EMPLOYEE, pin: "1234567", action: "CLOCK_IN" }),
      "pin",
    );
    for (const url of ["/api/me/clock", "/api/stores", `/api/stores/${storeId}/clock`]) {
      const res = await ctx.app.inject({
        method: "GET",
        url,
        headers: { cookie: `brigade_session=${token}`, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await ctx.db.select().from(timeEntries)).toEqual([]);
  });

  it("a rotated or turned-off kiosk address answers 404 and changes nothing", async () => {
    now = at(MON, 9);
    const old = token;
    const rotated = await ctx.call("MANAGER", "POST", `/api/stores/${storeId}/kiosk`);
    token = (rotated.json() as { kioskPath: string }).kioskPath.replace("/kiosk/", "");
    expect(token).not.toBe(old);
    expect((await kiosk("", undefined, old)).statusCode).toBe(404);
    expect(
      (await kiosk("/punch", { userId: ctx.a.users.EMPLOYEE, pin: "4821", action: "CLOCK_IN" }, old))
        .statusCode,
    ).toBe(404);
    expect((await kiosk("", undefined, "x".repeat(22))).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "DELETE", `/api/stores/${storeId}/kiosk`)).statusCode).toBe(204);
    expect((await kiosk()).statusCode).toBe(404);
    expect(await ctx.db.select().from(timeEntries)).toEqual([]);
    token = (
      (await ctx.call("MANAGER", "POST", `/api/stores/${storeId}/kiosk`)).json() as { kioskPath: string }
    ).kioskPath.slice(7);
  });
});

describe("the kiosk routes' rate limit", () => {
  it("answers 429 past the limit per client address and kiosk address", async () => {
    const probe = `/api/kiosk/${"r".repeat(22)}`;
    const answers = [];
    for (let i = 0; i <= KIOSK_RATE_LIMIT.max; i += 1)
      answers.push((await ctx.app.inject({ url: probe })).statusCode);
    expect(answers.slice(0, KIOSK_RATE_LIMIT.max).every((s) => s === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("PINs", () => {
  it("a person sets their own; a manager clears one; bad PINs and other organizations refused", async () => {
    expectBadRequest(await ctx.call("EMPLOYEE2", "PUT", "/api/me/clock-pin", { pin: "12a4" }), "pin");
    expect((await ctx.call("EMPLOYEE2", "PUT", "/api/me/clock-pin", { pin: "123456" })).statusCode).toBe(204);
    expect((await ctx.call("EMPLOYEE2", "GET", "/api/me/clock-pin")).json()).toEqual({ hasPin: true });
    const url = `/api/users/${ctx.a.users.EMPLOYEE2}/clock-pin`;
    expect((await ctx.call("EMPLOYEE", "DELETE", url)).statusCode).toBe(403);
    expect(
      (await ctx.call("MANAGER", "DELETE", `/api/users/${ctx.b.users.EMPLOYEE}/clock-pin`)).statusCode,
    ).toBe(404);
    expect((await ctx.call("MANAGER", "DELETE", url)).statusCode).toBe(204);
    expect((await ctx.call("EMPLOYEE2", "GET", "/api/me/clock-pin")).json()).toEqual({ hasPin: false });
  });
});

describe("the sweep", () => {
  const notesOf = (userId: number, kind: string) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  it("flags an entry still open the next day once, tells the person and managers, and never closes it", async () => {
    now = at(MON, 9);
    await punchAs("EMPLOYEE", "CLOCK_IN");
    expect(await flagMissedClockOuts(ctx.db, at(MON, 23))).toBe(0);
    const runs = await Promise.all([
      flagMissedClockOuts(ctx.db, at(TUE, 0, 30)),
      flagMissedClockOuts(ctx.db, at(TUE, 0, 30)),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await flagMissedClockOuts(ctx.db, at(TUE, 1))).toBe(0);
    const [entry] = await entriesOf(ctx.a.users.EMPLOYEE);
    expect(entry).toMatchObject({ status: "OPEN", clockOut: null, flags: ["MISSED_CLOCK_OUT"] });
    expect(await notesOf(ctx.a.users.EMPLOYEE, "CLOCK_MISSED_OUT")).toHaveLength(1);
    expect((await notesOf(ctx.a.users.MANAGER, "CLOCK_MISSED_OUT"))[0]?.message).toMatch(
      /^EMPLOYEE of .* did not clock out at Fixture Store on/,
    );
    expect(await notesOf(ctx.b.users.MANAGER, "CLOCK_MISSED_OUT")).toEqual([]);
  });

  it("tells a person not clocked in 10 minutes after their start, once per shift", async () => {
    expect(await sendLateNotices(ctx.db, at(MON, 9, 9))).toBe(0);
    const runs = await Promise.all([
      sendLateNotices(ctx.db, at(MON, 9, 10)),
      sendLateNotices(ctx.db, at(MON, 9, 10)),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendLateNotices(ctx.db, at(MON, 9, 11))).toBe(0);
    const notes = await notesOf(ctx.a.users.EMPLOYEE, "CLOCK_LATE");
    expect(notes.map((n) => n.message)).toEqual([
      "You are 10 minutes past your start (09:00): clock in when you arrive",
    ]);
  });

  it("pushes the late notice to the person's browser: a sweep is no request, its pushes are queued after it", async () => {
    // CLOCK_LATE goes by push (and in-app), not by email, unless the person says otherwise. The test above
    // told Monday's 09:00 shift already: forget it, so this sweep tells it again.
    await ctx.db.delete(lateNotices);
    const receiver = await startPushReceiver();
    const keys = new BrowserKeys();
    await ctx.db.insert(pushSubscriptions).values({
      tenantId: ctx.a.id,
      userId: ctx.a.users.EMPLOYEE,
      endpoint: `${receiver.origin}/employee`,
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    // An instance whose sweeper runs every 50 ms, ten minutes after Monday's 09:00 start.
    await ctx.buildApp({ now: () => at(MON, 9, 10), clockSweepMs: 50 });
    await eventually(async () => expect(receiver.received).toHaveLength(1), 10_000);
    const [push] = receiver.received;
    expect(JSON.parse(keys.decrypt(push?.body ?? Buffer.alloc(0)))).toMatchObject({
      body: "You are 10 minutes past your start (09:00): clock in when you arrive",
      link: "/",
    });
    await receiver.close();
  });

  it('brings managers\' "entries need approval" up to date after a clock-out, once however many sweep', async () => {
    now = at(MON, 9);
    await punchOk("EMPLOYEE", "CLOCK_IN");
    now = at(MON, 17);
    await punchOk("EMPLOYEE", "CLOCK_OUT");
    await Promise.all([sweepTimeClock(ctx.db, now), sweepTimeClock(ctx.db, now)]);
    const notes = await notesOf(ctx.a.users.MANAGER, "TIMESHEET_WAITING");
    expect(notes.map((n) => n.message)).toEqual([`1 entry needs approval at Fixture Store (week of ${MON})`]);
    expect(await notesOf(ctx.a.users.EMPLOYEE, "TIMESHEET_WAITING")).toEqual([]);
    expect(await notesOf(ctx.b.users.MANAGER, "TIMESHEET_WAITING")).toEqual([]);
  });

  it("tells nobody who clocked in", async () => {
    now = at(TUE, 21, 50);
    await punchAs("EMPLOYEE", "CLOCK_IN");
    expect(await sendLateNotices(ctx.db, at(TUE, 22, 15))).toBe(0);
  });
});

describe("scope", () => {
  it("an employee's store membership is needed for an unscheduled punch", async () => {
    await ctx.db.delete(employeeStores).where(eq(employeeStores.userId, ctx.a.users.EMPLOYEE2));
    now = at(MON, 20);
    const res = await punchAs("EMPLOYEE2", "CLOCK_IN");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "You are not on any store's team yet" });
  });
});
