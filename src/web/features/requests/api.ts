import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  OpenShiftRequest,
  RequestDecision,
  SwapCreate,
  SwapRequest,
  TimeOffClash,
  TimeOffCreate,
  TimeOffRequest,
} from "../../../domain/schemas/requests";
import { api } from "@/lib/api";
import { ME_KEY, NOTIFICATIONS_KEY, REQUESTS_KEY, SCHEDULES_KEY } from "@/lib/queries/roots";

export type RequestKind = "timeoff" | "swap" | "open-shift";

/** GET /api/requests/timeoff: the organization's requests for approvers, else only the caller's own. */
export const timeOffRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, "timeoff"],
    queryFn: () => api.get<TimeOffRequest[]>("/api/requests/timeoff"),
    meta: { errorTitle: "Failed to load requests" },
  });

/** GET /api/requests/swap: approvers see all; others the swaps they request or are asked to take. */
export const swapRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, "swap"],
    queryFn: () => api.get<SwapRequest[]>("/api/requests/swap"),
    meta: { errorTitle: "Failed to load requests" },
  });

/** GET /api/requests/open-shift: claims of open shifts (approvers all, others their own). */
export const claimRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, "open-shift"],
    queryFn: () => api.get<OpenShiftRequest[]>("/api/requests/open-shift"),
    meta: { errorTitle: "Failed to load requests" },
  });

/**
 * GET /api/requests/timeoff/{id}/clashes: the requester's published shifts the time off would clash with,
 * each with who could cover it (approvers only; read when the approval dialog opens).
 */
export const timeOffClashesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, "timeoff", id, "clashes"],
    queryFn: () => api.get<TimeOffClash[]>(["/api/requests/timeoff", id, "clashes"]),
  });

const SUCCESS_MESSAGE: Record<RequestKind, string> = {
  timeoff: "Time-off request has been updated successfully.",
  swap: "Swap request has been updated successfully.",
  "open-shift": "Open-shift claim has been updated successfully.",
};

export const DECIDE_REQUEST_KEY = [...REQUESTS_KEY, "decide"] as const;

/**
 * PATCH /api/requests/{kind}/{id} {status, decisionNote?}; the lists are refetched on success
 * (docs/product.md, Client calls, Errors and toasts).
 */
export function useDecideRequestMutation(kind: RequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DECIDE_REQUEST_KEY,
    mutationFn: ({ id, ...decision }: { id: number } & RequestDecision) =>
      api.patch<TimeOffRequest | SwapRequest | OpenShiftRequest>(["/api/requests", kind, id], decision),
    // A decision can change shifts (swap, claim) and notifications: refresh those too.
    onSuccess: () =>
      Promise.all(
        [REQUESTS_KEY, SCHEDULES_KEY, ME_KEY, NOTIFICATIONS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    meta: {
      successTitle: "Request updated",
      successMessage: SUCCESS_MESSAGE[kind],
      errorTitle: "Failed to update request",
      errorFallback: "An error occurred",
    },
  });
}

/** DELETE /api/requests/{kind}/{id}: the requester withdraws a pending request. */
export function useCancelRequestMutation(kind: RequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(["/api/requests", kind, id]),
    onSuccess: () =>
      Promise.all([REQUESTS_KEY, ME_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: {
      successTitle: "Request cancelled",
      successMessage: "Your request has been withdrawn.",
      errorTitle: "Failed to cancel the request",
    },
  });
}

export function useCreateTimeOffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeOffCreate) => api.post<TimeOffRequest>("/api/requests/timeoff", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
    meta: {
      successTitle: "Request sent",
      successMessage: "Your time-off request awaits a decision.",
      errorTitle: "Failed to send the request",
    },
  });
}

export function useCreateSwapMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwapCreate) => api.post<SwapRequest>("/api/requests/swap", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
    meta: {
      successTitle: "Request sent",
      successMessage: "Your swap request awaits a decision.",
      errorTitle: "Failed to send the request",
    },
  });
}
