import { z } from "zod";
import { roleSchema } from "../roles";
import { emailSchema, fullNameSchema, usernameSchema } from "./auth";

/** The API's version, as System Settings and the OpenAPI document show it. */
export const API_VERSION = "0.1.0";

/** Brigade's release (package.json's version; tests/api/admin-users.test.ts keeps the two equal). */
export const BRIGADE_VERSION = "0.1.0";

/** Admin's User Management (docs/api.md, Admin). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  globalRole: roleSchema,
  /** Invited and not yet signed in with a password of their own. */
  mustChangePassword: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const inviteUserSchema = z.object({
  username: usernameSchema,
  email: z.union([emailSchema, z.literal("")]).optional(),
  fullName: fullNameSchema.optional(),
  globalRole: roleSchema,
});
export type InviteUser = z.infer<typeof inviteUserSchema>;

/** The account and its one-time password, shown once: only its hash is stored. */
/**
 * An invite: with email on and an address, a single-use link was emailed (`emailedTo`) and no password is
 * shown; otherwise the one-time password to hand over (docs/decisions/077-email.md).
 */
export const invitedUserSchema = z.object({
  user: adminUserSchema,
  oneTimePassword: z.string().nullable(),
  emailedTo: z.string().nullable(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const roleUpdateSchema = z.object({ globalRole: roleSchema });

/**
 * System Settings and the Plan card, as they are (docs/decisions/071-first-day.md): a self-hosted install has
 * no trial and no limits.
 */
export const systemInfoSchema = z.object({
  tenantId: z.number().int(),
  organizationName: z.string(),
  /** The seeded demo organization: only it shows the demo accounts' passwords. */
  isDemo: z.boolean(),
  apiVersion: z.string(),
  /** Brigade's version (package.json). */
  version: z.string(),
  /** NODE_ENV as the server runs it ("production", "development", "test", or "not set"). */
  environment: z.string(),
  database: z.enum(["PGlite", "PostgreSQL"]),
  plan: z.literal("Self-hosted"),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
