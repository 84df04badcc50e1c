import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Kiosk, PunchResult } from "../../../domain/schemas/time-clock";
import type { PunchAction } from "../../../domain/time-clock/punches";
import { api } from "@/lib/api";

/** A store kiosk (docs/api.md, Time clock): public, the address's token is the whole permission. */
export const kioskQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["kiosk", token],
    queryFn: () => api.get<Kiosk>(["/api/kiosk", encodeURIComponent(token)]),
  });

export function useKioskPunchMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; pin: string; action: PunchAction }) =>
      api.post<PunchResult>(["/api/kiosk", encodeURIComponent(token), "punch"], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskQueryOptions(token).queryKey }),
  });
}
