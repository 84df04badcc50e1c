import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationPage } from "../../../domain/schemas/me";
import { api } from "@/lib/api";
import { NOTIFICATIONS_KEY } from "./roots";

/** How often the bell asks for news while the app is open. */
const POLL_MS = 30_000;

/** The caller's notifications, newest first, a page of 20 at a time (`before` the last one shown). */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, "pages"],
    queryFn: ({ pageParam }) =>
      api.get<NotificationPage>(`/api/notifications?limit=20${pageParam ? `&before=${pageParam}` : ""}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: POLL_MS,
    meta: { errorTitle: "Failed to load notifications" },
  });

export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | "all") =>
      id === "all" ? api.post("/api/notifications/read-all") : api.post(["/api/notifications", id, "read"]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    meta: { errorTitle: "Failed to mark as read" },
  });
}
