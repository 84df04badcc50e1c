import { z } from "zod";
import { roleSchema } from "../roles";

export const MIN_PASSWORD_LENGTH = 6;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, "Username is required")
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, "Use letters, digits, dot, dash, underscore or @");
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(256);
export const emailSchema = z.email("Enter a valid email address").max(254);
export const fullNameSchema = z.string().trim().max(100);

export const userSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  globalRole: roleSchema,
  /**
   * Invited with a one-time password: every call but auth/me, logout and the password change is 403 until
   * it is replaced. The server always sends it; optional so that a user built elsewhere needs no flag.
   */
  mustChangePassword: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Sign-up creates a new organization whose owner is the new user; a sent globalRole is ignored. */
export const registerSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  fullName: fullNameSchema.optional(),
  globalRole: roleSchema.optional(),
  organizationName: z.string().trim().min(1).max(100).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const profileUpdateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  fullName: fullNameSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** GET /api/instance (public): what /login may show before anyone signs in. */
export const instanceSchema = z.object({
  /** A demo organization exists on this install: /login lists the demo accounts. */
  demo: z.boolean(),
});
export type Instance = z.infer<typeof instanceSchema>;

/** "Forgot password?": a username or an email address; the answer never says whether one matched. */
export const forgotPasswordSchema = z.object({
  username: z.string().trim().min(1, "Enter your username or email").max(254),
});
export const FORGOT_PASSWORD_ANSWER = "If an account matches, we sent a link to set a new password.";
export const forgotPasswordAnswerSchema = z.object({ message: z.string() });

/** Setting a password from an emailed link (an invite or a reset). */
export const passwordLinkSchema = z.object({
  token: z.string().min(20).max(100),
  password: passwordSchema,
});
export type PasswordLinkInput = z.infer<typeof passwordLinkSchema>;
