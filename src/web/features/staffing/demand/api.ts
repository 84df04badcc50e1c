import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  Forecast,
  LaborStandard,
  ProposedNeed,
  SalesImportResult,
  WeekNeed,
} from "../../../../domain/schemas/demand";
import { api } from "@/lib/api";
import { FIGURES_KEY, SCHEDULES_KEY } from "@/lib/queries/roots";
import { weekNeedsQueryOptions as editorNeedsQueryOptions } from "../api";

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

/** A sales upload's answer: its counts, or why it was refused (a 400 may carry the rejected rows too). */
export type ImportAnswer =
  | { ok: true; result: SalesImportResult }
  | { ok: false; status: number; message: string; rejected: SalesImportResult["rejected"] };

/**
 * POST the CSV as it is (text/csv, not JSON: the lib client only sends JSON). `preview` writes nothing and
 * answers what the import would do.
 */
export async function postSalesCsv(storeId: number, csv: string, preview: boolean): Promise<ImportAnswer> {
  const response = await fetch(`/api/stores/${storeId}/sales-history${preview ? "?preview=true" : ""}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "text/csv" },
    body: csv,
  });
  const text = await response.text();
  let body: Partial<SalesImportResult> & { message?: string } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (response.ok && Array.isArray(body.rejected)) return { ok: true, result: body as SalesImportResult };
  return {
    ok: false,
    status: response.status,
    message: body.message ?? `${response.status}: ${response.statusText || "The upload failed"}`,
    rejected: Array.isArray(body.rejected) ? body.rejected : [],
  };
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
