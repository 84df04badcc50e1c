import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Consent, Estimate } from "../../src/domain/schemas/fair-workweek";
import type { PublishNotice, Schedule, ScheduleChange, Shift } from "../../src/domain/schemas/schedules";
import { expectBadRequest, setup, type TestContext } from "./helper";

// Fair Workweek (docs/api.md, Fair Workweek): changes after posting priced under the store's rule pack,
// consent asked before a late added shift is published, the records export, good-faith estimates.

const WEEK = "2027-03-01"; // a Monday no other fixture uses; the store is in New York (EST, UTC-5)

let ctx: TestContext;
let now = new Date("2027-02-01T12:00:00Z");
let storeId: number;
let positionId: number;
let profileId: number;

beforeAll(async () => {
  ctx = await setup({ now: () => now });
  ({ storeId, positionId, profileId } = ctx.a.fixtures);
  for (const [userId, wage] of [
    [ctx.a.users.EMPLOYEE, 20],
    [ctx.a.users.EMPLOYEE2, 21],
  ] as const) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${userId}`, {
      positionIds: [positionId],
      storeIds: [storeId],
      hourlyWage: wage,
    });
    expect(res.statusCode).toBe(200);
  }
  expect(
    (await ctx.call("MANAGER", "PATCH", `/api/stores/${storeId}`, { constraintProfileId: profileId }))
      .statusCode,
  ).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

const changesOf = async (id: number) =>
  (await ctx.call("MANAGER", "GET", `/api/schedules/${id}/changes`)).json() as ScheduleChange[];
const noticeOf = async (id: number) =>
  (await ctx.call("MANAGER", "GET", `/api/schedules/${id}/publish-notice`)).json() as PublishNotice;
const publish = async (id: number) =>
  expect((await ctx.call("MANAGER", "POST", `/api/schedules/${id}/publish`)).statusCode).toBe(200);
const records = async (from = WEEK, to = WEEK) => {
  const res = await ctx.call(
    "MANAGER",
    "GET",
    `/api/fair-workweek/records.csv?storeId=${storeId}&from=${from}&to=${to}`,
  );
  expect(res.statusCode).toBe(200);
  return res.body.split("\n").filter((l) => l !== "");
};

async function addShift(
  scheduleId: number,
  userId: number,
  date: string,
  startTime: string,
  endTime: string,
) {
  const res = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
    positionId,
    userId,
    date,
    startTime,
    endTime,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Shift;
}

describe("the profile's rule pack", () => {
  it("a jurisdiction's pack sets the late-change notice; an unknown pack is refused", async () => {
    const res = await ctx.call("MANAGER", "PATCH", `/api/constraints/${profileId}`, {
      fairWorkweekPack: "SEATTLE",
      advanceNoticeDays: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fairWorkweekPack: "SEATTLE", advanceNoticeDays: 14 });
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/constraints/${profileId}`, { fairWorkweekPack: "BOSTON" }),
      "fairWorkweekPack",
    );
    expect(
      (await ctx.call("EMPLOYEE", "PATCH", `/api/constraints/${profileId}`, { fairWorkweekPack: "NONE" }))
        .statusCode,
    ).toBe(403);
  });
});

describe("premiums, consent and records (Seattle)", () => {
  let week: Schedule;
  let monday: Shift;

  it("a first publish owes nothing", async () => {
    week = (
      await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: WEEK })
    ).json() as Schedule;
    monday = await addShift(week.id, ctx.a.users.EMPLOYEE, "2027-03-01", "09:00", "17:00");
    expect((await changesOf(week.id)).every((c) => c.premium === 0)).toBe(true);
    await publish(week.id);
    expect(await noticeOf(week.id)).toMatchObject({
      premiumTotal: 0,
      premiumsPaidToDate: 0,
      fairWorkweekPack: "SEATTLE",
    });
  });

  it("a cut three days ahead owes half pay for the lost hours; a late added shift one hour of pay and consent", async () => {
    now = new Date("2027-02-26T14:00:00Z"); // Friday 09:00 in New York: 72 hours before Monday 09:00
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/shifts/${monday.id}`, { endTime: "15:00" })).statusCode,
    ).toBe(200);
    await addShift(week.id, ctx.a.users.EMPLOYEE2, "2027-03-02", "10:00", "16:00");
    const changes = await changesOf(week.id);
    const cut = changes.find((c) => c.kind === "CHANGED");
    const added = changes.find((c) => c.kind === "ADDED");
    // 2 paid hours lost × $20 × 0.5 (SMC 14.22.050); 72 hours of notice.
    expect(cut).toMatchObject({ premium: 20, noticeHours: 72, needsConsent: false, lateChange: true });
    expect(cut?.premiumNote).toBe("cut: 50 % of pay for the hours lost");
    expect(added).toMatchObject({ premium: 21, needsConsent: true, consent: null });
    expect(await noticeOf(week.id)).toMatchObject({ premiumTotal: 41, premiumsPaidToDate: 0 });
  });

  it("publishing pays the cut, asks for the added shift and holds it back", async () => {
    await publish(week.id);
    const left = await changesOf(week.id);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ kind: "ADDED", consent: "PENDING" });
    expect(await noticeOf(week.id)).toMatchObject({ premiumsPaidToDate: 20 });
    const asked = (await ctx.call("EMPLOYEE2", "GET", "/api/me/consents")).json() as Consent[];
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ status: "PENDING", premium: 21, date: "2027-03-02", before: null });
    expect((await ctx.call("EMPLOYEE", "GET", "/api/me/consents")).json()).toEqual([]);
  });

  it("only the asked employee answers, once; accepting publishes the shift and owes its premium", async () => {
    const [asked] = (await ctx.call("EMPLOYEE2", "GET", "/api/me/consents")).json() as Consent[];
    const url = `/api/me/consents/${asked?.id}`;
    expect((await ctx.call("EMPLOYEE", "POST", url, { answer: "ACCEPT" })).statusCode).toBe(404);
    expectBadRequest(await ctx.call("EMPLOYEE2", "POST", url, { answer: "MAYBE" }), "answer");
    const res = await ctx.call("EMPLOYEE2", "POST", url, { answer: "ACCEPT" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Consent).status).toBe("ACCEPTED");
    expect((await ctx.call("EMPLOYEE2", "POST", url, { answer: "DECLINE" })).statusCode).toBe(409);
    expect(await changesOf(week.id)).toEqual([]);
    expect(await noticeOf(week.id)).toMatchObject({ premiumsPaidToDate: 41 });
  });

  it("a declined change is not published: the posted week stands and the manager sees it declined", async () => {
    await addShift(week.id, ctx.a.users.EMPLOYEE2, "2027-03-04", "10:00", "16:00");
    await publish(week.id);
    const [asked] = (await ctx.call("EMPLOYEE2", "GET", "/api/me/consents")).json() as Consent[];
    expect(asked?.status).toBe("PENDING");
    expect(
      (await ctx.call("EMPLOYEE2", "POST", `/api/me/consents/${asked?.id}`, { answer: "DECLINE" }))
        .statusCode,
    ).toBe(200);
    const left = await changesOf(week.id);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ kind: "ADDED", consent: "DECLINED" });
    expect(await noticeOf(week.id)).toMatchObject({ premiumTotal: 0, premiumsPaidToDate: 41 });
    // Publishing again neither publishes it nor asks again.
    await publish(week.id);
    expect((await changesOf(week.id))[0]?.consent).toBe("DECLINED");
    expect(
      ((await ctx.call("EMPLOYEE2", "GET", "/api/me/consents")).json() as Consent[]).filter(
        (c) => c.status === "PENDING",
      ),
    ).toEqual([]);
  });

  it("the records list every publish, change, premium and answer, for the store and period", async () => {
    const lines = await records();
    expect(lines[0]).toContain("Premium (USD)");
    const kinds = lines.slice(1).map((l) => l.split(",")[4]);
    expect(kinds).toEqual([
      "POSTED",
      "POSTED",
      "CHANGED",
      "CONSENT_ACCEPTED",
      "POSTED",
      "CONSENT_DECLINED",
      "POSTED",
    ]);
    expect(lines.find((l) => l.includes(",CHANGED,"))).toContain(",20.00,");
    expect(lines.find((l) => l.includes("CONSENT_ACCEPTED"))).toContain(",21.00,");
    expect(await records("2027-04-05", "2027-04-30")).toHaveLength(1);
  });

  it("the export is for managers and accounting, in the caller's organization, with a sane period", async () => {
    const url = `/api/fair-workweek/records.csv?storeId=${storeId}&from=${WEEK}&to=${WEEK}`;
    expect((await ctx.call("EMPLOYEE", "GET", url)).statusCode).toBe(403);
    expect((await ctx.call("ACCOUNTING", "GET", url)).statusCode).toBe(200);
    const other = `/api/fair-workweek/records.csv?storeId=${ctx.b.fixtures.storeId}&from=${WEEK}&to=${WEEK}`;
    expect((await ctx.call("MANAGER", "GET", other)).statusCode).toBe(404);
    expectBadRequest(
      await ctx.call(
        "MANAGER",
        "GET",
        `/api/fair-workweek/records.csv?storeId=${storeId}&from=2027-03-08&to=${WEEK}`,
      ),
      "to",
    );
  });
});

describe("NYC fast food prices in money by notice", () => {
  it("a cut under 24 hours owes $75 whatever the wage", async () => {
    now = new Date("2027-02-01T12:00:00Z");
    await ctx.call("MANAGER", "PATCH", `/api/constraints/${profileId}`, {
      fairWorkweekPack: "NYC_FAST_FOOD",
    });
    const week = (
      await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: "2027-03-08" })
    ).json() as Schedule;
    const shift = await addShift(week.id, ctx.a.users.EMPLOYEE, "2027-03-09", "09:00", "17:00");
    await publish(week.id);
    now = new Date("2027-03-08T15:00:00Z"); // Monday 10:00: 23 hours before Tuesday 09:00
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${shift.id}`)).statusCode).toBe(204);
    const [removed] = await changesOf(week.id);
    expect(removed).toMatchObject({ kind: "REMOVED", premium: 75, noticeHours: 23 });
  });
});

describe("clopenings", () => {
  it("a change that leaves under 11 hours between a closing and the next opening owes $100 and asks consent", async () => {
    now = new Date("2027-02-01T12:00:00Z"); // weeks ahead: no late-change premium, only the clopening's
    const week = (
      await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: "2027-03-15" })
    ).json() as Schedule;
    await addShift(week.id, ctx.a.users.EMPLOYEE, "2027-03-16", "13:00", "21:00");
    await publish(week.id);
    await addShift(week.id, ctx.a.users.EMPLOYEE, "2027-03-17", "06:00", "12:00"); // 9 hours of rest
    await addShift(week.id, ctx.a.users.EMPLOYEE2, "2027-03-17", "08:00", "12:00"); // no shift the day before
    const changes = await changesOf(week.id);
    const clopen = changes.find((c) => c.userId === ctx.a.users.EMPLOYEE);
    expect(clopen).toMatchObject({ kind: "ADDED", premium: 100, needsConsent: true });
    expect(clopen?.premiumNote).toBe("clopening (less than 11 hours of rest): $100.00");
    expect(changes.find((c) => c.userId === ctx.a.users.EMPLOYEE2)).toMatchObject({
      premium: 0,
      needsConsent: false,
    });
  });
});

describe("good-faith estimates", () => {
  it("keeps every estimate with who set it, newest first; team managers only", async () => {
    const url = `/api/employees/${ctx.a.users.EMPLOYEE}/estimates`;
    expect((await ctx.call("MANAGER", "POST", url, { weeklyHours: 30, weeklyDays: 5 })).statusCode).toBe(201);
    now = new Date("2027-03-10T12:00:00Z");
    const second = await ctx.call("OWNER", "POST", url, {
      weeklyHours: 24,
      weeklyDays: 4,
      note: "asked for fewer days",
    });
    expect(second.statusCode).toBe(201);
    const list = (await ctx.call("MANAGER", "GET", url)).json() as Estimate[];
    expect(list.map((e) => [e.weeklyHours, e.weeklyDays])).toEqual([
      [24, 4],
      [30, 5],
    ]);
    expect(list[0]?.note).toBe("asked for fewer days");
    expect((await ctx.call("EMPLOYEE", "POST", url, { weeklyHours: 40, weeklyDays: 5 })).statusCode).toBe(
      403,
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", url, { weeklyHours: 30, weeklyDays: 8 }),
      "weeklyDays",
    );
    expect(
      (await ctx.call("MANAGER", "GET", `/api/employees/${ctx.b.users.EMPLOYEE}/estimates`)).statusCode,
    ).toBe(404);
  });
});

describe("a re-run of a posted week", () => {
  it("is priced: the run's figures say what its changes to the posted week owe", async () => {
    const week2 = "2027-03-22"; // a Monday of its own
    now = new Date("2027-02-01T12:00:00Z");
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/constraints/${profileId}`, { fairWorkweekPack: "SEATTLE" }))
        .statusCode,
    ).toBe(200);
    const created = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: week2 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as Schedule;
    await addShift(id, ctx.a.users.EMPLOYEE, week2, "10:00", "16:00");
    await publish(id);

    // Three days before that Monday, the employee is off that day: the re-run must change the posted shift.
    now = new Date("2027-03-19T12:00:00Z");
    const asked = await ctx.call("MANAGER", "POST", "/api/requests/timeoff", {
      userId: ctx.a.users.EMPLOYEE,
      startDate: week2,
      endDate: week2,
    });
    expect(asked.statusCode).toBe(201);
    const timeOffId = (asked.json() as { id: number }).id;
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${timeOffId}`, { status: "approved" }))
        .statusCode,
    ).toBe(200);

    const started = await ctx.call("MANAGER", "POST", `/api/schedules/${id}/runs`, {
      seed: 1,
      timeLimitSeconds: 2,
    });
    expect(started.statusCode).toBe(202);
    let run = started.json() as { id: number; status: string; metrics: { premiumCost?: number } | null };
    for (let i = 0; i < 300 && ["QUEUED", "RUNNING"].includes(run.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await ctx.call("MANAGER", "GET", `/api/schedule-runs/${run.id}`)).json() as typeof run;
    }
    expect(run.status).toBe("SUCCEEDED");
    // Seattle: half pay for the hours cut from the posted shift (6 h less its 30-minute meal break) at
    // $20: 5.5 × 20 / 2 = $55, at the least.
    expect(run.metrics?.premiumCost).toBeGreaterThanOrEqual(55);
  }, 60_000);
});
