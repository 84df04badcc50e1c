import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { can } from "../../domain/permissions";
import type {
  OpenShiftRequest,
  RequestDecision,
  SwapCreate,
  TimeOffCreate,
} from "../../domain/schemas/requests";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { openShiftRequests } from "../db/schema/employee-side";
import { swapRequests, timeOffRequests } from "../db/schema/requests";
import { schedules, shifts } from "../db/schema/schedules";
import { positions } from "../db/schema/positions";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { AppError, conflict, invalid, notFound } from "../errors";
import { approversOf, noteLines, notify } from "./notifications";
import { isFuture, publishedShift } from "../schedules/published-shifts";
import { brokenRule, reassign, tryReassign } from "./request-changes";
import { storesAndPositionsOf } from "./me";
import { assertIdsInTenant } from "./references";
import { readSwap, readTimeOff } from "./requests";
import { decisionFields, decisionWords, namesOf } from "./request-views";

const userRef = { table: users, id: users.id, tenantId: users.tenantId };

async function personName(db: Db, tenantId: number, userId: number): Promise<string> {
  return (await namesOf(db, tenantId, [userId])).get(userId) ?? `User ${userId}`;
}

/** A request waits for the approvers (and, for a swap, the coworker asked). */
async function tellWaiting(db: Db, tenantId: number, message: string, also: number[] = []) {
  const approvers = await approversOf(db, tenantId);
  await notify(db, tenantId, [...approvers, ...also], {
    kind: "REQUEST_WAITING",
    message,
    link: "/requests",
  });
}

/**
 * Time off for oneself, or for someone else by an approver (docs/api.md, The employee side). 409 when it
 * overlaps a pending or approved request of the same person.
 */
export async function createTimeOff(db: Db, caller: CurrentUser, input: TimeOffCreate) {
  const userId = input.userId ?? caller.id;
  if (userId !== caller.id) {
    if (!can(caller, "approveRequests"))
      throw new AppError("FORBIDDEN", "Only approvers can ask for time off for someone else");
    await assertIdsInTenant(db, userRef, caller.tenantId, [userId], "userId", "person");
  }
  const t = timeOffRequests;
  const row = await db.transaction(async (tx) => {
    // Serialize one person's requests, so two overlapping ones sent at once cannot both pass.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [overlap] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.tenantId, caller.tenantId),
          eq(t.userId, userId),
          inArray(t.status, ["pending", "approved"]),
          lte(t.startDate, input.endDate),
          gte(t.endDate, input.startDate),
        ),
      );
    if (overlap) throw conflict("This overlaps another pending or approved time-off request");
    const [created] = await tx
      .insert(t)
      .values({
        tenantId: caller.tenantId,
        userId,
        startDate: input.startDate,
        endDate: input.endDate,
        notes: input.notes || null,
      })
      .returning({ id: t.id });
    if (!created) throw new Error("time-off insert returned nothing");
    const who = await personName(tx, caller.tenantId, userId);
    await tellWaiting(tx, caller.tenantId, `${who} asks for time off ${input.startDate} to ${input.endDate}`);
    return created;
  });
  const [created] = await readTimeOff(db, caller.tenantId, eq(t.id, row.id));
  if (!created) throw new Error("time-off request gone after insert");
  return created;
}

/** The published, future version of a shift of the organization, else 400 on that field. */
async function usableShift(db: Db, tenantId: number, shiftId: number, path: string) {
  const shift = await publishedShift(db, tenantId, shiftId);
  if (!shift) throw invalid([{ path, message: "Not a published shift" }]);
  if (!isFuture(shift)) throw invalid([{ path, message: "That shift has already started" }]);
  const [live] = await db
    .select({ userId: shifts.userId })
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.tenantId, tenantId)));
  if (!live || live.userId !== shift.userId)
    throw invalid([{ path, message: "That shift has changed since it was published" }]);
  return shift;
}

/** One of my published future shifts for a coworker's (docs/api.md, The employee side). */
export async function createSwap(db: Db, caller: CurrentUser, input: SwapCreate) {
  const mine = await usableShift(db, caller.tenantId, input.requesterShiftId, "requesterShiftId");
  if (mine.userId !== caller.id)
    throw invalid([{ path: "requesterShiftId", message: "That is not one of your shifts" }]);
  const theirs = await usableShift(db, caller.tenantId, input.targetShiftId, "targetShiftId");
  if (theirs.userId === null || theirs.userId === caller.id)
    throw invalid([{ path: "targetShiftId", message: "Pick a shift of a coworker" }]);
  const targetUserId = theirs.userId;
  const t = swapRequests;
  const id = await db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.tenantId, caller.tenantId),
          eq(t.status, "pending"),
          eq(t.requestingShiftId, mine.id),
          eq(t.targetShiftId, theirs.id),
        ),
      );
    if (dup) throw conflict("You already asked for this swap");
    const [created] = await tx
      .insert(t)
      .values({
        tenantId: caller.tenantId,
        requestingUserId: caller.id,
        requestingShiftId: mine.id,
        targetUserId,
        targetShiftId: theirs.id,
      })
      .returning({ id: t.id });
    if (!created) throw new Error("swap insert returned nothing");
    const who = await personName(tx, caller.tenantId, caller.id);
    await tellWaiting(
      tx,
      caller.tenantId,
      `${who} asks to swap their shift on ${mine.date} for one on ${theirs.date}`,
      [targetUserId],
    );
    return created.id;
  });
  return readSwap(db, caller.tenantId, id);
}

const REQUEST_TABLES = {
  timeoff: { table: timeOffRequests, requester: timeOffRequests.userId, what: "Time-off request" },
  swap: { table: swapRequests, requester: swapRequests.requestingUserId, what: "Swap request" },
  "open-shift": { table: openShiftRequests, requester: openShiftRequests.userId, what: "Open-shift claim" },
} as const;
export type RequestKind = keyof typeof REQUEST_TABLES;

/** The requester withdraws a pending request: 204; 409 once decided; 404 for anyone else's. */
export async function cancelRequest(db: Db, caller: CurrentUser, kind: RequestKind, id: number) {
  const { table, requester, what } = REQUEST_TABLES[kind];
  const mine = and(eq(table.id, id), eq(table.tenantId, caller.tenantId), eq(requester, caller.id));
  const deleted = await db
    .delete(table)
    .where(and(mine, eq(table.status, "pending")))
    .returning({ id: table.id });
  if (deleted.length > 0) return;
  const [existing] = await db.select({ id: table.id }).from(table).where(mine);
  throw existing ? conflict("This request has been decided and can no longer be cancelled") : notFound(what);
}

const claimColumns = {
  id: openShiftRequests.id,
  userId: openShiftRequests.userId,
  fullName: users.fullName,
  username: users.username,
  shiftId: openShiftRequests.shiftId,
  status: openShiftRequests.status,
  decisionNote: openShiftRequests.decisionNote,
  storeId: schedules.storeId,
  storeName: stores.name,
  positionId: shifts.positionId,
  positionName: positions.name,
  date: shifts.date,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
};

/** The organization's claims matching `where`, newest first, with the claimer's name and the shift. */
async function readClaims(db: Db, tenantId: number, where?: SQL): Promise<OpenShiftRequest[]> {
  const t = openShiftRequests;
  const rows = await db
    .select(claimColumns)
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .innerJoin(shifts, eq(shifts.id, t.shiftId))
    .innerJoin(schedules, eq(schedules.id, shifts.scheduleId))
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .innerJoin(positions, eq(positions.id, shifts.positionId))
    .where(and(eq(t.tenantId, tenantId), where))
    .orderBy(desc(t.createdAt), desc(t.id));
  return rows.map(({ fullName, username, ...row }) => ({
    ...row,
    userName: displayName({ fullName, username }),
  }));
}

/** Approvers see every claim; everyone else their own. */
export function listClaims(db: Db, caller: CurrentUser): Promise<OpenShiftRequest[]> {
  const scope = can(caller, "approveRequests") ? undefined : eq(openShiftRequests.userId, caller.id);
  return readClaims(db, caller.tenantId, scope);
}

async function readClaim(db: Db, tenantId: number, id: number) {
  const [row] = await readClaims(db, tenantId, eq(openShiftRequests.id, id));
  if (!row) throw notFound("Open-shift claim");
  return row;
}

/** A claim of a published open shift the caller could work (qualified, at the store, no rule broken). */
export async function createClaim(db: Db, caller: CurrentUser, shiftId: number): Promise<OpenShiftRequest> {
  const shift = await usableShift(db, caller.tenantId, shiftId, "shiftId");
  if (shift.userId !== null) throw invalid([{ path: "shiftId", message: "That shift is not open" }]);
  const { storeIds, positionIds } = await storesAndPositionsOf(db, caller.tenantId, caller.id);
  if (!storeIds.includes(shift.storeId) || !positionIds.has(shift.positionId))
    throw invalid([{ path: "shiftId", message: "You do not work this store and position" }]);
  const broken = await tryReassign(db, caller.tenantId, [{ shiftId, from: null, to: caller.id }]);
  if (broken[0]) throw invalid([{ path: "shiftId", message: `You cannot work it: ${broken[0].message}` }]);
  const t = openShiftRequests;
  const id = await db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.tenantId, caller.tenantId),
          eq(t.userId, caller.id),
          eq(t.shiftId, shiftId),
          eq(t.status, "pending"),
        ),
      );
    if (dup) throw conflict("You already claimed this shift");
    const [created] = await tx
      .insert(t)
      .values({ tenantId: caller.tenantId, userId: caller.id, shiftId })
      .returning({ id: t.id });
    if (!created) throw new Error("claim insert returned nothing");
    const who = await personName(tx, caller.tenantId, caller.id);
    await tellWaiting(
      tx,
      caller.tenantId,
      `${who} claims the open shift on ${shift.date} ${shift.startTime}-${shift.endTime}`,
    );
    return created.id;
  });
  return readClaim(db, caller.tenantId, id);
}

/**
 * Approving a claim re-checks that the shift is still open as published and that the claimer breaks no
 * hard rule (else 409 naming it), gives them the shift and denies the other pending claims of it.
 */
export async function decideClaim(db: Db, caller: CurrentUser, id: number, decision: RequestDecision) {
  const t = openShiftRequests;
  const byId = and(eq(t.id, id), eq(t.tenantId, caller.tenantId));
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(t)
      .set(decisionFields(decision, caller.id))
      .where(and(byId, eq(t.status, "pending")))
      .returning({ id: t.id, userId: t.userId, shiftId: t.shiftId });
    if (!decided) {
      const [existing] = await tx.select({ id: t.id }).from(t).where(byId);
      throw existing ? conflict("Request is no longer pending") : notFound("Open-shift claim");
    }
    const shiftOf = await readClaim(tx, caller.tenantId, id);
    const when = `${shiftOf.date} ${shiftOf.startTime}-${shiftOf.endTime}`;
    if (decision.status === "approved") {
      const broken = await reassign(tx, caller.tenantId, [
        { shiftId: decided.shiftId, from: null, to: decided.userId },
      ]);
      if (broken.length > 0) throw brokenRule(broken);
      const others = await tx
        .update(t)
        .set({ status: "denied", decidedBy: caller.id, decidedAt: new Date() })
        .where(and(eq(t.tenantId, caller.tenantId), eq(t.shiftId, decided.shiftId), eq(t.status, "pending")))
        .returning({ userId: t.userId });
      await notify(
        tx,
        caller.tenantId,
        others.map((o) => o.userId),
        {
          kind: "REQUEST_DECIDED",
          message: `Your claim of the open shift on ${when} was denied: it went to someone else`,
          link: "/requests",
        },
      );
    }
    await notify(tx, caller.tenantId, [decided.userId], {
      kind: "REQUEST_DECIDED",
      message: `Your claim of the open shift on ${when} was ${decisionWords(decision)}`,
      link: decision.status === "approved" ? "/schedule" : "/requests",
      details: noteLines(decision),
    });
  });
  return readClaim(db, caller.tenantId, id);
}
