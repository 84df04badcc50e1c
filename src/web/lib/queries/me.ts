import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarAddress, MyHours, MyShift, OpenShift, SwapTarget } from "../../../domain/schemas/me";
import type { OpenShiftRequest } from "../../../domain/schemas/requests";
import { api } from "@/lib/api";
import { ME_KEY, REQUESTS_KEY } from "./roots";

export const myShiftsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...ME_KEY, "shifts", from, to],
    queryFn: () => api.get<MyShift[]>(`/api/me/shifts?from=${from}&to=${to}`),
    meta: { errorTitle: "Failed to load your shifts" },
  });

export const myHoursQueryOptions = (weekStart: string) =>
  queryOptions({
    queryKey: [...ME_KEY, "hours", weekStart],
    queryFn: () => api.get<MyHours>(`/api/me/hours?weekStart=${weekStart}`),
    meta: { errorTitle: "Failed to load your hours" },
  });

export const openShiftsQueryOptions = () =>
  queryOptions({
    queryKey: [...ME_KEY, "open-shifts"],
    queryFn: () => api.get<OpenShift[]>("/api/me/open-shifts"),
    meta: { errorTitle: "Failed to load open shifts" },
  });

export const swapTargetsQueryOptions = (shiftId: number) =>
  queryOptions({
    queryKey: [...ME_KEY, "swap-targets", shiftId],
    queryFn: () => api.get<SwapTarget[]>(`/api/me/swap-targets?shiftId=${shiftId}`),
    meta: { errorTitle: "Failed to load coworkers' shifts" },
  });

export const calendarQueryOptions = () =>
  queryOptions({
    queryKey: [...ME_KEY, "calendar"],
    queryFn: () => api.get<CalendarAddress>("/api/me/calendar"),
    meta: { errorTitle: "Failed to load your calendar address" },
  });

export function useResetCalendarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarAddress>("/api/me/calendar/reset"),
    onSuccess: (data) => queryClient.setQueryData(calendarQueryOptions().queryKey, data),
    meta: {
      successTitle: "Calendar address reset",
      successMessage: "The old address no longer works.",
      errorTitle: "Failed to reset the address",
    },
  });
}

/** POST /api/requests/open-shift: refreshes the offers and the request lists. */
export function useClaimShiftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: number) => api.post<OpenShiftRequest>("/api/requests/open-shift", { shiftId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_KEY }),
        queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
      ]),
    meta: {
      successTitle: "Shift claimed",
      successMessage: "A manager will decide on your claim.",
      errorTitle: "Failed to claim the shift",
    },
  });
}
