import { queryOptions } from "@tanstack/react-query";
import type { Timesheet } from "../../../domain/schemas/timesheets";
import { api } from "@/lib/api";

export const TIMESHEETS_KEY = ["timesheets"] as const;

/** GET /api/timesheets: a store's week of shifts and time entries per person (Timesheets, Schedule's actual). */
export const timesheetQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...TIMESHEETS_KEY, storeId, weekStart],
    queryFn: () => api.get<Timesheet>(`/api/timesheets?storeId=${storeId}&weekStart=${weekStart}`),
    meta: { errorTitle: "Failed to load the timesheet" },
  });
