import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AvailabilityCreate,
  AvailabilityUpdate,
  AvailabilityWindow,
} from "../../../domain/schemas/availability";
import { api } from "@/lib/api";

/** The windows of one user; only built once a user is chosen (docs/product.md, Client calls). */
export const availabilityQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ["availability", userId],
    queryFn: () => api.get<AvailabilityWindow[]>(["/api/availability", userId]),
  });

function useRefetchWindows(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(userId).queryKey });
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
