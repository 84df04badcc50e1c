import { z } from "zod";
import { roleSchema } from "../roles";
import { emailSchema, fullNameSchema, usernameSchema } from "./auth";

/** The API's version, as System Settings and the OpenAPI document show it. */
export const API_VERSION = "0.1.0";

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
export const invitedUserSchema = z.object({ user: adminUserSchema, oneTimePassword: z.string() });
export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const roleUpdateSchema = z.object({ globalRole: roleSchema });

export const systemInfoSchema = z.object({
  tenantId: z.number().int(),
  organizationName: z.string(),
  apiVersion: z.string(),
  environment: z.enum(["Development", "Production", "Test"]),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
