import { boolean, doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { FairWorkweekPackId } from "../../../domain/fair-workweek/packs";
import { organizations } from "./organizations";

/** Compliance rules; durations in minutes unless the column says hours (docs/product.md, Entities). */
export const constraintProfiles = pgTable(
  "constraint_profiles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    minorCurfewTime: text().notNull().default("22:00"),
    minorMaxDailyHours: integer().notNull().default(8),
    minorMaxWeeklyHours: integer().notNull().default(18),
    minRestBetweenShifts: integer().notNull().default(480),
    maxClopenGap: integer().notNull().default(480),
    mealBreakAfter: integer().notNull().default(300),
    mealBreakLength: integer().notNull().default(30),
    restBreakFrequency: integer().notNull().default(240),
    restBreakLength: integer().notNull().default(15),
    overtimeThreshold: integer().notNull().default(40),
    weeklyHourCap: integer().notNull().default(60),
    requiredTrainerRatio: integer().notNull().default(3),
    /** Changes inside this many days before a shift are late changes (predictive scheduling); 0 = off. */
    advanceNoticeDays: integer().notNull().default(14),
    /**
     * The Fair Workweek rule pack the profile follows (src/domain/fair-workweek/packs.ts). A jurisdiction's
     * pack sets `advanceNoticeDays` to its posting notice; NONE and CUSTOM keep the profile's own.
     */
    fairWorkweekPack: text().$type<FairWorkweekPackId>().notNull().default("NONE"),
    /** CUSTOM's numbers; null: that premium or rule is off. */
    customAddPremiumHours: doublePrecision(),
    customCutPremiumShare: doublePrecision(),
    customClopenRestHours: doublePrecision(),
    customClopenPremiumMoney: doublePrecision(),
    customClopenNeedsConsent: boolean().notNull().default(false),
    customAddNeedsConsent: boolean().notNull().default(false),
    /** How many minutes before a scheduled shift its person may clock in (time clock, DESIGN §11). */
    earlyClockInMinutes: integer().notNull().default(15),
  },
  (t) => [index("constraint_profiles_tenant_idx").on(t.tenantId)],
);
