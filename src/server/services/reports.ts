import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { OVERTIME_MULTIPLIER } from "../../domain/labor-cost";
import { budgetStatus } from "../../domain/money";
import type { ComplianceRow, HoursRow, LaborRow, ReportFigures } from "../../domain/schemas/figures";
import { WARNING_CODES, type WarningCode } from "../../domain/schemas/schedules";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import { addDays, dayOfWeekOf, workedMinutes } from "../../domain/time";
import type { ResolvedConstraints } from "../../engine";
import type { Db } from "../db/client";
import { schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { hasUnpublishedChanges, NO_SCHEDULE, NO_STORE, NO_TARGETS, resolveScope } from "./figures";
import { listLaborTargets } from "./labor-targets";
import { priceWeek, round2, type PricedWeek } from "../schedules/costs";
import { actualWeek } from "../timesheets/actual";

/** Below this share of their desired hours a person is "under". */
export const UNDER_SHARE = 0.9;
const HISTORY_WEEKS = 4;

/**
 * The rules in the order the report lists them: the four of docs/product.md, Screens (Reports) first, then
 * the others the checker knows.
 */
const RULE_ORDER: readonly WarningCode[] = [
  "MIN_REST",
  "MINOR_CURFEW",
  "OVERTIME",
  "TRAINER_RATIO",
  ...WARNING_CODES.filter((c) => !["MIN_REST", "MINOR_CURFEW", "OVERTIME", "TRAINER_RATIO"].includes(c)),
];

function ruleName(code: WarningCode, c: ResolvedConstraints): string {
  const hours = (minutes: number) => `${Math.round((minutes / 60) * 100) / 100}`;
  switch (code) {
    case "MIN_REST":
      return `Rest period ${hours(c.minRestBetweenShifts)}+ hours`;
    case "MINOR_CURFEW":
      return `Minor curfew (no work past ${c.minorCurfewTime})`;
    case "OVERTIME":
      return `Overtime within limits (${c.overtimeThreshold} h a week)`;
    case "TRAINER_RATIO":
      return `Trainer ratio 1:${c.requiredTrainerRatio}`;
    case "UNDERSTAFFED":
      return "Staffing needs met";
    case "NOT_QUALIFIED":
      return "Qualified for the position";
    case "NOT_AT_STORE":
      return "Works at this store";
    case "UNAVAILABLE":
      return "Within availability";
    case "TIME_OFF":
      return "No work on approved time off";
    case "DOUBLE_SHIFT":
      return "One shift a day, no overlaps";
    case "SHIFT_LENGTH":
      return "Shift length within the store's limits";
    case "MEAL_BREAK":
      return `Meal break after ${hours(c.mealBreakAfter)} hours`;
    case "CLOPEN":
      return `No close-then-open within ${hours(c.maxClopenGap)} hours`;
    case "MINOR_DAILY_HOURS":
      return `Minors at most ${c.minorMaxDailyHours} h a day`;
    case "MINOR_WEEKLY_HOURS":
      return `Minors at most ${c.minorMaxWeeklyHours} h a week`;
    case "WEEKLY_CAP":
      return `At most ${c.weeklyHourCap} h a week`;
    case "CONSECUTIVE_DAYS":
      return "Consecutive days within each person's limit";
  }
}

function laborRows(priced: PricedWeek, budgets: Map<string, number>): LaborRow[] {
  const costByCell = new Map<string, { cost: number; minutes: number }>();
  for (const s of priced.week.shifts) {
    const key = `${s.date}|${s.positionId}`;
    const c = priced.costs.get(s.id);
    const cell = costByCell.get(key) ?? { cost: 0, minutes: 0 };
    cell.cost += c?.cost ?? 0;
    cell.minutes += c?.minutes ?? 0;
    costByCell.set(key, cell);
  }
  const rows: LaborRow[] = [];
  for (let d = 0; d < 7; d++) {
    const date = addDays(priced.week.input.weekStart, d);
    const day = dayOfWeekOf(date);
    for (const p of priced.week.input.positions) {
      const budget = budgets.get(`${p.id}|${day}`) ?? null;
      const cell = costByCell.get(`${date}|${p.id}`);
      if (budget === null && !cell) continue;
      const cost = round2(cell?.cost ?? 0);
      rows.push({
        date,
        dayOfWeek: day,
        positionId: p.id,
        positionName: p.name,
        budget,
        cost,
        hours: round2((cell?.minutes ?? 0) / 60),
        variance: budget === null ? null : round2(cost - budget),
        status: budgetStatus(cost, budget),
      });
    }
  }
  return rows;
}

/** Minutes per person over the weeks before `weekStart` (every store), for the four-week average. */
async function earlierMinutes(db: Db, tenantId: number, ids: number[], weekStart: string) {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      userId: shifts.userId,
      date: shifts.date,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      breaks: shifts.breaks,
      timezone: stores.timezone,
    })
    .from(shifts)
    .innerJoin(schedules, eq(schedules.id, shifts.scheduleId))
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(
      and(
        eq(shifts.tenantId, tenantId),
        inArray(shifts.userId, ids),
        gte(schedules.weekStartDate, addDays(weekStart, -7 * (HISTORY_WEEKS - 1))),
        lte(schedules.weekStartDate, addDays(weekStart, -7)),
      ),
    );
  for (const r of rows) {
    if (r.userId === null) continue;
    // Real minutes at the shift's store: overnight shifts end the next day, DST nights count.
    out.set(r.userId, (out.get(r.userId) ?? 0) + workedMinutes(r, r.timezone));
  }
  return out;
}

async function hoursRows(
  db: Db,
  tenantId: number,
  priced: PricedWeek,
  approved: ReadonlyMap<number, number>,
): Promise<HoursRow[]> {
  const { week, costs, elsewhere } = priced;
  const positionName = new Map(week.input.positions.map((p) => [p.id, p.name]));
  const here = new Map<number, { minutes: number; positions: Set<number> }>();
  for (const s of week.shifts) {
    if (s.userId === null) continue;
    const entry = here.get(s.userId) ?? { minutes: 0, positions: new Set<number>() };
    entry.minutes += costs.get(s.id)?.minutes ?? 0;
    entry.positions.add(s.positionId);
    here.set(s.userId, entry);
  }
  const staff = new Map(week.input.employees.map((e) => [e.id, e]));
  // Anyone with approved hours here too: what they actually worked shows even without a shift.
  const ids = [...new Set([...staff.keys(), ...here.keys(), ...approved.keys()])];
  const others = ids.filter((id) => !staff.has(id));
  const desiredOfOthers = new Map(
    others.length
      ? (
          await db
            .select({ id: users.id, desired: users.desiredWeeklyHours })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), inArray(users.id, others)))
        ).map((u) => [u.id, u.desired])
      : [],
  );
  const earlier = await earlierMinutes(db, tenantId, ids, week.input.weekStart);
  const threshold = priced.overtimeThreshold;
  const rows = ids.map((id): HoursRow => {
    const mine = here.get(id);
    const minutes = (mine?.minutes ?? 0) + (elsewhere.get(id) ?? 0);
    const total = minutes / 60;
    const desired = staff.get(id)?.desiredWeeklyHours ?? desiredOfOthers.get(id) ?? 0;
    const worked = mine ? [...mine.positions] : (staff.get(id)?.positionIds ?? []);
    const status = total > threshold ? "overtime" : total < desired * UNDER_SHARE ? "under" : "optimal";
    return {
      userId: id,
      name: week.names.get(id) ?? `User ${id}`,
      positions: worked
        .map((p) => positionName.get(p) ?? "")
        .filter(Boolean)
        .join(", "),
      totalHours: round2(total),
      overtimeHours: round2(Math.max(0, total - threshold)),
      avgPerWeek: round2((minutes + (earlier.get(id) ?? 0)) / 60 / HISTORY_WEEKS),
      desiredHours: desired,
      status,
      approvedHours: round2((approved.get(id) ?? 0) / 60),
    };
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}

function complianceRows(priced: PricedWeek): ComplianceRow[] {
  const byId = new Map(priced.week.shifts.map((s) => [s.id, s]));
  const positionName = new Map(priced.week.input.positions.map((p) => [p.id, p.name]));
  return RULE_ORDER.map((code) => {
    const found = priced.warnings.filter((w) => w.code === code);
    const ids = [...new Set(found.flatMap((w) => w.shiftIds))];
    return {
      code,
      rule: ruleName(code, priced.week.input.constraints),
      count: found.length,
      message: found[0]?.message ?? null,
      shifts: ids.flatMap((id) => {
        const s = byId.get(id);
        if (!s) return [];
        return [
          {
            shiftId: s.id,
            date: s.date,
            startTime: s.startTime,
            endTime: s.endTime,
            employee: s.userId === null ? null : (priced.week.names.get(s.userId) ?? `User ${s.userId}`),
            position: positionName.get(s.positionId) ?? "",
          },
        ];
      }),
    };
  });
}

/**
 * Reports' three tabs for a store and week (docs/product.md, Decisions): labor vs budget, hours, compliance.
 */
export async function reportFigures(
  db: Db,
  tenantId: number,
  query: { storeId?: number | undefined; weekStart?: string | undefined },
): Promise<ReportFigures> {
  const scope = await resolveScope(db, tenantId, query);
  const [priced, targets, actual] = await Promise.all([
    scope.storeId === null ? undefined : priceWeek(db, tenantId, scope.storeId, scope.weekStart),
    scope.storeId === null ? [] : listLaborTargets(db, tenantId, scope.storeId),
    scope.storeId === null ? undefined : actualWeek(db, tenantId, scope.storeId, scope.weekStart),
  ]);
  const budgets = new Map(targets.map((t) => [`${t.positionId}|${t.dayOfWeek}`, t.budget]));
  const totalBudget = targets.length ? round2(targets.reduce((s, t) => s + t.budget, 0)) : null;
  const threshold = priced?.overtimeThreshold ?? CONSTRAINT_DEFAULTS.overtimeThreshold;
  const reason = scope.storeId === null ? NO_STORE : priced ? null : NO_SCHEDULE;
  return {
    ...scope,
    scheduleStatus: priced ? priced.schedule.status : "NONE",
    hasUnpublishedChanges: priced !== undefined && hasUnpublishedChanges(priced.schedule),
    reason,
    labor: {
      counts: `Per day and position: the labor target against the scheduled cost of the week's shifts as they stand (paid hours × hourly wage, hours past the overtime threshold at ${OVERTIME_MULTIPLIER}×)`,
      budgetReason: totalBudget === null ? NO_TARGETS : null,
      totalBudget,
      totalCost: priced ? priced.laborCost : null,
      actualCost: actual && actual.totalMinutes > 0 ? actual.cost : null,
      rows: priced ? laborRows(priced, budgets) : [],
    },
    hours: {
      counts: `Paid hours this week at every store against desired hours: overtime past ${threshold} h, under below ${UNDER_SHARE * 100} % of desired, optimal between`,
      overtimeThreshold: threshold,
      rows: priced ? await hoursRows(db, tenantId, priced, actual?.minutes ?? new Map()) : [],
    },
    compliance: {
      counts: "Per rule: how many times the week's shifts break it, and the shifts concerned",
      rows: priced ? complianceRows(priced) : [],
    },
  };
}
