import { and, eq, isNull, sql } from "drizzle-orm";
import { checkLocation, type PunchPlace } from "../../domain/time-clock/location";
import { matchClockIn } from "../../domain/time-clock/shift-match";
import {
  closeBreaks,
  punchBreak,
  refusedPunch,
  type PunchAction,
  type StoredFlag,
} from "../../domain/time-clock/punches";
import type { Db } from "../db/client";
import { employeeStores } from "../db/schema/employee-stores";
import { timeEntries, type PunchLocation } from "../db/schema/time-clock";
import { AppError, conflict, insertedRow, sqlState, UNIQUE_VIOLATION } from "../errors";
import {
  clockStores,
  isOpenEntryOf,
  openEntryColumns,
  shiftsAroundNow,
  type ClockStore,
  type PersonShift,
} from "./clock-context";

/**
 * One punch (docs/api.md, Time clock), from a phone (`ME`) or a store kiosk (`KIOSK`). The database keeps
 * it honest across instances: one open entry per person (a unique index), and a break or clock-out locks
 * the open entry first.
 */
export interface Punch {
  tenantId: number;
  userId: number;
  action: PunchAction;
  now: Date;
  source: "ME" | "KIOSK";
  /** ME: the browser's fix at the punch (null: the person declined or the browser has none). */
  location?: PunchPlace | null | undefined;
  /** ME: the store of an unscheduled clock-in; KIOSK: the kiosk's store. */
  storeId?: number | undefined;
}

export interface Punched {
  entryId: number;
  storeId: number;
  at: Date;
  flags: string[];
}

export async function punch(db: Db, p: Punch): Promise<Punched> {
  return p.action === "CLOCK_IN" ? clockIn(db, p) : punchOpenEntry(db, p);
}

/**
 * "Already clocked in" is answered by the insert (the one-open-entry index), which spares every clock-in a
 * read of the open entry (docs/decisions/079-punching.md, Speed). A refusal found before the insert (too
 * early, no store, outside the radius) looks for the open entry first, so that it still comes first.
 */
async function clockIn(db: Db, p: Punch): Promise<Punched> {
  let planned: PlannedClockIn;
  try {
    planned = await planClockIn(db, p);
  } catch (error) {
    if (error instanceof AppError && (await isClockedIn(db, p))) throw conflict(ALREADY_IN);
    throw error;
  }
  const { store, shift, flags, location } = planned;
  try {
    const [row] = await db
      .insert(timeEntries)
      .values({
        tenantId: p.tenantId,
        userId: p.userId,
        storeId: store.id,
        positionId: shift?.positionId ?? null,
        shiftId: shift?.id ?? null,
        clockIn: p.now,
        flags,
        source: p.source,
        location,
      })
      .returning({ id: timeEntries.id });
    return { entryId: insertedRow(row).id, storeId: store.id, at: p.now, flags };
  } catch (error) {
    // Already clocked in (two tabs, two instances at once, or long ago): the index lets one through.
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_IN);
    throw error;
  }
}

const ALREADY_IN = refusedPunch({ breaks: [] }, "CLOCK_IN") ?? "You are already clocked in";

interface PlannedClockIn {
  store: ClockStore;
  shift: PersonShift | null;
  flags: StoredFlag[];
  location: PunchLocation | null;
}

/** Where and on what shift a clock-in goes, or the AppError that refuses it. */
async function planClockIn(db: Db, p: Punch): Promise<PlannedClockIn> {
  const kioskStore = p.source === "KIOSK" ? p.storeId : undefined;
  const [storesById, shifts] = await Promise.all([
    clockStores(db, p.tenantId),
    shiftsAroundNow(db, p, p.now, kioskStore),
  ]);
  const earlyOf = (s: { storeId: number }) => storesById.get(s.storeId)?.earlyClockInMinutes ?? 15;
  const match = matchClockIn(shifts, p.now, earlyOf);
  if (match.kind === "TOO_EARLY") {
    throw new AppError("CONFLICT", `You can clock in from ${match.from}`);
  }
  const shift = match.kind === "SHIFT" ? match.shift : null;
  const store = shift ? storesById.get(shift.storeId) : await unscheduledStore(db, p, storesById);
  if (!store) throw new AppError("BAD_REQUEST", "Choose a store to clock in at");

  const flags: StoredFlag[] = shift ? [] : ["UNSCHEDULED"];
  let location: PunchLocation | null = null;
  if (p.source === "ME") {
    const checked = checkLocation(store, p.location);
    if (checked.refusal) throw new AppError("FORBIDDEN", checked.refusal);
    flags.push(...checked.flags);
    if (p.location) {
      location = {
        latitude: p.location.latitude,
        longitude: p.location.longitude,
        accuracyM: p.location.accuracyM ?? null,
        distanceM: checked.distanceM,
      };
    }
  }
  return { store, shift, flags, location };
}

async function isClockedIn(db: Db, p: Punch): Promise<boolean> {
  const [open] = await db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(isOpenEntryOf(p.tenantId, p.userId));
  return open !== undefined;
}

/** The store of a clock-in with no shift: the kiosk's, the one asked for (theirs), or their only one. */
async function unscheduledStore(
  db: Db,
  p: Punch,
  storesById: Map<number, ClockStore>,
): Promise<ClockStore | undefined> {
  if (p.source === "KIOSK") return p.storeId === undefined ? undefined : storesById.get(p.storeId);
  const mine = await db
    .select({ storeId: employeeStores.storeId })
    .from(employeeStores)
    .where(and(eq(employeeStores.tenantId, p.tenantId), eq(employeeStores.userId, p.userId)));
  const ids = mine.map((r) => r.storeId);
  if (p.storeId !== undefined) {
    if (!ids.includes(p.storeId)) throw new AppError("BAD_REQUEST", "You are not on that store's team");
    return storesById.get(p.storeId);
  }
  if (ids.length === 1) return storesById.get(ids[0] as number);
  if (ids.length === 0) throw new AppError("BAD_REQUEST", "You are not on any store's team yet");
  return undefined;
}

/**
 * A break or a clock-out: the open entry is read, the punch checked against it, and written only if the
 * entry is still open with the breaks read, so two punches at once cannot both pass the check; the loser is
 * told to look again (409).
 */
async function punchOpenEntry(db: Db, p: Punch): Promise<Punched> {
  const [open] = await db
    .select(openEntryColumns)
    .from(timeEntries)
    .where(isOpenEntryOf(p.tenantId, p.userId));
  const refusal = refusedPunch(open ?? null, p.action);
  if (refusal || !open) throw conflict(refusal ?? "You are not clocked in");
  if (p.source === "KIOSK" && open.storeId !== p.storeId) {
    throw conflict("You are clocked in at another store: punch there or on your phone");
  }
  const at = p.now.toISOString();
  const isOut = p.action === "CLOCK_OUT";
  if (isOut && p.now.getTime() <= open.clockIn.getTime()) throw conflict("You clocked in just now");
  const breaks = isOut
    ? closeBreaks(open.breaks, at)
    : punchBreak(open.breaks, p.action as "BREAK_START" | "BREAK_END", at);
  const written = await db
    .update(timeEntries)
    .set({
      breaks,
      ...(isOut ? { clockOut: p.now, status: "PENDING" as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(timeEntries.id, open.id),
        eq(timeEntries.tenantId, p.tenantId),
        isNull(timeEntries.clockOut),
        sql`${timeEntries.breaks} = ${JSON.stringify(open.breaks)}::jsonb`,
      ),
    )
    .returning({ id: timeEntries.id });
  if (written.length === 0) throw conflict("Your time clock changed meanwhile: look again and punch");
  return { entryId: open.id, storeId: open.storeId, at: p.now, flags: open.flags };
}
