import { and, eq, gt } from "drizzle-orm";
import type { WeekNeed } from "../../domain/schemas/demand";
import { addDays, businessMinute, DAYS_OF_WEEK, dayOfWeekOf, type DayOfWeek } from "../../domain/time";
import type { Db } from "../db/client";
import { staffingWeekNeeds, staffingWeeks } from "../db/schema/demand";
import { staffingTemplates } from "../db/schema/staffing-templates";
import { stores } from "../db/schema/stores";
import { invalid, notFound } from "../errors";

/**
 * The needs a run of one store-week reads (docs/api.md, Demand; DESIGN §9): the week's own needs when it
 * has them (a `staffing_weeks` marker: a forecast applied or a week edited by hand), else the weekday
 * templates laid on the week's dates. Every reader of a week's demand goes through here: the engine's
 * input (schedules/week-inputs.ts, and with it the review, coverage and figures) and GET needs.
 */
export interface WeekNeedRow extends WeekNeed {
  dayOfWeek: DayOfWeek;
}

/** 400 unless `weekStart` is a Monday (weeks start on Monday: docs/engine.md, Contract). */
export function assertMonday(weekStart: string): void {
  if (dayOfWeekOf(weekStart) !== "MONDAY")
    throw invalid([{ path: "weekStart", message: "A week starts on a Monday" }]);
}

/** The store's hours, or 404 for a store of another organization or none. */
export async function storeHoursOf(db: Db, tenantId: number, storeId: number) {
  const [store] = await db
    .select({ openTime: stores.openTime, closeTime: stores.closeTime })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
  if (!store) throw notFound("Store");
  return store;
}

/** Whether the store-week has needs of its own (the marker), read inside or outside a transaction. */
export async function hasOwnNeeds(db: Db, tenantId: number, storeId: number, weekStart: string) {
  const [marker] = await db
    .select({ source: staffingWeeks.source })
    .from(staffingWeeks)
    .where(
      and(
        eq(staffingWeeks.tenantId, tenantId),
        eq(staffingWeeks.storeId, storeId),
        eq(staffingWeeks.weekStart, weekStart),
      ),
    );
  return marker !== undefined;
}

/**
 * The week's positive needs, unordered (the engine does not care; `listWeekNeeds` sorts). The store is
 * the caller's to check: readWeekInputs already holds it.
 */
export async function readWeekNeeds(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<WeekNeedRow[]> {
  if (await hasOwnNeeds(db, tenantId, storeId, weekStart)) {
    const rows = await db
      .select({
        positionId: staffingWeekNeeds.positionId,
        date: staffingWeekNeeds.date,
        timeSlot: staffingWeekNeeds.timeSlot,
        requiredHeadcount: staffingWeekNeeds.requiredHeadcount,
      })
      .from(staffingWeekNeeds)
      .where(
        and(
          eq(staffingWeekNeeds.tenantId, tenantId),
          eq(staffingWeekNeeds.storeId, storeId),
          eq(staffingWeekNeeds.weekStart, weekStart),
          gt(staffingWeekNeeds.requiredHeadcount, 0),
        ),
      );
    return rows.map((r) => ({ ...r, dayOfWeek: dayOfWeekOf(r.date), source: "WEEK" as const }));
  }
  return templateNeeds(db, tenantId, storeId, weekStart);
}

/** The weekday templates on the week's dates: MONDAY's rows on `weekStart`, and so on. */
export async function templateNeeds(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<WeekNeedRow[]> {
  const rows = await db
    .select({
      positionId: staffingTemplates.positionId,
      dayOfWeek: staffingTemplates.dayOfWeek,
      timeSlot: staffingTemplates.timeSlot,
      requiredHeadcount: staffingTemplates.requiredHeadcount,
    })
    .from(staffingTemplates)
    .where(
      and(
        eq(staffingTemplates.tenantId, tenantId),
        eq(staffingTemplates.storeId, storeId),
        gt(staffingTemplates.requiredHeadcount, 0),
      ),
    );
  const dates = new Map(DAYS_OF_WEEK.map((day, d) => [day, addDays(weekStart, d)]));
  return rows.map((r) => ({ ...r, date: dates.get(r.dayOfWeek) ?? weekStart, source: "TEMPLATE" as const }));
}

/** In date order, each day's slots in business-day order (small hours last), then by position. */
export function sortNeeds<T extends { date: string; timeSlot: string; positionId: number }>(
  rows: T[],
  hours: { openTime: string; closeTime: string },
): T[] {
  const minute = (slot: string) => businessMinute(slot, hours.openTime, hours.closeTime);
  return rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || minute(a.timeSlot) - minute(b.timeSlot) || a.positionId - b.positionId,
  );
}

/** `GET /api/stores/:id/needs?weekStart`: what a run of the week reads, positive needs only, in order. */
export async function listWeekNeeds(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<WeekNeed[]> {
  assertMonday(weekStart);
  const hours = await storeHoursOf(db, tenantId, storeId);
  const rows = await readWeekNeeds(db, tenantId, storeId, weekStart);
  return sortNeeds(rows, hours).map(({ positionId, date, timeSlot, requiredHeadcount, source }) => ({
    positionId,
    date,
    timeSlot,
    requiredHeadcount,
    source,
  }));
}
