import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TimeEntry, TimeEntryCreate, TimeEntryPatch } from "../../../domain/schemas/timesheets";
import { api } from "@/lib/api";
import { FIGURES_KEY, SCHEDULES_KEY } from "@/lib/queries/roots";
import { TIMESHEETS_KEY } from "@/lib/queries/timesheets";

export { timesheetQueryOptions } from "@/lib/queries/timesheets";

/** The payroll file's address: the browser downloads it with the session cookie. */
export const exportHref = (storeId: number, weekStart: string) =>
  `/api/timesheets/export.csv?storeId=${storeId}&weekStart=${weekStart}`;

/** After entries change: the timesheet, and the actual figures beside schedules and reports. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [TIMESHEETS_KEY, FIGURES_KEY, SCHEDULES_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** PATCH /api/time-entries/:id with its required reason. */
export function useEditEntryMutation(entryId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: TimeEntryPatch) => api.patch<TimeEntry>(`/api/time-entries/${entryId}`, patch),
    onSuccess: refresh,
    meta: { successTitle: "Time entry saved", errorTitle: "Failed to save the time entry" },
  });
}

/** POST /api/time-entries: an entry the person missed, with its required reason. */
export function useAddEntryMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entry: TimeEntryCreate) => api.post<TimeEntry>("/api/time-entries", entry),
    onSuccess: refresh,
    meta: { successTitle: "Time entry added", errorTitle: "Failed to add the time entry" },
  });
}

/** POST /api/timesheets/approve: one person's PENDING entries of the week, or everyone's. */
export function useApproveMutation(storeId: number, weekStart: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId?: number) =>
      api.post<{ approved: number }>("/api/timesheets/approve", {
        storeId,
        weekStart,
        ...(userId === undefined ? {} : { userId }),
      }),
    onSuccess: refresh,
    meta: { successTitle: "Approved", errorTitle: "Could not approve" },
  });
}
