import { queryOptions } from "@tanstack/react-query";
import type { Schedule } from "../../../domain/schemas/schedules";
import { api } from "@/lib/api";
import { SCHEDULES_KEY } from "@/lib/queries/roots";

/** GET /api/schedules?storeId&weekStart: the week, or null when it has none. Refreshed now and then so two
 * managers editing at once see each other's changes (every change bumps `version`).
 * Its own small module: the app's first load prefetches it (app/preload.ts) without the schedule code. */
export const scheduleQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, storeId, weekStart],
    queryFn: () => api.get<Schedule | null>(`/api/schedules?storeId=${storeId}&weekStart=${weekStart}`),
    refetchInterval: 15_000,
    meta: { errorTitle: "Failed to load the schedule" },
  });
