import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "./api";
import { currentUserQueryOptions, endClientSession } from "./current-user";
import { SETUP_KEY } from "./queries/roots";
import { toast } from "./toast";

/**
 * Optional per-query / per-mutation toasts, read by the one global error path below.
 * Queries: `meta: { errorTitle: "Failed to load stores" }` → destructive toast with the server message.
 * Mutations: `meta: { errorTitle: "Failed to create store", errorFallback: "An error occurred",
 *   successTitle: "Store created", successMessage: "…" }`.
 */
export type QueryToastMeta = { errorTitle?: string; errorFallback?: string };
export type MutationToastMeta = QueryToastMeta & { successTitle?: string; successMessage?: string };

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: QueryToastMeta;
    mutationMeta: MutationToastMeta;
  }
}

const DEFAULT_ERROR_FALLBACK = "An error occurred";

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        handleUnauthorized(error);
        if (query.meta?.errorTitle) showErrorToast(query.meta, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        handleUnauthorized(error);
        if (mutation.meta?.errorTitle) showErrorToast(mutation.meta, error);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        // The setup checklist is ticked by stores, positions, people, availability, staffing needs and
        // schedules alike: any successful change marks it stale (refetched at once only on the Dashboard),
        // rather than a line in every mutation of six screens that is easy to forget in the next one.
        void queryClient.invalidateQueries({ queryKey: SETUP_KEY });
        const meta = mutation.meta;
        if (meta?.successTitle) toast({ title: meta.successTitle, description: meta.successMessage });
      },
    }),
    // docs/product.md, Constants and limits: no polling, no refetch on focus, never stale by default, no
    // retries.
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });

  /**
   * A 401 from any call but /api/auth/me (which answers null itself) means there is no session: the
   * current user becomes null, the cache is dropped, and the route guard sends the user to /login.
   */
  function handleUnauthorized(error: Error): void {
    if (!(error instanceof ApiError) || error.status !== 401 || error.path === "/api/auth/me") return;
    // Already signed out (e.g. a wrong password at /login): nothing to drop.
    if (queryClient.getQueryData(currentUserQueryOptions().queryKey) === null) return;
    endClientSession(queryClient);
  }

  return queryClient;
}

function showErrorToast(meta: QueryToastMeta, error: Error): void {
  toast({
    variant: "destructive",
    title: meta.errorTitle ?? "Error",
    description: errorMessage(error, meta.errorFallback ?? (error.message || DEFAULT_ERROR_FALLBACK)),
  });
}
