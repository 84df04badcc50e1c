import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { isActiveRun } from "../../../domain/run-status";
import type {
  Candidate,
  FixProposal,
  PublishNotice,
  Run,
  Schedule,
  ScheduleChange,
  Shift,
  ShiftCreate,
  ShiftUpdate,
  WeekStaff,
} from "../../../domain/schemas/schedules";
import { api, apiRequest } from "@/lib/api";
import { SCHEDULES_KEY } from "@/lib/queries/roots";
import type { UndoRequest } from "./undo";

/**
 * Shift changes say which version of the week they were made on (If-Match): a change made elsewhere
 * meanwhile answers 409 and the week refreshes instead of being overwritten unseen. The answer's version
 * becomes the one the screen edits next.
 */
export interface VersionedEdit {
  version: number;
  onVersion: (version: number) => void;
}

function versioned(edit: VersionedEdit) {
  return {
    headers: { "If-Match": String(edit.version) },
    onHeaders: (headers: Headers) => {
      const next = Number(headers.get("x-schedule-version"));
      if (Number.isInteger(next) && next > 0) edit.onVersion(next);
    },
  };
}

/**
 * `edit`, noting the version its change leaves: what an undo of that change must find the week at
 * (undo.ts). One per change, so that two changes in flight each keep their own.
 */
export function trackVersion(edit: VersionedEdit): VersionedEdit & { after: number } {
  const tracked = {
    version: edit.version,
    after: edit.version,
    onVersion: (version: number) => {
      tracked.after = version;
      edit.onVersion(version);
    },
  };
  return tracked;
}

export { scheduleQueryOptions } from "./schedule-query";

export const runQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: ["schedule-runs", runId],
    queryFn: () => api.get<Run>(["/api/schedule-runs", runId]),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isActiveRun(status) ? 400 : false;
    },
  });

/** The store's people with each day's time off and workable times, for the grid's shading. It changes with
 * availability and approved time off, not with shift edits, so it keeps its own key outside "schedules". */
export const weekStaffQueryOptions = (scheduleId: number) =>
  queryOptions({
    queryKey: ["schedule-staff", scheduleId],
    queryFn: () => api.get<WeekStaff[]>(["/api/schedules", scheduleId, "staff"]),
    staleTime: 30_000,
  });

export const candidatesQueryOptions = (
  scheduleId: number,
  slot: {
    positionId: number;
    date: string;
    startTime: string;
    endTime: string;
    shiftId?: number | undefined;
  },
) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, scheduleId, "candidates", slot],
    queryFn: () => {
      const params = new URLSearchParams({
        positionId: String(slot.positionId),
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        ...(slot.shiftId === undefined ? {} : { shiftId: String(slot.shiftId) }),
      });
      return api.get<Candidate[]>(`/api/schedules/${scheduleId}/candidates?${params.toString()}`);
    },
  });

/** What Fix proposes for an UNDERSTAFFED gap (docs/api.md, Schedules: Fix on an understaffed gap). */
export const fixProposalQueryOptions = (
  scheduleId: number,
  gap: { positionId: number; date: string; start: string; end: string },
) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, scheduleId, "fix-understaffed", gap],
    queryFn: () => {
      const params = new URLSearchParams({ ...gap, positionId: String(gap.positionId) });
      return api.get<FixProposal>(`/api/schedules/${scheduleId}/fix-understaffed?${params.toString()}`);
    },
    // A proposal is for the week as it is now: asked afresh at each Fix.
    staleTime: 0,
    gcTime: 0,
  });

export const changesQueryOptions = (scheduleId: number) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, scheduleId, "changes"],
    queryFn: () => api.get<ScheduleChange[]>(["/api/schedules", scheduleId, "changes"]),
  });

/** What publishing now would flag for the week as a whole (a late first publish). */
export const publishNoticeQueryOptions = (scheduleId: number) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, scheduleId, "publish-notice"],
    queryFn: () => api.get<PublishNotice>(["/api/schedules", scheduleId, "publish-notice"]),
  });

function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
}

export function useCreateScheduleMutation() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (input: { storeId: number; weekStartDate: string; copyFrom?: number }) =>
      api.post<Schedule>("/api/schedules", input),
    onSuccess: refresh,
    meta: { successTitle: "Schedule created", errorTitle: "Failed to create the schedule" },
  });
}

export function useLockScheduleMutation(scheduleId: number) {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (isLocked: boolean) => api.patch<Schedule>(["/api/schedules", scheduleId], { isLocked }),
    onSuccess: refresh,
    meta: { errorTitle: "Failed to change the lock" },
  });
}

export function useStartRunMutation(scheduleId: number) {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: () => api.post<Run>(["/api/schedules", scheduleId, "runs"], {}),
    onSuccess: refresh,
    meta: { errorTitle: "Failed to start the scheduling engine" },
  });
}

export function useCancelRunMutation() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (runId: number) => api.post<Run>(["/api/schedule-runs", runId, "cancel"]),
    onSuccess: refresh,
    meta: { successTitle: "Run cancelled", errorTitle: "Failed to cancel the run" },
  });
}

export function usePublishMutation(scheduleId: number) {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: () => api.post<Schedule>(["/api/schedules", scheduleId, "publish"]),
    onSuccess: refresh,
    meta: { successTitle: "Schedule published", errorTitle: "Failed to publish" },
  });
}

export function useCreateShiftMutation(scheduleId: number) {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: ({ input, edit }: { input: ShiftCreate; edit: VersionedEdit }) =>
      apiRequest<Shift>("POST", ["/api/schedules", scheduleId, "shifts"], {
        body: input,
        ...versioned(edit),
      }),
    onSuccess: refresh,
    // No success toast: the screen's own says "Shift added" and offers Undo (use-undo.ts).
    meta: { errorTitle: "Failed to add the shift" },
  });
}

export function useUpdateShiftMutation() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: ({ id, patch, edit }: { id: number; patch: ShiftUpdate; edit: VersionedEdit }) =>
      apiRequest<Shift>("PATCH", ["/api/shifts", id], { body: patch, ...versioned(edit) }),
    onSettled: refresh,
    meta: { errorTitle: "Failed to change the shift" },
  });
}

export function useDeleteShiftMutation() {
  const refresh = useRefreshSchedules();
  return useMutation({
    // DELETE carries no body here: a started shift's delete says `?confirmPast=true` (docs/api.md).
    mutationFn: ({ id, edit, confirmPast }: { id: number; edit: VersionedEdit; confirmPast?: boolean }) =>
      apiRequest<void>(
        "DELETE",
        confirmPast ? `/api/shifts/${id}?confirmPast=true` : ["/api/shifts", id],
        versioned(edit),
      ),
    onSuccess: refresh,
    // No success toast: the screen's own says "Shift deleted" and offers Undo (use-undo.ts).
    meta: { errorTitle: "Failed to delete the shift" },
  });
}

/** Takes the last change back (undo.ts) on the version it left (If-Match): 409 if the week moved on. */
export function useUndoMutation(scheduleId: number) {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: ({ request, edit }: { request: UndoRequest; edit: VersionedEdit }): Promise<unknown> => {
      switch (request.method) {
        case "DELETE":
          return apiRequest<void>(
            "DELETE",
            request.confirmPast ? `/api/shifts/${request.id}?confirmPast=true` : ["/api/shifts", request.id],
            versioned(edit),
          );
        case "PATCH":
          return apiRequest<Shift>("PATCH", ["/api/shifts", request.id], {
            body: request.patch,
            ...versioned(edit),
          });
        case "POST":
          return apiRequest<Shift>("POST", ["/api/schedules", scheduleId, "shifts"], {
            body: request.input,
            ...versioned(edit),
          });
      }
    },
    onSettled: refresh,
    meta: { errorTitle: "Could not undo" },
  });
}

/** Back to the week as last published, for the version on screen (If-Match): a newer change is not lost. */
export function useDiscardMutation(scheduleId: number, version: number) {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: () =>
      apiRequest<Schedule>("POST", ["/api/schedules", scheduleId, "discard"], {
        headers: { "If-Match": String(version) },
      }),
    onSuccess: refresh,
    meta: { successTitle: "Changes discarded", errorTitle: "Failed to discard the changes" },
  });
}
