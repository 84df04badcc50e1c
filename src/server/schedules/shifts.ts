import type { Shift, ShiftCreate, ShiftUpdate } from "../../domain/schemas/schedules";
import { addDays, parseTime } from "../../domain/time";
import { placeBreaks } from "../../engine";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";
import { shifts } from "../db/schema/schedules";
import { users } from "../db/schema/users";
import { invalid, notFound, type Issue } from "../errors";
import { shiftColumns, type ShiftRow } from "./shift-rows";
import type { WeekContext } from "./week";
import type { WeekInputsCache } from "./week-inputs";
import { assertIdsInTenant } from "../services/references";
import { scheduleOfShift, shiftById, submitShiftEdit, type VersionCheck } from "./shift-edits";

export type { VersionCheck } from "./shift-edits";

const positionRef = { table: positions, id: positions.id, tenantId: positions.tenantId };
const userRef = { table: users, id: users.id, tenantId: users.tenantId };

type ShiftFields = Pick<ShiftRow, "positionId" | "userId" | "date" | "startTime" | "endTime">;

/** The rules a shift's own fields must meet before it is saved; hard rules only warn (DESIGN §6). */
function shiftIssues(shift: ShiftFields, weekStart: string): Issue[] {
  const issues: Issue[] = [];
  if (shift.date < weekStart || shift.date > addDays(weekStart, 6)) {
    issues.push({ path: "date", message: "The date must lie in the schedule's week" });
  }
  if (parseTime(shift.startTime) >= parseTime(shift.endTime)) {
    issues.push({ path: "endTime", message: "End time must be after start time" });
  }
  return issues;
}

async function assertReferences(
  db: Db,
  tenantId: number,
  shift: { positionId?: number; userId?: number | null },
) {
  if (shift.positionId !== undefined)
    await assertIdsInTenant(db, positionRef, tenantId, [shift.positionId], "positionId", "position");
  if (shift.userId !== undefined && shift.userId !== null)
    await assertIdsInTenant(db, userRef, tenantId, [shift.userId], "userId", "person");
}

/** The shift as the week holds it now, with its index in `week.shifts`. */
function shiftOfWeek(week: WeekContext, shiftId: number) {
  const index = week.shifts.findIndex((s) => s.id === shiftId);
  const before = week.shifts[index];
  if (!before) throw notFound("Shift");
  return { index, before };
}

export async function createShift(
  db: Db,
  caller: CurrentUser,
  scheduleId: number,
  input: ShiftCreate,
  version: VersionCheck = {},
  inputs?: WeekInputsCache | null,
): Promise<Shift> {
  const { tenantId } = caller;
  const created = await submitShiftEdit(
    db,
    tenantId,
    scheduleId,
    {
      version,
      async apply(tx, week, schedule) {
        const issues = shiftIssues(input, schedule.weekStartDate);
        if (issues.length) throw invalid(issues);
        await assertReferences(tx, tenantId, input);
        const [row] = await tx
          .insert(shifts)
          .values({
            tenantId,
            scheduleId,
            positionId: input.positionId,
            userId: input.userId,
            date: input.date,
            startTime: input.startTime,
            endTime: input.endTime,
            isLocked: input.isLocked,
            source: "MANUAL",
            breaks: placeBreaks(week.input, input.startTime, input.endTime),
          })
          .returning(shiftColumns);
        if (!row) throw new Error("shift insert returned nothing");
        week.shifts.push(row);
        return row;
      },
    },
    inputs,
  );
  if (!created) throw new Error("a created shift answered nothing");
  return created;
}

/** Any subset of the fields; `userId: null` opens the shift. A manual change makes the shift MANUAL. */
export async function updateShift(
  db: Db,
  caller: CurrentUser,
  shiftId: number,
  patch: ShiftUpdate,
  version: VersionCheck = {},
  inputs?: WeekInputsCache | null,
): Promise<Shift> {
  const { tenantId } = caller;
  const scheduleId = await scheduleOfShift(db, tenantId, shiftId);
  const updated = await submitShiftEdit(
    db,
    tenantId,
    scheduleId,
    {
      version,
      async apply(tx, week, schedule, updates) {
        const { index, before } = shiftOfWeek(week, shiftId);
        const merged = { ...before, ...definedOnly(patch) };
        const issues = shiftIssues(merged, schedule.weekStartDate);
        if (issues.length) throw invalid(issues);
        await assertReferences(tx, tenantId, patch);
        const timesChanged = merged.startTime !== before.startTime || merged.endTime !== before.endTime;
        const assignmentChanged =
          timesChanged ||
          merged.userId !== before.userId ||
          merged.positionId !== before.positionId ||
          merged.date !== before.date;
        const row: ShiftRow = {
          ...merged,
          ...(timesChanged ? { breaks: placeBreaks(week.input, merged.startTime, merged.endTime) } : {}),
          // The engine's explanation no longer holds once a person moved the shift.
          ...(assignmentChanged ? { source: "MANUAL" as const } : {}),
        };
        week.shifts[index] = row;
        return updates.add(row, assignmentChanged);
      },
    },
    inputs,
  );
  if (!updated) throw notFound("Shift");
  return updated;
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function deleteShift(
  db: Db,
  caller: CurrentUser,
  shiftId: number,
  version: VersionCheck = {},
  inputs?: WeekInputsCache | null,
): Promise<void> {
  const { tenantId } = caller;
  const scheduleId = await scheduleOfShift(db, tenantId, shiftId);
  await submitShiftEdit(
    db,
    tenantId,
    scheduleId,
    {
      version,
      async apply(tx, week, _schedule, updates) {
        const { index } = shiftOfWeek(week, shiftId);
        updates.drop(shiftId);
        await tx.delete(shifts).where(shiftById(tenantId, shiftId));
        week.shifts.splice(index, 1);
        return null;
      },
    },
    inputs,
  );
}
