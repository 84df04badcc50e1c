import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Store, StoreCreate, StoreUpdate } from "../../../domain/schemas/stores";
import { api } from "@/lib/api";
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
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: () => api.delete(["/api/stores", id]),
    onSuccess: invalidate,
    meta: {
      successTitle: "Store deleted",
      errorTitle: "Failed to delete store",
      errorFallback: "An error occurred",
    },
  });
}
