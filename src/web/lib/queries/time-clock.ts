import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClockState, MyPunch, PunchResult } from "../../../domain/schemas/time-clock";
import { api } from "@/lib/api";
import { ME_KEY } from "./roots";

/** My time clock (docs/api.md, Time clock): the open entry, its shift and the punches allowed next. */
export const clockStateQueryOptions = () =>
  queryOptions({
    queryKey: [...ME_KEY, "clock"],
    queryFn: () => api.get<ClockState>("/api/me/clock"),
  });

/** POST /api/me/clock, then the new state is read. Errors are shown inline by the card, not toasted. */
export function usePunchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (punch: MyPunch) => api.post<PunchResult>("/api/me/clock", punch),
    // Awaited: the buttons stay busy until the card shows the new state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clockStateQueryOptions().queryKey }),
  });
}

/** The browser's fix, asked for now (after the click) and only now; null when refused or unavailable. */
export function currentLocation(): Promise<MyPunch["location"]> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracyM: Math.round(p.coords.accuracy),
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
    ),
  );
}
