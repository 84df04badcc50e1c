import { z } from "zod";
import { emailSchema, fullNameSchema, passwordSchema, usernameSchema } from "../../../domain/schemas/auth";
import {
  EMPLOYEE_DEFAULTS,
  employeeSchema,
  phoneSchema,
  type Employee,
} from "../../../domain/schemas/employees";
import { roleSchema } from "../../../domain/roles";
import { integerInput, numberInput, numberInputText, optionalText } from "../../lib/forms";

const fields = employeeSchema.shape;

/**
 * The fields both employee dialogs edit (the phone and the scheduling fields), as their inputs hold them,
 * checked with the domain's field schemas. An empty phone is "not known" (null). Hours and days are read as docs/product.md, Validation says (whole numbers, empty or
 * unreadable = 0); the wage follows the one rule of lib/forms (empty = "unknown", null).
 */
export const workFieldsSchema = {
  phone: phoneSchema,
  dateOfBirth: optionalText(fields.dateOfBirth),
  desiredWeeklyHours: integerInput(fields.desiredWeeklyHours, "Enter a whole number from 0 to 168"),
  maxConsecutiveDays: integerInput(fields.maxConsecutiveDays, "Enter a whole number from 1 to 14"),
  isTrainerEligible: fields.isTrainerEligible,
  positionIds: fields.positionIds,
  storeIds: fields.storeIds,
  hourlyWage: numberInput(fields.hourlyWage, "Enter an amount from 0 to 100000 with at most 2 decimals"),
};

export const editEmployeeFormSchema = z.object(workFieldsSchema);
export type WorkFormValues = z.input<typeof editEmployeeFormSchema>;

export const addEmployeeFormSchema = z.object({
  fullName: fullNameSchema,
  username: usernameSchema,
  password: z.string().min(1, "Password is required").pipe(passwordSchema),
  email: z
    .string()
    .trim()
    .pipe(z.union([emailSchema, z.literal("")])),
  globalRole: roleSchema,
  ...workFieldsSchema,
});
export type AddEmployeeFormValues = z.input<typeof addEmployeeFormSchema>;

/** The work fields of `employee`, or the defaults of docs/product.md, Constants and limits for a new one. */
export function workFormValues(employee?: Employee): WorkFormValues {
  return {
    phone: employee?.phone ?? "",
    dateOfBirth: employee?.dateOfBirth ?? "",
    desiredWeeklyHours: numberInputText(employee?.desiredWeeklyHours ?? EMPLOYEE_DEFAULTS.desiredWeeklyHours),
    maxConsecutiveDays: numberInputText(employee?.maxConsecutiveDays ?? EMPLOYEE_DEFAULTS.maxConsecutiveDays),
    isTrainerEligible: employee?.isTrainerEligible ?? EMPLOYEE_DEFAULTS.isTrainerEligible,
    positionIds: employee?.positionIds ?? [],
    storeIds: employee?.storeIds ?? [],
    hourlyWage: numberInputText(employee?.hourlyWage),
  };
}

export function addEmployeeFormValues(): AddEmployeeFormValues {
  return {
    fullName: "",
    username: "",
    password: "",
    email: "",
    globalRole: EMPLOYEE_DEFAULTS.globalRole,
    ...workFormValues(),
  };
}

/** docs/product.md, Validation: a missing username or password is one toast, "Missing required fields". */
export function isMissingRequired(values: Pick<AddEmployeeFormValues, "username" | "password">): boolean {
  return values.username.trim() === "" || values.password === "";
}
