import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Preferences } from "../../../domain/schemas/preferences";
import { api } from "@/lib/api";
import type { PreferenceFormOutput } from "./form-values";

/** GET /api/preferences/{userId}: the saved object, or null when none is saved yet. */
export const preferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ["preferences", userId],
    queryFn: () => api.get<Preferences | null>(["/api/preferences", userId]),
  });

/** Save = update when preferences are saved, else create (docs/product.md, States). */
export function useSavePreferencesMutation(owner: { userId: number; tenantId: number }, hasSaved: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PreferenceFormOutput) => {
      const body = { userId: owner.userId, tenantId: owner.tenantId, ...values };
      return hasSaved
        ? api.patch<Preferences>(["/api/preferences", owner.userId], body)
        : api.post<Preferences>("/api/preferences", body);
    },
    onSuccess: (stored) => {
      // Known saved at once, so a quick second Save updates instead of creating twice.
      const { queryKey } = preferencesQueryOptions(owner.userId);
      queryClient.setQueryData(queryKey, stored);
      // Not awaited: the form resets to `stored` as soon as the save lands; waiting for the refetch
      // first would let that late reset overwrite whatever the user typed in the meantime.
      void queryClient.invalidateQueries({ queryKey });
    },
    meta: {
      successTitle: "Preferences saved",
      errorTitle: "Failed to save preferences",
      errorFallback: "An error occurred",
    },
  });
}
