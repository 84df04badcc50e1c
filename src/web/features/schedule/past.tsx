import { useEffect, useMemo, useState } from "react";
import { hasStartedBy, wallNow } from "../../../domain/started";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/**
 * The lived week on the Schedule screen (docs/product.md, The real week): days before today on the store's
 * wall clock are shaded, started shifts are marked, and changing one asks first, then tells the server
 * `confirmPast` (docs/api.md, Schedules).
 */

/** Now, moving on once a minute (a shift that starts while the screen is open turns "started"). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface WeekPast {
  /** Whether a shift (or a place a shift would start at) has started on the store's wall clock. */
  started: (shift: { date: string; startTime: string }) => boolean;
  /** Whether a whole day lies before today on the store's wall clock. */
  isPastDay: (date: string) => boolean;
}

export function useWeekPast(timeZone: string | undefined): WeekPast {
  const now = useNow();
  const zone = timeZone ?? "UTC";
  // The wall clock read once a minute, not once per shift asked about.
  return useMemo(() => {
    const here = wallNow(zone, now);
    return {
      started: (shift: { date: string; startTime: string }) => hasStartedBy(shift, here),
      isPastDay: (date: string) => date < here.date,
    };
  }, [zone, now]);
}

export type PastAction = "change" | "move" | "delete" | "add";

const TITLES: Record<PastAction, string> = {
  change: "Change a shift that has already started?",
  move: "Move a shift that has already started?",
  delete: "Delete a shift that has already started?",
  add: "Add a shift that starts in the past?",
};

const CONFIRM: Record<PastAction, string> = {
  change: "Change it",
  move: "Move it",
  delete: "Delete it",
  add: "Add it",
};

/**
 * "This shift has already started": before a change of the record of a day already worked. Cancel keeps
 * everything as it was; the confirm button goes on with the change (sending `confirmPast`).
 */
export function PastConfirm({
  action,
  onConfirm,
  onCancel,
}: {
  /** The change waiting for confirmation; null: closed. */
  action: PastAction | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{action ? TITLES[action] : ""}</AlertDialogTitle>
          <AlertDialogDescription>
            {action === "add"
              ? "Its start is already past: it goes into the record of a day already worked."
              : "This shift has already started: it is part of the record of a day already worked."}{" "}
            Runs keep started shifts as they are, so only a change made here alters that record.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={action === "delete" ? "destructive" : "default"} onClick={onConfirm}>
            {action ? CONFIRM[action] : ""}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
