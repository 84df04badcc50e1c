import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Issue } from "../../domain/schemas/common";
import type { TimeEntry, TimeEntryCreate, TimeEntryPatch } from "../../domain/schemas/timesheets";
import { MAX_SHIFT_MINUTES } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { employeePositions } from "../db/schema/employee-positions";
import { positions } from "../db/schema/positions";
import { shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { timeEntries, timeEntryEdits, type TimeEntryBreak } from "../db/schema/time-clock";
import { users } from "../db/schema/users";
import { conflict, invalid, notFound } from "../errors";
import { assertIdsInTenant } from "../services/references";
import { describeEntries, entriesBetween, weekSpan } from "./entries";
import { storeRulesOf } from "./entries";
import { mondayOf, todayIn } from "../../domain/time";

const positionRef = { table: positions, id: positions.id, tenantId: positions.tenantId };
const shiftRef = { table: shifts, id: shifts.id, tenantId: shifts.tenantId };

/** Longest entry a manager may record: a day and a half covers any real double shift. */
const MAX_ENTRY_MINUTES = MAX_SHIFT_MINUTES + 8 * 60;

/** What is wrong with an entry's times, as 400 issues: an end before its start, breaks outside it. */
export function entryTimeIssues(
  clockIn: Date,
  clockOut: Date | null,
  breaks: readonly TimeEntryBreak[],
): Issue[] {
  const issues: Issue[] = [];
  if (clockOut && clockOut.getTime() <= clockIn.getTime())
    issues.push({ path: "clockOut", message: "Clock-out must be after clock-in" });
  else if (clockOut && (clockOut.getTime() - clockIn.getTime()) / 60_000 > MAX_ENTRY_MINUTES)
    issues.push({ path: "clockOut", message: "An entry cannot be longer than 24 hours" });
  const sorted = [...breaks].sort((a, b) => a.start.localeCompare(b.start));
  let lastEnd = -Infinity;
  sorted.forEach((b, i) => {
    const start = Date.parse(b.start);
    const end = b.end === null ? null : Date.parse(b.end);
    if (end !== null && end <= start)
      issues.push({ path: `breaks.${i}.end`, message: "A break must end after it starts" });
    if (
      start < clockIn.getTime() ||
      (clockOut && (end ?? start) > clockOut.getTime()) ||
      (end === null && clockOut)
    )
      issues.push({ path: `breaks.${i}`, message: "Breaks must be inside the entry" });
    if (start < lastEnd) issues.push({ path: `breaks.${i}`, message: "Breaks must not overlap" });
    lastEnd = end ?? Infinity;
  });
  return issues;
}

/**
 * 400 unless the position is the organization's and one the person works (Team: their positions): the
 * hours of an entry are paid and reported as that position's.
 */
async function assertPositionOfPerson(db: Db, tenantId: number, userId: number, positionId: number) {
  await assertIdsInTenant(db, positionRef, tenantId, [positionId], "positionId", "position");
  const [held] = await db
    .select({ positionId: employeePositions.positionId })
    .from(employeePositions)
    .where(
      and(
        eq(employeePositions.tenantId, tenantId),
        eq(employeePositions.userId, userId),
        eq(employeePositions.positionId, positionId),
      ),
    );
  if (!held) throw invalid([{ path: "positionId", message: "Not one of this person's positions" }]);
}

/** 409 when the person has another entry that overlaps this span (any store). */
async function assertNoOverlap(
  db: Db,
  tenantId: number,
  userId: number,
  from: Date,
  to: Date | null,
  except?: number,
) {
  const [clash] = await db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.userId, userId),
        except === undefined ? undefined : ne(timeEntries.id, except),
        to ? lt(timeEntries.clockIn, to) : undefined,
        or(isNull(timeEntries.clockOut), gt(timeEntries.clockOut, from)),
      ),
    )
    .limit(1);
  if (clash) throw conflict("This would overlap another time entry of the same person");
}

const normalize = (breaks: readonly { start: string; end: string | null }[]): TimeEntryBreak[] =>
  breaks.map((b) => ({
    start: new Date(b.start).toISOString(),
    end: b.end === null ? null : new Date(b.end).toISOString(),
  }));
const breaksText = (breaks: readonly TimeEntryBreak[]) =>
  breaks.map((b) => `${b.start}–${b.end ?? "…"}`).join(", ");

/** The entry as the API shows it, within its person's week (for the flags that depend on the week). */
export async function describeOne(db: Db, tenantId: number, entryId: number): Promise<TimeEntry> {
  const [row] = await db
    .select({ userId: timeEntries.userId, storeId: timeEntries.storeId, clockIn: timeEntries.clockIn })
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, entryId)));
  if (!row) throw notFound("Time entry");
  const timezone = (await storeRulesOf(db, tenantId, [row.storeId])).get(row.storeId)?.timezone ?? "UTC";
  const { from, to } = weekSpan(timezone, mondayOf(todayIn(timezone, row.clockIn)));
  const week = await entriesBetween(db, tenantId, from, to, [row.userId]);
  const described = await describeEntries(db, tenantId, week);
  const found = described.find((e) => e.id === entryId);
  if (!found) throw notFound("Time entry");
  const { overtimeMinutes: _ignored, ...entry } = found;
  return entry;
}

/** POST: a manager records an entry the person missed (PENDING, source MANAGER, reason kept). */
export async function createEntry(db: Db, caller: CurrentUser, body: TimeEntryCreate): Promise<TimeEntry> {
  const { tenantId } = caller;
  const clockIn = new Date(body.clockIn);
  const clockOut = new Date(body.clockOut);
  const breaks = normalize(body.breaks);
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, body.userId)));
  if (!person) throw invalid([{ path: "userId", message: `Unknown person: ${body.userId}` }]);
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, body.storeId)));
  if (!store) throw notFound("Store");
  if (body.positionId) await assertPositionOfPerson(db, tenantId, body.userId, body.positionId);
  if (body.shiftId) await assertIdsInTenant(db, shiftRef, tenantId, [body.shiftId], "shiftId", "shift");
  const issues = entryTimeIssues(clockIn, clockOut, breaks);
  if (issues.length) throw invalid(issues);
  const id = await db.transaction(async (tx) => {
    // One person's entries change one at a time, whichever instance takes the edit.
    await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, ${body.userId})`);
    await assertNoOverlap(tx, tenantId, body.userId, clockIn, clockOut);
    const [row] = await tx
      .insert(timeEntries)
      .values({
        tenantId,
        userId: body.userId,
        storeId: body.storeId,
        positionId: body.positionId ?? null,
        shiftId: body.shiftId ?? null,
        clockIn,
        clockOut,
        breaks,
        flags: body.shiftId ? [] : ["UNSCHEDULED"],
        status: "PENDING",
        source: "MANAGER",
      })
      .returning({ id: timeEntries.id });
    if (!row) throw new Error("insert returned nothing");
    await tx.insert(timeEntryEdits).values({
      tenantId,
      entryId: row.id,
      byUserId: caller.id,
      field: "created",
      before: null,
      after: `${clockIn.toISOString()}–${clockOut.toISOString()}`,
      reason: body.reason,
    });
    return row.id;
  });
  return describeOne(db, tenantId, id);
}

/**
 * PATCH: a manager's fix, with its required reason; each changed field is kept in the entry's history. An
 * approved entry goes back to PENDING; an open entry given its clock-out becomes PENDING.
 */
export async function editEntry(
  db: Db,
  caller: CurrentUser,
  entryId: number,
  patch: TimeEntryPatch,
): Promise<TimeEntry> {
  const { tenantId } = caller;
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, entryId)))
      .for("update");
    if (!entry) throw notFound("Time entry");
    await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, ${entry.userId})`);
    const clockIn = patch.clockIn ? new Date(patch.clockIn) : entry.clockIn;
    const clockOut = patch.clockOut ? new Date(patch.clockOut) : entry.clockOut;
    const breaks = patch.breaks ? normalize(patch.breaks) : entry.breaks;
    const issues = entryTimeIssues(clockIn, clockOut, breaks);
    if (issues.length) throw invalid(issues);
    await assertNoOverlap(tx, tenantId, entry.userId, clockIn, clockOut, entry.id);

    const changes: { field: string; before: string | null; after: string | null }[] = [];
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    if (iso(clockIn) !== iso(entry.clockIn))
      changes.push({ field: "clockIn", before: iso(entry.clockIn), after: iso(clockIn) });
    if (iso(clockOut) !== iso(entry.clockOut))
      changes.push({ field: "clockOut", before: iso(entry.clockOut), after: iso(clockOut) });
    if (breaksText(breaks) !== breaksText(entry.breaks))
      changes.push({ field: "breaks", before: breaksText(entry.breaks), after: breaksText(breaks) });
    const positionId = patch.positionId === undefined ? entry.positionId : patch.positionId;
    // A position kept as it was stays even if the person no longer works it; a new one must be theirs.
    if (positionId !== null && positionId !== entry.positionId)
      await assertPositionOfPerson(tx, tenantId, entry.userId, positionId);
    if (positionId !== entry.positionId)
      changes.push({
        field: "positionId",
        before: entry.positionId === null ? null : String(entry.positionId),
        after: positionId === null ? null : String(positionId),
      });
    if (changes.length === 0) return;
    const status = clockOut === null ? "OPEN" : "PENDING";
    if (status !== entry.status) changes.push({ field: "status", before: entry.status, after: status });
    await tx
      .update(timeEntries)
      .set({
        clockIn,
        clockOut,
        breaks,
        positionId,
        status,
        approvedBy: null,
        approvedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(timeEntries.id, entry.id));
    await tx.insert(timeEntryEdits).values(
      changes.map((c) => ({
        tenantId,
        entryId: entry.id,
        byUserId: caller.id,
        reason: patch.reason,
        ...c,
      })),
    );
  });
  return describeOne(db, tenantId, entryId);
}
