import { MIN_PASSWORD_LENGTH } from "../../domain/schemas/auth";

/**
 * SPEC §5's checks of a password change, in order, as the toast title to show; null when it may be sent.
 * Shared by Account's Change Password and the invited person's first sign-in.
 */
export function passwordChangeProblem(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return "All password fields are required";
  if (next !== confirm) return "New passwords do not match";
  if (next.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  return null;
}
