import { useQuery } from "@tanstack/react-query";
import { can, type Capability } from "../../../domain/permissions";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../domain/schemas/me";
import { KIND_LABELS, type NotificationSetting } from "../../../domain/schemas/notification-settings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { useSignedInUser } from "@/lib/current-user";
import { notificationSettingsQueryOptions, useSaveNotificationSetting } from "./notification-settings-api";

/** Kinds only some roles ever get: the others are not offered to choose. */
const ONLY_FOR: Partial<Record<NotificationKind, Capability>> = {
  REQUEST_WAITING: "approveRequests",
  CONSENT_ANSWERED: "publishSchedule",
  TIMESHEET_WAITING: "editTimesheets",
};
const concerns = (user: Parameters<typeof can>[0], kind: NotificationKind) => {
  const needed = ONLY_FOR[kind];
  return needed === undefined || can(user, needed);
};

const CHANNELS = [
  { key: "inApp", label: "In the app" },
  { key: "email", label: "Email" },
  { key: "push", label: "Push" },
] as const;

/**
 * Notifications (docs/decisions/077-email.md): per kind, in the app, by email and by push. Each box saves
 * at once. Email says when this server sends none, or when the person has no address.
 */
export function NotificationSettingsCard() {
  const user = useSignedInUser();
  const settings = useQuery(notificationSettingsQueryOptions());
  const save = useSaveNotificationSetting();
  const data = settings.data;
  const emailNote = !data
    ? null
    : !data.emailAvailable
      ? "Email is off on this server: your administrator has not set up an email server, so nothing is sent by email."
      : !data.hasEmail
        ? "Add an email address to your profile to get email."
        : null;

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="notifications-heading">Notifications</CardTitle>
        <CardDescription>Choose how you hear about each kind of news. Changes save at once.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {emailNote && (
          <p role="note" className="rounded-md border bg-muted/50 p-3 text-sm">
            {emailNote}
          </p>
        )}
        {settings.isPending && <Skeleton className="h-48 w-full" />}
        {settings.isError && (
          <div role="alert" className="grid gap-2 text-sm">
            <p>Your notification settings could not be loaded.</p>
            <Button variant="outline" className="w-fit" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {data && (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-labelledby="notifications-heading">
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-2 pr-2 font-medium">
                    What happened
                  </th>
                  {CHANNELS.map((c) => (
                    <th key={c.key} scope="col" className="px-2 py-2 text-center font-medium">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_KINDS.filter((kind) => concerns(user, kind)).map((kind) => {
                  const setting = data.settings.find((s) => s.kind === kind);
                  if (!setting) return null;
                  return (
                    <tr key={kind} className="border-b last:border-0">
                      <th scope="row" className="py-2 pr-2 text-left font-normal">
                        {KIND_LABELS[kind]}
                      </th>
                      {CHANNELS.map((c) => (
                        <td key={c.key} className="px-2 py-2 text-center">
                          <Checkbox
                            aria-label={`${KIND_LABELS[kind]}: ${c.label}`}
                            checked={setting[c.key]}
                            disabled={save.isPending || (c.key === "email" && !data.emailAvailable)}
                            onCheckedChange={(checked) => {
                              const next: NotificationSetting = { ...setting, [c.key]: checked === true };
                              save.mutate(next);
                            }}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          Push reaches a phone or computer once you turn on notifications on that device.
        </p>
      </CardContent>
    </Card>
  );
}
