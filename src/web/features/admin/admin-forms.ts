import { z } from "zod";
import { inviteUserSchema, roleUpdateSchema, type AdminUser } from "../../../domain/schemas/admin";
import type { Role } from "../../../domain/roles";

const fields = inviteUserSchema.shape;

/**
 * Invite User's fields as its inputs hold them, checked with the domain's field schemas: the username is
 * trimmed and required, an empty email or full name means "none" (the server stores null).
 */
export const inviteFormSchema = z.object({
  username: fields.username,
  fullName: fields.fullName,
  email: z.string().trim().pipe(fields.email.unwrap()),
  globalRole: fields.globalRole,
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;

/** A new invitation starts as an EMPLOYEE with nothing typed. */
export function inviteFormValues(): InviteFormValues {
  return { username: "", fullName: "", email: "", globalRole: "EMPLOYEE" satisfies Role };
}

/** Edit Role: the one field, checked with the domain's own schema (PATCH /api/admin/users/:id/role). */
export const roleFormSchema = roleUpdateSchema;
export type RoleFormValues = z.input<typeof roleFormSchema>;

export function roleFormValues(user: Pick<AdminUser, "globalRole">): RoleFormValues {
  return { globalRole: user.globalRole };
}
