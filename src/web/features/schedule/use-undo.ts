import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { isToastOpen, toast } from "@/lib/toast";
import { useUndoMutation, type VersionedEdit } from "./api";
import type { PastAction } from "./past";
import {
  canUndo,
  confirmedPast,
  undoStepFor,
  type ShiftChange,
  type ShiftPlace,
  type UndoEntry,
  type UndoRequest,
} from "./undo";

/** What a screen reader hears instead of the toast's Undo button, which goes away by itself. */
const UNDO_KEYS = /Mac|iPhone|iPad/.test(navigator.platform) ? "Command+Z" : "Control+Z";

const STALE = {
  title: "Undo no longer possible",
  description: "The week changed since your last change (another edit or a run), so it cannot be taken back.",
};

/** The confirmation an undo of a started shift's change waits for (DESIGN §8: the past asks first). */
const PAST_ACTION: Record<UndoRequest["method"], PastAction> = {
  DELETE: "delete",
  POST: "add",
  PATCH: "change",
};

/**
 * Undo of the last change on the Schedule screen (a drag, or a save or delete in the shift dialog): each
 * change `record`ed offers "Undo" in its toast, and Ctrl+Z (Cmd+Z on a Mac) does the same while focus is not
 * in a field or a dialog. The inverse goes through the shift API on the version the change left (If-Match);
 * once the week has moved on, undo is no longer offered and saying Undo says why. A started shift asks
 * first, then the undo sends `confirmPast`.
 */
export function useUndo({
  week,
  edit,
  started,
}: {
  week: { id: number; version: number };
  edit: VersionedEdit;
  started: (shift: ShiftPlace) => boolean;
}) {
  const [entry, setEntry] = useState<UndoEntry | null>(null);
  const [pastUndo, setPastUndo] = useState<UndoEntry | null>(null);
  const offer = useRef<string | null>(null);
  const mutation = useUndoMutation(week.id);

  const send = (target: UndoEntry, request: UndoRequest) => {
    setEntry(null);
    mutation.mutate(
      { request, edit: { version: target.version, onVersion: edit.onVersion } },
      { onSuccess: () => void toast({ title: target.step.undone }) },
    );
  };
  const undo = () => {
    offer.current = null;
    if (!entry) return;
    if (!canUndo(entry, week)) {
      setEntry(null);
      toast(STALE);
      return;
    }
    if (entry.step.touches.some(started)) setPastUndo(entry);
    else send(entry, entry.step.request);
  };
  const record = (change: ShiftChange, version: number) => {
    const step = undoStepFor(change);
    if (!step) return;
    setEntry({ step, scheduleId: week.id, version });
    offer.current = toast({
      title: step.done,
      action: { label: "Undo", altText: `Press ${UNDO_KEYS} to undo`, onClick: () => latestUndo.current() },
    }).id;
  };

  const latestUndo = useRef(undo);
  useLayoutEffect(() => {
    latestUndo.current = undo;
  });

  // The week moved on under an Undo still on screen: it is not offered any more, and the toast says why.
  const isStale = entry !== null && !canUndo(entry, week);
  useEffect(() => {
    if (!isStale) return;
    if (offer.current && isToastOpen(offer.current)) toast(STALE);
    offer.current = null;
  }, [isStale]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== "z" || ownsUndo(event.target)) return;
      event.preventDefault();
      latestUndo.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return {
    record,
    /** Props of the <PastConfirm> an undo of a started shift's change waits on. */
    pastConfirm: {
      action: pastUndo ? PAST_ACTION[pastUndo.step.request.method] : null,
      onCancel: () => setPastUndo(null),
      onConfirm: () => {
        if (pastUndo) send(pastUndo, confirmedPast(pastUndo.step.request));
        setPastUndo(null);
      },
    },
  };
}

/** A field undoes its own typing, and a dialog's Ctrl+Z must not change the week behind it. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null ||
    target.closest("[role='dialog'], [role='alertdialog']") !== null
  );
}
