import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AvailabilityCreate,
  AvailabilityPattern,
  AvailabilityUpdate,
  AvailabilityWindow,
  TeamAvailability,
} from "../../../domain/schemas/availability";
import { api } from "@/lib/api";

/** The windows of one user; only built once a user is chosen (docs/product.md, Client calls). */
export const availabilityQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ["availability", userId],
    queryFn: () => api.get<AvailabilityWindow[]>(["/api/availability", userId]),
  });

/**
 * The team's week (GET /api/availability/team), of one store or of everyone; for team managers. Read
 * again each time it is shown: it also shows names and stores, which the Team screen changes (the
 * server answers it from its read cache).
 */
export const teamAvailabilityQueryOptions = (storeId: number | null) =>
  queryOptions({
    queryKey: ["availability", "team", storeId ?? "all"],
    staleTime: 0,
    queryFn: () =>
      api.get<TeamAvailability[]>(
        storeId === null ? "/api/availability/team" : `/api/availability/team?storeId=${storeId}`,
      ),
  });

/** The person's windows, and the team's week they are part of. */
function useRefetchWindows(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ["availability", "team"] }),
    ]);
}

/** PUT /api/availability/pattern: several people's windows on several days in one call. */
export function usePatternMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityPattern) =>
      api.put<Array<{ userId: number; windows: AvailabilityWindow[] }>>("/api/availability/pattern", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["availability"] }),
    meta: {
      successTitle: "Weekly pattern set",
      errorTitle: "Failed to set weekly pattern",
      errorFallback: "An error occurred",
    },
  });
}

export function useAddWindowMutation(userId: number) {
  const refetch = useRefetchWindows(userId);
  return useMutation({
    mutationFn: (input: AvailabilityCreate) => api.post<AvailabilityWindow>("/api/availability", input),
    onSuccess: refetch,
    meta: {
      successTitle: "Availability added",
      errorTitle: "Failed to add availability",
      errorFallback: "An error occurred",
    },
  });
}

/** PATCH /api/availability/{id} with dayOfWeek, startTime, endTime (docs/product.md, Client calls). */
export function useUpdateWindowMutation(userId: number, windowId: number) {
  const refetch = useRefetchWindows(userId);
  return useMutation({
    mutationFn: (input: Required<Pick<AvailabilityUpdate, "dayOfWeek" | "startTime" | "endTime">>) =>
      api.patch<AvailabilityWindow>(["/api/availability", windowId], input),
    onSuccess: refetch,
    meta: {
      successTitle: "Availability updated",
      errorTitle: "Failed to update availability",
      errorFallback: "An error occurred",
    },
  });
}

export function useDeleteWindowMutation(userId: number, windowId: number) {
  const refetch = useRefetchWindows(userId);
  return useMutation({
    mutationFn: () => api.delete(["/api/availability", windowId]),
    onSuccess: refetch,
    meta: {
      successTitle: "Availability deleted",
      errorTitle: "Failed to delete availability",
      errorFallback: "An error occurred",
    },
  });
}
