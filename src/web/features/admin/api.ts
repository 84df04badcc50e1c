import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, InvitedUser, InviteUser, SystemInfo } from "../../../domain/schemas/admin";
import type { Role } from "../../../domain/roles";
import { api } from "@/lib/api";
import { employeesQueryOptions } from "@/lib/queries/employees";

/** GET /api/admin/users: the organization's real users. */
export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ["admin-users"],
    queryFn: () => api.get<AdminUser[]>("/api/admin/users"),
    meta: { errorTitle: "Failed to load users" },
  });

/** GET /api/system: the install as it is (plan, version, environment, database) and whether this is the demo. */
export const systemQueryOptions = () =>
  queryOptions({
    queryKey: ["system"],
    queryFn: () => api.get<SystemInfo>("/api/system"),
    meta: { errorTitle: "Failed to load system settings" },
  });

/** POST /api/admin/users: the account and its one-time password (shown once by the dialog). */
export function useInviteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUser) => api.post<InvitedUser>("/api/admin/users", input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey });
    },
    meta: {
      successTitle: "User invited",
      errorTitle: "Failed to invite user",
      errorFallback: "An error occurred",
    },
  });
}

/** PATCH /api/admin/users/:id/role. */
export function useSetRoleMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (globalRole: Role) =>
      api.patch<AdminUser>(["/api/admin/users", userId, "role"], { globalRole }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey });
    },
    meta: {
      successTitle: "Role updated",
      errorTitle: "Failed to update role",
      errorFallback: "An error occurred",
    },
  });
}
