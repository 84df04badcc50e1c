import { stringify } from "csv-stringify/sync";
import { and, eq, inArray } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { fileNamePart } from "../../domain/file-name";
import { OVERTIME_MULTIPLIER } from "../../domain/labor-cost";
import { workedEntryMinutes } from "../../domain/time-clock/flags";
import { addDays } from "../../domain/time";
import type { Db } from "../db/client";
import { organizations } from "../db/schema/organizations";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { notFound } from "../errors";
import { escapeFormula } from "../schedules/export-csv";
import { entriesBetween, overtimeInside, storeRulesOf, timesOf, weekSpan, type StoreRules } from "./entries";

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** Pay of approved minutes: overtime at OVERTIME_MULTIPLIER times the wage (src/domain/labor-cost.ts). */
export const payOf = (wage: number, minutes: { regular: number; overtime: number }) =>
  (wage * (minutes.regular + OVERTIME_MULTIPLIER * minutes.overtime)) / 60;

/**
 * Each person's APPROVED minutes of a store's week, split at the profile's weekly threshold: their approved
 * minutes at other stores that week count first, in clock-in order, as in labor cost.
 */
export async function approvedMinutes(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
  rules: StoreRules,
): Promise<Map<number, { regular: number; overtime: number }>> {
  const { from, to } = weekSpan(rules.timezone, weekStart);
  const approved = (await entriesBetween(db, tenantId, from, to)).filter((e) => e.status === "APPROVED");
  const threshold = rules.overtimeThreshold * 60;
  const totals = new Map<number, { regular: number; overtime: number }>();
  const sofar = new Map<number, number>();
  for (const entry of approved) {
    const worked = workedEntryMinutes(timesOf(entry));
    const before = sofar.get(entry.userId) ?? 0;
    sofar.set(entry.userId, before + worked);
    if (entry.storeId !== storeId) continue;
    const overtime = overtimeInside(before, worked, threshold);
    const total = totals.get(entry.userId) ?? { regular: 0, overtime: 0 };
    total.regular += worked - overtime;
    total.overtime += overtime;
    totals.set(entry.userId, total);
  }
  return totals;
}

/**
 * The store's APPROVED hours of a week for payroll (docs/api.md, Timesheets): one row per person, regular
 * and overtime hours split at the profile's weekly threshold (approved minutes at other stores that week
 * count first, as in labor cost), the wage and the pay (overtime at OVERTIME_MULTIPLIER). Pending and open
 * entries are left out: only approved hours are paid from this file.
 */
export async function exportTimesheetCsv(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<{ csv: string; fileName: string }> {
  const rules = (await storeRulesOf(db, tenantId, [storeId])).get(storeId);
  const [store] = await db
    .select({ name: stores.name, currency: organizations.currency })
    .from(stores)
    .innerJoin(organizations, eq(organizations.id, stores.tenantId))
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
  if (!rules || !store) throw notFound("Store");
  const totals = await approvedMinutes(db, tenantId, storeId, weekStart, rules);
  const ids = [...totals.keys()];
  const people = ids.length
    ? await db
        .select({ id: users.id, fullName: users.fullName, username: users.username, wage: users.hourlyWage })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
    : [];
  const rows = people
    .map((p) => ({ p, name: displayName(p), total: totals.get(p.id) ?? { regular: 0, overtime: 0 } }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.p.id - b.p.id)
    .map(({ p, name, total }) => {
      const pay =
        p.wage === null
          ? ""
          : ((p.wage * (total.regular + OVERTIME_MULTIPLIER * total.overtime)) / 60).toFixed(2);
      return [
        name,
        weekStart,
        addDays(weekStart, 6),
        hours(total.regular),
        hours(total.overtime),
        p.wage === null ? "" : p.wage.toFixed(2),
        pay,
      ].map(escapeFormula);
    });
  const header = [
    "Employee",
    "From",
    "To",
    "Regular Hours",
    "Overtime Hours",
    `Wage (${store.currency}/h)`,
    `Pay (${store.currency})`,
  ];
  return {
    csv: stringify([header, ...rows]),
    fileName: `${fileNamePart(store.name, "timesheet")}-${weekStart}-approved-hours.csv`,
  };
}
