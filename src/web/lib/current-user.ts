import type { User } from "../../domain/schemas/auth";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "./api";
import { forgetOfflineReads } from "./service-worker";

/**
 * The signed-in user (docs/product.md, Client calls: fresh for 5 minutes, no retry; 401 → null).
 * Shared by the shell, the route guards, the query client's 401 handling and every feature,
 * so it lives in lib/ rather than in a feature folder (features never import each other).
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "me"],
    queryFn: async ({ signal }): Promise<User | null> => {
      // Not parsed with zod here: that would pull zod into the first-load bundle of /login.
      return api.get<User | null>("/api/auth/me", { on401: "returnNull", signal });
    },
    staleTime: 300_000,
    retry: false,
  });

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}

/** The user or null (also null while loading or when the read failed). */
export function useCurrentUser(): User | null {
  return useCurrentUserQuery().data ?? null;
}

/** For screens behind the signed-in guard, where a user is always present. */
export function useSignedInUser(): User {
  const user = useCurrentUser();
  if (!user) throw new Error("useSignedInUser used outside the signed-in routes");
  return user;
}

/**
 * Signed out (logout, or a 401 from the server): the user becomes null and every cached query is
 * dropped, so nothing of this user's data is shown to whoever signs in next in this tab.
 * Null first so mounted observers (the shell) see the signed-out state, then clear, then null again.
 */
export function endClientSession(queryClient: QueryClient): void {
  const { queryKey } = currentUserQueryOptions();
  queryClient.setQueryData(queryKey, null);
  queryClient.clear();
  queryClient.setQueryData(queryKey, null);
  forgetOfflineReads();
}
