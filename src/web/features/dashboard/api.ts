import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DashboardFigures, MyFigures, TrendFigures } from "../../../domain/schemas/figures";
import type { Run, Schedule } from "../../../domain/schemas/schedules";
import type { Setup } from "../../../domain/schemas/setup";
import { api } from "@/lib/api";
import { FIGURES_KEY, SCHEDULES_KEY, SETUP_KEY } from "@/lib/queries/roots";

const scope = (storeId: number, weekStart: string) => `storeId=${storeId}&weekStart=${weekStart}`;

/** GET /api/figures/dashboard: the four cards and the week's status, computed by the server. */
export const dashboardFiguresQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...FIGURES_KEY, "dashboard", storeId, weekStart],
    queryFn: () => api.get<DashboardFigures>(`/api/figures/dashboard?${scope(storeId, weekStart)}`),
    meta: { errorTitle: "Failed to load the dashboard figures" },
  });

/** GET /api/figures/trend: coverage and labor cost of the six weeks up to this one. */
export const trendFiguresQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...FIGURES_KEY, "trend", storeId, weekStart],
    queryFn: () => api.get<TrendFigures>(`/api/figures/trend?${scope(storeId, weekStart)}`),
    meta: { errorTitle: "Failed to load the trend" },
  });

/** GET /api/setup: the setup checklist, each step ticked from the organization's data. */
export const setupQueryOptions = () =>
  queryOptions({
    queryKey: SETUP_KEY,
    queryFn: () => api.get<Setup>("/api/setup"),
  });

/** GET /api/figures/me: the signed-in person's own cards. */
export const myFiguresQueryOptions = () =>
  queryOptions({
    queryKey: [...FIGURES_KEY, "me"],
    queryFn: () => api.get<MyFigures>("/api/figures/me"),
    meta: { errorTitle: "Failed to load your figures" },
  });

/**
 * Run Scheduling Engine from the dashboard: the week's schedule (created, empty, if it has none yet), then
 * a run of it, as the schedule screen's Run button does. The schedule screen then shows the run's progress.
 */
export function useRunEngineMutation(storeId: number, weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const existing = await api.get<Schedule | null>(`/api/schedules?${scope(storeId, weekStart)}`);
      const schedule =
        existing ?? (await api.post<Schedule>("/api/schedules", { storeId, weekStartDate: weekStart }));
      return api.post<Run>(["/api/schedules", schedule.id, "runs"], {});
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      void queryClient.invalidateQueries({ queryKey: FIGURES_KEY });
    },
    meta: { errorTitle: "Failed to start the scheduling engine" },
  });
}
