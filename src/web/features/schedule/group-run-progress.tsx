import { useQuery } from "@tanstack/react-query";
import { SendIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { GroupRun, GroupRunStore } from "../../../domain/schemas/group-runs";
import { isActiveRun } from "../../../domain/run-status";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import {
  groupRunQueryOptions,
  useCancelGroupRunMutation,
  useCancelStoreRunMutation,
  usePublishGroupMutation,
} from "./group-run-api";

/**
 * A started group run: how far it is, each store's state and result, Cancel (a store or all), and the
 * stores to publish together: those that succeeded, unless the manager picks otherwise.
 */
export function GroupRunProgress({ groupRunId, onNewRun }: { groupRunId: number; onNewRun: () => void }) {
  const group = useQuery(groupRunQueryOptions(groupRunId));
  const cancelAll = useCancelGroupRunMutation(groupRunId);
  const publish = usePublishGroupMutation(groupRunId);
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const [published, setPublished] = useState<Set<number>>(new Set());

  if (group.isPending) return <LoadingState what="the run" />;
  if (group.isError)
    return (
      <LoadError
        title="The run could not be loaded"
        error={group.error}
        onRetry={() => void group.refetch()}
      />
    );
  const { stores, isActive } = group.data;
  const done = stores.filter((s) => !isActiveRun(s.run.status)).length;
  const selected =
    picked ?? new Set(stores.filter((s) => s.run.status === "SUCCEEDED").map((s) => s.storeId));
  const publishable = stores.filter((s) => selected.has(s.storeId) && !isActiveRun(s.run.status));
  const toggle = (storeId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(storeId);
    else next.delete(storeId);
    setPicked(next);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{isActive ? "Scheduling the stores" : "Every store's run has ended"}</CardTitle>
        <CardDescription aria-live="polite">{summaryOf(group.data, done)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          role="progressbar"
          aria-label="Stores finished"
          aria-valuemin={0}
          aria-valuemax={stores.length}
          aria-valuenow={done}
          aria-valuetext={`${done} of ${stores.length} stores finished`}
          className="h-2 overflow-hidden rounded bg-muted hc:border hc:border-border"
        >
          <div
            className="h-full bg-primary transition-all"
            style={{ width: `${stores.length ? (done / stores.length) * 100 : 0}%` }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={publishable.length === 0 || publish.isPending}
            onClick={() =>
              publish.mutate(
                publishable.map((s) => s.storeId),
                {
                  onSuccess: (answer) => {
                    setPublished(new Set([...published, ...answer.published.map((p) => p.storeId)]));
                    setPicked(new Set()); // published: nothing left chosen until the manager picks again
                    toast({
                      title: `Published ${answer.published.length} week${answer.published.length === 1 ? "" : "s"}`,
                    });
                  },
                },
              )
            }
          >
            <SendIcon aria-hidden />
            Publish selected ({publishable.length})
          </Button>
          {isActive ? (
            <Button variant="outline" disabled={cancelAll.isPending} onClick={() => cancelAll.mutate()}>
              <XIcon aria-hidden />
              Cancel all
            </Button>
          ) : (
            <Button variant="outline" onClick={onNewRun}>
              Start another run
            </Button>
          )}
        </div>
        <ul className="grid gap-2" aria-label="Stores">
          {stores.map((store) => (
            <StoreRow
              key={store.storeId}
              store={store}
              group={group.data}
              groupRunId={groupRunId}
              selected={selected.has(store.storeId)}
              published={published.has(store.storeId)}
              onSelect={(on) => toggle(store.storeId, on)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function summaryOf(group: GroupRun, done: number): string {
  const count = (status: string) => group.stores.filter((s) => s.run.status === status).length;
  const failed = count("FAILED");
  const cancelled = count("CANCELLED");
  return [
    `${done} of ${group.stores.length} stores finished`,
    `${count("SUCCEEDED")} scheduled`,
    ...(failed ? [`${failed} failed`] : []),
    ...(cancelled ? [`${cancelled} cancelled`] : []),
  ].join(" · ");
}

const STATUS_LABEL = {
  QUEUED: "Waiting",
  RUNNING: "Running",
  SUCCEEDED: "Scheduled",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
} as const;

/** One store: pick it for publishing, its state, its result or error, Cancel and a link to its week. */
function StoreRow({
  store,
  group,
  groupRunId,
  selected,
  published,
  onSelect,
}: {
  store: GroupRunStore;
  group: GroupRun;
  groupRunId: number;
  selected: boolean;
  published: boolean;
  onSelect: (on: boolean) => void;
}) {
  const cancel = useCancelStoreRunMutation(groupRunId);
  const { run } = store;
  const active = isActiveRun(run.status);
  const checkboxId = `group-store-${store.storeId}`;
  const nameOf = (storeId: number) =>
    group.stores.find((s) => s.storeId === storeId)?.storeName ?? "another store";
  const percent = Math.round(run.progress * 100);
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 rounded-md border px-3 py-2">
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-2">
        <Checkbox
          id={checkboxId}
          checked={selected && !active}
          disabled={active}
          onCheckedChange={(checked) => onSelect(checked === true)}
        />
        <Label htmlFor={checkboxId} className="min-w-0 font-medium break-words">
          {store.storeName}
        </Label>
      </div>
      <div className="flex min-w-0 flex-[2] basis-64 flex-wrap items-center gap-2 text-sm">
        <Badge
          variant={
            run.status === "FAILED" ? "destructive" : run.status === "SUCCEEDED" ? "default" : "secondary"
          }
        >
          {STATUS_LABEL[run.status]}
          {run.status === "RUNNING" && ` ${percent}%`}
        </Badge>
        {published && <Badge variant="outline">Published</Badge>}
        <span className="min-w-0 break-words text-muted-foreground">{detailOf(store, nameOf)}</span>
      </div>
      <div className="flex items-center gap-2">
        {active && (
          <Button
            variant="outline"
            size="sm"
            disabled={cancel.isPending}
            aria-label={`Cancel ${store.storeName}`}
            onClick={() => cancel.mutate(run.id)}
          >
            Cancel
          </Button>
        )}
        <Link
          to={`/schedule?store=${store.storeId}&week=${group.weekStartDate}`}
          className="text-sm underline underline-offset-4"
          aria-label={`Open ${store.storeName}'s week`}
        >
          Open
        </Link>
      </div>
    </li>
  );
}

function detailOf(store: GroupRunStore, nameOf: (storeId: number) => string): string {
  const { run } = store;
  switch (run.status) {
    case "QUEUED":
      return store.waitsFor.length > 0
        ? `After ${store.waitsFor.map(nameOf).join(", ")} (shared people)`
        : "Waiting for an engine…";
    case "RUNNING":
      return "Building the week…";
    case "SUCCEEDED":
      if (run.summary?.noNeeds) return "Nothing to schedule: the week asks for nobody";
      return [
        run.metrics ? `Coverage ${run.metrics.coveragePercent.toFixed(1)}%` : null,
        `${store.shiftCount} shift${store.shiftCount === 1 ? "" : "s"}`,
        run.metrics
          ? `${run.metrics.hardViolations} rule${run.metrics.hardViolations === 1 ? "" : "s"} broken`
          : null,
      ]
        .filter(Boolean)
        .join(" · ");
    case "CANCELLED":
      return "Cancelled: the week is as it was";
    case "FAILED":
      return run.error ?? "The run failed";
  }
}
