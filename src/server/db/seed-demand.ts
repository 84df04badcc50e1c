import { Mulberry32 } from "../../engine";
import { addDays, DAYS_OF_WEEK, dayOfWeekOf, formatTime, parseTime } from "../../domain/time";
import type { Db } from "./client";
import { laborStandards, salesHistory } from "./schema/demand";
import { must } from "./seed-data";

/**
 * Downtown Bistro's sales history: `days` of it up to yesterday, the last
 * `intradayDays` as half-hourly rows. A day's expected sales are `base` × its weekday's factor (Monday
 * first: Friday and Saturday high, Monday low) × a yearly swing of ±`seasonality` (summer high) × a slow
 * growth; each day gets `noise` (a standard deviation, relative) and covers ≈ sales ÷ `averageCheck`.
 */
const DEMO_SALES = {
  seed: 20_240_601,
  days: 730,
  intradayDays: 56,
  base: 4_800,
  weekday: [0.7, 0.8, 0.88, 0.98, 1.38, 1.5, 1.12],
  seasonality: 0.15,
  growthPerYear: 0.05,
  noise: 0.08,
  averageCheck: 32,
};

/**
 * Labor standards at Downtown Bistro (docs/product.md, Demand): how a forecast becomes people per slot.
 * Cooks come 30 minutes before the open and stay 30 after the close. Prep cooks, bartenders and
 * dishwashers have none: applying the forecast keeps their templates (a standard's ceil puts at least one
 * person on every open slot, more than a morning prep shift or a quiet bar needs). Tried as a manager
 * would, with the demo's staff: the forecast week asks 421 staff-hours (the templates 464) and a run
 * covers 86 % of it, against 76 % for the template week.
 */
const DEMO_LABOR_STANDARDS: {
  position: string;
  driver: "SALES" | "COVERS" | "FIXED";
  perPerson: number | null;
  minHeadcount: number;
  maxHeadcount: number;
  beforeOpenMinutes: number;
  afterCloseMinutes: number;
}[] = [
  {
    position: "Server",
    driver: "COVERS",
    perPerson: 20,
    minHeadcount: 1,
    maxHeadcount: 6,
    beforeOpenMinutes: 0,
    afterCloseMinutes: 0,
  },
  {
    position: "Host",
    driver: "COVERS",
    perPerson: 60,
    minHeadcount: 1,
    maxHeadcount: 2,
    beforeOpenMinutes: 0,
    afterCloseMinutes: 0,
  },
  {
    position: "Line Cook",
    driver: "SALES",
    perPerson: 600,
    minHeadcount: 1,
    maxHeadcount: 5,
    beforeOpenMinutes: 30,
    afterCloseMinutes: 30,
  },
];

interface DemandContext {
  tenantId: number;
  storeId: number;
  today: string;
  openTime: string;
  closeTime: string;
  positionId: Map<string, number>;
}

/**
 * Downtown Bistro's demand (docs/product.md, Demand): two years of daily sales and covers up to yesterday,
 * the last weeks of them as half-hourly rows (so the forecast learns a real intraday shape), and labor
 * standards for its positions. Deterministic for a given `today`: one seeded PRNG, no Math.random.
 */
export async function seedDemand(tx: Db, ctx: DemandContext): Promise<void> {
  await tx.insert(laborStandards).values(
    DEMO_LABOR_STANDARDS.map(({ position, ...standard }) => ({
      tenantId: ctx.tenantId,
      storeId: ctx.storeId,
      positionId: must(ctx.positionId, position),
      ...standard,
    })),
  );
  const rows = salesRows(ctx);
  // 1,000 rows of 7 columns per INSERT: far under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 1_000)
    await tx
      .insert(salesHistory)
      .values(rows.slice(i, i + 1_000).map((r) => ({ ...r, tenantId: ctx.tenantId, storeId: ctx.storeId })));
}

interface SalesRow {
  date: string;
  time: string | null;
  sales: number;
  covers: number;
}

/** Every day from DEMO_SALES.days before `today` to yesterday: a daily row, or intraday rows lately. */
export function salesRows(ctx: { today: string; openTime: string; closeTime: string }): SalesRow[] {
  const rng = new Mulberry32(DEMO_SALES.seed);
  const first = addDays(ctx.today, -DEMO_SALES.days);
  const intradayFrom = addDays(ctx.today, -DEMO_SALES.intradayDays);
  const rows: SalesRow[] = [];
  for (let n = 0, date = first; date < ctx.today; n += 1, date = addDays(date, 1)) {
    if (isClosed(date)) {
      rows.push({ date, time: null, sales: 0, covers: 0 });
      continue;
    }
    const sales = round2(dailySales(date, n / 365.25) * Math.max(0.5, 1 + DEMO_SALES.noise * gaussian(rng)));
    const check = DEMO_SALES.averageCheck * (1 + 0.04 * gaussian(rng));
    const covers = Math.round(sales / check);
    if (date < intradayFrom) rows.push({ date, time: null, sales, covers });
    else rows.push(...intradayRows(date, sales, covers, ctx, rng));
  }
  return rows;
}

/** The expected sales of a day, `years` after the first: weekday × season × slow growth. */
function dailySales(date: string, years: number): number {
  const weekday = DEMO_SALES.weekday[DAYS_OF_WEEK.indexOf(dayOfWeekOf(date))] ?? 1;
  // Summer high, winter low: the peak in mid-July (day of year ~196).
  const season = 1 + DEMO_SALES.seasonality * Math.cos((2 * Math.PI * (dayOfYear(date) - 196)) / 365.25);
  return DEMO_SALES.base * weekday * season * (1 + DEMO_SALES.growthPerYear * years);
}

/** Half-hourly rows of one open day: lunch and dinner peaks, a noisy share each, adding up to the day. */
function intradayRows(
  date: string,
  sales: number,
  covers: number,
  hours: { openTime: string; closeTime: string },
  rng: Mulberry32,
): SalesRow[] {
  const times: string[] = [];
  for (let t = parseTime(hours.openTime); t < parseTime(hours.closeTime); t += 30) times.push(formatTime(t));
  const weekend = ["FRIDAY", "SATURDAY"].includes(dayOfWeekOf(date));
  const weights = times.map((time) => {
    const hour = parseTime(time) / 60 + 0.25;
    const lunch = Math.exp(-(((hour - 12.75) / 0.9) ** 2));
    const dinner = (weekend ? 1.5 : 1.15) * Math.exp(-(((hour - 19) / 1.1) ** 2));
    return (0.08 + lunch + dinner) * Math.max(0.2, 1 + 0.12 * gaussian(rng));
  });
  const salesShares = spread(sales * 100, weights).map((cents) => cents / 100);
  const coverShares = spread(covers, weights);
  return times.map((time, i) => ({ date, time, sales: salesShares[i] ?? 0, covers: coverShares[i] ?? 0 }));
}

/**
 * Whole units of `total` in proportion to `weights`, adding up to `total` exactly (largest remainders
 * get the units rounding left over).
 */
function spread(total: number, weights: number[]): number[] {
  const units = Math.round(total);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (units * w) / sum);
  const parts = exact.map(Math.floor);
  let left = units - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Closed: Christmas, New Year's Day and Thanksgiving (the fourth Thursday of November). */
export function isClosed(date: string): boolean {
  const monthDay = date.slice(5);
  if (monthDay === "12-25" || monthDay === "01-01") return true;
  if (!monthDay.startsWith("11-") || dayOfWeekOf(date) !== "THURSDAY") return false;
  const day = Number(date.slice(8));
  return day >= 22 && day <= 28;
}

function dayOfYear(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000);
}

/** A standard normal draw (Box-Muller) from the seeded stream. */
function gaussian(rng: Mulberry32): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

const round2 = (x: number) => Math.round(x * 100) / 100;
