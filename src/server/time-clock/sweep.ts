import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { addDays } from "../../domain/time";
import { isMissedClockOut, LATE_NOTICE_MINUTES } from "../../domain/time-clock/missed-clock-out";
import { shiftInstants } from "../../domain/time-clock/shift-match";
import type { Db } from "../db/client";
import { remindRecentlyChanged } from "../timesheets/reminders";
import { lateNotices } from "../db/schema/clock-notices";
import { schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { timeEntries } from "../db/schema/time-clock";
import { users } from "../db/schema/users";
import { approversOf, notify } from "../services/notifications";

/**
 * The time clock's sweep (docs/decisions/079-punching.md), run every minute by every instance: each change
 * it makes is a conditional write whose RETURNING says who won, so two instances sweeping at once flag an
 * entry and tell people exactly once.
 */

/** Late notices look back this far: an instance down for a while does not tell people of last week. */
const LATE_LOOKBACK_MS = 2 * 3_600_000;

/** Flags entries still open the next day MISSED_CLOCK_OUT and tells the person and the managers. Never closes one. */
export async function flagMissedClockOuts(db: Db, now: Date, pushes: number[] = []): Promise<number> {
  const candidates = await db
    .select({
      id: timeEntries.id,
      clockIn: timeEntries.clockIn,
      timeZone: stores.timezone,
      shiftDate: shifts.date,
      shiftStart: shifts.startTime,
      shiftEnd: shifts.endTime,
    })
    .from(timeEntries)
    .innerJoin(stores, eq(stores.id, timeEntries.storeId))
    .leftJoin(shifts, eq(shifts.id, timeEntries.shiftId))
    .where(
      and(
        isNull(timeEntries.clockOut),
        sql`not ('MISSED_CLOCK_OUT' = any(${timeEntries.flags}))`,
        lte(timeEntries.clockIn, new Date(now.getTime() - 3_600_000)),
      ),
    );
  const missed = candidates
    .filter((e) => {
      const shiftEnd =
        e.shiftDate && e.shiftStart && e.shiftEnd
          ? shiftInstants({
              id: 0,
              date: e.shiftDate,
              startTime: e.shiftStart,
              endTime: e.shiftEnd,
              timezone: e.timeZone,
            }).end
          : null;
      return isMissedClockOut({ clockIn: e.clockIn, shiftEnd, timeZone: e.timeZone }, now);
    })
    .map((e) => e.id);
  if (missed.length === 0) return 0;
  // Only the instance whose update matched the row tells anyone.
  const flagged = await db
    .update(timeEntries)
    .set({ flags: sql`array_append(${timeEntries.flags}, 'MISSED_CLOCK_OUT')`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(timeEntries.id, missed),
        isNull(timeEntries.clockOut),
        sql`not ('MISSED_CLOCK_OUT' = any(${timeEntries.flags}))`,
      ),
    )
    .returning({
      tenantId: timeEntries.tenantId,
      userId: timeEntries.userId,
      storeId: timeEntries.storeId,
      clockIn: timeEntries.clockIn,
    });
  for (const entry of flagged) {
    const [who] = await db
      .select({
        fullName: users.fullName,
        username: users.username,
        store: stores.name,
        timeZone: stores.timezone,
      })
      .from(users)
      .innerJoin(stores, eq(stores.id, entry.storeId))
      .where(eq(users.id, entry.userId));
    const day = entry.clockIn.toLocaleDateString("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      timeZone: who?.timeZone ?? "UTC",
    });
    const where = `${who?.store ?? "the store"} on ${day}`;
    pushes.push(
      ...(await notify(db, entry.tenantId, [entry.userId], {
        kind: "CLOCK_MISSED_OUT",
        message: `You did not clock out at ${where}: tell your manager when you left`,
        link: "/",
        pushLater: true,
      })),
    );
    const managers = (await approversOf(db, entry.tenantId)).filter((id) => id !== entry.userId);
    pushes.push(
      ...(await notify(db, entry.tenantId, managers, {
        kind: "CLOCK_MISSED_OUT",
        message: `${who ? displayName(who) : "Someone"} did not clock out at ${where}`,
        link: "/timesheets",
        pushLater: true,
      })),
    );
  }
  return flagged.length;
}

/**
 * "You are 10 minutes past your start": for each published shift that started 10 minutes ago or more (within
 * the look-back) whose person has no time entry since a while before it, once per shift.
 */
export async function sendLateNotices(db: Db, now: Date, pushes: number[] = []): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  const weeks = await db
    .select({
      tenantId: schedules.tenantId,
      timeZone: stores.timezone,
      published: schedules.publishedShifts,
    })
    .from(schedules)
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(
      and(
        isNotNull(schedules.publishedShifts),
        gte(schedules.weekStartDate, addDays(utcToday, -8)),
        lte(schedules.weekStartDate, addDays(utcToday, 1)),
      ),
    );
  const due = weeks.flatMap((w) =>
    (w.published ?? [])
      .filter((s) => s.userId !== null && s.date >= addDays(utcToday, -1) && s.date <= addDays(utcToday, 1))
      .map((s) => ({
        ...s,
        tenantId: w.tenantId,
        userId: s.userId as number,
        start: shiftInstants({ ...s, timezone: w.timeZone }).start,
      }))
      .filter((s) => {
        const late = now.getTime() - s.start.getTime();
        return late >= LATE_NOTICE_MINUTES * 60_000 && late <= LATE_LOOKBACK_MS;
      }),
  );
  let told = 0;
  for (const shift of due) {
    const [present] = await db
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.tenantId, shift.tenantId),
          eq(timeEntries.userId, shift.userId),
          gte(timeEntries.clockIn, new Date(shift.start.getTime() - 4 * 3_600_000)),
        ),
      )
      .limit(1);
    if (present) continue;
    const [claimed] = await db
      .insert(lateNotices)
      .values({ shiftId: shift.id, tenantId: shift.tenantId, userId: shift.userId })
      .onConflictDoNothing()
      .returning({ shiftId: lateNotices.shiftId });
    if (!claimed) continue;
    const minutes = Math.floor((now.getTime() - shift.start.getTime()) / 60_000);
    pushes.push(
      ...(await notify(db, shift.tenantId, [shift.userId], {
        kind: "CLOCK_LATE",
        message: `You are ${minutes} minutes past your start (${shift.startTime}): clock in when you arrive`,
        link: "/",
        pushLater: true,
      })),
    );
    told += 1;
  }
  return told;
}

/**
 * One sweep. Answers the notifications to push: made outside a request, they are not in a request's outbox
 * (push/outbox.ts), so the caller queues them (a late notice is pushed, not emailed, by default).
 */
export async function sweepTimeClock(db: Db, now: Date): Promise<number[]> {
  const pushes: number[] = [];
  await flagMissedClockOuts(db, now, pushes);
  await sendLateNotices(db, now, pushes);
  await remindRecentlyChanged(db, now);
  return pushes;
}
