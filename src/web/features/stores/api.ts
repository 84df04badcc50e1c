import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Store, StoreCreate, StoreUpdate } from "../../../domain/schemas/stores";
import { api } from "@/lib/api";
import { useRefreshAfterDelete } from "@/lib/cascades";
import { storesQueryOptions } from "@/lib/queries/stores";

function useInvalidateStores() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storesQueryOptions().queryKey });
}

export function useCreateStoreMutation() {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: (input: StoreCreate) => api.post<Store>("/api/stores", input),
    onSuccess: invalidate,
    meta: {
      successTitle: "Store created",
      errorTitle: "Failed to create store",
      errorFallback: "An error occurred",
    },
  });
}

export function useUpdateStoreMutation(id: number) {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: (input: StoreUpdate) => api.patch<Store>(["/api/stores", id], input),
    onSuccess: invalidate,
    meta: {
      successTitle: "Store updated",
      errorTitle: "Failed to update store",
      errorFallback: "An error occurred",
    },
  });
}

export function useDeleteStoreMutation(id: number) {
  // The store's staffing templates and schedules go with it.
  const refresh = useRefreshAfterDelete("stores");
  return useMutation({
    mutationFn: () => api.delete(["/api/stores", id]),
    onSuccess: refresh,
    meta: {
      successTitle: "Store deleted",
      errorTitle: "Failed to delete store",
      errorFallback: "An error occurred",
    },
  });
}
