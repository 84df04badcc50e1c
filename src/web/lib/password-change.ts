import { z } from "zod";
import { MIN_PASSWORD_LENGTH, passwordChangeSchema, type PasswordChange } from "../../domain/schemas/auth";

export type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * The checks of a password change (docs/product.md, Validation), in order: the first one that fails, with the
 * field it is about (the first empty one, the confirmation, the new password); null when it may be sent.
 */
export function passwordChangeIssue(
  values: PasswordFields,
): { field: keyof PasswordFields; message: string } | null {
  const { currentPassword, newPassword, confirmPassword } = values;
  if (!currentPassword || !newPassword || !confirmPassword) {
    const field = !currentPassword ? "currentPassword" : !newPassword ? "newPassword" : "confirmPassword";
    return { field, message: "All password fields are required" };
  }
  if (newPassword !== confirmPassword)
    return { field: "confirmPassword", message: "New passwords do not match" };
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return {
      field: "newPassword",
      message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    };
  return null;
}

/**
 * The same checks as the toast title to show; null when it may be sent.
 * Shared by Account's Change Password and the invited person's first sign-in.
 */
export function passwordChangeProblem(current: string, next: string, confirm: string): string | null {
  return (
    passwordChangeIssue({ currentPassword: current, newPassword: next, confirmPassword: confirm })?.message ??
    null
  );
}

/**
 * A password-change form's three fields as typed: the first failing check of docs/product.md, Validation is
 * reported at its field; the output is the domain's PasswordChange (the confirmation stays in the form).
 */
export const passwordChangeFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const issue = passwordChangeIssue(values);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  })
  .transform(({ currentPassword, newPassword }): PasswordChange => ({ currentPassword, newPassword }))
  .pipe(passwordChangeSchema);

export const EMPTY_PASSWORD_FIELDS: PasswordFields = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};
