import type { User } from "../../domain/schemas/auth";
import { users } from "../db/schema/users";

/** The signed-in user as the API returns it (docs/api.md, Conventions): never the password hash. */
export type CurrentUser = User;

export const currentUserColumns = {
  id: users.id,
  tenantId: users.tenantId,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  globalRole: users.globalRole,
  mustChangePassword: users.mustChangePassword,
};
