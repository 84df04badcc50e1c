import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isActiveRun } from "../../../domain/run-status";
import type { Run } from "../../../domain/schemas/schedules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFormatMoney } from "@/lib/money";
import { runQueryOptions, useCancelRunMutation } from "./api";
import { NoNeedsText } from "./no-needs-notice";
import { staffHoursShortfall } from "./run-staff-hours";

/**
 * A run of the engine: a progress bar while it is queued or running, with Cancel; then its summary
 * (coverage before → after, shifts changed, and in hours when the week needs more than the team wants to
 * work; the Fair Workweek premiums a re-run of a posted week owes) or why it failed. `onFinished` refreshes the week once. A week
 * with no staffing needs says so, with the way to Staffing, instead of a meaningless "100 %".
 */
export function RunPanel({
  runId,
  storeId,
  onFinished,
  onDismiss,
}: {
  runId: number;
  storeId: number;
  onFinished: (run: Run) => void;
  onDismiss: () => void;
}) {
  const run = useQuery(runQueryOptions(runId)).data;
  const formatMoney = useFormatMoney();
  const cancel = useCancelRunMutation();
  const reported = useRef(false);
  const isActive = run === undefined || isActiveRun(run.status);
  useEffect(() => {
    if (run && !isActive && !reported.current) {
      reported.current = true;
      onFinished(run);
    }
  }, [run, isActive, onFinished]);

  const percent = Math.round((run?.progress ?? 0) * 100);
  const shortfall =
    run?.status === "SUCCEEDED" && !run.summary?.noNeeds ? staffHoursShortfall(run.summary) : null;
  return (
    <Card aria-live="polite" className="print:hidden">
      <CardHeader>
        <CardTitle>Scheduling engine</CardTitle>
        <CardDescription>
          {isActive
            ? run?.status === "QUEUED"
              ? "Waiting for an engine…"
              : `Building the week… ${percent}%`
            : run.status === "SUCCEEDED"
              ? run.summary?.noNeeds
                ? "Nothing to schedule: the week asks for nobody."
                : "The week is scheduled. Locked shifts stayed where they were."
              : run.status === "CANCELLED"
                ? "Cancelled: the schedule is as it was."
                : `The run failed: ${run.error ?? "unknown error"}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isActive && (
          <div
            role="progressbar"
            aria-label="Scheduling progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded bg-muted"
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
        )}
        {run?.status === "SUCCEEDED" && run.summary?.noNeeds && (
          <p className="text-sm">
            <NoNeedsText storeId={storeId} />
            {run.summary.shiftsChanged > 0 &&
              ` (${run.summary.shiftsChanged} shift${run.summary.shiftsChanged === 1 ? "" : "s"} changed.)`}
          </p>
        )}
        {run?.status === "SUCCEEDED" && run.summary && !run.summary.noNeeds && run.metrics && (
          <p className="text-sm">
            Coverage{" "}
            {run.summary.coverageBefore === null ? "" : `${run.summary.coverageBefore.toFixed(1)}% → `}
            <strong>{run.metrics.coveragePercent.toFixed(1)}%</strong>, {run.summary.shiftsChanged} shift
            {run.summary.shiftsChanged === 1 ? "" : "s"} changed, {run.metrics.hardViolations} rule
            {run.metrics.hardViolations === 1 ? "" : "s"} broken.
          </p>
        )}
        {run?.status === "SUCCEEDED" && (run.metrics?.premiumCost ?? 0) > 0 && (
          <p className="text-sm">
            This plan owes <strong>{formatMoney(run.metrics?.premiumCost ?? 0)}</strong> in Fair Workweek
            premiums for its changes to the posted week.
          </p>
        )}
        {shortfall && <p className="text-sm">{shortfall}</p>}
        <div className="flex gap-2">
          {isActive ? (
            <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(runId)}>
              Cancel
            </Button>
          ) : (
            <Button variant="outline" onClick={onDismiss}>
              Dismiss
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
