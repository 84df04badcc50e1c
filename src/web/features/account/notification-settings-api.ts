import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationSetting,
  NotificationSettings,
} from "../../../domain/schemas/notification-settings";
import { api } from "@/lib/api";

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["notification-settings"],
    queryFn: () => api.get<NotificationSettings>("/api/me/notification-settings"),
  });

/** PUT /api/me/notification-settings with one changed kind; the answer replaces the cached settings. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: NotificationSetting) =>
      api.put<NotificationSettings>("/api/me/notification-settings", { settings: [setting] }),
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, data),
    meta: { errorTitle: "Not saved", errorFallback: "Your notification setting could not be saved" },
  });
}
