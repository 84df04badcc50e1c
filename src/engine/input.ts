import { z } from "zod";
import { dateSchema, dayOfWeekSchema, slotSchema, timeSchema } from "../domain/schemas/common";
import { CONSTRAINT_DEFAULTS, constraintProfileUpdateSchema } from "../domain/schemas/constraints";
import { positionSchema } from "../domain/schemas/positions";
import { PREFERENCE_DEFAULTS, preferencesSchema } from "../domain/schemas/preferences";
import { staffingUpsertSchema } from "../domain/schemas/staffing";
import { STORE_DEFAULTS, storeCreateSchema, storeIssues } from "../domain/schemas/stores";
import { EMPLOYEE_DEFAULTS } from "../domain/schemas/employees";
import { MAX_SHIFT_MINUTES, addDays, dayOfWeekOf, wallMinutes } from "../domain/time";

/**
 * The engine's input (docs/engine.md, Contract), built from the domain schemas so that a store, a constraint
 * profile or a preference means the same here as in the product.
 */

/**
 * An end of a range: like a time, but "24:00" (end of the day) is allowed. An end at or before its start
 * is the next day (docs/engine.md, Contract: overnight), for shifts and availability windows alike.
 */
const endTimeSchema = z.union([z.literal("24:00"), timeSchema]);
/** A shift end: on the 15-minute grid, "24:00" allowed. */
const endSlotSchema = z.union([z.literal("24:00"), slotSchema]);

const storeInputSchema = storeCreateSchema
  .omit({ name: true, color: true })
  .extend({ name: z.string().optional() })
  .superRefine((store, ctx) => {
    for (const issue of storeIssues(store))
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });

const positionInputSchema = positionSchema.pick({ id: true, name: true }).extend({
  requiresTrainer: z.boolean().default(false),
});

const demandInputSchema = staffingUpsertSchema.omit({ storeId: true });

const availabilityInputSchema = z.object({
  dayOfWeek: dayOfWeekSchema,
  startTime: timeSchema,
  endTime: endTimeSchema,
  isAvailable: z.boolean().default(true),
});

const timeOffInputSchema = z
  .object({ startDate: dateSchema, endDate: dateSchema })
  .refine((t) => t.startDate <= t.endDate, { message: "endDate is before startDate", path: ["endDate"] });

const preferenceFields = preferencesSchema.pick({
  preferredShiftType: true,
  prefersWeekends: true,
  desiredHoursMin: true,
  desiredHoursMax: true,
  maxConsecutiveDays: true,
});

/** Null or missing preferences take the defaults of docs/product.md, Entities; so do missing fields. */
const preferencesInputSchema = preferenceFields
  .partial()
  .nullable()
  .default(null)
  .transform((p) => ({ ...PREFERENCE_DEFAULTS, ...stripUndefined(p ?? {}) }));

const employeeInputSchema = z.object({
  id: z.number().int(),
  name: z.string().default(""),
  positionIds: z.array(z.number().int()),
  dateOfBirth: dateSchema.nullable().default(null),
  isTrainerEligible: z.boolean().default(EMPLOYEE_DEFAULTS.isTrainerEligible),
  desiredWeeklyHours: z.number().min(0).max(168).default(EMPLOYEE_DEFAULTS.desiredWeeklyHours),
  maxConsecutiveDays: z.number().int().min(1).max(14).default(EMPLOYEE_DEFAULTS.maxConsecutiveDays),
  hourlyCost: z.number().min(0).optional(),
  availability: z.array(availabilityInputSchema).default([]),
  timeOff: z.array(timeOffInputSchema).default([]),
  preferences: preferencesInputSchema,
});

const shiftRefSchema = z
  .object({
    positionId: z.number().int(),
    employeeId: z.number().int(),
    date: dateSchema,
    start: slotSchema,
    end: endSlotSchema,
  })
  .refine((s) => wallMinutes(s.start, s.end) <= MAX_SHIFT_MINUTES, {
    message: "A shift is at most 16 hours (an end at or before the start is the next day)",
    path: ["end"],
  });

/**
 * What changing a posted shift costs in a re-run (Fair Workweek premiums, money ≥ 0): `cancelled` if its
 * person-day loses it entirely, `changed` if the person keeps a shift that day with other times or position.
 */
const shiftPremiumSchema = z.object({ cancelled: z.number().min(0), changed: z.number().min(0) });

/** A shift of this store's schedule before a re-run: may be open (no employee). */
const currentShiftSchema = z
  .object({
    positionId: z.number().int(),
    employeeId: z.number().int().nullable(),
    date: dateSchema,
    start: slotSchema,
    end: endSlotSchema,
    premium: shiftPremiumSchema.optional(),
  })
  .refine((s) => wallMinutes(s.start, s.end) <= MAX_SHIFT_MINUTES, {
    message: "A shift is at most 16 hours (an end at or before the start is the next day)",
    path: ["end"],
  });

const constraintsInputSchema = constraintProfileUpdateSchema.partial().default({});

export const engineInputSchema = z
  .object({
    weekStart: dateSchema.refine((d) => dayOfWeekOf(d) === "MONDAY", {
      message: "weekStart must be a Monday",
    }),
    seed: z.number().int().default(1),
    timeLimitSeconds: z.number().positive().max(3600).default(30),
    store: storeInputSchema,
    constraints: constraintsInputSchema,
    positions: z.array(positionInputSchema),
    demand: z.array(demandInputSchema).default([]),
    employees: z.array(employeeInputSchema),
    lockedShifts: z.array(shiftRefSchema).default([]),
    previousShifts: z.array(shiftRefSchema).default([]),
    /**
     * The same people's shifts at other stores this week: they count for every per-person rule and
     * cover nothing here. Their position is the other store's, so it is not checked against `positions`.
     */
    fixedShifts: z.array(shiftRefSchema).default([]),
    /**
     * This schedule's unlocked shifts before a re-run: the solver prefers keeping them (a soft cost per
     * employee-day that changes, weights.changedShift). Unknown positions or people are simply not kept.
     */
    currentShifts: z.array(currentShiftSchema).default([]),
    /**
     * What giving this person a shift on this date costs (Fair Workweek premium, money ≥ 0), where their
     * posted week has none that day. Absent: nothing.
     */
    addPremiums: z
      .array(z.object({ employeeId: z.number().int(), date: dateSchema, money: z.number().min(0) }))
      .optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const positionIds = new Set<number>();
    input.positions.forEach((p, i) => {
      if (positionIds.has(p.id)) issue(["positions", i, "id"], `Duplicate position id ${p.id}`);
      positionIds.add(p.id);
    });
    const employeeIds = new Set<number>();
    input.employees.forEach((e, i) => {
      if (employeeIds.has(e.id)) issue(["employees", i, "id"], `Duplicate employee id ${e.id}`);
      employeeIds.add(e.id);
      const p = e.preferences;
      if (p.desiredHoursMin > p.desiredHoursMax) {
        issue(
          ["employees", i, "preferences", "desiredHoursMin"],
          "Minimum hours cannot exceed maximum hours",
        );
      }
    });
    const demandKeys = new Set<string>();
    input.demand.forEach((d, i) => {
      if (!positionIds.has(d.positionId))
        issue(["demand", i, "positionId"], `Unknown position ${d.positionId}`);
      const key = `${d.positionId}/${d.dayOfWeek}/${d.timeSlot}`;
      if (demandKeys.has(key)) issue(["demand", i], `Duplicate demand entry ${key}`);
      demandKeys.add(key);
    });
    const weekEnd = addDays(input.weekStart, 6);
    input.lockedShifts.forEach((s, i) => {
      if (!positionIds.has(s.positionId))
        issue(["lockedShifts", i, "positionId"], `Unknown position ${s.positionId}`);
      if (!employeeIds.has(s.employeeId))
        issue(["lockedShifts", i, "employeeId"], `Unknown employee ${s.employeeId}`);
      if (s.date < input.weekStart || s.date > weekEnd)
        issue(["lockedShifts", i, "date"], "Outside the week");
    });
    input.fixedShifts.forEach((s, i) => {
      if (s.date < input.weekStart || s.date > weekEnd) issue(["fixedShifts", i, "date"], "Outside the week");
    });
    input.previousShifts.forEach((s, i) => {
      if (s.date >= input.weekStart)
        issue(["previousShifts", i, "date"], "Previous shifts lie before weekStart");
    });
  });

export type EngineInputRaw = z.input<typeof engineInputSchema>;
export type ParsedInput = z.output<typeof engineInputSchema>;
export type EmployeeInput = ParsedInput["employees"][number];
export type ShiftRef = ParsedInput["lockedShifts"][number];
export type CurrentShift = ParsedInput["currentShifts"][number];
export type PositionInput = ParsedInput["positions"][number];

/**
 * Every constraint profile field, resolved: the profile's value, else the store's default, else
 * docs/product.md, Entities.
 */
export interface ResolvedConstraints {
  minorCurfewTime: string;
  minorMaxDailyHours: number;
  minorMaxWeeklyHours: number;
  minRestBetweenShifts: number;
  maxClopenGap: number;
  mealBreakAfter: number;
  mealBreakLength: number;
  restBreakFrequency: number;
  restBreakLength: number;
  overtimeThreshold: number;
  weeklyHourCap: number;
  requiredTrainerRatio: number;
}

export type EngineInput = Omit<ParsedInput, "constraints"> & { constraints: ResolvedConstraints };

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function resolveConstraints(
  profile: ParsedInput["constraints"],
  store: ParsedInput["store"],
): ResolvedConstraints {
  const p = stripUndefined(profile);
  return {
    minorCurfewTime: p.minorCurfewTime ?? CONSTRAINT_DEFAULTS.minorCurfewTime,
    minorMaxDailyHours: p.minorMaxDailyHours ?? CONSTRAINT_DEFAULTS.minorMaxDailyHours,
    minorMaxWeeklyHours: p.minorMaxWeeklyHours ?? CONSTRAINT_DEFAULTS.minorMaxWeeklyHours,
    minRestBetweenShifts: p.minRestBetweenShifts ?? CONSTRAINT_DEFAULTS.minRestBetweenShifts,
    maxClopenGap: p.maxClopenGap ?? CONSTRAINT_DEFAULTS.maxClopenGap,
    mealBreakAfter: p.mealBreakAfter ?? store.defaultMealBreakAfter ?? STORE_DEFAULTS.defaultMealBreakAfter,
    mealBreakLength:
      p.mealBreakLength ?? store.defaultMealBreakLength ?? STORE_DEFAULTS.defaultMealBreakLength,
    restBreakFrequency: p.restBreakFrequency ?? CONSTRAINT_DEFAULTS.restBreakFrequency,
    restBreakLength:
      p.restBreakLength ?? store.defaultRestBreakLength ?? STORE_DEFAULTS.defaultRestBreakLength,
    overtimeThreshold: p.overtimeThreshold ?? CONSTRAINT_DEFAULTS.overtimeThreshold,
    weeklyHourCap: p.weeklyHourCap ?? CONSTRAINT_DEFAULTS.weeklyHourCap,
    requiredTrainerRatio: p.requiredTrainerRatio ?? CONSTRAINT_DEFAULTS.requiredTrainerRatio,
  };
}

export type ParseResult = { ok: true; input: EngineInput } | { ok: false; errors: string[] };

/** Validates raw JSON; errors read "path: message" so the CLI can print them as they are. */
export function parseEngineInput(raw: unknown): ParseResult {
  const result = engineInputSchema.safeParse(raw);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`),
    };
  }
  const parsed = result.data;
  return {
    ok: true,
    input: { ...parsed, constraints: resolveConstraints(parsed.constraints, parsed.store) },
  };
}
