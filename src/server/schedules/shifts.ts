import {
  shiftTimesIssue,
  type Shift,
  type ShiftCreate,
  type ShiftUpdate,
} from "../../domain/schemas/schedules";
import { addDays } from "../../domain/time";
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
import { scheduleOfShift, shiftById, submitShiftEdit } from "./shift-edits";
import { assertPastConfirmed } from "./past";

/** How a shift change is made: against the version the client saw, with the week's kept inputs. */
interface EditOptions {
  /** The schedule's version the client last saw (If-Match); 409 if the week has moved on since. */
  expectedVersion?: number | undefined;
  /** Where the week's inputs are kept between edits (schedules/week-inputs.ts); null when not kept. */
  inputs?: WeekInputsCache | null | undefined;
  /** "Now" for what has started (schedules/past.ts): the request's time unless the app's clock says else. */
  now?: Date | undefined;
}

/** A shift as saved, with the schedule's version right after the change. */
export interface SavedShift {
  shift: Shift;
  version: number;
}

const positionRef = { table: positions, id: positions.id, tenantId: positions.tenantId };
const userRef = { table: users, id: users.id, tenantId: users.tenantId };

type ShiftFields = Pick<ShiftRow, "positionId" | "userId" | "date" | "startTime" | "endTime">;

/**
 * The rules a shift's own fields must meet before it is saved; hard rules only warn (docs/api.md, Schedules).
 */
function shiftIssues(shift: ShiftFields, weekStart: string): Issue[] {
  const issues: Issue[] = [];
  if (shift.date < weekStart || shift.date > addDays(weekStart, 6)) {
    issues.push({ path: "date", message: "The date must lie in the schedule's week" });
  }
  // An end at or before the start is the next day; at most 16 hours (docs/product.md, The real week).
  const times = shiftTimesIssue(shift.startTime, shift.endTime);
  if (times) issues.push(times);
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
  {
    scheduleId,
    shift: input,
    expectedVersion,
    inputs,
    now = new Date(),
  }: EditOptions & { scheduleId: number; shift: ShiftCreate },
): Promise<SavedShift> {
  const { tenantId } = caller;
  const { shift, version } = await submitShiftEdit(
    db,
    { tenantId, scheduleId, inputs },
    {
      expectedVersion,
      async apply(tx, week, schedule) {
        const issues = shiftIssues(input, schedule.weekStartDate);
        if (issues.length) throw invalid(issues);
        assertPastConfirmed([input], week.storeTimezone, now, input.confirmPast);
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
            breaks: placeBreaks(week.input, input.startTime, input.endTime, input.date),
          })
          .returning(shiftColumns);
        if (!row) throw new Error("shift insert returned nothing");
        week.shifts.push(row);
        return row;
      },
    },
  );
  if (!shift) throw new Error("a created shift answered nothing");
  return { shift, version };
}

/** Any subset of the fields; `userId: null` opens the shift. A manual change makes the shift MANUAL. */
export async function updateShift(
  db: Db,
  caller: CurrentUser,
  {
    shiftId,
    patch: { confirmPast, ...patch },
    expectedVersion,
    inputs,
    now = new Date(),
  }: EditOptions & { shiftId: number; patch: ShiftUpdate },
): Promise<SavedShift> {
  const { tenantId } = caller;
  const scheduleId = await scheduleOfShift(db, tenantId, shiftId);
  const { shift, version } = await submitShiftEdit(
    db,
    { tenantId, scheduleId, inputs },
    {
      expectedVersion,
      async apply(tx, week, schedule, updates) {
        const { index, before } = shiftOfWeek(week, shiftId);
        const merged = { ...before, ...definedOnly(patch) };
        const issues = shiftIssues(merged, schedule.weekStartDate);
        if (issues.length) throw invalid(issues);
        // A started shift, or one moved into the past.
        assertPastConfirmed([before, merged], week.storeTimezone, now, confirmPast);
        await assertReferences(tx, tenantId, patch);
        const timesChanged = merged.startTime !== before.startTime || merged.endTime !== before.endTime;
        const assignmentChanged =
          timesChanged ||
          merged.userId !== before.userId ||
          merged.positionId !== before.positionId ||
          merged.date !== before.date;
        const row: ShiftRow = {
          ...merged,
          ...(timesChanged || merged.date !== before.date
            ? { breaks: placeBreaks(week.input, merged.startTime, merged.endTime, merged.date) }
            : {}),
          // The engine's explanation no longer holds once a person moved the shift.
          ...(assignmentChanged ? { source: "MANUAL" as const } : {}),
        };
        week.shifts[index] = row;
        return updates.add(row, assignmentChanged);
      },
    },
  );
  if (!shift) throw notFound("Shift");
  return { shift, version };
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Answers the schedule's version right after the delete. */
export async function deleteShift(
  db: Db,
  caller: CurrentUser,
  {
    shiftId,
    expectedVersion,
    inputs,
    now = new Date(),
    confirmPast,
  }: EditOptions & { shiftId: number; confirmPast?: boolean | undefined },
): Promise<{ version: number }> {
  const { tenantId } = caller;
  const scheduleId = await scheduleOfShift(db, tenantId, shiftId);
  const { version } = await submitShiftEdit(
    db,
    { tenantId, scheduleId, inputs },
    {
      expectedVersion,
      async apply(tx, week, _schedule, updates) {
        const { index, before } = shiftOfWeek(week, shiftId);
        assertPastConfirmed([before], week.storeTimezone, now, confirmPast);
        updates.drop(shiftId);
        await tx.delete(shifts).where(shiftById(tenantId, shiftId));
        week.shifts.splice(index, 1);
        return null;
      },
    },
  );
  return { version };
}
