import { CalendarDaysIcon, InboxIcon, PlayIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { can, canAccessRoute } from "../../../domain/permissions";
import type { User } from "../../../domain/schemas/auth";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatWeekLabel } from "@/components/week";
import { useRunEngineMutation } from "./api";

const LINK = buttonVariants({ variant: "outline", className: "justify-start" });

/** View Schedule and Review Requests as links; Run Scheduling Engine asks first, then starts a run. */
export function QuickActions({
  user,
  storeId,
  storeName,
  monday,
}: {
  user: User;
  storeId: number;
  storeName: string | null;
  monday: string;
}) {
  const navigate = useNavigate();
  const run = useRunEngineMutation(storeId, monday);
  const schedulePath = storeId ? `/schedule?store=${storeId}&week=${monday}` : "/schedule";
  const action = {
    ...run,
    mutate: (_: void, options: { onSuccess: () => void }) =>
      run.mutate(undefined, {
        onSuccess: () => {
          options.onSuccess();
          void navigate(schedulePath);
        },
      }),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
        <CardDescription>Jump to this week's work</CardDescription>
      </CardHeader>
      <CardContent>
        <nav aria-label="Quick actions" className="grid gap-2">
          <Link to={schedulePath} className={LINK}>
            <CalendarDaysIcon aria-hidden />
            View Schedule
          </Link>
          {canAccessRoute(user, "/requests") && (
            <Link to="/requests" className={LINK}>
              <InboxIcon aria-hidden />
              Review Requests
            </Link>
          )}
          {can(user, "editSchedule") && storeId > 0 && (
            <ConfirmDialog
              trigger={
                <Button variant="outline" className="justify-start">
                  <PlayIcon aria-hidden />
                  Run Scheduling Engine
                </Button>
              }
              title="Run the scheduling engine?"
              description={`The engine builds ${storeName ?? "the store"}'s ${formatWeekLabel(monday).replace(/^Week/, "week")}, replacing every unlocked shift still to come. Locked shifts and shifts already started stay as they are; on a published week the result is unpublished changes until you publish.`}
              action={action}
              confirmLabel="Run"
              pendingLabel="Starting..."
            />
          )}
        </nav>
      </CardContent>
    </Card>
  );
}
