import { needsFromForecast } from "../../domain/demand-needs";
import type { ProposedNeed } from "../../domain/schemas/demand";
import { assertMonday, sortNeeds, storeHoursOf, templateNeeds } from "../demand/week-needs";
import { replaceWeekNeeds } from "../demand/week-needs-edit";
import type { Db } from "../db/client";
import { conflict } from "../errors";
import { forecastWeek } from "../forecast";
import { readLaborStandards } from "./labor-standards";

/**
 * What applying the forecast writes into the week: the forecast's needs for every position with a
 * standard, and the weekday templates for the others (a position nobody forecasts keeps what the
 * templates give it, instead of needing nobody that week), in the week's order.
 */
async function propose(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<ProposedNeed[]> {
  assertMonday(weekStart);
  const hours = await storeHoursOf(db, tenantId, storeId);
  const standards = await readLaborStandards(db, tenantId, storeId);
  if (standards.length === 0) throw conflict("Set labor standards first");
  const forecast = await forecastWeek(db, tenantId, storeId, weekStart);
  if (forecast.method === "NONE") throw conflict(forecast.reason ?? "No forecast for this week");
  const forecasted = new Set(standards.map((s) => s.positionId));
  const kept = (await templateNeeds(db, tenantId, storeId, weekStart))
    .filter((t) => !forecasted.has(t.positionId))
    .map(({ positionId, date, timeSlot, requiredHeadcount }) => ({
      positionId,
      date,
      timeSlot,
      requiredHeadcount,
    }));
  return sortNeeds([...needsFromForecast(hours, standards, forecast.days), ...kept], hours);
}

/** `GET /api/stores/:id/forecast/needs?weekStart`: what applying the forecast would write. */
export const proposedNeeds = propose;

/**
 * `POST /api/stores/:id/forecast/apply {weekStart}`: the week gets its own needs (marker FORECAST) in one
 * transaction, exactly what `GET forecast/needs` shows. Answers every row the week now holds.
 */
export async function applyForecast(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<{ weekStart: string; rows: ProposedNeed[] }> {
  const rows = await propose(db, tenantId, storeId, weekStart);
  await replaceWeekNeeds(db, tenantId, storeId, weekStart, rows, "FORECAST");
  return { weekStart, rows };
}
