import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import type { Kiosk, PunchResult } from "../../domain/schemas/time-clock";
import { wallNow } from "../../domain/started";
import { formatTime } from "../../domain/time";
import { allowedPunches, type PunchAction } from "../../domain/time-clock/punches";
import type { Db } from "../db/client";
import { employeeStores } from "../db/schema/employee-stores";
import { stores } from "../db/schema/stores";
import { kioskAttempts, timeEntries } from "../db/schema/time-clock";
import { users } from "../db/schema/users";
import { AppError, notFound } from "../errors";
import { publishedShifts } from "../schedules/published-shifts";
import { addDays, endsNextDay } from "../../domain/time";
import { verifyPin } from "./pins";
import { personShifts } from "./clock-context";
import { punch } from "./punch";

/**
 * A store's kiosk (docs/api.md, Time clock): the secret address is the whole permission, and it reaches
 * this store's people and their punches only. A wrong or rotated token is a 404 with nothing changed.
 */

/** Five wrong PINs for one person at one kiosk lock them out there for five minutes. */
export const KIOSK_MAX_FAILURES = 5;
export const KIOSK_LOCK_MS = 5 * 60_000;

async function storeOfToken(db: Db, token: string) {
  const [store] = await db
    .select({ id: stores.id, tenantId: stores.tenantId, name: stores.name, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.kioskToken, token));
  if (!store) throw notFound("Kiosk");
  return store;
}

/** The store's team and anyone scheduled there today (a shift from another store's roster too). */
async function kioskPeople(db: Db, store: { id: number; tenantId: number; timezone: string }, now: Date) {
  const today = wallNow(store.timezone, now).date;
  const shifts = (
    await publishedShifts(db, store.tenantId, { from: addDays(today, -1), to: today, storeIds: [store.id] })
  ).filter((s) => s.userId !== null && (s.date === today || endsNextDay(s.startTime, s.endTime)));
  const scheduledIds = shifts.map((s) => s.userId as number); // filtered above
  const team = db
    .select({ userId: employeeStores.userId })
    .from(employeeStores)
    .where(and(eq(employeeStores.tenantId, store.tenantId), eq(employeeStores.storeId, store.id)));
  const people = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username, pin: users.clockPinHash })
    .from(users)
    .where(
      and(
        eq(users.tenantId, store.tenantId),
        or(inArray(users.id, team), scheduledIds.length ? inArray(users.id, scheduledIds) : undefined),
      ),
    );
  return { people, shifts };
}

/** The person, if the kiosk lists them: on the store's team, or scheduled there today. */
async function kioskPerson(
  db: Db,
  store: { id: number; tenantId: number; timezone: string },
  userId: number,
  now: Date,
) {
  const [person] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      pin: users.clockPinHash,
      onTeam: sql<boolean>`exists (select 1 from ${employeeStores} where ${employeeStores.userId} = ${users.id} and ${employeeStores.storeId} = ${store.id})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, store.tenantId)));
  if (!person) return undefined;
  if (person.onTeam) return person;
  const today = wallNow(store.timezone, now).date;
  const shifts = await personShifts(
    db,
    { tenantId: store.tenantId, userId },
    { from: addDays(today, -1), to: today, storeId: store.id },
  );
  return shifts.some((s) => s.date === today || endsNextDay(s.startTime, s.endTime)) ? person : undefined;
}

export async function kioskView(db: Db, token: string, now: Date): Promise<Kiosk> {
  const store = await storeOfToken(db, token);
  const { people, shifts } = await kioskPeople(db, store, now);
  const open =
    people.length === 0
      ? []
      : await db
          .select({ userId: timeEntries.userId, breaks: timeEntries.breaks })
          .from(timeEntries)
          .where(
            and(
              eq(timeEntries.tenantId, store.tenantId),
              isNull(timeEntries.clockOut),
              inArray(
                timeEntries.userId,
                people.map((p) => p.id),
              ),
            ),
          );
  const openOf = new Map(open.map((e) => [e.userId, e]));
  return {
    storeName: store.name,
    people: people
      .map((p) => {
        const shift = shifts.find((s) => s.userId === p.id);
        return {
          userId: p.id,
          name: displayName(p),
          shiftToday: shift ? `${shift.startTime}-${shift.endTime}` : null,
          hasPin: p.pin !== null,
          actions: allowedPunches(openOf.get(p.id) ?? null),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId),
  };
}

/** What a punch did, in words ("Clocked in"; the kiosk adds the store's time). */
export const PUNCHED: Record<PunchAction, string> = {
  CLOCK_IN: "Clocked in",
  BREAK_START: "Break started",
  BREAK_END: "Break ended",
  CLOCK_OUT: "Clocked out",
};

/**
 * A punch at the kiosk with the person's PIN. The PIN is checked under a lock of the person's attempts row
 * at this kiosk's store, so guesses spread over instances still count one by one.
 */
export async function kioskPunch(
  db: Db,
  token: string,
  body: { userId: number; pin: string; action: PunchAction },
  now: Date,
): Promise<PunchResult> {
  const store = await storeOfToken(db, token);
  const person = await kioskPerson(db, store, body.userId, now);
  if (!person) throw notFound("Person");
  if (!person.pin)
    throw new AppError("FORBIDDEN", "Set a PIN in your account first (Account → Time clock PIN)");
  const pinHash = person.pin;
  const key = { tenantId: store.tenantId, storeId: store.id, userId: person.id };
  const outcome = await db.transaction(async (tx): Promise<{ locked: Date } | { isRight: boolean }> => {
    await tx.insert(kioskAttempts).values(key).onConflictDoNothing();
    const [attempts] = await tx
      .select({ failures: kioskAttempts.failures, lockedUntil: kioskAttempts.lockedUntil })
      .from(kioskAttempts)
      .where(and(eq(kioskAttempts.storeId, store.id), eq(kioskAttempts.userId, person.id)))
      .for("update");
    if (attempts?.lockedUntil && attempts.lockedUntil.getTime() > now.getTime()) {
      return { locked: attempts.lockedUntil };
    }
    const isRight = await verifyPin(pinHash, body.pin);
    const failures = isRight ? 0 : (attempts?.failures ?? 0) + 1;
    const locks = failures >= KIOSK_MAX_FAILURES;
    if (isRight && attempts?.failures === 0) return { isRight };
    await tx
      .update(kioskAttempts)
      .set({
        failures: locks ? 0 : failures,
        lockedUntil: locks ? new Date(now.getTime() + KIOSK_LOCK_MS) : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(kioskAttempts.storeId, store.id), eq(kioskAttempts.userId, person.id)));
    return locks ? { locked: new Date(now.getTime() + KIOSK_LOCK_MS) } : { isRight };
  });
  if ("locked" in outcome) {
    const minutes = Math.max(1, Math.ceil((outcome.locked.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      "RATE_LIMITED",
      `Too many wrong PINs: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    );
  }
  if (!outcome.isRight) throw new AppError("FORBIDDEN", "Wrong PIN");
  const punched = await punch(db, {
    tenantId: store.tenantId,
    userId: person.id,
    action: body.action,
    now,
    source: "KIOSK",
    storeId: store.id,
  });
  const time = formatTime(wallNow(store.timezone, punched.at).minute);
  return {
    action: body.action,
    at: punched.at.toISOString(),
    name: displayName(person),
    flags: punched.flags,
    message: `${PUNCHED[body.action]} at ${time}`,
  };
}
