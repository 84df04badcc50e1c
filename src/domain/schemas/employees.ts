import { z } from "zod";
import { roleSchema } from "../roles";
import { emailSchema, fullNameSchema, passwordSchema, usernameSchema } from "./auth";
import { dateSchema } from "./common";

export const EMPLOYEE_DEFAULTS = {
  globalRole: "EMPLOYEE",
  desiredWeeklyHours: 30,
  maxConsecutiveDays: 5,
  isTrainerEligible: false,
} as const;

/** Money: at most 2 decimals (docs/api.md, Conventions). */
export const moneySchema = z
  .number()
  .min(0)
  .max(100_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: "At most 2 decimals" });

const idListSchema = z.array(z.number().int().positive()).max(500);

const employeeFields = {
  dateOfBirth: dateSchema.nullable(),
  desiredWeeklyHours: z.number().int().min(0).max(168),
  maxConsecutiveDays: z.number().int().min(1).max(14),
  isTrainerEligible: z.boolean(),
  /** Qualifications: the positions this person may work (docs/api.md, Schedules). */
  positionIds: idListSchema,
  /** The stores where this person works; only they are scheduled there (docs/product.md, Decisions). */
  storeIds: idListSchema,
  /** Per hour; null = unknown. */
  hourlyWage: moneySchema.nullable(),
};

/**
 * Whether a person can sign in: NOT_INVITED (imported, no password yet), INVITED (holds a one-time password
 * not yet replaced), ACTIVE.
 */
export const ACCOUNT_STATES = ["ACTIVE", "INVITED", "NOT_INVITED"] as const;
export const accountStateSchema = z.enum(ACCOUNT_STATES);
export type AccountState = z.infer<typeof accountStateSchema>;

export const employeeSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  globalRole: roleSchema,
  account: accountStateSchema,
  ...employeeFields,
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeUpdateSchema = z.object(employeeFields).partial();
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

export const employeeCreateSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: z.union([emailSchema, z.literal("")]).optional(),
  fullName: fullNameSchema.optional(),
  globalRole: roleSchema.default(EMPLOYEE_DEFAULTS.globalRole),
  dateOfBirth: dateSchema.nullable().optional(),
  desiredWeeklyHours: employeeFields.desiredWeeklyHours.default(EMPLOYEE_DEFAULTS.desiredWeeklyHours),
  maxConsecutiveDays: employeeFields.maxConsecutiveDays.default(EMPLOYEE_DEFAULTS.maxConsecutiveDays),
  isTrainerEligible: employeeFields.isTrainerEligible.default(EMPLOYEE_DEFAULTS.isTrainerEligible),
  positionIds: employeeFields.positionIds.default([]),
  storeIds: employeeFields.storeIds.default([]),
  hourlyWage: employeeFields.hourlyWage.default(null),
});
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

/** Team import (docs/api.md, First day): the columns of the CSV, in the template's order. */
export const IMPORT_COLUMNS = [
  "Full name",
  "Username",
  "Email",
  "Phone",
  "Role",
  "Positions",
  "Stores",
  "Hourly wage",
  "Desired hours",
  "Date of birth",
] as const;
export const IMPORT_REQUIRED_COLUMNS = ["Full name", "Username"] as const;
export const IMPORT_MAX_ROWS = 500;

export const importQuerySchema = z.object({ dryRun: z.enum(["true", "false"]).default("false") });

/** Row numbers count the header as row 1, as a spreadsheet shows them. */
export const importRowSchema = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  messages: z.array(z.string()),
  /** The person the row describes (as resolved), for the preview. */
  username: z.string(),
  fullName: z.string(),
});

/** 200 (dry run or created) or 400 with the same body and a `message` when any row is bad. */
export const importResultSchema = z.object({
  /** Why a file was refused, or a note on what it held but is not kept (ignored columns, phone numbers). */
  message: z.string().optional(),
  created: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
