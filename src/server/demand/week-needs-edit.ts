import { and, eq, sql } from "drizzle-orm";
import { MAX_MARGIN_MINUTES, type DayNeed, type WeekNeed } from "../../domain/schemas/demand";
import { addDays, staffedSlots } from "../../domain/time";
import type { Db } from "../db/client";
import { staffingWeekNeeds, staffingWeeks } from "../db/schema/demand";
import { positions } from "../db/schema/positions";
import { invalid, type Issue } from "../errors";
import { assertIdsInTenant } from "../services/references";
import { assertMonday, sortNeeds, storeHoursOf, templateNeeds } from "./week-needs";

const positionRef = { table: positions, id: positions.id, tenantId: positions.tenantId };

/**
 * The body's own rules: the date inside the week, each slot one the store may staff (its hours widened by
 * the longest prep and close-down a labor standard may ask, MAX_MARGIN_MINUTES each), no slot twice.
 */
function dayIssues(
  weekStart: string,
  date: string,
  needs: DayNeed[],
  hours: { openTime: string; closeTime: string },
): Issue[] {
  const issues: Issue[] = [];
  if (date < weekStart || date > addDays(weekStart, 6))
    issues.push({ path: "date", message: `Not a day of the week of ${weekStart}` });
  const allowed = new Set(
    staffedSlots(hours.openTime, hours.closeTime, MAX_MARGIN_MINUTES, MAX_MARGIN_MINUTES),
  );
  const seen = new Set<string>();
  needs.forEach((n, i) => {
    if (!allowed.has(n.timeSlot))
      issues.push({
        path: `${i}.timeSlot`,
        message: `${n.timeSlot} is outside the store's day (${hours.openTime}-${hours.closeTime}, up to ${MAX_MARGIN_MINUTES / 60} h either side)`,
      });
    const key = `${n.positionId}/${n.timeSlot}`;
    if (seen.has(key))
      issues.push({ path: `${i}`, message: `Position ${n.positionId} at ${n.timeSlot} twice` });
    seen.add(key);
  });
  return issues;
}

/**
 * Takes the week's marker (inserting it when the week has none) and holds its row lock until the
 * transaction ends, so concurrent edits of one week queue behind each other. True when it was new.
 */
async function lockWeek(tx: Db, tenantId: number, storeId: number, weekStart: string): Promise<boolean> {
  const [row] = await tx
    .insert(staffingWeeks)
    .values({ tenantId, storeId, weekStart, source: "MANUAL" })
    .onConflictDoUpdate({
      target: [staffingWeeks.storeId, staffingWeeks.weekStart],
      // Edited by hand: a forecast week stays FORECAST (its marker says where its needs came from).
      set: { updatedAt: sql`now()` },
    })
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  return row?.isNew === true;
}

/**
 * `PUT /api/stores/:id/needs?weekStart&date`: the business day's own needs become exactly `needs` (slots
 * left out, or at 0, need nobody), in one transaction. A week without own needs first gets the templates
 * copied into all 7 days (marker MANUAL), so the other days keep what they had. Answers the day's rows.
 */
export async function replaceDayNeeds(
  db: Db,
  tenantId: number,
  storeId: number,
  query: { weekStart: string; date: string },
  needs: DayNeed[],
): Promise<WeekNeed[]> {
  const { weekStart, date } = query;
  assertMonday(weekStart);
  const hours = await storeHoursOf(db, tenantId, storeId);
  const issues = dayIssues(weekStart, date, needs, hours);
  if (issues.length) throw invalid(issues);
  await assertIdsInTenant(
    db,
    positionRef,
    tenantId,
    needs.map((n) => n.positionId),
    "positionId",
    "position",
  );
  const scope = and(
    eq(staffingWeekNeeds.tenantId, tenantId),
    eq(staffingWeekNeeds.storeId, storeId),
    eq(staffingWeekNeeds.weekStart, weekStart),
  );
  await db.transaction(async (tx) => {
    if (await lockWeek(tx, tenantId, storeId, weekStart)) {
      // Left over from a week cleared outside the API: the week's rows are exactly the templates now.
      await tx.delete(staffingWeekNeeds).where(scope);
      const copied = (await templateNeeds(tx, tenantId, storeId, weekStart)).filter((r) => r.date !== date);
      await insertRows(tx, tenantId, storeId, weekStart, copied);
    } else {
      await tx.delete(staffingWeekNeeds).where(and(scope, eq(staffingWeekNeeds.date, date)));
    }
    const own = needs.filter((n) => n.requiredHeadcount > 0).map((n) => ({ ...n, date }));
    await insertRows(tx, tenantId, storeId, weekStart, own);
  });
  return sortNeeds(dayAnswer(needs, date), hours);
}

/** The day's answer: what was written, as GET needs shows it. */
function dayAnswer(needs: DayNeed[], date: string): WeekNeed[] {
  return needs.filter((n) => n.requiredHeadcount > 0).map((n) => ({ ...n, date, source: "WEEK" as const }));
}

/** Rows per INSERT: a week of a large store is tens of thousands of slots (PostgreSQL caps parameters). */
const CHUNK = 5_000;

async function insertRows(
  tx: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
  rows: { positionId: number; date: string; timeSlot: string; requiredHeadcount: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(staffingWeekNeeds).values(
      rows.slice(i, i + CHUNK).map((r) => ({
        tenantId,
        storeId,
        weekStart,
        positionId: r.positionId,
        date: r.date,
        timeSlot: r.timeSlot,
        requiredHeadcount: r.requiredHeadcount,
      })),
    );
  }
}

/**
 * The whole week's own needs become exactly `rows` (dates of the week, business days), marked `source`:
 * for "apply" (FORECAST), which writes every day at once. The caller validates the rows and the store;
 * one transaction, queued behind any other edit of the week by the marker's row lock.
 */
export async function replaceWeekNeeds(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
  rows: { positionId: number; date: string; timeSlot: string; requiredHeadcount: number }[],
  source: "FORECAST" | "MANUAL",
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWeek(tx, tenantId, storeId, weekStart);
    await tx
      .update(staffingWeeks)
      .set({ source })
      .where(
        and(
          eq(staffingWeeks.tenantId, tenantId),
          eq(staffingWeeks.storeId, storeId),
          eq(staffingWeeks.weekStart, weekStart),
        ),
      );
    await tx
      .delete(staffingWeekNeeds)
      .where(
        and(
          eq(staffingWeekNeeds.tenantId, tenantId),
          eq(staffingWeekNeeds.storeId, storeId),
          eq(staffingWeekNeeds.weekStart, weekStart),
        ),
      );
    await insertRows(
      tx,
      tenantId,
      storeId,
      weekStart,
      rows.filter((r) => r.requiredHeadcount > 0),
    );
  });
}

/** `DELETE /api/stores/:id/needs?weekStart`: the week reads the templates again (a no-op without own needs). */
export async function clearWeekNeeds(db: Db, tenantId: number, storeId: number, weekStart: string) {
  assertMonday(weekStart);
  await storeHoursOf(db, tenantId, storeId);
  await db.transaction(async (tx) => {
    const week = and(eq(staffingWeeks.tenantId, tenantId), eq(staffingWeeks.storeId, storeId));
    await tx.delete(staffingWeeks).where(and(week, eq(staffingWeeks.weekStart, weekStart)));
    await tx
      .delete(staffingWeekNeeds)
      .where(
        and(
          eq(staffingWeekNeeds.tenantId, tenantId),
          eq(staffingWeekNeeds.storeId, storeId),
          eq(staffingWeekNeeds.weekStart, weekStart),
        ),
      );
  });
}
