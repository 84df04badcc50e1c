import { and, eq, sql } from "drizzle-orm";
import { checkLocation, type PunchPlace } from "../../domain/time-clock/location";
import { matchClockIn } from "../../domain/time-clock/shift-match";
import { refusedPunch, type PunchAction, type StoredFlag } from "../../domain/time-clock/punches";
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
  // All three at once, though the person's stores matter only without a shift: on PGlite's one connection
  // each round of queries waits behind every other punch's, and a third round made clock-ins the slowest
  // punches at a shift change (p99 ≈ 3 × p50).
  const [storesById, shifts, myStoreIds] = await Promise.all([
    clockStores(db, p.tenantId),
    shiftsAroundNow(db, p, p.now, kioskStore),
    p.source === "ME" ? storesOf(db, p) : [],
  ]);
  const earlyOf = (s: { storeId: number }) => storesById.get(s.storeId)?.earlyClockInMinutes ?? 15;
  const match = matchClockIn(shifts, p.now, earlyOf);
  if (match.kind === "TOO_EARLY") {
    throw new AppError("CONFLICT", `You can clock in from ${match.from}`);
  }
  const shift = match.kind === "SHIFT" ? match.shift : null;
  const store = shift ? storesById.get(shift.storeId) : unscheduledStore(p, storesById, myStoreIds);
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

/** The stores whose team the person is on. */
async function storesOf(db: Db, p: Punch): Promise<number[]> {
  const mine = await db
    .select({ storeId: employeeStores.storeId })
    .from(employeeStores)
    .where(and(eq(employeeStores.tenantId, p.tenantId), eq(employeeStores.userId, p.userId)));
  return mine.map((r) => r.storeId);
}

/** The store of a clock-in with no shift: the kiosk's, the one asked for (theirs), or their only one. */
function unscheduledStore(
  p: Punch,
  storesById: Map<number, ClockStore>,
  ids: readonly number[],
): ClockStore | undefined {
  if (p.source === "KIOSK") return p.storeId === undefined ? undefined : storesById.get(p.storeId);
  if (p.storeId !== undefined) {
    if (!ids.includes(p.storeId)) throw new AppError("BAD_REQUEST", "You are not on that store's team");
    return storesById.get(p.storeId);
  }
  if (ids.length === 1) return storesById.get(ids[0] as number);
  if (ids.length === 0) throw new AppError("BAD_REQUEST", "You are not on any store's team yet");
  return undefined;
}

/** Some break of the entry still runs (jsonb containment: an element whose `end` is null). */
const onBreak = sql`${timeEntries.breaks} @> '[{"end": null}]'::jsonb`;

/**
 * A break or a clock-out, in one conditional UPDATE that holds the rules of `refusedPunch`
 * (src/domain/time-clock/punches.ts) in its WHERE: a break starts and a clock-out happens only when no break
 * runs, a break ends only while one runs, a kiosk punches only the entry of its store, a clock-out only after
 * the clock-in. Two punches at once cannot both pass: the second sees the first's row. One query instead of a
 * read and a write: on PGlite the 20 punches of a shift change queue on one connection (docs/decisions/
 * 079-punching.md, Speed). When no row is written, `whyRefused` reads the entry to say why.
 */
async function punchOpenEntry(db: Db, p: Punch): Promise<Punched> {
  const at = p.now.toISOString();
  const change =
    p.action === "BREAK_START"
      ? {
          breaks: sql`${timeEntries.breaks} || jsonb_build_array(jsonb_build_object('start', ${at}::text, 'end', null))`,
        }
      : p.action === "BREAK_END"
        ? {
            breaks: sql`(select jsonb_agg(case when b->'end' = 'null'::jsonb then jsonb_set(b, '{end}', to_jsonb(${at}::text)) else b end order by i) from jsonb_array_elements(${timeEntries.breaks}) with ordinality as t(b, i))`,
          }
        : { clockOut: p.now, status: "PENDING" as const };
  const [written] = await db
    .update(timeEntries)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        isOpenEntryOf(p.tenantId, p.userId),
        p.action === "BREAK_END" ? onBreak : sql`not ${onBreak}`,
        p.source === "KIOSK" ? eq(timeEntries.storeId, p.storeId ?? 0) : undefined,
        p.action === "CLOCK_OUT" ? sql`${timeEntries.clockIn} < ${at}::timestamptz` : undefined,
      ),
    )
    .returning({ id: timeEntries.id, storeId: timeEntries.storeId, flags: timeEntries.flags });
  if (!written) throw await whyRefused(db, p);
  return { entryId: written.id, storeId: written.storeId, at: p.now, flags: written.flags };
}

/** Why a break or clock-out wrote nothing, in the order the rules are told: the state, the store, the time. */
async function whyRefused(db: Db, p: Punch): Promise<AppError> {
  const [open] = await db
    .select(openEntryColumns)
    .from(timeEntries)
    .where(isOpenEntryOf(p.tenantId, p.userId));
  const refusal = refusedPunch(open ?? null, p.action);
  if (refusal || !open) return conflict(refusal ?? "You are not clocked in");
  if (p.source === "KIOSK" && open.storeId !== p.storeId) {
    return conflict("You are clocked in at another store: punch there or on your phone");
  }
  if (p.action === "CLOCK_OUT" && p.now.getTime() <= open.clockIn.getTime()) {
    return conflict("You clocked in just now");
  }
  // Allowed now: another punch changed the entry between the update and this read.
  return conflict("Your time clock changed meanwhile: look again and punch");
}
