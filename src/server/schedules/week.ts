import { and, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import { addDays } from "../../domain/time";
import { parseEngineInput, type EngineInput, type EngineInputRaw } from "../../engine";
import type { Db } from "../db/client";
import { schedules, shifts } from "../db/schema/schedules";
import { isAssigned, toCurrentShift, toShiftRef, type StoredShift } from "./engine-shapes";
import type { ShiftRow } from "./shift-rows";
import { readWeekInputs, type WeekInputs, type WeekInputsCache } from "./week-inputs";

export interface WeekContext {
  input: EngineInput;
  /** Everyone of the organization by id (names for messages, people no longer at the store). */
  names: Map<number, string>;
  storeTimezone: string;
  advanceNoticeDays: number;
  /**
   * The schedule's shifts, in order, with `explanation` null: the review, costs and runs do not read it,
   * and it is most of a week's bytes.
   */
  shifts: ShiftRow[];
}

interface WeekOptions {
  seed?: number;
  timeLimitSeconds?: number;
  /** The schedule's store and week, when the caller has just read (or locked) its row. */
  schedule?: { storeId: number; weekStartDate: string };
  /**
   * Where a shift edit keeps what the week's review reads besides shifts (schedules/week-inputs.ts). Runs
   * read everything afresh.
   */
  inputs?: WeekInputsCache | null | undefined;
  /** The schedule's version, read under its lock: `inputs` may then hold its shifts at that version. */
  version?: number;
}

/**
 * Reads a schedule's week from the database as the engine sees it (docs/api.md, Schedules): the store, its
 * profile, its active positions, its staffing templates as demand, its employees with qualifications,
 * availability, approved time off, preferences and wages; the schedule's locked shifts (kept) and unlocked
 * ones (current); the same people's shifts of the 7 days before (any store) and at other stores that week.
 */
export async function loadWeek(
  db: Db,
  tenantId: number,
  scheduleId: number,
  options: WeekOptions = {},
): Promise<WeekContext | undefined> {
  const [schedule] = options.schedule
    ? [options.schedule]
    : await db
        .select({ storeId: schedules.storeId, weekStartDate: schedules.weekStartDate })
        .from(schedules)
        .where(and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId)));
  if (!schedule) return undefined;
  const weekStart = schedule.weekStartDate;
  const weekEnd = addDays(weekStart, 6);

  const token = options.inputs?.token();
  const cached = options.inputs?.get(tenantId, scheduleId);
  // A batch of shift edits locked the row: the shifts the last batch here left at this version, if kept.
  const keptShifts =
    cached && options.version !== undefined
      ? options.inputs?.getShifts(tenantId, scheduleId, options.version)
      : undefined;
  const [inputs, scheduleShifts] = await Promise.all([
    cached ?? readWeekInputs(db, tenantId, schedule.storeId, weekStart),
    keptShifts ? [...keptShifts] : readReviewShifts(db, tenantId, scheduleId),
  ]);
  if (!inputs) return undefined;
  if (!cached && token !== undefined) options.inputs?.set(tenantId, scheduleId, inputs, token);

  const ids = inputs.staff.map((u) => u.id);
  // The same people's shifts of the week before (any store) and of this week at other schedules.
  const otherShifts = ids.length
    ? await db
        .select({
          scheduleId: shifts.scheduleId,
          positionId: shifts.positionId,
          userId: shifts.userId,
          date: shifts.date,
          startTime: shifts.startTime,
          endTime: shifts.endTime,
        })
        .from(shifts)
        .where(
          and(
            eq(shifts.tenantId, tenantId),
            inArray(shifts.userId, ids),
            ne(shifts.scheduleId, scheduleId),
            gte(shifts.date, addDays(weekStart, -7)),
            lte(shifts.date, weekEnd),
          ),
        )
    : [];
  return assembleWeek(inputs, scheduleShifts, otherShifts.filter(isAssigned), weekStart, options);
}

/**
 * The schedule's shifts without their explanations, in order, as one JSON array built by the database:
 * decoding a 400-row result field by field costs the driver about twice what one JSON.parse does.
 */
async function readReviewShifts(db: Db, tenantId: number, scheduleId: number): Promise<ShiftRow[]> {
  const [row] = await db
    .select({
      list: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${shifts.id}, 'positionId', ${shifts.positionId}, 'userId', ${shifts.userId},
        'date', ${shifts.date}, 'startTime', ${shifts.startTime}, 'endTime', ${shifts.endTime},
        'breaks', ${shifts.breaks}, 'isLocked', ${shifts.isLocked}, 'source', ${shifts.source},
        'explanation', null
      ) order by ${shifts.date}, ${shifts.startTime}, ${shifts.id}), '[]')::text`,
    })
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.scheduleId, scheduleId)));
  return JSON.parse(row?.list ?? "[]") as ShiftRow[];
}

/** The engine input of the week: its inputs with the schedule's shifts and the same people's others. */
function assembleWeek(
  inputs: WeekInputs,
  scheduleShifts: ShiftRow[],
  otherShifts: (StoredShift & { userId: number })[],
  weekStart: string,
  options: WeekOptions,
): WeekContext {
  const { store, profile, names, positionRows, demandRows, staff, quals, windows, timeOff, prefs } = inputs;
  const ids = staff.map((u) => u.id);
  // Active positions, and any inactive one the schedule still uses (so its shifts stay readable).
  const used = new Set(scheduleShifts.map((s) => s.positionId));
  const activePositions = positionRows.filter((p) => p.isActive || used.has(p.id));
  const activeIds = new Set(activePositions.map((p) => p.id));

  const positionsOf = groupBy(quals, (q) => q.userId);
  const windowsOf = groupBy(windows, (w) => w.userId);
  const timeOffOf = groupBy(timeOff, (t) => t.userId);
  const prefOf = new Map(prefs.map((p) => [p.userId, p]));

  // The week's shifts and the same people's others, as the engine reads them. Not put through the engine's
  // schema: the routes validated every shift when it was saved, and the engine wrote the rest.
  const weekShifts: Pick<EngineInput, "lockedShifts" | "currentShifts" | "previousShifts" | "fixedShifts"> = {
    lockedShifts: scheduleShifts
      .filter(isAssigned)
      .filter((s) => s.isLocked && ids.includes(s.userId))
      .map(toShiftRef),
    currentShifts: scheduleShifts.filter((s) => !s.isLocked).map(toCurrentShift),
    previousShifts: otherShifts.filter((s) => s.date < weekStart).map(toShiftRef),
    fixedShifts: otherShifts.filter((s) => s.date >= weekStart).map(toShiftRef),
  };
  const baseKey = `${options.seed ?? 1}/${options.timeLimitSeconds ?? 20}/${[...activeIds].join(",")}`;
  const bases = parsedBases.get(inputs) ?? new Map<string, EngineInput>();
  parsedBases.set(inputs, bases);
  let base = bases.get(baseKey);
  if (!base) {
    base = parseBase(baseRaw());
    bases.set(baseKey, base);
  }
  return {
    input: { ...base, ...weekShifts },
    names,
    storeTimezone: store.timezone,
    advanceNoticeDays: profile?.advanceNoticeDays ?? CONSTRAINT_DEFAULTS.advanceNoticeDays,
    shifts: scheduleShifts,
  };

  function baseRaw(): EngineInputRaw {
    return {
      weekStart,
      seed: options.seed ?? 1,
      timeLimitSeconds: options.timeLimitSeconds ?? 20,
      store: {
        name: store.name,
        timezone: store.timezone,
        openTime: store.openTime,
        closeTime: store.closeTime,
        defaultShiftMinLength: store.defaultShiftMinLength,
        defaultShiftMaxLength: store.defaultShiftMaxLength,
        defaultMealBreakAfter: store.defaultMealBreakAfter,
        defaultMealBreakLength: store.defaultMealBreakLength,
        defaultRestBreakLength: store.defaultRestBreakLength,
      },
      constraints: profile
        ? {
            minorCurfewTime: profile.minorCurfewTime,
            minorMaxDailyHours: profile.minorMaxDailyHours,
            minorMaxWeeklyHours: profile.minorMaxWeeklyHours,
            minRestBetweenShifts: profile.minRestBetweenShifts,
            maxClopenGap: profile.maxClopenGap,
            mealBreakAfter: profile.mealBreakAfter,
            mealBreakLength: profile.mealBreakLength,
            restBreakFrequency: profile.restBreakFrequency,
            restBreakLength: profile.restBreakLength,
            overtimeThreshold: profile.overtimeThreshold,
            weeklyHourCap: profile.weeklyHourCap,
            requiredTrainerRatio: profile.requiredTrainerRatio,
          }
        : {},
      positions: activePositions.map((p) => ({ id: p.id, name: p.name, requiresTrainer: p.requiresTrainer })),
      demand: demandRows.filter((d) => activeIds.has(d.positionId) && d.requiredHeadcount > 0),
      employees: staff.map((u) => {
        const pref = prefOf.get(u.id);
        return {
          id: u.id,
          name: displayName(u),
          positionIds: (positionsOf.get(u.id) ?? []).map((q) => q.positionId),
          dateOfBirth: u.dateOfBirth,
          isTrainerEligible: u.isTrainerEligible,
          desiredWeeklyHours: u.desiredWeeklyHours,
          maxConsecutiveDays: u.maxConsecutiveDays,
          ...(u.hourlyWage === null ? {} : { hourlyCost: u.hourlyWage }),
          availability: (windowsOf.get(u.id) ?? []).map((w) => ({
            dayOfWeek: w.dayOfWeek,
            startTime: w.startTime,
            endTime: w.endTime === "23:59" ? "24:00" : w.endTime,
            isAvailable: w.isAvailable,
          })),
          timeOff: (timeOffOf.get(u.id) ?? []).map((t) => ({ startDate: t.startDate, endDate: t.endDate })),
          preferences: pref
            ? {
                preferredShiftType: pref.preferredShiftType,
                prefersWeekends: pref.prefersWeekends,
                desiredHoursMin: pref.desiredHoursMin,
                desiredHoursMax: pref.desiredHoursMax,
                maxConsecutiveDays: pref.maxConsecutiveDays,
              }
            : null,
        };
      }),
    };
  }
}

/**
 * The engine input without shifts, put through the engine's schema once per `WeekInputs` (and seed, time
 * limit and positions): a week's demand and people are thousands of values to validate, and a kept
 * `WeekInputs` serves many shift edits.
 */
const parsedBases = new WeakMap<WeekInputs, Map<string, EngineInput>>();

function parseBase(raw: EngineInputRaw): EngineInput {
  const parsed = parseEngineInput(raw);
  if (!parsed.ok)
    throw new Error(`the week's data does not make an engine input: ${parsed.errors.slice(0, 3).join("; ")}`);
  return parsed.input;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}
