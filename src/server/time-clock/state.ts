import { and, asc, eq } from "drizzle-orm";
import type { ClockShiftView, ClockState } from "../../domain/schemas/time-clock";
import { allowedPunches, isOnBreak } from "../../domain/time-clock/punches";
import { matchClockIn } from "../../domain/time-clock/shift-match";
import type { Db } from "../db/client";
import { employeeStores } from "../db/schema/employee-stores";
import { stores } from "../db/schema/stores";
import { timeEntries } from "../db/schema/time-clock";
import { addDays } from "../../domain/time";
import {
  clockStores,
  isOpenEntryOf,
  openEntryColumns,
  personShifts,
  positionName,
  shiftsAroundNow,
  type ClockStore,
} from "./clock-context";

type ShiftAt = {
  id: number;
  storeId: number;
  positionId: number;
  date: string;
  startTime: string;
  endTime: string;
};

async function shiftView(
  db: Db,
  tenantId: number,
  shift: ShiftAt,
  storesById: Map<number, ClockStore>,
): Promise<ClockShiftView> {
  const store = storesById.get(shift.storeId);
  return {
    id: shift.id,
    storeId: shift.storeId,
    storeName: store?.name ?? "",
    positionName: await positionName(db, tenantId, shift.positionId),
    date: shift.date,
    startTime: shift.startTime,
    endTime: shift.endTime,
    asksLocation: store?.latitude != null,
  };
}

/** What the clock shows a person now: their open entry and its shift, or the shift a clock-in would work. */
export async function clockState(
  db: Db,
  who: { tenantId: number; id: number },
  now: Date,
): Promise<ClockState> {
  const me = { tenantId: who.tenantId, userId: who.id };
  const [[open], storesById, myStores] = await Promise.all([
    db.select(openEntryColumns).from(timeEntries).where(isOpenEntryOf(who.tenantId, who.id)),
    clockStores(db, who.tenantId),
    db
      .select({ id: stores.id, name: stores.name, latitude: stores.latitude })
      .from(employeeStores)
      .innerJoin(stores, eq(stores.id, employeeStores.storeId))
      .where(and(eq(employeeStores.tenantId, who.tenantId), eq(employeeStores.userId, who.id)))
      .orderBy(asc(stores.name)),
  ]);
  let shift: ShiftAt | undefined;
  let clockInFrom: string | null = null;
  if (open) {
    // The entry's shift: from the clock-in's day back to the day before (an overnight shift).
    const day = open.clockIn.toISOString().slice(0, 10);
    shift =
      open.shiftId === null
        ? undefined
        : (
            await personShifts(db, me, { from: addDays(day, -2), to: addDays(day, 1), shiftId: open.shiftId })
          )[0];
  } else {
    const match = matchClockIn(
      await shiftsAroundNow(db, me, now),
      now,
      (s) => storesById.get(s.storeId)?.earlyClockInMinutes ?? 15,
    );
    if (match.kind !== "UNSCHEDULED") shift = match.shift;
    if (match.kind === "TOO_EARLY") clockInFrom = match.from;
  }
  return {
    entry: open
      ? {
          id: open.id,
          storeId: open.storeId,
          storeName: storesById.get(open.storeId)?.name ?? "",
          clockIn: open.clockIn.toISOString(),
          breaks: open.breaks,
          flags: open.flags,
          isOnBreak: isOnBreak(open),
        }
      : null,
    shift: shift ? await shiftView(db, who.tenantId, shift, storesById) : null,
    clockInFrom,
    actions: allowedPunches(open ?? null),
    stores: myStores.map((s) => ({ id: s.id, name: s.name, asksLocation: s.latitude !== null })),
    serverTime: now.toISOString(),
  };
}
