import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Consent, ConsentAnswer } from "../../../domain/schemas/fair-workweek";
import { api } from "@/lib/api";
import { ME_KEY, NOTIFICATIONS_KEY, REQUESTS_KEY, SCHEDULES_KEY } from "@/lib/queries/roots";

/** GET /api/me/consents: late changes the caller is asked to agree to (Fair Workweek), pending first. */
export const myConsentsQueryOptions = () =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, "consents"],
    queryFn: () => api.get<Consent[]>("/api/me/consents"),
    meta: { errorTitle: "Failed to load the changes to agree to" },
  });

export function useAnswerConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number } & ConsentAnswer) =>
      api.post<Consent>(["/api/me/consents", id], { answer }),
    // Accepting changes the caller's published week.
    onSuccess: () =>
      Promise.all(
        [REQUESTS_KEY, SCHEDULES_KEY, ME_KEY, NOTIFICATIONS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    meta: { successTitle: "Answer sent" },
  });
}
