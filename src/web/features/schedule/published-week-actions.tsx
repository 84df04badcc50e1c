import { PlayIcon, Undo2Icon } from "lucide-react";
import { useState } from "react";
import type { Schedule } from "../../../domain/schemas/schedules";
import { ConfirmDialog } from "@/components/confirm-dialog";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useDiscardMutation, useStartRunMutation } from "./api";

/**
 * Run Scheduling. On a published week it asks first (docs/product.md, The real week): the run keeps the
 * days already worked and the locked shifts and changes the rest, which employees see only once it is
 * published again. A draft runs at once.
 */
export function RunButton({ week, onRunStarted }: { week: Schedule; onRunStarted: (runId: number) => void }) {
  const startRun = useStartRunMutation(week.id);
  const [asking, setAsking] = useState(false);
  const run = () =>
    startRun.mutate(undefined, {
      onSuccess: (started) => {
        setAsking(false);
        onRunStarted(started.id);
      },
    });
  const disabled = week.isLocked || week.activeRun !== null || startRun.isPending;
  const button = (
    <Button variant="outline" disabled={disabled} onClick={week.status === "PUBLISHED" ? undefined : run}>
      <PlayIcon aria-hidden />
      Run Scheduling
    </Button>
  );
  if (week.status !== "PUBLISHED") return button;
  return (
    <AlertDialog open={asking} onOpenChange={(open) => !startRun.isPending && setAsking(open)}>
      {/* A trigger, so that focus goes back to the button when the dialog closes. */}
      <AlertDialogTrigger asChild>{button}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Run the engine on a published week?</AlertDialogTitle>
          <AlertDialogDescription>
            This week is published: the run keeps days already worked and your locked shifts, and changes the
            rest as unpublished changes. Employees keep seeing the published week until you publish again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={startRun.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open until the run has started. */}
          <Button disabled={startRun.isPending} onClick={run}>
            <PlayIcon aria-hidden />
            {startRun.isPending ? "Starting..." : "Run"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * "Discard changes" beside "N unpublished changes": puts the week back exactly as last published, after
 * saying what will happen.
 */
export function DiscardChanges({ week, count }: { week: Schedule; count: number }) {
  const discard = useDiscardMutation(week.id, week.version);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={week.isLocked || week.activeRun !== null}>
          <Undo2Icon aria-hidden />
          Discard changes
        </Button>
      }
      title="Discard the unpublished changes?"
      description={`The week goes back exactly to what was last published: ${count} change${
        count === 1 ? "" : "s"
      } made since (added, moved, reassigned or deleted shifts, locks) will be undone. Employees see no difference: they only ever saw the published week.`}
      action={discard}
      confirmLabel="Discard changes"
      pendingLabel="Discarding..."
    />
  );
}
