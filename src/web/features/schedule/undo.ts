import type { Shift, ShiftCreate, ShiftUpdate } from "../../../domain/schemas/schedules";

/**
 * Undo of the last change made on the Schedule screen (issue 32): what was done, and the change through
 * the shift API that takes it back. Pure, so that each inverse is checked on its own (undo.test.ts);
 * use-undo.ts sends it.
 */

/** The fields of a shift a person changes (drag, the shift dialog); the rest the server derives. */
const EDITABLE = ["positionId", "userId", "date", "startTime", "endTime", "isLocked"] as const;
type EditableField = (typeof EDITABLE)[number];
export type ShiftPlace = Pick<Shift, EditableField>;

/** A change as saved: `before` and `after` are the shift as it was and as the server answered it. */
export type ShiftChange =
  | { kind: "create"; after: Shift }
  | { kind: "update"; before: Shift; after: Shift }
  | { kind: "delete"; before: Shift };

/** The request that takes a change back. */
export type UndoRequest =
  | { method: "DELETE"; id: number; confirmPast?: boolean }
  | { method: "PATCH"; id: number; patch: ShiftUpdate }
  | { method: "POST"; input: ShiftCreate };

export interface UndoStep {
  request: UndoRequest;
  /** The shifts the undo touches, as they are now and as they will be: started ones need `confirmPast`. */
  touches: ShiftPlace[];
  /** "Shift moved": what was done, for the toast that offers Undo. */
  done: string;
  /** "Move undone": said once it is taken back. */
  undone: string;
}

/** The fields of a shift a person edits, alone (what the shift dialog starts from, what undo sends back). */
export const shiftPlace = (shift: ShiftPlace): ShiftPlace => ({
  positionId: shift.positionId,
  userId: shift.userId,
  date: shift.date,
  startTime: shift.startTime,
  endTime: shift.endTime,
  isLocked: shift.isLocked,
});

/** The fields an update changed, with their values before it. */
function changedBefore(before: ShiftPlace, after: ShiftPlace): Partial<ShiftPlace> {
  const patch: Partial<Record<EditableField, unknown>> = {};
  for (const field of EDITABLE) if (before[field] !== after[field]) patch[field] = before[field];
  return patch as Partial<ShiftPlace>;
}

/** What an update was, as a manager would name it: the one field kind that changed, else "changed". */
function updateWords(patch: Partial<ShiftPlace>): { done: string; undone: string } {
  const fields = Object.keys(patch) as EditableField[];
  const only = (...names: EditableField[]) => fields.every((f) => names.includes(f));
  if (only("userId")) return { done: "Shift assigned", undone: "Assignment undone" };
  if (only("userId", "date", "positionId")) return { done: "Shift moved", undone: "Move undone" };
  if (only("startTime", "endTime")) return { done: "Shift times changed", undone: "Time change undone" };
  if (only("isLocked")) return { done: "Shift lock changed", undone: "Lock change undone" };
  return { done: "Shift changed", undone: "Change undone" };
}

/**
 * The step that takes `change` back, or null when there is nothing to take back (an update that changed
 * none of the fields a person edits).
 */
export function undoStepFor(change: ShiftChange): UndoStep | null {
  switch (change.kind) {
    case "create":
      return {
        request: { method: "DELETE", id: change.after.id },
        touches: [shiftPlace(change.after)],
        done: "Shift added",
        undone: "Shift removed again",
      };
    case "delete":
      // The shift comes back as it was (a new id); the server places its meal break again.
      return {
        request: { method: "POST", input: shiftPlace(change.before) },
        touches: [shiftPlace(change.before)],
        done: "Shift deleted",
        undone: "Shift restored",
      };
    case "update": {
      const patch = changedBefore(change.before, change.after);
      if (Object.keys(patch).length === 0) return null;
      return {
        request: { method: "PATCH", id: change.after.id, patch },
        touches: [shiftPlace(change.after), shiftPlace(change.before)],
        ...updateWords(patch),
      };
    }
  }
}

/** The request with `confirmPast`, for an undo confirmed to touch a shift that has started. */
export function confirmedPast(request: UndoRequest): UndoRequest {
  switch (request.method) {
    case "PATCH":
      return { ...request, patch: { ...request.patch, confirmPast: true } };
    case "POST":
      return { ...request, input: { ...request.input, confirmPast: true } };
    case "DELETE":
      return { ...request, confirmPast: true };
  }
}

/**
 * The last change, kept for undo with the week's version right after it. It can be undone only while the
 * week is still at that version: any later change (another tab, a colleague, a run) may have built on it.
 */
export interface UndoEntry {
  step: UndoStep;
  scheduleId: number;
  version: number;
}

export function canUndo(
  entry: UndoEntry | null,
  week: { id: number; version: number } | null,
): entry is UndoEntry {
  return entry !== null && week !== null && entry.scheduleId === week.id && entry.version === week.version;
}
