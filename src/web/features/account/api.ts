import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasswordChange, ProfileUpdate, User } from "../../../domain/schemas/auth";
import { api } from "@/lib/api";
import { currentUserQueryOptions } from "@/lib/current-user";
import { ME_KEY } from "@/lib/queries/roots";

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

/** GET /api/me/clock-pin: whether I have a kiosk PIN. */
export const clockPinQueryOptions = () =>
  queryOptions({
    queryKey: [...ME_KEY, "clock-pin"],
    queryFn: () => api.get<{ hasPin: boolean }>("/api/me/clock-pin"),
    meta: { errorTitle: "Failed to load your PIN" },
  });

/** PUT /api/me/clock-pin. */
export function useSetClockPinMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => api.put<void>("/api/me/clock-pin", { pin }),
    onSuccess: () => queryClient.setQueryData(clockPinQueryOptions().queryKey, { hasPin: true }),
    meta: {
      successTitle: "PIN saved",
      successMessage: "Use it at your store's kiosk.",
      errorTitle: "PIN not saved",
      errorFallback: "Failed to save the PIN",
    },
  });
}
