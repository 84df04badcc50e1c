import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/time";
import { timeOffRequests } from "../../src/server/db/schema/requests";
import { employeeWeek, FUTURE_MONDAY } from "./employee-week";
import { expectBadRequest, setup, type TestContext } from "./helper";

// Requests decided with the facts (docs/decisions/072-requests-with-the-facts.md): lists that name people
// and shifts, the shifts a time off would clash with and who could cover them, a denial's reason, and
// which open shifts and swap targets the person could take.

let ctx: TestContext;
type Who = "EMPLOYEE" | "EMPLOYEE2" | "TRAINER";

const W = FUTURE_MONDAY;
const s: Record<string, number> = {};

/** How the lists name a person of organization a: its fixture full name. */
const nameOf = (who: Who) => `${who} of ${ctx.a.usernames.EMPLOYEE.replace(/-employee$/, "")}`;

const asB = (method: "GET" | "PATCH", url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie: ctx.cookie("MANAGER", "b") },
    ...(payload && { payload }),
  });

beforeAll(async () => {
  // The week has open shifts: their announcements (open-shift-email.test.ts's) would land in the bell at
  // a time of the sweep's choosing, before the decision this file reads first.
  ctx = await setup({ openShiftSweepMs: 0 });
  // EMPLOYEE, EMPLOYEE2 and TRAINER all work the fixture store and position, available any time.
  const { scheduleId, addShift } = await employeeWeek(ctx, ["EMPLOYEE", "EMPLOYEE2", "TRAINER"]);
  s.eMon = await addShift("EMPLOYEE", 0, "22:00", "06:00"); // overnight, into Tuesday
  s.eWed = await addShift("EMPLOYEE", 2, "09:00", "15:00");
  s.e2Tue = await addShift("EMPLOYEE2", 1, "10:00", "16:00");
  s.e2Wed = await addShift("EMPLOYEE2", 2, "08:00", "14:00");
  s.e2Thu = await addShift("EMPLOYEE2", 3, "10:00", "16:00");
  s.openWed = await addShift(null, 2, "10:00", "16:00"); // EMPLOYEE works Wednesday 09:00-15:00
  s.openFri = await addShift(null, 4, "10:00", "16:00");
  expect((await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`)).statusCode).toBe(200);
  // Added after publishing: not a clash anyone has been told of.
  s.draftOnly = await addShift("EMPLOYEE", 1, "14:00", "20:00");
});
afterAll(() => ctx.close());

const shiftFacts = (id: number, day: number, startTime: string, endTime: string) => ({
  id,
  date: addDays(W, day),
  startTime,
  endTime,
  positionId: ctx.a.fixtures.positionId,
  positionName: "Fixture Position",
  storeId: ctx.a.fixtures.storeId,
  storeName: "Fixture Store",
});

describe("request lists name people and shifts", () => {
  it("a swap shows both people by name and both shifts' day, times, position and store, to both sides", async () => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/requests/swap", {
      requesterShiftId: s.eMon,
      targetShiftId: s.e2Thu,
    });
    expect(res.statusCode).toBe(201);
    const expected = {
      id: (res.json() as { id: number }).id,
      requestingUserName: nameOf("EMPLOYEE"),
      requestingShift: shiftFacts(s.eMon as number, 0, "22:00", "06:00"),
      targetUserName: nameOf("EMPLOYEE2"),
      targetShift: shiftFacts(s.e2Thu as number, 3, "10:00", "16:00"),
      status: "pending",
      decisionNote: null,
    };
    expect(res.json()).toMatchObject(expected);
    // The coworker asked (no roster access) and the manager read the same facts.
    for (const who of ["EMPLOYEE2", "MANAGER"] as const) {
      const list = (await ctx.call(who, "GET", "/api/requests/swap")).json() as { id: number }[];
      expect(list.find((r) => r.id === expected.id)).toMatchObject(expected);
    }
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/swap/${expected.id}`)).statusCode).toBe(204);
  });

  it("time off and open-shift claims name the person, the claim its shift's position and store", async () => {
    const timeOff = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: addDays(W, 30),
      endDate: addDays(W, 30),
    });
    expect(timeOff.json()).toMatchObject({ userName: nameOf("EMPLOYEE"), decisionNote: null });
    const mine = (await ctx.call("EMPLOYEE", "GET", "/api/requests/timeoff")).json() as {
      userName: string;
    }[];
    expect(new Set(mine.map((r) => r.userName))).toEqual(new Set([nameOf("EMPLOYEE")]));
    const claim = await ctx.call("EMPLOYEE2", "POST", "/api/requests/open-shift", { shiftId: s.openFri });
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({
      userName: nameOf("EMPLOYEE2"),
      positionName: "Fixture Position",
      storeName: "Fixture Store",
      decisionNote: null,
    });
    const id = (timeOff.json() as { id: number }).id;
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/timeoff/${id}`)).statusCode).toBe(204);
  });
});

describe("time off: the clashes and who could cover", () => {
  let id = 0;
  beforeAll(async () => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: addDays(W, 1),
      endDate: addDays(W, 2),
    });
    id = (res.json() as { id: number }).id;
  });

  it("lists the requester's published shifts in the period (and the night running into it), each with its covers", async () => {
    const res = await ctx.call("MANAGER", "GET", `/api/requests/timeoff/${id}/clashes`);
    expect(res.statusCode).toBe(200);
    const clashes = res.json() as { shift: { id: number }; covers: { userId: number; name: string }[] }[];
    // Monday night runs into Tuesday; the draft-only Tuesday shift was never published.
    expect(clashes.map((c) => c.shift)).toEqual([
      shiftFacts(s.eMon as number, 0, "22:00", "06:00"),
      shiftFacts(s.eWed as number, 2, "09:00", "15:00"),
    ]);
    const covers = clashes.map((c) => c.covers.map((p) => p.name).sort());
    // EMPLOYEE2 works Tuesday 10:00 (too little rest after Monday night) and Wednesday 08:00-14:00: only
    // TRAINER could cover either; the requester is never offered.
    expect(covers).toEqual([[nameOf("TRAINER")], [nameOf("TRAINER")]]);
  });

  it("is for approvers only, in their organization", async () => {
    expect((await ctx.call("EMPLOYEE", "GET", `/api/requests/timeoff/${id}/clashes`)).statusCode).toBe(403);
    expect((await asB("GET", `/api/requests/timeoff/${id}/clashes`)).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "GET", "/api/requests/timeoff/999999/clashes")).statusCode).toBe(404);
    expectBadRequest(await ctx.call("MANAGER", "GET", "/api/requests/timeoff/x/clashes"));
  });

  it("a period without published shifts clashes with nothing", async () => {
    const res = await ctx.call("EMPLOYEE2", "POST", "/api/requests/timeoff", {
      startDate: addDays(W, 5),
      endDate: addDays(W, 6),
    });
    const other = (res.json() as { id: number }).id;
    expect((await ctx.call("MANAGER", "GET", `/api/requests/timeoff/${other}/clashes`)).json()).toEqual([]);
  });
});

describe("a denial's reason", () => {
  const note = "We are short-staffed that week";

  it("is validated: at most 500 characters, and a string", async () => {
    const [id] = ctx.a.fixtures.timeOffIds;
    const long = await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${id}`, {
      status: "denied",
      decisionNote: "x".repeat(501),
    });
    expectBadRequest(long, "decisionNote");
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${id}`, {
        status: "denied",
        decisionNote: 5,
      }),
      "decisionNote",
    );
  });

  it("another organization's manager cannot decide it or write a note on it", async () => {
    const [id] = ctx.a.fixtures.timeOffIds;
    const res = await asB("PATCH", `/api/requests/timeoff/${id}`, { status: "denied", decisionNote: note });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(timeOffRequests).where(eq(timeOffRequests.id, id));
    expect(row).toMatchObject({ status: "pending", decisionNote: null });
  });

  it("is shown to the requester in their list and their notification", async () => {
    const [id] = ctx.a.fixtures.timeOffIds;
    const res = await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${id}`, {
      status: "denied",
      decisionNote: `  ${note}  `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "denied", decisionNote: note });
    const mine = (await ctx.call("EMPLOYEE", "GET", "/api/requests/timeoff")).json() as {
      id: number;
      decisionNote: string | null;
    }[];
    expect(mine.find((r) => r.id === id)?.decisionNote).toBe(note);
    const page = (await ctx.call("EMPLOYEE", "GET", "/api/notifications")).json() as {
      items: { kind: string; message: string }[];
    };
    expect(page.items[0]).toMatchObject({ kind: "REQUEST_DECIDED", message: expect.stringContaining(note) });
  });

  it("goes with swaps and claims too; a blank one is no note", async () => {
    const claims = (await ctx.call("EMPLOYEE2", "GET", "/api/requests/open-shift")).json() as {
      id: number;
    }[];
    const claim = claims[0]?.id;
    const denied = await ctx.call("MANAGER", "PATCH", `/api/requests/open-shift/${claim}`, {
      status: "denied",
      decisionNote: "Already covered by an agency cook",
    });
    expect(denied.json()).toMatchObject({
      status: "denied",
      decisionNote: "Already covered by an agency cook",
    });
    const swap = await ctx.call("EMPLOYEE", "POST", "/api/requests/swap", {
      requesterShiftId: s.eWed,
      targetShiftId: s.e2Thu,
    });
    const swapId = (swap.json() as { id: number }).id;
    const blank = await ctx.call("MANAGER", "PATCH", `/api/requests/swap/${swapId}`, {
      status: "denied",
      decisionNote: "   ",
    });
    expect(blank.json()).toMatchObject({ status: "denied", decisionNote: null });
  });
});

describe("what the person could take", () => {
  it("open shifts say why the caller could not work them; the claim is still refused", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", "/api/me/open-shifts");
    const offered = res.json() as { id: number; whyNot: string | null }[];
    expect(offered.map((o) => o.id)).toEqual([s.openWed, s.openFri]);
    expect(offered[0]?.whyNot).toContain(nameOf("EMPLOYEE"));
    expect(offered[1]?.whyNot).toBeNull();
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/requests/open-shift", { shiftId: s.openWed }),
      "shiftId",
    );
    // EMPLOYEE2 works Wednesday 08:00-14:00 as well; TRAINER works nothing that week.
    const trainer = (await ctx.call("TRAINER", "GET", "/api/me/open-shifts")).json() as {
      whyNot: string | null;
    }[];
    expect(trainer.map((o) => o.whyNot)).toEqual([null, null]);
  });

  it("swap targets say which swap would break a rule", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", `/api/me/swap-targets?shiftId=${s.eWed}`);
    const targets = res.json() as { id: number; whyNot: string | null }[];
    const whyNot = new Map(targets.map((t) => [t.id, t.whyNot]));
    // Their Tuesday 10:00 right after my Monday night: too little rest for me. Their Thursday: they would
    // work my Wednesday beside their own. Their Wednesday for mine breaks nothing.
    expect(whyNot.get(s.e2Tue as number)).toContain(nameOf("EMPLOYEE"));
    expect(whyNot.get(s.e2Thu as number)).toContain(nameOf("EMPLOYEE2"));
    expect(whyNot.get(s.e2Wed as number)).toBeNull();
  });
});
