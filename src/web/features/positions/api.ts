import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Position, PositionCreate, PositionUpdate } from "../../../domain/schemas/positions";
import { api } from "@/lib/api";
import { useRefreshAfterDelete } from "@/lib/cascades";
import { positionsQueryOptions } from "@/lib/queries/positions";

function useInvalidatePositions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: positionsQueryOptions().queryKey });
}

export function useCreatePositionMutation() {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: (input: PositionCreate) => api.post<Position>("/api/positions", input),
    onSuccess: invalidate,
    meta: {
      successTitle: "Position created",
      errorTitle: "Failed to create position",
      errorFallback: "An error occurred",
    },
  });
}

export function useUpdatePositionMutation(id: number) {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: (input: PositionUpdate) => api.patch<Position>(["/api/positions", id], input),
    onSuccess: invalidate,
    meta: {
      successTitle: "Position updated",
      errorTitle: "Failed to update position",
      errorFallback: "An error occurred",
    },
  });
}

export function useDeletePositionMutation(id: number) {
  // Its staffing template rows and employees' position links go with it.
  const refresh = useRefreshAfterDelete("positions");
  return useMutation({
    mutationFn: () => api.delete(["/api/positions", id]),
    onSuccess: refresh,
    meta: {
      successTitle: "Position deleted",
      errorTitle: "Failed to delete position",
      errorFallback: "An error occurred",
    },
  });
}
