import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { HARD_RULE_CODES, type ScheduleWarning } from "../../domain/schemas/schedules";
import { addDays } from "../../domain/time";
import type { Db } from "../db/client";
import { schedules, shifts } from "../db/schema/schedules";
import { conflict } from "../errors";
import { loadWeek, type WeekContext } from "../schedules/week";
import { refreshSchedule, reviewWeek } from "../schedules/review";
import { lockSchedule, publishedShiftsOf } from "../schedules/service";

/** One shift moving from one person (or nobody: an open shift) to another, as a swap or claim asks. */
export interface Reassignment {
  shiftId: number;
  from: number | null;
  to: number;
}

/** The hard rules a change of person can break: a shift's own length and breaks stay as they were. */
const PERSON_RULES: ReadonlySet<string> = new Set(
  HARD_RULE_CODES.filter((c) => c !== "MEAL_BREAK" && c !== "SHIFT_LENGTH"),
);
const keyOf = (w: ScheduleWarning) => `${w.code}|${w.userId ?? ""}|${[...w.shiftIds].sort().join(",")}`;

export const SHIFTS_CHANGED = "The shifts have changed since this request was made; it cannot be approved";

/**
 * Inside the caller's transaction: checks that each shift is still held as the request saw it (and, if
 * published, still as published), moves the people, and answers the hard rules of docs/engine.md, Contract
 * the move newly breaks (whole weeks re-checked, with other stores and the week before). The caller rolls
 * back when the answer is not empty.
 */
export async function reassign(tx: Db, tenantId: number, moves: Reassignment[]): Promise<ScheduleWarning[]> {
  const ids = moves.map((m) => m.shiftId);
  const rows = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), inArray(shifts.id, ids)))
    .for("update");
  const scheduleIds = [...new Set(rows.map((r) => r.scheduleId))].sort((a, b) => a - b);
  const published = new Map<number, { userId: number | null; key: string }>();
  for (const scheduleId of scheduleIds) {
    const schedule = await lockSchedule(tx, tenantId, scheduleId);
    if (schedule.isLocked) throw conflict("This schedule is locked; unlock it to change it");
    for (const s of (await publishedShiftsOf(tx, tenantId, scheduleId)) ?? [])
      published.set(s.id, { userId: s.userId, key: shapeOf(s) });
  }
  for (const move of moves) {
    const row = rows.find((r) => r.id === move.shiftId);
    const snapshot = published.get(move.shiftId);
    const asPublished = !snapshot || (snapshot.userId === move.from && row && snapshot.key === shapeOf(row));
    if (!row || row.userId !== move.from || !asPublished) throw conflict(SHIFTS_CHANGED);
  }

  // The weeks the move is checked in: its own, and the next week's where the people work on its first
  // days, for the rest after a Sunday night shift (docs/product.md, The real week).
  const checked = [...scheduleIds, ...(await followingWeeks(tx, tenantId, rows, moves, scheduleIds))];
  const before = new Set<string>();
  for (const scheduleId of checked) {
    const week = await loadWeek(tx, tenantId, scheduleId);
    if (week) for (const w of reviewWeek(week).warnings) before.add(keyOf(w));
  }
  for (const move of moves) {
    await tx
      .update(shifts)
      .set({ userId: move.to, source: "MANUAL", explanation: null })
      .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, move.shiftId)));
  }
  const broken: ScheduleWarning[] = [];
  for (const scheduleId of checked) {
    const week = await loadWeek(tx, tenantId, scheduleId);
    if (week) broken.push(...newBreaks(before, reviewWeek(week).warnings, moves));
  }
  if (broken.length > 0) return broken;

  // Saved: the weeks' warnings and versions; employees see the approved change at once (decision 060).
  for (const scheduleId of scheduleIds) {
    const [prior] = await tx
      .select({ version: schedules.version, publishedVersion: schedules.publishedVersion })
      .from(schedules)
      .where(and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId)));
    await refreshSchedule(tx, tenantId, scheduleId);
    const [row] = await tx
      .select({ version: schedules.version, publishedShifts: schedules.publishedShifts })
      .from(schedules)
      .where(and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId)));
    if (!row?.publishedShifts || !prior) continue;
    const movedTo = new Map(moves.map((m) => [m.shiftId, m.to]));
    await tx
      .update(schedules)
      .set({
        publishedShifts: row.publishedShifts.map((s) => ({ ...s, userId: movedTo.get(s.id) ?? s.userId })),
        // A week with nothing else unpublished stays fully published.
        ...(prior.version === prior.publishedVersion ? { publishedVersion: row.version } : {}),
      })
      .where(and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId)));
  }
  return [];
}

/** The person rules broken `after` the moves that concern their people or shifts and were not broken before. */
function newBreaks(before: ReadonlySet<string>, after: readonly ScheduleWarning[], moves: Reassignment[]) {
  const ids = new Set(moves.map((m) => m.shiftId));
  const people = new Set(moves.flatMap((m) => [m.from, m.to]));
  return after.filter(
    (w) =>
      PERSON_RULES.has(w.code) &&
      ((w.userId !== null && people.has(w.userId)) || w.shiftIds.some((id) => ids.has(id))) &&
      !before.has(keyOf(w)),
  );
}

/**
 * For listing what someone could take (open shifts, swap targets): the hard rules each set of moves would
 * newly break in one loaded week, checked in memory as `reassign` checks it, without locking or writing.
 * The week before and the next week's first days are not re-read here: `reassign` still refuses on those.
 */
export function trialOf(week: WeekContext): (moves: Reassignment[]) => ScheduleWarning[] {
  const before = new Set(reviewWeek(week).warnings.map(keyOf));
  return (moves) => {
    const to = new Map(moves.map((m) => [m.shiftId, m.to]));
    const after = week.shifts.map((s) => (to.has(s.id) ? { ...s, userId: to.get(s.id) ?? null } : s));
    return newBreaks(before, reviewWeek(week, after).warnings, moves);
  };
}

/**
 * Schedules of the week after a moved shift's (any store) holding shifts of the people it moves to on
 * that week's Monday or Tuesday: a Sunday shift that ends after midnight (or late) leaves them less rest
 * before those, which only that week's review sees (its previous shifts are this week's). Read only: they
 * are checked, not changed.
 */
async function followingWeeks(
  tx: Db,
  tenantId: number,
  rows: { scheduleId: number; id: number; date: string }[],
  moves: Reassignment[],
  own: readonly number[],
): Promise<number[]> {
  const weekStarts = new Map(
    (
      await tx
        .select({ id: schedules.id, weekStart: schedules.weekStartDate })
        .from(schedules)
        .where(and(eq(schedules.tenantId, tenantId), inArray(schedules.id, [...own])))
    ).map((r) => [r.id, r.weekStart]),
  );
  const found = new Set<number>();
  for (const move of moves) {
    const row = rows.find((r) => r.id === move.shiftId);
    const weekStart = row && weekStarts.get(row.scheduleId);
    if (!row || !weekStart || row.date !== addDays(weekStart, 6)) continue;
    const next = addDays(weekStart, 7);
    const later = await tx
      .selectDistinct({ scheduleId: shifts.scheduleId })
      .from(shifts)
      .where(
        and(
          eq(shifts.tenantId, tenantId),
          eq(shifts.userId, move.to),
          gte(shifts.date, next),
          lte(shifts.date, addDays(next, 1)),
        ),
      );
    for (const { scheduleId } of later) if (!own.includes(scheduleId)) found.add(scheduleId);
  }
  return [...found].sort((a, b) => a - b);
}

const shapeOf = (s: { positionId: number; date: string; startTime: string; endTime: string }) =>
  `${s.positionId}|${s.date}|${s.startTime}|${s.endTime}`;

/** 409 naming the first rule the change would break, e.g. "Ana Ruiz would have 8 h of rest … (MIN_REST)". */
export function brokenRule(broken: ScheduleWarning[]) {
  const first = broken[0];
  return conflict(first ? `${first.message} (${first.code})` : "The change would break a rule");
}

/** A marker thrown to roll back a transaction that only tried a change. */
export class TrialOnly extends Error {
  constructor(readonly broken: ScheduleWarning[]) {
    super("trial only");
  }
}

/** Would these moves break a hard rule? Tried in a transaction that is always rolled back. */
export async function tryReassign(
  db: Db,
  tenantId: number,
  moves: Reassignment[],
): Promise<ScheduleWarning[]> {
  try {
    await db.transaction(async (tx) => {
      throw new TrialOnly(await reassign(tx, tenantId, moves));
    });
  } catch (error) {
    if (error instanceof TrialOnly) return error.broken;
    throw error;
  }
  return [];
}
