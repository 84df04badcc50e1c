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

export const PHONE_MAX_LENGTH = 30;
const PHONE_CHARACTERS = /^[\d +()\-./x]*$/;

/**
 * A phone number as people write it ("+44 20 7946 0958", "(555) 010-0199 x12"): trimmed, empty = not set
 * (null), at most 30 characters of digits, spaces and + ( ) - . / x, with at least one digit.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, `At most ${PHONE_MAX_LENGTH} characters`)
  .regex(PHONE_CHARACTERS, "Use digits, spaces and + ( ) - . / x")
  .refine((phone) => phone === "" || /\d/.test(phone), "Enter a phone number")
  .transform((phone) => phone || null)
  .nullable();

const employeeFields = {
  /** How to reach the person by phone; null = not known. */
  phone: phoneSchema,
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
  // As stored: responses are encoded, and phoneSchema's "" → null runs one way only.
  phone: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeUpdateSchema = z.object(employeeFields).partial();
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

export const employeeCreateSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: z.union([emailSchema, z.literal("")]).optional(),
  fullName: fullNameSchema.optional(),
  phone: phoneSchema.optional(),
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
  /** Why a file was refused, or a note on what it held but is not kept (ignored columns). */
  message: z.string().optional(),
  created: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
