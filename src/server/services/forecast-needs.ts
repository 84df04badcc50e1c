import { and, eq, gt, notInArray } from "drizzle-orm";
import { needsFromForecast } from "../../domain/demand-needs";
import type { LaborStandard, ProposedNeed } from "../../domain/schemas/demand";
import { addDays, businessMinute, dayOfWeekOf, mondayOf } from "../../domain/time";
import type { Db } from "../db/client";
import { staffingWeekNeeds, staffingWeeks } from "../db/schema/demand";
import { staffingTemplates } from "../db/schema/staffing-templates";
import { stores } from "../db/schema/stores";
import { conflict, invalid, notFound } from "../errors";
import { forecastWeek } from "../forecast";
import { readLaborStandards } from "./labor-standards";

interface Hours {
  openTime: string;
  closeTime: string;
}

/** The forecast's needs with what they were made from. */
interface Proposal {
  hours: Hours;
  standards: LaborStandard[];
  needs: ProposedNeed[];
}

function assertMonday(weekStart: string): void {
  if (mondayOf(weekStart) !== weekStart)
    throw invalid([{ path: "weekStart", message: "weekStart must be a Monday" }]);
}

async function propose(db: Db, tenantId: number, storeId: number, weekStart: string): Promise<Proposal> {
  assertMonday(weekStart);
  const [hours] = await db
    .select({ openTime: stores.openTime, closeTime: stores.closeTime })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
  if (!hours) throw notFound("Store");
  const standards = await readLaborStandards(db, tenantId, storeId);
  if (standards.length === 0) throw conflict("Set labor standards first");
  const forecast = await forecastWeek(db, tenantId, storeId, weekStart);
  if (forecast.method === "NONE") throw conflict(forecast.reason ?? "No forecast for this week");
  return { hours, standards, needs: needsFromForecast(hours, standards, forecast.days) };
}

/** `GET /api/stores/:id/forecast/needs?weekStart`: what applying the forecast would write. */
export async function proposedNeeds(db: Db, tenantId: number, storeId: number, weekStart: string) {
  return (await propose(db, tenantId, storeId, weekStart)).needs;
}

/** Rows per INSERT: 7 columns each stays far under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 5_000;

/**
 * `POST /api/stores/:id/forecast/apply {weekStart}`: the week gets its own needs, in one transaction:
 * the forecast's for every position with a standard, and a copy of the weekday templates for the others
 * (a position nobody forecasts keeps what the templates give it, instead of needing nobody that week).
 * Answers every row the week now holds.
 */
export async function applyForecast(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<{ weekStart: string; rows: ProposedNeed[] }> {
  const { hours, standards, needs } = await propose(db, tenantId, storeId, weekStart);
  const forecasted = standards.map((s) => s.positionId);
  const rows = await db.transaction(async (tx) => {
    // The marker first: its row lock makes a second apply of the same week wait for this one to commit.
    await tx
      .insert(staffingWeeks)
      .values({ tenantId, storeId, weekStart, source: "FORECAST", updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [staffingWeeks.storeId, staffingWeeks.weekStart],
        set: { source: "FORECAST", updatedAt: new Date() },
      });
    await tx
      .delete(staffingWeekNeeds)
      .where(
        and(
          eq(staffingWeekNeeds.tenantId, tenantId),
          eq(staffingWeekNeeds.storeId, storeId),
          eq(staffingWeekNeeds.weekStart, weekStart),
        ),
      );
    const kept = await templateNeeds(tx, tenantId, storeId, weekStart, forecasted);
    const all = sortNeeds([...needs, ...kept], hours);
    for (let i = 0; i < all.length; i += INSERT_BATCH)
      await tx
        .insert(staffingWeekNeeds)
        .values(all.slice(i, i + INSERT_BATCH).map((n) => ({ ...n, tenantId, storeId, weekStart })));
    return all;
  });
  return { weekStart, rows };
}

/** The weekday templates of the positions without a standard, laid on the week's dates. */
async function templateNeeds(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
  forecasted: readonly number[],
): Promise<ProposedNeed[]> {
  const templates = await db
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
        forecasted.length ? notInArray(staffingTemplates.positionId, [...forecasted]) : undefined,
      ),
    );
  const dates = Array.from({ length: 7 }, (_, d) => addDays(weekStart, d));
  return dates.flatMap((date) => {
    const day = dayOfWeekOf(date);
    return templates
      .filter((t) => t.dayOfWeek === day)
      .map((t) => ({
        positionId: t.positionId,
        date,
        timeSlot: t.timeSlot,
        requiredHeadcount: t.requiredHeadcount,
      }));
  });
}

/** By position, day, then the business day's slot order (a bar's 01:00 after its 23:45). */
function sortNeeds(needs: ProposedNeed[], hours: Hours): ProposedNeed[] {
  const minute = (slot: string) => businessMinute(slot, hours.openTime, hours.closeTime);
  return needs.sort(
    (a, b) =>
      a.positionId - b.positionId || a.date.localeCompare(b.date) || minute(a.timeSlot) - minute(b.timeSlot),
  );
}
