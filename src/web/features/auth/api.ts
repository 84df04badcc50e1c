import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Instance, LoginInput, User } from "../../../domain/schemas/auth";
import { api, ApiError } from "@/lib/api";
import { currentUserQueryOptions, endClientSession } from "@/lib/current-user";

export type SignupInput = { username: string; email: string; password: string };

/**
 * GET /api/instance: whether this install has the demo organization (/login lists its accounts only then).
 * No error toast: without the answer /login simply shows no demo box, and signing in still works.
 */
export const instanceQueryOptions = () =>
  queryOptions({ queryKey: ["instance"], queryFn: () => api.get<Instance>("/api/instance") });

/** POST /api/auth/login, then the current user is refetched (docs/product.md, Client calls). */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<User>("/api/auth/login", input),
    onSuccess: () => queryClient.refetchQueries({ queryKey: currentUserQueryOptions().queryKey }),
    meta: {
      successTitle: "Login successful",
      successMessage: "Welcome back!",
      errorTitle: "Login failed",
      errorFallback: "Invalid credentials",
    },
  });
}

/** POST /api/auth/register (a new organization, its OWNER), then the current user is refetched. */
export function useSignupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => api.post<User>("/api/auth/register", input),
    onSuccess: () => queryClient.refetchQueries({ queryKey: currentUserQueryOptions().queryKey }),
    meta: {
      successTitle: "Account created",
      successMessage: "Welcome to Brigade!",
      errorTitle: "Registration failed",
      errorFallback: "Unable to create account",
    },
  });
}

/** POST /api/auth/logout; the current user becomes null and every cached query is dropped. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<void>("/api/auth/logout");
      } catch (error) {
        // 401: the session had already ended (expired, or a password change elsewhere) — that is
        // the outcome logout wants, so it is not reported as a failure.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => endClientSession(queryClient),
    meta: {
      successTitle: "Logged out",
      successMessage: "You have been successfully logged out",
      errorTitle: "Logout failed",
      errorFallback: "Failed to logout",
    },
  });
}
