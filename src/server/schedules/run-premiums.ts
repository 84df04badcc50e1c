import { and, eq } from "drizzle-orm";
import type { RulePack } from "../../domain/fair-workweek/packs";
import { noticeHours, priceChange, shiftStart } from "../../domain/fair-workweek/premium";
import type { PublishedShift } from "../../domain/schemas/schedules";
import { addDays, workedMinutes } from "../../domain/time";
import type { EngineInput } from "../../engine";
import type { Db } from "../db/client";
import { schedules } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { readStorePack } from "./premiums";

/**
 * Priced re-runs (DESIGN §12, docs/product.md "Fair Workweek"): in a re-run of a posted week, what changing
 * each posted person-day would cost under the store's rule pack, so the engine prefers the cheapest legal
 * fix. Notice is measured from the run's moment to each shift's start on the store's clock.
 */

type Priced = Pick<EngineInput, "currentShifts" | "addPremiums">;

export interface PremiumWeek {
  pack: RulePack;
  timezone: string;
  /** The store's opening time: a new shift's start, for its notice, before the engine places it. */
  openTime: string;
  /** The week as posted (null: never published, nothing is owed). */
  published: readonly PublishedShift[] | null;
}

/**
 * The input's `currentShifts` with the premium of the posted shift of their person-day, and `addPremiums`
 * for every person-day of the week the posted week leaves empty (only those that cost something).
 */
export function pricePostedWeek(input: EngineInput, week: PremiumWeek, now: Date): Priced {
  const { pack, timezone, published } = week;
  if (!published || (pack.addOrMove.length === 0 && pack.cutOrCancel.length === 0))
    return { currentShifts: input.currentShifts, addPremiums: input.addPremiums };
  const wage = new Map(input.employees.map((e) => [e.id, e.hourlyCost ?? null]));
  const posted = new Map<string, PublishedShift>();
  for (const s of published) if (s.userId !== null) posted.set(`${s.userId}|${s.date}`, s);
  const notice = (date: string, time: string) => noticeHours(now, shiftStart(timezone, date, time));

  const currentShifts = input.currentShifts.map((c) => {
    const before = c.employeeId === null ? undefined : posted.get(`${c.employeeId}|${c.date}`);
    if (!before || c.employeeId === null) return c;
    const w = wage.get(c.employeeId) ?? null;
    const n = notice(before.date, before.startTime);
    const lostHours = workedMinutes(before, timezone) / 60;
    return {
      ...c,
      premium: {
        cancelled: priceChange(pack, { effect: "CUT", notice: n, lostHours, wage: w }).amount,
        changed: priceChange(pack, { effect: "ADD_OR_MOVE", notice: n, lostHours: 0, wage: w }).amount,
      },
    };
  });

  const addPremiums: EngineInput["addPremiums"] = [];
  for (const e of input.employees) {
    for (let day = 0; day < 7; day++) {
      const date = addDays(input.weekStart, day);
      if (posted.has(`${e.id}|${date}`)) continue;
      const money = priceChange(pack, {
        effect: "ADD_OR_MOVE",
        notice: notice(date, week.openTime),
        lostHours: 0,
        wage: e.hourlyCost ?? null,
      }).amount;
      if (money > 0) addPremiums.push({ employeeId: e.id, date, money });
    }
  }
  return { currentShifts, addPremiums };
}

/** The posted week, pack and clock of a schedule, for `pricePostedWeek`. */
export async function readPremiumWeek(
  db: Db,
  tenantId: number,
  scheduleId: number,
): Promise<PremiumWeek | null> {
  const [row] = await db
    .select({
      published: schedules.publishedShifts,
      timezone: stores.timezone,
      openTime: stores.openTime,
      profileId: stores.constraintProfileId,
    })
    .from(schedules)
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId)));
  if (!row) return null;
  const { pack } = await readStorePack(db, tenantId, row.profileId);
  return { pack, timezone: row.timezone, openTime: row.openTime, published: row.published };
}
