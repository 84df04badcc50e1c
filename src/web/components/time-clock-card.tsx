import { useQuery } from "@tanstack/react-query";
import { TimerIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { ClockState } from "../../domain/schemas/time-clock";
import type { PunchAction } from "../../domain/time-clock/punches";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { clockStateQueryOptions, currentLocation, usePunchMutation } from "@/lib/queries/time-clock";
import { FLAG_LABELS, formatElapsed, PUNCH_LABELS } from "./punch-labels";

/**
 * My time clock (docs/product.md, Time clock): Clock in, Start break, End break, Clock out, with the running
 * time and the shift the entry works. The location is asked for at a clock-in only, after the click, and
 * only where the store has a place to compare it with.
 */
export function TimeClockCard() {
  const state = useQuery(clockStateQueryOptions());
  return (
    <Card aria-labelledby="time-clock-title">
      <CardHeader>
        <CardTitle id="time-clock-title" className="flex items-center gap-2">
          <TimerIcon aria-hidden className="size-5" />
          Time clock
        </CardTitle>
        <CardDescription>Clock in when you start, and out when you leave.</CardDescription>
      </CardHeader>
      <CardContent>
        {state.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading your time clock" />
          </div>
        ) : state.isError ? (
          <p className="text-sm text-muted-foreground">
            Your time clock could not be loaded.{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => void state.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <ClockPanel state={state.data} />
        )}
      </CardContent>
    </Card>
  );
}

function useElapsed(since: string | null, serverTime: string): number {
  // The server's clock, not the phone's: the running time agrees with what the entry records.
  const [skew] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since ? now + skew - Date.parse(since) : 0;
}

function ClockPanel({ state }: { state: ClockState }) {
  const punch = usePunchMutation();
  const storeSelectId = useId();
  const [storeId, setStoreId] = useState<number | undefined>(state.stores[0]?.id);
  const [isLocating, setIsLocating] = useState(false);
  const entry = state.entry;
  const runningBreak = entry?.breaks.find((b) => b.end === null);
  const elapsed = useElapsed(entry ? (runningBreak?.start ?? entry.clockIn) : null, state.serverTime);
  const needsStore = !entry && !state.shift && state.stores.length > 1;
  const unscheduledStore = state.stores.find((s) => s.id === storeId) ?? state.stores[0];

  const onPunch = async (action: PunchAction) => {
    punch.reset();
    const asksLocation =
      action === "CLOCK_IN" &&
      (state.shift ? state.shift.asksLocation : (unscheduledStore?.asksLocation ?? false));
    let location = null;
    if (asksLocation) {
      setIsLocating(true);
      location = await currentLocation();
      setIsLocating(false);
    }
    punch.mutate({
      action,
      location,
      ...(action === "CLOCK_IN" && !state.shift && storeId !== undefined ? { storeId } : {}),
    });
  };

  const shift = state.shift;
  const busy = punch.isPending || isLocating;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1" aria-live="polite">
        <p className="text-base font-semibold">
          {entry ? (runningBreak ? "On a break" : `Clocked in at ${entry.storeName}`) : "Not clocked in"}
        </p>
        {entry && (
          <p
            className="text-3xl font-semibold tabular-nums"
            aria-label={`${runningBreak ? "Break" : "Working"} for ${formatElapsed(elapsed)}`}
          >
            {formatElapsed(elapsed)}
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          {shift
            ? `${entry ? "Shift" : "Next shift"}: ${shift.positionName} at ${shift.storeName}, ${shift.startTime}–${shift.endTime}`
            : entry
              ? "Unscheduled: no shift of yours matched this clock-in"
              : "No shift of yours starts soon: a clock-in now is unscheduled"}
        </p>
        {state.clockInFrom && (
          <p className="text-sm text-muted-foreground">You can clock in from {state.clockInFrom}.</p>
        )}
        {entry && entry.flags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Flags">
            {entry.flags.map((flag) => (
              <li key={flag}>
                <Badge variant="outline">{FLAG_LABELS[flag] ?? flag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      {needsStore && (
        <div className="grid gap-2">
          <Label htmlFor={storeSelectId}>Store</Label>
          <select
            id={storeSelectId}
            className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            value={storeId}
            onChange={(e) => setStoreId(Number(e.target.value))}
          >
            {state.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {state.actions.map((action) => (
          <Button
            key={action}
            size="lg"
            className="min-w-32 flex-1 sm:flex-none"
            variant={action === "CLOCK_OUT" ? "outline" : "default"}
            disabled={busy || (action === "CLOCK_IN" && state.clockInFrom !== null)}
            onClick={() => void onPunch(action)}
          >
            {PUNCH_LABELS[action]}
          </Button>
        ))}
      </div>
      {isLocating && <p className="text-sm text-muted-foreground">Finding your location…</p>}
      {punch.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(punch.error, "The punch did not go through. Try again.")}
        </p>
      )}
    </div>
  );
}
