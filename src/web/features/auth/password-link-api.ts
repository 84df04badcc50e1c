import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../domain/schemas/auth";
import type { NotificationKind } from "../../../domain/schemas/me";
import { api } from "@/lib/api";
import { currentUserQueryOptions } from "@/lib/current-user";

/** POST /api/auth/forgot-password: always the same answer. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (username: string) =>
      api.post<{ message: string }>("/api/auth/forgot-password", { username }),
    meta: { errorTitle: "Not sent", errorFallback: "Something went wrong, try again" },
  });
}

/** POST /api/auth/password-link: sets the password and signs in. */
export function usePasswordLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post<User>("/api/auth/password-link", input),
    onSuccess: () => queryClient.refetchQueries({ queryKey: currentUserQueryOptions().queryKey }),
    meta: {
      successTitle: "Password set",
      successMessage: "You are signed in.",
      errorTitle: "Password not set",
      errorFallback: "This link has expired or was already used",
    },
  });
}

/** POST /api/notifications/unsubscribe. */
export function useUnsubscribeMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ kind: NotificationKind; label: string }>("/api/notifications/unsubscribe", { token }),
  });
}
