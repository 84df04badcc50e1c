import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Forecast } from "../../src/domain/schemas/demand";
import { addDays } from "../../src/domain/time";
import { salesHistory } from "../../src/server/db/schema/demand";
import { HISTORY_TOO_OLD } from "../../src/server/forecast/model";
import { stores } from "../../src/server/db/schema/stores";
import { expectBadRequest, setup, type TestContext } from "./helper";

/**
 * GET /api/stores/:id/forecast (docs/api.md, Demand). History goes straight into sales_history (the
 * import route is tested on its own): ten weeks of a weekly pattern at the fixture store (09:00-21:00),
 * three weeks at a second store (too little), nothing at a third.
 */
let ctx: TestContext;
const WEEK = "2026-12-14";
const PATTERN = [1000, 1100, 1200, 1300, 2000, 2500, 900];
let shortStore: number;
let emptyStore: number;

async function insertHistory(storeId: number, days: number): Promise<void> {
  await ctx.db.insert(salesHistory).values(
    Array.from({ length: days }, (_, i) => {
      const d = days - i; // days before WEEK
      const date = addDays(WEEK, -d);
      const value = PATTERN[(70 - d) % 7] as number;
      return { tenantId: ctx.a.id, storeId, date, time: null, sales: value, covers: value / 20 };
    }),
  );
}

beforeAll(async () => {
  ctx = await setup();
  const rows = await ctx.db
    .insert(stores)
    .values([
      { tenantId: ctx.a.id, name: "Short" },
      { tenantId: ctx.a.id, name: "Empty" },
    ])
    .returning();
  shortStore = rows[0]?.id ?? 0;
  emptyStore = rows[1]?.id ?? 0;
  await insertHistory(ctx.a.fixtures.storeId, 70);
  await insertHistory(shortStore, 21);
}, 120_000);
afterAll(() => ctx.close());

const url = (storeId: number, weekStart = WEEK) => `/api/stores/${storeId}/forecast?weekStart=${weekStart}`;

describe("GET /api/stores/:id/forecast", () => {
  it("forecasts the week's days and slots with the method's backtest", async () => {
    const res = await ctx.call("MANAGER", "GET", url(ctx.a.fixtures.storeId));
    expect(res.statusCode, res.body).toBe(200);
    const forecast = res.json() as Forecast;
    expect(forecast.method).toBe("MSTL-ETS");
    expect(forecast.history).toEqual({ from: addDays(WEEK, -70), to: addDays(WEEK, -1), days: 70 });
    expect(forecast.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => addDays(WEEK, d)));
    forecast.days.forEach((day, d) => {
      expect(day.sales).toBeCloseTo(PATTERN[d] as number, -1);
      expect(day.covers).toBeCloseTo((PATTERN[d] as number) / 20, 0);
      expect(day.slots).toHaveLength(48); // 09:00-21:00
      expect(day.slots.reduce((s, x) => s + x.sales, 0)).toBeCloseTo(day.sales, 6);
    });
    expect(forecast.backtest).toMatchObject({ horizonDays: 7, weeks: 6 });
    expect(forecast.backtest?.wape.sales).toBeLessThan(0.01);
    expect(forecast.backtest?.baselineWape.covers).toBe(0);
  });

  it("answers NONE with a reason when the history is too short or empty", async () => {
    for (const storeId of [shortStore, emptyStore]) {
      const res = await ctx.call("MANAGER", "GET", url(storeId));
      expect(res.statusCode, res.body).toBe(200);
      const forecast = res.json() as Forecast;
      expect(forecast).toMatchObject({ method: "NONE", days: [], backtest: null });
      expect(forecast.reason).toMatch(/at least 4 weeks/);
    }
    const empty = (await ctx.call("MANAGER", "GET", url(emptyStore))).json() as Forecast;
    expect(empty.history).toEqual({ from: null, to: null, days: 0 });
  });

  it("answers NONE, saying why, for a week long after the history ends", async () => {
    const res = await ctx.call("MANAGER", "GET", url(ctx.a.fixtures.storeId, addDays(WEEK, 7 * 80)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ method: "NONE", reason: HISTORY_TOO_OLD, history: { days: 70 } });
  });

  it("reads no history on or after the week's start", async () => {
    const earlier = addDays(WEEK, -35);
    const res = await ctx.call("MANAGER", "GET", url(ctx.a.fixtures.storeId, earlier));
    const forecast = res.json() as Forecast;
    expect(forecast.history).toEqual({ from: addDays(WEEK, -70), to: addDays(earlier, -1), days: 35 });
  });

  it("404s another organization's store and an unknown one", async () => {
    expect((await ctx.call("MANAGER", "GET", url(ctx.b.fixtures.storeId))).statusCode).toBe(404);
    expect((await ctx.call("OWNER", "GET", url(ctx.b.fixtures.storeId))).statusCode).toBe(404);
    expect((await ctx.call("OWNER", "GET", url(999_999))).statusCode).toBe(404);
  });

  it("400s a bad weekStart or store id", async () => {
    expectBadRequest(
      await ctx.call("MANAGER", "GET", url(ctx.a.fixtures.storeId, "2026-13-01")),
      "weekStart",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "GET", `/api/stores/${ctx.a.fixtures.storeId}/forecast`),
      "weekStart",
    );
    expectBadRequest(await ctx.call("MANAGER", "GET", `/api/stores/x/forecast?weekStart=${WEEK}`));
  });

  it("is for those who manage staffing: an employee gets 403, signed out 401", async () => {
    expect((await ctx.call("EMPLOYEE", "GET", url(ctx.a.fixtures.storeId))).statusCode).toBe(403);
    expect((await ctx.call(null, "GET", url(ctx.a.fixtures.storeId))).statusCode).toBe(401);
  });
});
