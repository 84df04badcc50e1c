import { queryOptions } from "@tanstack/react-query";
import type { Schedule } from "../../../domain/schemas/schedules";
import type { Store } from "../../../domain/schemas/stores";
import { api } from "@/lib/api";
import { SCHEDULES_KEY } from "@/lib/queries/roots";
import { mondayOfDay, wallToday } from "@/lib/week-of";

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

/**
 * The store and week /schedule shows for its address: `?store=`, else the first store; `?week=` (any day
 * of it), else this week on the store's wall clock (the browser's before the stores are known). The screen (use-schedule-week.ts) and the first load's
 * prefetch (app/preload.ts) both read it here, so the week fetched early is the week drawn.
 */
export function scheduleWeekFor(
  params: URLSearchParams,
  stores: readonly Pick<Store, "id" | "timezone">[] | undefined,
): { storeId: number; monday: string } {
  const storeId = Number(params.get("store")) || stores?.[0]?.id || 0;
  const timeZone = stores?.find((s) => s.id === storeId)?.timezone;
  const monday = mondayOfDay(params.get("week") ?? "") ?? mondayOfDay(wallToday(timeZone)) ?? "";
  return { storeId, monday };
}
