import { describe, expect, it } from "vitest";
import type { Shift } from "../../../domain/schemas/schedules";
import { canUndo, confirmedPast, undoStepFor, type UndoEntry } from "./undo";

const shift = (over: Partial<Shift> = {}): Shift => ({
  id: 41,
  scheduleId: 3,
  positionId: 2,
  userId: 7,
  date: "2026-11-23",
  startTime: "09:00",
  endTime: "17:00",
  breaks: [{ start: "12:00", end: "12:30", kind: "MEAL" }],
  isLocked: false,
  source: "ENGINE",
  explanation: null,
  violations: [],
  ...over,
});

describe("undoStepFor", () => {
  it("takes a created shift back by deleting it", () => {
    const step = undoStepFor({ kind: "create", after: shift() });
    expect(step?.request).toEqual({ method: "DELETE", id: 41 });
    expect(step?.done).toBe("Shift added");
  });

  it("brings a deleted shift back as it was: person, position, day, times and lock (not its id or breaks)", () => {
    const step = undoStepFor({ kind: "delete", before: shift({ isLocked: true, userId: null }) });
    expect(step?.request).toEqual({
      method: "POST",
      input: {
        positionId: 2,
        userId: null,
        date: "2026-11-23",
        startTime: "09:00",
        endTime: "17:00",
        isLocked: true,
      },
    });
  });

  it("moves a dragged shift back: only the fields the drag changed, with their old values", () => {
    const before = shift();
    const after = shift({
      userId: null,
      date: "2026-11-24",
      violations: [{ code: "TIME_OFF", message: "Time off" }],
    });
    const step = undoStepFor({ kind: "update", before, after });
    expect(step?.request).toEqual({ method: "PATCH", id: 41, patch: { userId: 7, date: "2026-11-23" } });
    expect(step?.done).toBe("Shift moved");
    expect(step?.undone).toBe("Move undone");
    // Both places count for "has it started": where it is now and where it goes back to.
    expect(step?.touches.map((p) => p.date)).toEqual(["2026-11-24", "2026-11-23"]);
  });

  it.each([
    [{ userId: 9 }, "Shift assigned", { userId: 7 }],
    [
      { startTime: "10:00", endTime: "18:00" },
      "Shift times changed",
      { startTime: "09:00", endTime: "17:00" },
    ],
    [{ isLocked: true }, "Shift lock changed", { isLocked: false }],
    [{ positionId: 5, startTime: "08:00" }, "Shift changed", { positionId: 2, startTime: "09:00" }],
  ])("an edit %j is undone by sending back what it changed", (edit, done, patch) => {
    const step = undoStepFor({ kind: "update", before: shift(), after: shift(edit) });
    expect(step?.done).toBe(done);
    expect(step?.request).toEqual({ method: "PATCH", id: 41, patch });
  });

  it("offers nothing for a save that changed nothing a person edits", () => {
    const after = shift({ breaks: [], violations: [{ code: "TIME_OFF", message: "Time off" }] });
    expect(undoStepFor({ kind: "update", before: shift(), after })).toBeNull();
  });
});

describe("confirmedPast", () => {
  it("adds confirmPast where each request carries it: the body, or the delete's query", () => {
    expect(confirmedPast({ method: "PATCH", id: 1, patch: { date: "2026-11-23" } })).toEqual({
      method: "PATCH",
      id: 1,
      patch: { date: "2026-11-23", confirmPast: true },
    });
    expect(confirmedPast({ method: "DELETE", id: 1 })).toEqual({
      method: "DELETE",
      id: 1,
      confirmPast: true,
    });
    const post = confirmedPast({ method: "POST", input: { ...shift(), isLocked: false } });
    expect(post.method === "POST" && post.input.confirmPast).toBe(true);
  });
});

describe("canUndo", () => {
  const step = undoStepFor({ kind: "create", after: shift() });
  if (!step) throw new Error("no step");
  const entry: UndoEntry = { step, scheduleId: 3, version: 12 };

  it("holds while the week is at the version the change left", () => {
    expect(canUndo(entry, { id: 3, version: 12 })).toBe(true);
  });

  it("is gone once the week has moved on (another change, a run) or another week is shown", () => {
    expect(canUndo(entry, { id: 3, version: 13 })).toBe(false);
    expect(canUndo(entry, { id: 4, version: 12 })).toBe(false);
    expect(canUndo(null, { id: 3, version: 12 })).toBe(false);
    expect(canUndo(entry, null)).toBe(false);
  });
});
