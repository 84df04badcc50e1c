import type { Shift, ShiftBreak, ShiftExplanation } from "../../domain/schemas/schedules";
import { shifts } from "../db/schema/schedules";

/** A schedule's shift as stored, in the order the engine input and the review index them. */
export interface ShiftRow {
  id: number;
  positionId: number;
  userId: number | null;
  date: string;
  startTime: string;
  endTime: string;
  breaks: ShiftBreak[];
  isLocked: boolean;
  source: "ENGINE" | "MANUAL";
  explanation: ShiftExplanation | null;
}

/** The columns of a `ShiftRow`. */
export const shiftColumns = {
  id: shifts.id,
  positionId: shifts.positionId,
  userId: shifts.userId,
  date: shifts.date,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  breaks: shifts.breaks,
  isLocked: shifts.isLocked,
  source: shifts.source,
  explanation: shifts.explanation,
};

/** A stored shift as the API answers it, with the violations of the week's last review. */
export function toShift(row: ShiftRow, scheduleId: number, violations: Shift["violations"] = []): Shift {
  return { ...row, scheduleId, violations };
}
