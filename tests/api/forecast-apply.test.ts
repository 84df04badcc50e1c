import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Forecast, LaborStandard, ProposedNeed } from "../../src/domain/schemas/demand";
import {
  addDays,
  businessMinute,
  dayOfWeekOf,
  isInBusinessDay,
  staffedSlots,
  type DayOfWeek,
} from "../../src/domain/time";
import { staffingWeekNeeds, staffingWeeks } from "../../src/server/db/schema/demand";
import { positions } from "../../src/server/db/schema/positions";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { stores } from "../../src/server/db/schema/stores";
import { setup, type TestContext } from "./helper";

// Needs from the forecast and "apply" (docs/api.md, Demand). The forecast method is not this file's: the
// history repeats the same week for a year, which any sound method forecasts, and every expectation is
// computed here from the forecast the API answers, by DESIGN §9's formula.

let ctx: TestContext;
const WEEK = "2026-12-14"; // a Monday
const HISTORY_WEEKS = 52;

interface Store {
  id: number;
  openTime: string;
  closeTime: string;
}
let day: Store;
let bar: Store;
let bare: Store; // standards, no history
let server: number;
let cook: number;
let host: number; // FIXED
let dish: number; // no standard: its templates are kept

beforeAll(async () => {
  ctx = await setup();
  const tenantId = ctx.a.id;
  const made = await ctx.db
    .insert(stores)
    .values([
      { tenantId, name: "Day", openTime: "09:00", closeTime: "21:00" },
      { tenantId, name: "Bar", openTime: "17:00", closeTime: "02:00" },
      { tenantId, name: "Bare", openTime: "09:00", closeTime: "21:00" },
    ])
    .returning();
  [day, bar, bare] = made.map((s) => ({ id: s.id, openTime: s.openTime, closeTime: s.closeTime })) as [
    Store,
    Store,
    Store,
  ];
  const ps = await ctx.db
    .insert(positions)
    .values(["Server", "Cook", "Host", "Dish"].map((name) => ({ tenantId, name })))
    .returning();
  [server, cook, host, dish] = ps.map((p) => p.id) as [number, number, number, number];
  for (const store of [day, bar]) {
    await importHistory(store.id);
    await putStandards(store.id, standards());
  }
  await putStandards(bare.id, standards());
});
afterAll(() => ctx.close());

const standards = (): LaborStandard[] => [
  {
    positionId: server,
    driver: "COVERS",
    perPerson: 10,
    min: 1,
    max: 6,
    beforeOpenMinutes: 30,
    afterCloseMinutes: 15,
  },
  {
    positionId: cook,
    driver: "SALES",
    perPerson: 150,
    min: 2,
    max: 5,
    beforeOpenMinutes: 60,
    afterCloseMinutes: 30,
  },
  {
    positionId: host,
    driver: "FIXED",
    perPerson: null,
    min: 1,
    max: 1,
    beforeOpenMinutes: 0,
    afterCloseMinutes: 0,
  },
];

async function putStandards(storeId: number, list: LaborStandard[]) {
  const res = await ctx.call("MANAGER", "PUT", `/api/labor-standards?storeId=${storeId}`, list);
  expect(res.statusCode, res.body).toBe(200);
}

/** A year of daily rows, every week the same: busier towards the weekend, with cents. */
async function importHistory(storeId: number) {
  const from = addDays(WEEK, -7 * HISTORY_WEEKS);
  const lines = ["date,sales,covers"];
  for (let i = 0; i < 7 * HISTORY_WEEKS; i++) {
    const wd = i % 7;
    lines.push(`${addDays(from, i)},${(2400 + 517.35 * wd).toFixed(2)},${120 + 30 * wd}`);
  }
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/stores/${storeId}/sales-history`,
    headers: { cookie: ctx.cookie("MANAGER"), "content-type": "text/csv" },
    payload: lines.join("\n"),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** DESIGN §9, from the forecast's answer: slot by slot, rounded up, within min/max; min outside. */
function expectedNeeds(store: Store, list: LaborStandard[], forecast: Forecast): ProposedNeed[] {
  const out: ProposedNeed[] = [];
  for (const s of [...list].sort((a, b) => a.positionId - b.positionId)) {
    for (const d of forecast.days) {
      for (const timeSlot of staffedSlots(
        store.openTime,
        store.closeTime,
        s.beforeOpenMinutes,
        s.afterCloseMinutes,
      )) {
        const slot = d.slots.find((x) => x.time === timeSlot);
        const value = (s.driver === "COVERS" ? slot?.covers : slot?.sales) ?? 0;
        let need = s.min;
        if (isInBusinessDay(timeSlot, store.openTime, store.closeTime) && s.perPerson !== null)
          need = Math.min(s.max, Math.max(s.min, Math.ceil((4 * value) / s.perPerson - 1e-9)));
        if (need > 0) out.push({ positionId: s.positionId, date: d.date, timeSlot, requiredHeadcount: need });
      }
    }
  }
  return out;
}

async function get<T>(url: string): Promise<T> {
  const res = await ctx.call("MANAGER", "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const key = (n: ProposedNeed) => `${n.positionId} ${n.date} ${n.timeSlot}`;
const byKey = (rows: ProposedNeed[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

async function storedWeek(storeId: number) {
  const rows = await ctx.db
    .select({
      positionId: staffingWeekNeeds.positionId,
      date: staffingWeekNeeds.date,
      timeSlot: staffingWeekNeeds.timeSlot,
      requiredHeadcount: staffingWeekNeeds.requiredHeadcount,
    })
    .from(staffingWeekNeeds)
    .where(and(eq(staffingWeekNeeds.storeId, storeId), eq(staffingWeekNeeds.weekStart, WEEK)));
  return byKey(rows);
}

describe("needs from the forecast", () => {
  for (const which of ["day", "bar"] as const) {
    it(`follow from GET forecast by the formula (${which} store)`, async () => {
      const store = which === "day" ? day : bar;
      const forecast = await get<Forecast>(`/api/stores/${store.id}/forecast?weekStart=${WEEK}`);
      expect(forecast.method).not.toBe("NONE");
      expect(forecast.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(WEEK, i)));
      const needs = await get<ProposedNeed[]>(`/api/stores/${store.id}/forecast/needs?weekStart=${WEEK}`);
      const expected = expectedNeeds(store, standards(), forecast);
      expect(byKey(needs)).toEqual(byKey(expected));
      // The drivers matter: not every need is a minimum.
      expect(
        new Set(needs.filter((n) => n.positionId === cook).map((n) => n.requiredHeadcount)).size,
      ).toBeGreaterThan(1);
      // Ordered as GET needs: day, the business day (a bar's small hours after its evening), position.
      const minute = (n: ProposedNeed) => businessMinute(n.timeSlot, store.openTime, store.closeTime);
      const sorted = [...needs].sort(
        (a, b) => a.date.localeCompare(b.date) || minute(a) - minute(b) || a.positionId - b.positionId,
      );
      expect(needs).toEqual(sorted);
    });
  }

  it("a bar's close-down after 02:00 stays on the business day that opened the evening before", async () => {
    const needs = await get<ProposedNeed[]>(`/api/stores/${bar.id}/forecast/needs?weekStart=${WEEK}`);
    const friday = needs
      .filter((n) => n.positionId === cook && n.date === addDays(WEEK, 4))
      .map((n) => n.timeSlot);
    expect(friday[0]).toBe("16:00");
    expect(friday.slice(-2)).toEqual(["02:00", "02:15"]);
  });

  it("409 without standards, 409 with the forecast's reason when it has none, 400 off a Monday", async () => {
    const [store] = await ctx.db
      .insert(stores)
      .values({ tenantId: ctx.a.id, name: "No standards" })
      .returning();
    const noStandards = await ctx.call(
      "MANAGER",
      "GET",
      `/api/stores/${store?.id}/forecast/needs?weekStart=${WEEK}`,
    );
    expect(noStandards.statusCode).toBe(409);
    expect((noStandards.json() as { message: string }).message).toBe("Set labor standards first");

    const forecast = await get<Forecast>(`/api/stores/${bare.id}/forecast?weekStart=${WEEK}`);
    expect(forecast.method).toBe("NONE");
    for (const res of [
      await ctx.call("MANAGER", "GET", `/api/stores/${bare.id}/forecast/needs?weekStart=${WEEK}`),
      await ctx.call("MANAGER", "POST", `/api/stores/${bare.id}/forecast/apply`, { weekStart: WEEK }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect((res.json() as { message: string }).message).toBe(forecast.reason);
    }
    expect((await ctx.db.select().from(staffingWeeks).where(eq(staffingWeeks.storeId, bare.id))).length).toBe(
      0,
    );

    const tuesday = addDays(WEEK, 1);
    expect(
      (await ctx.call("MANAGER", "GET", `/api/stores/${day.id}/forecast/needs?weekStart=${tuesday}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("MANAGER", "POST", `/api/stores/${day.id}/forecast/apply`, { weekStart: tuesday }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("MANAGER", "POST", `/api/stores/${day.id}/forecast/apply`, { weekStart: "2026-13-01" }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.call("MANAGER", "POST", `/api/stores/${day.id}/forecast/apply`, {})).statusCode).toBe(
      400,
    );
  });
});

describe("applying the forecast", () => {
  /** Dish (no standard) and Cook (a standard) both have templates; only Dish's are copied. */
  async function templates(storeId: number) {
    const rows: { positionId: number; dayOfWeek: DayOfWeek; timeSlot: string; requiredHeadcount: number }[] =
      [
        { positionId: dish, dayOfWeek: "MONDAY", timeSlot: "10:00", requiredHeadcount: 2 },
        { positionId: dish, dayOfWeek: "MONDAY", timeSlot: "10:15", requiredHeadcount: 0 },
        { positionId: dish, dayOfWeek: "SATURDAY", timeSlot: "18:00", requiredHeadcount: 3 },
        { positionId: dish, dayOfWeek: "SUNDAY", timeSlot: "12:30", requiredHeadcount: 1 },
        { positionId: cook, dayOfWeek: "MONDAY", timeSlot: "10:00", requiredHeadcount: 9 },
      ];
    await ctx.db.insert(staffingTemplates).values(rows.map((r) => ({ ...r, tenantId: ctx.a.id, storeId })));
    return rows;
  }

  it("writes the proposed needs plus the templates of positions without a standard, in the week only", async () => {
    const tmpl = await templates(day.id);
    const needs = await get<ProposedNeed[]>(`/api/stores/${day.id}/forecast/needs?weekStart=${WEEK}`);
    const res = await ctx.call("MANAGER", "POST", `/api/stores/${day.id}/forecast/apply`, {
      weekStart: WEEK,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { weekStart: string; rows: ProposedNeed[] };
    expect(answer.weekStart).toBe(WEEK);

    // GET forecast/needs showed exactly what was written, the kept templates included.
    expect(byKey(answer.rows)).toEqual(byKey(needs));
    const kept = tmpl
      .filter((t) => t.positionId === dish && t.requiredHeadcount > 0)
      .flatMap((t) =>
        Array.from({ length: 7 }, (_, i) => addDays(WEEK, i))
          .filter((date) => dayOfWeekOf(date) === t.dayOfWeek)
          .map((date) => ({
            positionId: dish,
            date,
            timeSlot: t.timeSlot,
            requiredHeadcount: t.requiredHeadcount,
          })),
      );
    expect(byKey(answer.rows.filter((r) => r.positionId === dish))).toEqual(byKey(kept));
    expect(kept.length).toBe(3);
    // The database holds exactly what the answer says.
    expect(await storedWeek(day.id)).toEqual(byKey(answer.rows));
    const [marker] = await ctx.db.select().from(staffingWeeks).where(eq(staffingWeeks.storeId, day.id));
    expect(marker?.source).toBe("FORECAST");
    expect(marker?.weekStart).toBe(WEEK);
  });

  it("applying again replaces the week's rows (new standards, one marker, a later updatedAt)", async () => {
    const [before] = await ctx.db.select().from(staffingWeeks).where(eq(staffingWeeks.storeId, day.id));
    await putStandards(
      day.id,
      standards().map((s) => (s.positionId === cook ? { ...s, perPerson: 75, max: 9 } : s)),
    );
    const needs = await get<ProposedNeed[]>(`/api/stores/${day.id}/forecast/needs?weekStart=${WEEK}`);
    const res = await ctx.call("MANAGER", "POST", `/api/stores/${day.id}/forecast/apply`, {
      weekStart: WEEK,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { rows: ProposedNeed[] }).rows;
    expect(byKey(rows)).toEqual(byKey(needs));
    expect(await storedWeek(day.id)).toEqual(byKey(rows));
    const markers = await ctx.db.select().from(staffingWeeks).where(eq(staffingWeeks.storeId, day.id));
    expect(markers.length).toBe(1);
    expect(markers[0]?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Infinity);
    // Other weeks are untouched.
    const other = await ctx.db
      .select()
      .from(staffingWeekNeeds)
      .where(and(eq(staffingWeekNeeds.storeId, day.id), eq(staffingWeekNeeds.weekStart, addDays(WEEK, 7))));
    expect(other).toEqual([]);
    await putStandards(day.id, standards());
  });

  it("an overnight store's week: applied rows equal GET needs", async () => {
    const needs = await get<ProposedNeed[]>(`/api/stores/${bar.id}/forecast/needs?weekStart=${WEEK}`);
    const res = await ctx.call("MANAGER", "POST", `/api/stores/${bar.id}/forecast/apply`, {
      weekStart: WEEK,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(byKey((res.json() as { rows: ProposedNeed[] }).rows)).toEqual(byKey(needs));
    expect(await storedWeek(bar.id)).toEqual(byKey(needs));
  });

  it("another organization's store is 404, an employee 403", async () => {
    const other = ctx.b.fixtures.storeId;
    expect(
      (await ctx.call("MANAGER", "GET", `/api/stores/${other}/forecast/needs?weekStart=${WEEK}`)).statusCode,
    ).toBe(404);
    expect(
      (await ctx.call("MANAGER", "POST", `/api/stores/${other}/forecast/apply`, { weekStart: WEEK }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.call("EMPLOYEE", "GET", `/api/stores/${day.id}/forecast/needs?weekStart=${WEEK}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.call("EMPLOYEE", "POST", `/api/stores/${day.id}/forecast/apply`, { weekStart: WEEK }))
        .statusCode,
    ).toBe(403);
    const rows = await ctx.db.select().from(staffingWeeks).where(eq(staffingWeeks.storeId, other));
    expect(rows).toEqual([]);
  });
});
