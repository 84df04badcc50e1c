import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Forecast, LaborStandard, ProposedNeed, WeekNeed } from "../../../../domain/schemas/demand";
import { api } from "@/lib/api";
import { FIGURES_KEY, SCHEDULES_KEY } from "@/lib/queries/roots";
import { weekNeedsQueryOptions as editorNeedsQueryOptions } from "../api";
import { postSalesCsv } from "./sales-upload";

/**
 * The demand side of the Staffing screen (docs/api.md, Demand). Every key starts with ["demand", storeId],
 * so an import, a save or an apply refreshes everything of that store at once: the forecast depends on the
 * history, the proposed needs on the standards and the forecast, the current needs on an apply.
 */
export const demandKey = (storeId: number) => ["demand", storeId] as const;

export const laborStandardsQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: [...demandKey(storeId), "labor-standards"],
    queryFn: ({ signal }) => api.get<LaborStandard[]>(`/api/labor-standards?storeId=${storeId}`, { signal }),
    meta: { errorTitle: "Failed to load labor standards" },
  });

export function useSaveLaborStandards(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (standards: LaborStandard[]) =>
      api.put<LaborStandard[]>(`/api/labor-standards?storeId=${storeId}`, standards),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKey(storeId) }),
    // Field errors are shown at the fields; the toast only says it failed.
    meta: { successTitle: "Labor standards saved", errorTitle: "Failed to save labor standards" },
  });
}

export const forecastQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...demandKey(storeId), "forecast", weekStart],
    queryFn: ({ signal }) =>
      api.get<Forecast>(`/api/stores/${storeId}/forecast?weekStart=${weekStart}`, { signal }),
  });

/** What applying the forecast would write; a 409 (no standards, no forecast) is shown in place. */
export const proposedNeedsQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...demandKey(storeId), "proposed-needs", weekStart],
    queryFn: ({ signal }) =>
      api.get<ProposedNeed[]>(`/api/stores/${storeId}/forecast/needs?weekStart=${weekStart}`, { signal }),
  });

/** The needs a run of that week would read (the week's own, else the templates). */
export const weekNeedsQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...demandKey(storeId), "needs", weekStart],
    queryFn: ({ signal }) =>
      api.get<WeekNeed[]>(`/api/stores/${storeId}/needs?weekStart=${weekStart}`, { signal }),
    meta: { errorTitle: "Failed to load the week's needs" },
    // The Needs tab edits the same rows under its own keys: read afresh each time this tab opens.
    refetchOnMount: "always",
  });

export function useApplyForecast(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekStart: string) =>
      api.post<unknown>(`/api/stores/${storeId}/forecast/apply`, { weekStart }),
    // The Needs tab reads the same week's needs: everything of the store is refreshed.
    onSuccess: (_answer, weekStart) =>
      Promise.all(
        [
          demandKey(storeId),
          editorNeedsQueryOptions(storeId, { kind: "week", weekStart }).queryKey,
          SCHEDULES_KEY,
          FIGURES_KEY,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export function useImportSales(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => postSalesCsv(storeId, csv, false),
    onSuccess: (answer) => {
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: demandKey(storeId) });
    },
  });
}
