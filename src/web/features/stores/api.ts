import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Store, StoreCreate, StoreUpdate } from "../../../domain/schemas/stores";
import type { StoreClock, StoreClockUpdate } from "../../../domain/schemas/time-clock";
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

/** A store's time clock: kiosk address, place and radius (docs/api.md, Time clock). */
export const storeClockQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: ["stores", storeId, "clock"],
    queryFn: () => api.get<StoreClock>(["/api/stores", storeId, "clock"]),
    meta: { errorTitle: "Failed to load the store's time clock" },
  });

function useSetStoreClock(storeId: number) {
  const queryClient = useQueryClient();
  return (clock: StoreClock) => queryClient.setQueryData(storeClockQueryOptions(storeId).queryKey, clock);
}

export function useUpdateStoreClockMutation(storeId: number) {
  const set = useSetStoreClock(storeId);
  return useMutation({
    mutationFn: (input: StoreClockUpdate) => api.patch<StoreClock>(["/api/stores", storeId, "clock"], input),
    onSuccess: set,
    meta: { successTitle: "Time clock saved", errorTitle: "Failed to save the time clock" },
  });
}

export function useRotateKioskMutation(storeId: number) {
  const set = useSetStoreClock(storeId);
  return useMutation({
    mutationFn: () => api.post<StoreClock>(["/api/stores", storeId, "kiosk"]),
    onSuccess: set,
    meta: { successTitle: "New kiosk address made", errorTitle: "Failed to make a kiosk address" },
  });
}

export function useTurnOffKioskMutation(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(["/api/stores", storeId, "kiosk"]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeClockQueryOptions(storeId).queryKey }),
    meta: { successTitle: "Kiosk turned off", errorTitle: "Failed to turn off the kiosk" },
  });
}
