import { wallNow } from "../../domain/started";
import { and, eq, inArray } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import type { MyHours, MyShift, OpenShift, SwapTarget } from "../../domain/schemas/me";
import { addDays, endsNextDay, workedMinutes } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { openShiftRequests } from "../db/schema/employee-side";
import { employeePositions } from "../db/schema/employee-positions";
import { employeeStores } from "../db/schema/employee-stores";
import { positions } from "../db/schema/positions";
import { schedules, shifts } from "../db/schema/schedules";
import { users } from "../db/schema/users";
import {
  isFuture,
  publishedShift,
  publishedShifts,
  wallInterval,
  type PublishedShiftAt,
} from "../schedules/published-shifts";
import { invalid } from "../errors";
import { loadWeek } from "../schedules/week";
import { trialOf, type Reassignment } from "./request-changes";

async function positionNames(db: Db, tenantId: number) {
  const rows = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(eq(positions.tenantId, tenantId));
  return new Map(rows.map((p) => [p.id, p.name]));
}

/** What every employee answer says of a published shift: when, where, what and its breaks. */
function shiftFields(s: PublishedShiftAt, positionNames: ReadonlyMap<number, string>) {
  return {
    id: s.id,
    storeId: s.storeId,
    storeName: s.storeName,
    positionId: s.positionId,
    positionName: positionNames.get(s.positionId) ?? "",
    date: s.date,
    startTime: s.startTime,
    endTime: s.endTime,
    breaks: s.breaks,
  };
}

/** Same store, and their wall-clock intervals meet (an overnight shift runs into the next day). */
function overlaps(a: PublishedShiftAt, b: PublishedShiftAt): boolean {
  if (a.storeId !== b.storeId) return false;
  const x = wallInterval(a);
  const y = wallInterval(b);
  return x.start < y.end && y.start < x.end;
}

/**
 * The caller's published shifts at every store, with who else works then (same store, overlapping). A
 * shift that started the evening before `from` and runs past midnight into it is included: at 01:00 the
 * night's shift is still today's work (docs/api.md, The employee side).
 */
export async function listMyShifts(
  db: Db,
  caller: CurrentUser,
  range: { from: string; to: string },
): Promise<MyShift[]> {
  const eve = addDays(range.from, -1);
  const all = await publishedShifts(db, caller.tenantId, { from: eve, to: range.to });
  const mine = all.filter(
    (s) => s.userId === caller.id && (s.date !== eve || endsNextDay(s.startTime, s.endTime)),
  );
  if (mine.length === 0) return [];
  const [names, people] = await Promise.all([
    positionNames(db, caller.tenantId),
    db
      .select({ id: users.id, fullName: users.fullName, username: users.username })
      .from(users)
      .where(eq(users.tenantId, caller.tenantId)),
  ]);
  const personName = new Map(people.map((u) => [u.id, displayName(u)]));
  return mine.map((s) => ({
    ...shiftFields(s, names),
    coworkers: all
      .filter((o) => o.userId !== null && o.userId !== caller.id && overlaps(s, o))
      .map((o) => ({
        userId: o.userId as number, // filtered above
        name: personName.get(o.userId as number) ?? "",
        positionName: names.get(o.positionId) ?? "",
        startTime: o.startTime,
        endTime: o.endTime,
      })),
  }));
}

/** The caller's stores and qualifications. */
export async function storesAndPositionsOf(db: Db, tenantId: number, userId: number) {
  const [storeRows, positionRows] = await Promise.all([
    db
      .select({ id: employeeStores.storeId })
      .from(employeeStores)
      .where(and(eq(employeeStores.tenantId, tenantId), eq(employeeStores.userId, userId))),
    db
      .select({ id: employeePositions.positionId })
      .from(employeePositions)
      .where(and(eq(employeePositions.tenantId, tenantId), eq(employeePositions.userId, userId))),
  ]);
  return { storeIds: storeRows.map((r) => r.id), positionIds: new Set(positionRows.map((r) => r.id)) };
}

/**
 * Published open shifts of the caller's stores and positions, from now on, still open as published
 * (a shift a manager has filled since, unpublished, is no longer offered).
 */
export async function listOpenShifts(db: Db, caller: CurrentUser, now = new Date()): Promise<OpenShift[]> {
  const { storeIds, positionIds } = await storesAndPositionsOf(db, caller.tenantId, caller.id);
  if (storeIds.length === 0) return [];
  const today = wallNow("UTC", now).date;
  const published = await publishedShifts(db, caller.tenantId, {
    from: addDays(today, -1),
    to: addDays(today, 92),
    storeIds,
  });
  const offered = published.filter(
    (s) => s.userId === null && positionIds.has(s.positionId) && isFuture(s, now),
  );
  if (offered.length === 0) return [];
  const ids = offered.map((s) => s.id);
  const [stillOpen, claims, names] = await Promise.all([
    stillOpenOf(db, caller.tenantId, ids),
    pendingClaimsOf(db, caller.tenantId, ids, caller.id),
    positionNames(db, caller.tenantId),
  ]);
  const claimed = new Set(claims.map((c) => c.shiftId));
  const open = offered.filter((s) => stillOpen.has(s.id));
  const whyNot = await whyNotOf(
    db,
    caller.tenantId,
    open.map((s) => ({ scheduleId: s.scheduleId, moves: [{ shiftId: s.id, from: null, to: caller.id }] })),
  );
  return open.map((s, i) => ({
    ...shiftFields(s, names),
    isClaimed: claimed.has(s.id),
    whyNot: whyNot[i] ?? null,
  }));
}

/** Of these shifts, those nobody works now (a manager may have filled one since it was published). */
async function stillOpenOf(db: Db, tenantId: number, ids: number[]): Promise<Set<number>> {
  const live = await db
    .select({ id: shifts.id, userId: shifts.userId })
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), inArray(shifts.id, ids)));
  return new Set(live.filter((s) => s.userId === null).map((s) => s.id));
}

/** Pending claims of these shifts (by one person, or by anyone). */
function pendingClaimsOf(db: Db, tenantId: number, ids: number[], userId?: number) {
  return db
    .select({ shiftId: openShiftRequests.shiftId, userId: openShiftRequests.userId })
    .from(openShiftRequests)
    .where(
      and(
        eq(openShiftRequests.tenantId, tenantId),
        userId === undefined ? undefined : eq(openShiftRequests.userId, userId),
        eq(openShiftRequests.status, "pending"),
        inArray(openShiftRequests.shiftId, ids),
      ),
    );
}

/**
 * Who could work these open shifts of one published week, by the same tests `listOpenShifts` offers them
 * with: future, still open as published, at the person's store and position, not claimed by them already,
 * and no hard rule broken by taking it (`whyNotOf`, the week loaded once for everyone). Answers each such
 * person's shifts, in the week's order; for the OPEN_SHIFT announcement (schedules/open-shift-sweep.ts),
 * which passes the pairs `${shiftId}|${userId}` it already told (not tried again) and a pause between slices
 * of trials (src/server/background.ts).
 */
export async function openShiftTakers(
  db: Db,
  tenantId: number,
  scheduleId: number,
  shiftIds: readonly number[],
  now = new Date(),
  options: { alreadyTold?: ReadonlySet<string>; between?: () => Promise<void> } = {},
): Promise<Map<number, PublishedShiftAt[]>> {
  const alreadyTold = options.alreadyTold ?? new Set<string>();
  const takers = new Map<number, PublishedShiftAt[]>();
  const [week] = await db
    .select({ storeId: schedules.storeId, weekStart: schedules.weekStartDate })
    .from(schedules)
    .where(and(eq(schedules.tenantId, tenantId), eq(schedules.id, scheduleId)));
  if (!week || shiftIds.length === 0) return takers;
  const wanted = new Set(shiftIds);
  const offered = (
    await publishedShifts(db, tenantId, {
      from: week.weekStart,
      to: addDays(week.weekStart, 6),
      storeIds: [week.storeId],
    })
  ).filter((s) => s.scheduleId === scheduleId && wanted.has(s.id) && s.userId === null && isFuture(s, now));
  if (offered.length === 0) return takers;
  const ids = offered.map((s) => s.id);
  const [stillOpen, claims, qualified] = await Promise.all([
    stillOpenOf(db, tenantId, ids),
    pendingClaimsOf(db, tenantId, ids),
    db
      .select({ userId: employeeStores.userId, positionId: employeePositions.positionId })
      .from(employeeStores)
      .innerJoin(
        employeePositions,
        and(
          eq(employeePositions.tenantId, employeeStores.tenantId),
          eq(employeePositions.userId, employeeStores.userId),
        ),
      )
      .where(and(eq(employeeStores.tenantId, tenantId), eq(employeeStores.storeId, week.storeId))),
  ]);
  const claimed = new Set(claims.map((c) => `${c.shiftId}|${c.userId}`));
  const asked = offered
    .filter((s) => stillOpen.has(s.id))
    .flatMap((shift) =>
      qualified
        .filter((q) => {
          const pair = `${shift.id}|${q.userId}`;
          return q.positionId === shift.positionId && !claimed.has(pair) && !alreadyTold.has(pair);
        })
        .map((q) => ({ shift, userId: q.userId })),
    );
  const whyNot = await whyNotOf(
    db,
    tenantId,
    asked.map(({ shift, userId }) => ({
      scheduleId,
      moves: [{ shiftId: shift.id, from: null, to: userId }],
    })),
    options.between,
  );
  asked.forEach(({ shift, userId }, i) => {
    if (whyNot[i] !== null) return;
    takers.set(userId, [...(takers.get(userId) ?? []), shift]);
  });
  return takers;
}

/**
 * For each change asked about, the first hard rule it would break in its week, or null: each week loaded
 * once, however many changes it holds (services/request-changes.ts, trialOf).
 */
async function whyNotOf(
  db: Db,
  tenantId: number,
  changes: { scheduleId: number; moves: Reassignment[] }[],
  between?: () => Promise<void>,
): Promise<(string | null)[]> {
  const trials = new Map<number, ReturnType<typeof trialOf> | undefined>();
  for (const scheduleId of new Set(changes.map((c) => c.scheduleId))) {
    const week = await loadWeek(db, tenantId, scheduleId);
    trials.set(scheduleId, week && trialOf(week));
  }
  // Each trial reviews the whole week in memory. Work in the background (a sweep's hundreds of people and
  // shifts) passes `between`, called every few milliseconds of trials to let requests go first.
  const answers: (string | null)[] = [];
  let sliceStart = performance.now();
  for (const { scheduleId, moves } of changes) {
    answers.push(trials.get(scheduleId)?.(moves)[0]?.message ?? null);
    if (between && performance.now() - sliceStart > TRIAL_SLICE_MS) {
      await between();
      sliceStart = performance.now();
    }
  }
  return answers;
}

/** How long background trials hold the event loop between turns. */
const TRIAL_SLICE_MS = 5;

/** Worked hours (meal breaks off) of the caller's published shifts in a week, and the hours they want. */
export async function myHours(db: Db, caller: CurrentUser, weekStart: string): Promise<MyHours> {
  const [all, [me]] = await Promise.all([
    publishedShifts(db, caller.tenantId, { from: weekStart, to: addDays(weekStart, 6) }),
    db
      .select({ desired: users.desiredWeeklyHours })
      .from(users)
      .where(and(eq(users.id, caller.id), eq(users.tenantId, caller.tenantId))),
  ]);
  // Real minutes at each shift's store: an overnight shift ends the next day, a DST night counts.
  const minutes = all
    .filter((s) => s.userId === caller.id)
    .reduce((sum, s) => sum + workedMinutes(s, s.timezone), 0);
  return {
    weekStart,
    scheduledHours: Math.round((minutes / 60) * 100) / 100,
    desiredHours: me?.desired ?? 0,
  };
}

/**
 * What one of my published future shifts could be swapped for: coworkers' published future shifts at the
 * same store in the same week (the approval re-checks the rules).
 */
export async function listSwapTargets(db: Db, caller: CurrentUser, shiftId: number): Promise<SwapTarget[]> {
  const mine = await publishedShift(db, caller.tenantId, shiftId);
  if (!mine || mine.userId !== caller.id || !isFuture(mine))
    throw invalid([{ path: "shiftId", message: "Not one of your published future shifts" }]);
  const [all, names, people] = await Promise.all([
    publishedShifts(db, caller.tenantId, {
      from: addDays(mine.date, -6),
      to: addDays(mine.date, 6),
      storeIds: [mine.storeId],
    }),
    positionNames(db, caller.tenantId),
    db
      .select({ id: users.id, fullName: users.fullName, username: users.username })
      .from(users)
      .where(eq(users.tenantId, caller.tenantId)),
  ]);
  const personName = new Map(people.map((u) => [u.id, displayName(u)]));
  const targets = all.filter(
    (s) => s.scheduleId === mine.scheduleId && s.userId !== null && s.userId !== caller.id && isFuture(s),
  );
  const whyNot = await whyNotOf(
    db,
    caller.tenantId,
    targets.map((s) => ({
      scheduleId: s.scheduleId,
      moves: [
        { shiftId: mine.id, from: caller.id, to: s.userId as number }, // filtered above
        { shiftId: s.id, from: s.userId, to: caller.id },
      ],
    })),
  );
  return targets.map((s, i) => ({
    ...shiftFields(s, names),
    userId: s.userId as number, // filtered above
    name: personName.get(s.userId as number) ?? "",
    whyNot: whyNot[i] ?? null,
  }));
}
