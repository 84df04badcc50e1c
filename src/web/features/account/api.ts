import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasswordChange, ProfileUpdate, User } from "../../../domain/schemas/auth";
import { api } from "@/lib/api";
import { currentUserQueryOptions } from "@/lib/current-user";

/** PATCH /api/users/{id}; the current user is refreshed on success. */
export function useUpdateProfileMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => api.patch<User>(["/api/users", userId], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
    meta: {
      successTitle: "Profile updated",
      successMessage: "Your profile has been updated successfully.",
      errorTitle: "Update failed",
      errorFallback: "Failed to update profile",
    },
  });
}

/** PATCH /api/users/{id}/password. */
export function useChangePasswordMutation(userId: number) {
  return useMutation({
    mutationFn: (input: PasswordChange) => api.patch<void>(["/api/users", userId, "password"], input),
    meta: {
      successTitle: "Password changed",
      successMessage: "Your password has been changed successfully.",
      errorTitle: "Password change failed",
      errorFallback: "Failed to change password",
    },
  });
}
