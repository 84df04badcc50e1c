import { z } from "zod";
import { MAX_HEADCOUNT } from "./staffing";
import { dateSchema, dayOfWeekSchema, idSchema, slotSchema, timeSchema, whenFieldsValid } from "./common";

/**
 * Demand (docs/product.md, Demand; DESIGN §9): a day's needs saved in one request, labor standards, sales
 * history, the forecast and the needs a run reads. The server validates with these, the web app types its
 * calls with them.
 */

// ---------------------------------------------------------------- a day's needs in one request

/** One slot of a day's needs; slots left out need nobody. */
export const dayNeedSchema = z.object({
  positionId: idSchema,
  timeSlot: slotSchema,
  requiredHeadcount: z.number().int().min(0).max(MAX_HEADCOUNT),
});
export type DayNeed = z.infer<typeof dayNeedSchema>;

/** A business day has 96 slots; a day of every position of a large store stays well under this. */
export const MAX_DAY_NEEDS = 96 * 60;

/** `PUT /api/staffing-templates?storeId&dayOfWeek`: replaces the day's rows in one transaction. */
export const templateDayQuerySchema = z.object({ storeId: idSchema, dayOfWeek: dayOfWeekSchema });
export const dayNeedsBodySchema = z.array(dayNeedSchema).max(MAX_DAY_NEEDS);

// ---------------------------------------------------------------- labor standards

export const DRIVERS = ["SALES", "COVERS", "FIXED"] as const;
export const driverSchema = z.enum(DRIVERS);
export type Driver = z.infer<typeof driverSchema>;

/** Prep before the open and close-down after the close: at most 4 hours each. */
export const MAX_MARGIN_MINUTES = 240;

export const laborStandardSchema = z
  .object({
    positionId: idSchema,
    driver: driverSchema,
    /** Driver units one person handles in an hour (sales in the organization's currency, or covers). */
    perPerson: z.number().positive("Must be more than 0").max(1_000_000).nullable(),
    min: z.number().int().min(0).max(MAX_HEADCOUNT),
    max: z.number().int().min(0).max(MAX_HEADCOUNT),
    beforeOpenMinutes: z.number().int().min(0).max(MAX_MARGIN_MINUTES).multipleOf(15),
    afterCloseMinutes: z.number().int().min(0).max(MAX_MARGIN_MINUTES).multipleOf(15),
  })
  .superRefine((s, ctx) => {
    if (s.min > s.max)
      ctx.addIssue({ code: "custom", path: ["max"], message: "Maximum must be at least the minimum" });
    if (s.driver === "FIXED" && s.perPerson !== null)
      ctx.addIssue({ code: "custom", path: ["perPerson"], message: "A fixed standard has no rate" });
    if (s.driver !== "FIXED" && s.perPerson === null)
      ctx.addIssue({ code: "custom", path: ["perPerson"], message: "Rate is required" });
  }, whenFieldsValid);
export type LaborStandard = z.infer<typeof laborStandardSchema>;

export const storeQuerySchema = z.object({ storeId: idSchema });
/** `PUT /api/labor-standards?storeId`: the store's whole list (positions left out have no standard). */
export const laborStandardsBodySchema = z.array(laborStandardSchema).max(500);

// ---------------------------------------------------------------- sales history

/** One imported row: a day (`time` absent) or an interval of it. */
export const salesRowSchema = z.object({
  date: dateSchema,
  time: timeSchema.nullable().optional(),
  sales: z.number().min(0).max(1e10).nullable().optional(),
  covers: z.number().min(0).max(1e8).nullable().optional(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

/** Rows per upload: three years of half-hourly intraday rows fit. */
export const MAX_SALES_ROWS = 50_000;
/** Bytes per upload (a CSV of MAX_SALES_ROWS rows stays far under it). */
export const MAX_SALES_BYTES = 5 * 1024 * 1024;

export const salesRejectSchema = z.object({
  /** 1-based data row (the CSV's header is not counted; row 1 is the first line under it). */
  row: z.number().int(),
  message: z.string(),
});

/** The answer of an import or of its preview (`?preview=true` writes nothing). */
export const salesImportResultSchema = z.object({
  imported: z.number().int(),
  replaced: z.number().int(),
  rejected: z.array(salesRejectSchema),
});
export type SalesImportResult = z.infer<typeof salesImportResultSchema>;

export const salesHistoryQuerySchema = z.object({ from: dateSchema.optional(), to: dateSchema.optional() });
export const storedSalesRowSchema = z.object({
  date: z.string(),
  time: z.string().nullable(),
  sales: z.number().nullable(),
  covers: z.number().nullable(),
});

// ---------------------------------------------------------------- forecast

export const weekQuerySchema = z.object({ weekStart: dateSchema });

export const forecastSlotSchema = z.object({ time: z.string(), sales: z.number(), covers: z.number() });
export const forecastDaySchema = z.object({
  date: z.string(),
  sales: z.number(),
  covers: z.number(),
  slots: z.array(forecastSlotSchema),
});
const pairSchema = z.object({ sales: z.number().nullable(), covers: z.number().nullable() });

export const forecastSchema = z.object({
  /** The method that made `days` ("MSTL-ETS" …), or "NONE" with `reason` when history is too short. */
  method: z.string(),
  reason: z.string().optional(),
  history: z.object({ from: z.string().nullable(), to: z.string().nullable(), days: z.number().int() }),
  days: z.array(forecastDaySchema),
  backtest: z
    .object({
      horizonDays: z.number().int(),
      weeks: z.number().int(),
      wape: pairSchema,
      baselineWape: pairSchema,
    })
    .nullable(),
});
export type Forecast = z.infer<typeof forecastSchema>;

// ---------------------------------------------------------------- needs of a week

export const NEED_SOURCES = ["WEEK", "TEMPLATE"] as const;
export const weekNeedSchema = z.object({
  positionId: z.number().int(),
  /** The business day (a bar's FRIDAY-night "01:00" is on Friday's date). */
  date: z.string(),
  timeSlot: z.string(),
  requiredHeadcount: z.number().int(),
  source: z.enum(NEED_SOURCES),
});
export type WeekNeed = z.infer<typeof weekNeedSchema>;

/** What applying the forecast would write (`GET /api/stores/:id/forecast/needs?weekStart`). */
export const proposedNeedSchema = weekNeedSchema.omit({ source: true });
export type ProposedNeed = z.infer<typeof proposedNeedSchema>;

/** `PUT /api/stores/:id/needs?weekStart&date`: one business day of a week's own needs. */
export const weekDayQuerySchema = z.object({ weekStart: dateSchema, date: dateSchema });

export const applyForecastBodySchema = z.object({ weekStart: dateSchema });
