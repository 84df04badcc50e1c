import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schedule } from "../../src/domain/schemas/schedules";
import { addDays, DAYS_OF_WEEK, dayOfWeekOf, isMinorOn, localToday } from "../../src/domain/time";
import type { Forecast } from "../../src/domain/schemas/demand";
import type { Ticket, TicketList } from "../../src/domain/schemas/helpdesk";
import type { Timesheet } from "../../src/domain/schemas/timesheets";
import { DEMO_ACCOUNTS } from "../../src/domain/demo-accounts";
import { seedDemoData, seedIfEmpty } from "../../src/server/db/seed";
import { users } from "../../src/server/db/schema/users";
import { isClosed } from "../../src/server/db/seed-demand";
import { laborStandards, salesHistory } from "../../src/server/db/schema/demand";
import { SESSION_COOKIE } from "../../src/server/auth/sessions";
import { setup, type TestContext } from "./helper";

let ctx: TestContext;
let adminCookie = "";
beforeAll(async () => {
  ctx = await setup();
  await seedDemoData(ctx.db);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: "admin", password: "admin123" },
  });
  adminCookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
});
afterAll(() => ctx.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.app.inject({ method: "GET", url, headers: { cookie: adminCookie } });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};

describe("demo data", () => {
  it("does not seed a database that already has users", async () => {
    expect(await seedIfEmpty(ctx.db)).toBe(false);
  });

  it.each([
    ["admin", "admin123", "ADMIN"],
    ["manager", "manager123", "MANAGER"],
    ["employee", "employee123", "EMPLOYEE"],
    ["owner", "owner123", "OWNER"],
  ])("signs in as %s", async (username, password, role) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username, globalRole: role });
  });

  it("has stores, positions, a roster with minors and trainers, and constraint profiles", async () => {
    const stores = await get<{ name: string; timezone: string }[]>("/api/stores");
    expect(stores.map((s) => s.name)).toEqual([
      "Downtown Bistro",
      "Harbor Grill",
      "Night Owl Bar",
      "Uptown Cafe",
    ]);
    expect(new Set(stores.map((s) => s.timezone)).size).toBe(3);
    const positions =
      await get<{ name: string; isActive: boolean; requiresTrainer: boolean }[]>("/api/positions");
    expect(positions).toHaveLength(7);
    expect(positions.find((p) => p.name === "Bartender")?.requiresTrainer).toBe(true);
    expect(positions.find((p) => p.name === "Expo")?.isActive).toBe(false);
    const team = await get<{ dateOfBirth: string | null; isTrainerEligible: boolean }[]>("/api/employees");
    expect(team.length).toBeGreaterThanOrEqual(20);
    expect(team.filter((e) => e.dateOfBirth && isMinorOn(e.dateOfBirth, localToday()))).toHaveLength(3);
    expect(team.filter((e) => e.isTrainerEligible)).toHaveLength(4);
    const profiles = await get<{ name: string }[]>("/api/constraints");
    expect(profiles.map((p) => p.name)).toContain("Default");
    expect(profiles).toHaveLength(2);
  });

  it("has staffing templates for every day at the first store, and requests in every status", async () => {
    const [store] = await get<{ id: number }[]>("/api/stores");
    for (const day of DAYS_OF_WEEK) {
      const entries = await get<{ requiredHeadcount: number }[]>(
        `/api/staffing-templates/${store?.id}/${day}`,
      );
      expect(entries.length, day).toBeGreaterThan(0);
    }
    for (const kind of ["timeoff", "swap"]) {
      const requests = await get<{ status: string }[]>(`/api/requests/${kind}`);
      expect(new Set(requests.map((r) => r.status))).toEqual(new Set(["pending", "approved", "denied"]));
    }
  });

  it("has labor targets at the staffed stores, so the Dashboard and Reports compare real figures", async () => {
    const stores = await get<{ id: number; name: string }[]>("/api/stores");
    const positions = await get<{ isActive: boolean }[]>("/api/positions");
    const active = positions.filter((p) => p.isActive).length;
    const counts = await Promise.all(
      stores.map(async (s) => (await get<unknown[]>(`/api/labor-targets?storeId=${s.id}`)).length),
    );
    // Every active position, every day, at Downtown Bistro and Harbor Grill; the bar and Uptown Cafe show
    // "no targets".
    expect(counts).toEqual([active * 7, active * 7, 0, 0]);

    const [downtown] = stores;
    const dashboard = await get<{ budgetVariance: { value: number | null; budget: number | null } }>(
      `/api/figures/dashboard?storeId=${downtown?.id}`,
    );
    expect(dashboard.budgetVariance.budget).toBeGreaterThan(0);
    expect(dashboard.budgetVariance.value).toEqual(expect.any(Number));
    expect(Math.abs(dashboard.budgetVariance.value ?? 100)).toBeLessThan(15);
    const reports = await get<{ labor: { rows: { status: string; variance: number | null }[] } }>(
      `/api/figures/reports?storeId=${downtown?.id}`,
    );
    const statuses = new Set(reports.labor.rows.map((r) => r.status));
    expect(statuses).toContain("UNDER_BUDGET");
    expect(statuses).toContain("OVER_BUDGET");
    // A day that costs its budget to the cent is on it, not "under" (issue 32: the demo has such days).
    for (const row of reports.labor.rows) {
      if (row.variance === 0) expect(row.status).toBe("ON_BUDGET");
    }
  });

  it("has a bar that closes after midnight: needs, availability and a published week into the small hours", async () => {
    const stores =
      await get<{ id: number; name: string; openTime: string; closeTime: string }[]>("/api/stores");
    const bar = stores.find((s) => s.name === "Night Owl Bar");
    expect(bar).toMatchObject({ openTime: "17:00", closeTime: "02:00" });
    const friday = await get<{ timeSlot: string; requiredHeadcount: number }[]>(
      `/api/staffing-templates/${bar?.id}/FRIDAY`,
    );
    // In the order of the business day, the last need at 01:45 (Saturday morning): two bartenders.
    expect(friday.at(-1)?.timeSlot).toBe("01:45");
    expect(friday.filter((e) => e.timeSlot === "01:45").map((e) => e.requiredHeadcount)).toEqual([2]);

    const team = await get<{ userId: number; username: string; storeIds: number[] }[]>("/api/employees");
    const atBar = team.filter((e) => e.storeIds.includes(bar?.id ?? 0));
    expect(atBar.map((e) => e.username).sort()).toEqual(
      ["jordan.blake", "sofia.martinez", "tom.rivera", "zoe.park"].sort(),
    );
    expect(atBar.filter((e) => e.storeIds.length > 1)).toHaveLength(2);
    const jordan = atBar.find((e) => e.username === "jordan.blake");
    const windows = await get<{ startTime: string; endTime: string }[]>(
      `/api/availability/${jordan?.userId}`,
    );
    expect(windows).toContainEqual(expect.objectContaining({ startTime: "16:00", endTime: "02:00" }));

    const monday = addDays(localToday(), -DAYS_OF_WEEK.indexOf(dayOfWeekOf(localToday())));
    const week = await get<Schedule>(`/api/schedules?storeId=${bar?.id}&weekStart=${monday}`);
    expect(week.status).toBe("PUBLISHED");
    const nights = week.shifts.filter((s) => s.endTime === "02:00");
    expect(nights.length).toBeGreaterThanOrEqual(7);
    expect(week.shifts.filter((s) => s.userId !== null).length).toBeGreaterThan(week.shifts.length / 2);
    // Priced by their real hours: 18:00-02:00 with its meal break is 7.5 h.
    const csv = await ctx.app.inject({
      method: "GET",
      url: `/api/schedules/${week.id}/export.csv`,
      headers: { cookie: adminCookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/,18:00,02:00,30,7\.50,/);
  });

  it("has sample helpdesk tickets as data: filed by staff, mixed statuses, some answered by the manager", async () => {
    const list = await get<TicketList>("/api/helpdesk/tickets");
    expect(list.tickets).toHaveLength(7);
    expect(list.counts).toEqual({ open: 2, inProgress: 2, resolved: 3 });
    expect(list.avgResponseHours).toBeGreaterThan(0);
    expect(list.activity).toHaveLength(10);
    expect(list.tickets.every((t) => Date.parse(t.createdAt) < Date.now())).toBe(true);
    const stuck = list.tickets.find((t) => t.title === "Swap request stuck as pending");
    const ticket = await get<Ticket>(`/api/helpdesk/tickets/${stuck?.id ?? 0}`);
    expect(ticket).toMatchObject({ status: "IN_PROGRESS", replies: 2, createdBy: { name: "James Wilson" } });
    expect(ticket.events[0]).toMatchObject({ kind: "REPLY", author: { name: "Maria Garcia" } });
  });

  it("has last week's time entries at Downtown Bistro: late, early, missed break, one missed clock-out, mostly pending", async () => {
    const [downtown] = await get<{ id: number; name: string }[]>("/api/stores");
    const monday = addDays(localToday(), -DAYS_OF_WEEK.indexOf(dayOfWeekOf(localToday())) - 7);
    const sheet = await get<Timesheet>(`/api/timesheets?storeId=${downtown?.id ?? 0}&weekStart=${monday}`);
    const entries = sheet.people.flatMap((p) => p.entries);
    const flags = new Set(entries.flatMap((e) => e.flags));
    for (const flag of ["LATE", "LEFT_EARLY", "MISSED_BREAK", "MISSED_CLOCK_OUT"])
      expect(flags).toContain(flag);
    const byStatus = (status: string) => entries.filter((e) => e.status === status).length;
    expect(byStatus("OPEN")).toBe(1);
    expect(byStatus("APPROVED")).toBeGreaterThan(0);
    expect(byStatus("PENDING")).toBeGreaterThan(byStatus("APPROVED"));
    expect(sheet.published).toBe(true);
  });

  it("has this week's days already past punched at Downtown Bistro, pending, with a missed clock-out not a demo sign-in's", async () => {
    const [downtown] = await get<{ id: number; name: string }[]>("/api/stores");
    const today = localToday();
    const monday = addDays(today, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(today)));
    const sheet = await get<Timesheet>(`/api/timesheets?storeId=${downtown?.id ?? 0}&weekStart=${monday}`);
    const shiftsPast = sheet.people.flatMap((p) => p.shifts).filter((s) => s.date < today);
    const entries = sheet.people.flatMap((p) => p.entries);
    // Every shift of a day before today was worked; nothing yet from today on.
    expect(entries.map((e) => e.shiftId).sort()).toEqual(shiftsPast.map((s) => s.id).sort());
    expect(entries.every((e) => e.date < today && e.status !== "APPROVED")).toBe(true);
    if (shiftsPast.length < 4) return; // seeded on a Monday or Tuesday: too few to show every flag
    const flags = new Set(entries.flatMap((e) => e.flags));
    for (const flag of ["LATE", "LEFT_EARLY", "MISSED_CLOCK_OUT"]) expect(flags).toContain(flag);
    const open = entries.filter((e) => e.status === "OPEN");
    expect(open).toHaveLength(1);
    const demo = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.username,
          DEMO_ACCOUNTS.map((a) => a.username),
        ),
      );
    expect(demo.map((u) => u.id)).not.toContain(open[0]?.userId);
  });

  it("has two years of sales history and labor standards at Downtown Bistro, so the forecast has data", async () => {
    const [downtown] = await get<{ id: number; name: string }[]>("/api/stores");
    expect(downtown?.name).toBe("Downtown Bistro");
    const id = downtown?.id ?? 0;
    const standards = await ctx.db.select().from(laborStandards).where(eq(laborStandards.storeId, id));
    const positions = await get<{ id: number; name: string }[]>("/api/positions");
    const byName = new Map(standards.map((s) => [positions.find((p) => p.id === s.positionId)?.name, s]));
    expect(byName.get("Server")).toMatchObject({
      driver: "COVERS",
      perPerson: 20,
      minHeadcount: 1,
      maxHeadcount: 6,
    });
    expect(byName.get("Line Cook")).toMatchObject({
      driver: "SALES",
      minHeadcount: 1,
      beforeOpenMinutes: 30,
    });
    expect(standards).toHaveLength(3);

    const rows = await ctx.db
      .select()
      .from(salesHistory)
      .where(eq(salesHistory.storeId, id))
      .orderBy(asc(salesHistory.date), asc(salesHistory.time));
    const today = localToday();
    expect(rows[0]?.date).toBe(addDays(today, -730));
    expect(rows.at(-1)?.date).toBe(addDays(today, -1));
    const days = new Map<string, { sales: number; covers: number; intraday: number }>();
    for (const r of rows) {
      const day = days.get(r.date) ?? { sales: 0, covers: 0, intraday: 0 };
      day.sales += r.sales ?? 0;
      day.covers += r.covers ?? 0;
      if (r.time !== null) day.intraday += 1;
      days.set(r.date, day);
    }
    expect(days.size).toBe(730);
    // Closed on Christmas, New Year's Day and Thanksgiving; open (with sales) every other day.
    const closed = [...days].filter(([, d]) => d.sales === 0).map(([date]) => date);
    expect(closed.length).toBeGreaterThanOrEqual(6);
    expect(closed.every(isClosed)).toBe(true);
    expect(closed.some((date) => date.endsWith("-12-25"))).toBe(true);
    // Half-hourly rows (09:00-20:30) for the last 8 weeks' open days; daily rows before.
    const recent = [...days].filter(([date]) => date >= addDays(today, -56));
    expect(recent.every(([date, d]) => d.intraday === (isClosed(date) ? 0 : 24))).toBe(true);
    // Weekly seasonality: the average Saturday sells more than the average Monday.
    const mean = (day: string) => {
      const open = [...days].filter(([date, d]) => dayOfWeekOf(date) === day && d.sales > 0);
      return open.reduce((sum, [, d]) => sum + d.sales, 0) / open.length;
    };
    expect(mean("SATURDAY")).toBeGreaterThan(1.5 * mean("MONDAY"));
    // Covers follow sales at an average check of about 32.
    const total = [...days.values()].reduce(
      (t, d) => ({ sales: t.sales + d.sales, covers: t.covers + d.covers }),
      { sales: 0, covers: 0 },
    );
    expect(total.sales / total.covers).toBeGreaterThan(29);
    expect(total.sales / total.covers).toBeLessThan(35);

    const monday = addDays(today, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(today)));
    const forecast = await get<Forecast>(`/api/stores/${id}/forecast?weekStart=${monday}`);
    expect(forecast.method).not.toBe("NONE");
    expect(forecast.days).toHaveLength(7);
    expect(forecast.days.every((d) => d.sales >= 0)).toBe(true);
  });
});
