import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/time";
import { shifts } from "../../src/server/db/schema/schedules";
import { employeeWeek, FUTURE_MONDAY } from "./employee-week";
import { expectBadRequest, setup, type TestContext } from "./helper";

// The employee side (docs/api.md, The employee side): my shifts, open shifts and claims, the calendar feed,
// filing and cancelling requests, the re-checks on approval, notifications, and the person/organization
// boundaries.

let ctx: TestContext;

const W = FUTURE_MONDAY;
let scheduleId: number;
const s: Record<string, number> = {};

const holder = async (id: number) =>
  (await ctx.db.select({ userId: shifts.userId }).from(shifts).where(eq(shifts.id, id)))[0]?.userId;

beforeAll(async () => {
  // The week has open shifts: their announcements (open-shift-email.test.ts's) would land in the bell at
  // a time of the sweep's choosing, between the notifications this file reads in order.
  ctx = await setup({ openShiftSweepMs: 0 });
  const week = await employeeWeek(ctx, ["EMPLOYEE", "EMPLOYEE2"]);
  scheduleId = week.scheduleId;
  const { addShift } = week;
  s.eTue = await addShift("EMPLOYEE", 1, "07:00", "13:00");
  s.eWed = await addShift("EMPLOYEE", 2, "09:00", "15:00");
  s.e2Mon = await addShift("EMPLOYEE2", 0, "18:00", "24:00");
  s.e2Thu = await addShift("EMPLOYEE2", 3, "10:00", "16:00");
  s.e2Tue = await addShift("EMPLOYEE2", 1, "10:00", "16:00");
  s.open = await addShift(null, 4, "10:00", "16:00");
  s.open2 = await addShift(null, 5, "10:00", "16:00");
  expect((await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`)).statusCode).toBe(200);
  // Added after publishing: employees do not see it yet.
  s.draftOnly = await addShift("EMPLOYEE", 6, "10:00", "16:00");
});
afterAll(() => ctx.close());

type MyShift = {
  id: number;
  date: string;
  storeName: string;
  positionName: string;
  coworkers: { userId: number }[];
};

describe("my shifts and open shifts", () => {
  it("lists the caller's published shifts only, with who else works then", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", `/api/me/shifts?from=${W}&to=${addDays(W, 6)}`);
    expect(res.statusCode).toBe(200);
    const mine = res.json() as MyShift[];
    expect(mine.map((x) => x.id)).toEqual([s.eTue, s.eWed]);
    expect(mine[0]).toMatchObject({ storeName: "Fixture Store", positionName: "Fixture Position" });
    expect(mine[0]?.coworkers.map((c) => c.userId)).toEqual([ctx.a.users.EMPLOYEE2]);
    expect(mine[1]?.coworkers).toEqual([]);
    const theirs = (
      await ctx.call("EMPLOYEE2", "GET", `/api/me/shifts?from=${W}&to=${addDays(W, 6)}`)
    ).json();
    expect((theirs as MyShift[]).map((x) => x.id)).toEqual([s.e2Mon, s.e2Tue, s.e2Thu]);
  });

  it("another organization's people see nothing of it; bad ranges are 400", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/me/shifts?from=${W}&to=${addDays(W, 6)}`,
      headers: { cookie: ctx.cookie("EMPLOYEE", "b") },
    });
    expect(res.json()).toEqual([]);
    expectBadRequest(
      await ctx.call("EMPLOYEE", "GET", `/api/me/shifts?from=${W}&to=${addDays(W, -1)}`),
      "to",
    );
    expectBadRequest(await ctx.call("EMPLOYEE", "GET", `/api/me/shifts?from=x&to=${W}`), "from");
    expect((await ctx.call(null, "GET", `/api/me/shifts?from=${W}&to=${W}`)).statusCode).toBe(401);
  });

  it("hours this week against desired", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", `/api/me/hours?weekStart=${W}`);
    // Two 6 h shifts with a 30 min meal break each.
    expect(res.json()).toEqual({ weekStart: W, scheduledHours: 11, desiredHours: 30 });
  });

  it("offers published open shifts of my stores and positions", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", "/api/me/open-shifts");
    expect((res.json() as { id: number; isClaimed: boolean }[]).map((x) => [x.id, x.isClaimed])).toEqual([
      [s.open, false],
      [s.open2, false],
    ]);
    // Someone of another store or organization is offered nothing.
    expect((await ctx.call("GM", "GET", "/api/me/open-shifts")).json()).toEqual([]);
  });
});

describe("calendar feed", () => {
  let url = "";
  it("gives a secret address whose feed parses as iCalendar, one event per published shift", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", "/api/me/calendar");
    url = (res.json() as { url: string }).url;
    expect(url).toMatch(/^\/api\/calendar\/[\w-]{20,}\.ics$/);
    expect((await ctx.call("EMPLOYEE", "GET", "/api/me/calendar")).json()).toMatchObject({ url });
    const feed = await ctx.app.inject({ method: "GET", url });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid).sort()).toEqual(
      [`shift-${s.eTue}@brigade`, `shift-${s.eWed}@brigade`].sort(),
    );
    const tue = events.find((e) => e.uid === `shift-${s.eTue}@brigade`);
    expect(tue?.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/New_York");
    expect(tue?.startDate.toString()).toBe(`${addDays(W, 1)}T07:00:00`);
    expect(tue?.summary).toBe("Fixture Position at Fixture Store");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "America/New_York",
    );
    // The same address again gives the same UIDs (stable per shift).
    expect((await ctx.app.inject({ method: "GET", url })).body).toContain(`UID:shift-${s.eTue}@brigade`);
  });

  it("reset: the old address answers 404, the new one works; unknown tokens 404", async () => {
    const reset = await ctx.call("EMPLOYEE", "POST", "/api/me/calendar/reset");
    const next = (reset.json() as { url: string }).url;
    expect(next).not.toBe(url);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: next })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendar/nope.ics" })).statusCode).toBe(404);
    // Another person's address is theirs: different, and it holds only their shifts.
    const other = ((await ctx.call("EMPLOYEE2", "GET", "/api/me/calendar")).json() as { url: string }).url;
    expect(other).not.toBe(next);
    const body = (await ctx.app.inject({ method: "GET", url: other })).body;
    expect(body).not.toContain(`shift-${s.eTue}@`);
    expect(body).toContain(`shift-${s.e2Mon}@`);
  });
});

describe("time off", () => {
  const from = addDays(W, 1);
  let id = 0;
  it("files my own; 400 end before start; 409 overlapping; 403 for someone else without approveRequests", async () => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: from,
      endDate: from,
      notes: "Doctor",
    });
    expect(res.statusCode).toBe(201);
    id = (res.json() as { id: number }).id;
    expect(res.json()).toMatchObject({ userId: ctx.a.users.EMPLOYEE, status: "pending", notes: "Doctor" });
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
        startDate: from,
        endDate: addDays(from, -1),
      }),
      "endDate",
    );
    const overlap = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: addDays(from, -1),
      endDate: from,
    });
    expect(overlap.statusCode).toBe(409);
    const forOther = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: from,
      endDate: from,
      userId: ctx.a.users.EMPLOYEE2,
    });
    expect(forOther.statusCode).toBe(403);
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/requests/timeoff", {
        startDate: from,
        endDate: from,
        userId: ctx.b.users.EMPLOYEE,
      }),
      "userId",
    );
  });

  it("the approvers are told a request waits", async () => {
    const page = (await ctx.call("MANAGER", "GET", "/api/notifications")).json() as {
      items: { kind: string; message: string }[];
    };
    expect(page.items[0]).toMatchObject({
      kind: "REQUEST_WAITING",
      message: expect.stringContaining("time off"),
    });
  });

  it("approved time off leaves the shift with a TIME_OFF warning, and tells the requester", async () => {
    const res = await ctx.call("MANAGER", "PATCH", `/api/requests/timeoff/${id}`, { status: "approved" });
    expect(res.statusCode).toBe(200);
    const schedule = (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`)).json() as {
      shifts: { id: number; userId: number; violations: { code: string }[] }[];
      warnings: { code: string; userId: number }[];
    };
    expect(schedule.shifts.find((x) => x.id === s.eTue)?.userId).toBe(ctx.a.users.EMPLOYEE);
    expect(schedule.shifts.find((x) => x.id === s.eTue)?.violations.map((v) => v.code)).toContain("TIME_OFF");
    const page = (await ctx.call("EMPLOYEE", "GET", "/api/notifications")).json() as {
      items: { kind: string; message: string }[];
    };
    expect(page.items[0]).toMatchObject({
      kind: "REQUEST_DECIDED",
      message: expect.stringContaining("approved"),
    });
  });

  it("cancel: the requester while pending (204); 409 once decided; 404 for others and other organizations", async () => {
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/timeoff/${id}`)).statusCode).toBe(409);
    const pending = await ctx.call("EMPLOYEE", "POST", "/api/requests/timeoff", {
      startDate: addDays(W, 20),
      endDate: addDays(W, 21),
    });
    const pid = (pending.json() as { id: number }).id;
    expect((await ctx.call("EMPLOYEE2", "DELETE", `/api/requests/timeoff/${pid}`)).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "DELETE", `/api/requests/timeoff/${pid}`)).statusCode).toBe(404);
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/timeoff/${pid}`)).statusCode).toBe(204);
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/timeoff/${pid}`)).statusCode).toBe(404);
    const theirs = ctx.b.fixtures.timeOffIds[0];
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/timeoff/${theirs}`)).statusCode).toBe(404);
    expect(
      (await ctx.call("EMPLOYEE", "DELETE", `/api/requests/swap/${ctx.b.fixtures.swapIds[0]}`)).statusCode,
    ).toBe(404);
  });
});

describe("swaps", () => {
  it("refuses shifts that are not mine, not a coworker's, unpublished, past or of another organization", async () => {
    const swap = (requesterShiftId: number, targetShiftId: number) =>
      ctx.call("EMPLOYEE", "POST", "/api/requests/swap", { requesterShiftId, targetShiftId });
    expectBadRequest(await swap(s.e2Thu as number, s.eWed as number), "requesterShiftId");
    expectBadRequest(await swap(s.eWed as number, s.eTue as number), "targetShiftId");
    expectBadRequest(await swap(s.eWed as number, s.open as number), "targetShiftId");
    expectBadRequest(await swap(s.draftOnly as number, s.e2Thu as number), "requesterShiftId");
    expectBadRequest(await swap(s.eWed as number, ctx.b.fixtures.shiftIds[1]), "targetShiftId");
    // The fixture week (Monday 2026-11-23) published: its shifts have started.
    await ctx.call("MANAGER", "POST", `/api/schedules/${await fixtureScheduleId()}/publish`);
    expectBadRequest(await swap(ctx.a.fixtures.shiftIds[0], s.e2Thu as number), "requesterShiftId");
  });

  it("swap targets: coworkers' published future shifts of my shift's store and week", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", `/api/me/swap-targets?shiftId=${s.eWed}`);
    expect((res.json() as { id: number; name: string }[]).map((x) => x.id)).toEqual([
      s.e2Mon,
      s.e2Tue,
      s.e2Thu,
    ]);
    expectBadRequest(await ctx.call("EMPLOYEE", "GET", `/api/me/swap-targets?shiftId=${s.e2Mon}`), "shiftId");
  });

  it("approving re-checks the hard rules: 409 naming the rule and person, nothing changed", async () => {
    // Mine on Wednesday for their Monday 18:00-24:00, while I keep Tuesday 07:00: too little rest.
    const res = await ctx.call("EMPLOYEE", "POST", "/api/requests/swap", {
      requesterShiftId: s.eWed,
      targetShiftId: s.e2Mon,
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    const before = (
      (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`)).json() as { version: number }
    ).version;
    const approve = await ctx.call("MANAGER", "PATCH", `/api/requests/swap/${id}`, { status: "approved" });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toMatch(
      /EMPLOYEE of a\w+ would .*(rest|close then open).*\((MIN_REST|CLOPEN)\)/,
    );
    expect(await holder(s.eWed as number)).toBe(ctx.a.users.EMPLOYEE);
    const after = (
      (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`)).json() as { version: number }
    ).version;
    expect(after).toBe(before);
    const list = (await ctx.call("EMPLOYEE", "GET", "/api/requests/swap")).json() as {
      id: number;
      status: string;
    }[];
    expect(list.find((r) => r.id === id)?.status).toBe("pending");
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/swap/${id}`)).statusCode).toBe(204);
  });

  it("approving exchanges the people, bumps the version, and the employees see it at once", async () => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/requests/swap", {
      requesterShiftId: s.eWed,
      targetShiftId: s.e2Thu,
    });
    const id = (res.json() as { id: number }).id;
    expect(
      (
        await ctx.call("EMPLOYEE", "POST", "/api/requests/swap", {
          requesterShiftId: s.eWed,
          targetShiftId: s.e2Thu,
        })
      ).statusCode,
    ).toBe(409);
    const before = (
      (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`)).json() as { version: number }
    ).version;
    const approve = await ctx.call("MANAGER", "PATCH", `/api/requests/swap/${id}`, { status: "approved" });
    expect(approve.json()).toMatchObject({ status: "approved" });
    expect(await holder(s.eWed as number)).toBe(ctx.a.users.EMPLOYEE2);
    expect(await holder(s.e2Thu as number)).toBe(ctx.a.users.EMPLOYEE);
    const schedule = (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`)).json() as {
      version: number;
    };
    expect(schedule.version).toBeGreaterThan(before);
    const mine = (await ctx.call("EMPLOYEE", "GET", `/api/me/shifts?from=${W}&to=${addDays(W, 6)}`)).json();
    expect((mine as MyShift[]).map((x) => x.id)).toEqual([s.eTue, s.e2Thu]);
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/swap/${id}`)).statusCode).toBe(409);
  });
});

describe("open-shift claims", () => {
  let mine = 0;
  it("claims a published open shift I could work; refuses others with 400 and a second claim with 409", async () => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/requests/open-shift", { shiftId: s.open });
    expect(res.statusCode).toBe(201);
    mine = (res.json() as { id: number }).id;
    expect(res.json()).toMatchObject({ userId: ctx.a.users.EMPLOYEE, shiftId: s.open, status: "pending" });
    expect(
      (await ctx.call("EMPLOYEE", "POST", "/api/requests/open-shift", { shiftId: s.open })).statusCode,
    ).toBe(409);
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/requests/open-shift", { shiftId: s.eTue }),
      "shiftId",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/requests/open-shift", { shiftId: ctx.b.fixtures.shiftIds[0] }),
      "shiftId",
    );
    // GM works at no store: cannot work it.
    expectBadRequest(
      await ctx.call("GM", "POST", "/api/requests/open-shift", { shiftId: s.open }),
      "shiftId",
    );
    const offered = (await ctx.call("EMPLOYEE", "GET", "/api/me/open-shifts")).json() as {
      id: number;
      isClaimed: boolean;
    }[];
    expect(offered.find((x) => x.id === s.open)?.isClaimed).toBe(true);
  });

  it("lists: approvers all, others their own; decisions need approveRequests", async () => {
    expect(
      ((await ctx.call("EMPLOYEE2", "GET", "/api/requests/open-shift")).json() as unknown[]).length,
    ).toBe(0);
    expect(((await ctx.call("MANAGER", "GET", "/api/requests/open-shift")).json() as unknown[]).length).toBe(
      1,
    );
    expect(
      (await ctx.call("EMPLOYEE", "PATCH", `/api/requests/open-shift/${mine}`, { status: "approved" }))
        .statusCode,
    ).toBe(403);
  });

  it("approving assigns the shift and denies the other claims of it", async () => {
    const other = await ctx.call("EMPLOYEE2", "POST", "/api/requests/open-shift", { shiftId: s.open });
    expect(other.statusCode).toBe(201);
    const res = await ctx.call("MANAGER", "PATCH", `/api/requests/open-shift/${mine}`, {
      status: "approved",
    });
    expect(res.statusCode).toBe(200);
    expect(await holder(s.open as number)).toBe(ctx.a.users.EMPLOYEE);
    const theirs = (await ctx.call("EMPLOYEE2", "GET", "/api/requests/open-shift")).json() as {
      status: string;
    }[];
    expect(theirs.map((r) => r.status)).toEqual(["denied"]);
    expect(
      (await ctx.call("OWNER", "PATCH", `/api/requests/open-shift/${mine}`, { status: "denied" })).statusCode,
    ).toBe(409);
  });

  it("approving after a manager changed the shift answers 409; another organization's claim 404", async () => {
    const res = await ctx.call("EMPLOYEE2", "POST", "/api/requests/open-shift", { shiftId: s.open2 });
    const id = (res.json() as { id: number }).id;
    await ctx.call("MANAGER", "PATCH", `/api/shifts/${s.open2}`, { startTime: "11:00" });
    const approve = await ctx.call("MANAGER", "PATCH", `/api/requests/open-shift/${id}`, {
      status: "approved",
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toMatch(/changed/);
    expect(await holder(s.open2 as number)).toBeNull();
    const foreign = await ctx.app.inject({
      method: "PATCH",
      url: `/api/requests/open-shift/${id}`,
      headers: { cookie: ctx.cookie("MANAGER", "b") },
      payload: { status: "approved" },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/open-shift/${id}`)).statusCode).toBe(404);
    expect((await ctx.call("EMPLOYEE2", "DELETE", `/api/requests/open-shift/${id}`)).statusCode).toBe(204);
  });
});

describe("notifications", () => {
  it("publishing told the people on the week; a page at a time with the unread count", async () => {
    const all = (await ctx.call("EMPLOYEE", "GET", "/api/notifications?limit=50")).json() as {
      items: { id: number; kind: string; isRead: boolean }[];
      unreadCount: number;
      nextBefore: number | null;
    };
    expect(all.items.map((n) => n.kind)).toContain("SCHEDULE_PUBLISHED");
    expect(all.unreadCount).toBe(all.items.length);
    expect(all.nextBefore).toBeNull();
    const first = (await ctx.call("EMPLOYEE", "GET", "/api/notifications?limit=1")).json() as {
      items: { id: number }[];
      nextBefore: number;
    };
    expect(first.items.map((n) => n.id)).toEqual([all.items[0]?.id]);
    const second = (
      await ctx.call("EMPLOYEE", "GET", `/api/notifications?limit=1&before=${first.nextBefore}`)
    ).json();
    expect((second as { items: { id: number }[] }).items.map((n) => n.id)).toEqual([all.items[1]?.id]);
    expectBadRequest(await ctx.call("EMPLOYEE", "GET", "/api/notifications?limit=500"), "limit");
  });

  it("read one, read all; never another person's", async () => {
    const page = (await ctx.call("EMPLOYEE", "GET", "/api/notifications")).json() as {
      items: { id: number }[];
      unreadCount: number;
    };
    const id = page.items[0]?.id as number;
    expect((await ctx.call("EMPLOYEE2", "POST", `/api/notifications/${id}/read`)).statusCode).toBe(404);
    const foreign = await ctx.app.inject({
      method: "POST",
      url: `/api/notifications/${id}/read`,
      headers: { cookie: ctx.cookie("EMPLOYEE", "b") },
    });
    expect(foreign.statusCode).toBe(404);
    const read = await ctx.call("EMPLOYEE", "POST", `/api/notifications/${id}/read`);
    expect(read.json()).toMatchObject({ id, isRead: true });
    expect(
      ((await ctx.call("EMPLOYEE", "GET", "/api/notifications")).json() as { unreadCount: number })
        .unreadCount,
    ).toBe(page.unreadCount - 1);
    expect((await ctx.call("EMPLOYEE", "POST", "/api/notifications/read-all")).statusCode).toBe(204);
    expect(
      ((await ctx.call("EMPLOYEE", "GET", "/api/notifications")).json() as { unreadCount: number })
        .unreadCount,
    ).toBe(0);
    expect(
      ((await ctx.call("EMPLOYEE2", "GET", "/api/notifications")).json() as { unreadCount: number })
        .unreadCount,
    ).toBeGreaterThan(0);
    expect((await ctx.call(null, "GET", "/api/notifications")).statusCode).toBe(401);
  });

  it("a republish tells those whose shifts changed", async () => {
    await ctx.call("EMPLOYEE", "POST", "/api/notifications/read-all");
    await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`);
    const page = (await ctx.call("EMPLOYEE", "GET", "/api/notifications")).json() as {
      items: { kind: string }[];
      unreadCount: number;
    };
    // The Sunday shift added after the first publish is EMPLOYEE's.
    expect(page.items[0]?.kind).toBe("SHIFT_CHANGED");
    expect(page.unreadCount).toBe(1);
  });
});

async function fixtureScheduleId(): Promise<number> {
  const [row] = await ctx.db
    .select({ scheduleId: shifts.scheduleId })
    .from(shifts)
    .where(eq(shifts.id, ctx.a.fixtures.shiftIds[0]));
  return row?.scheduleId as number;
}
