import { and, desc, eq, gte, lte, or, type SQL } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { can } from "../../domain/permissions";
import type { RequestDecision, SwapRequest, TimeOffRequest } from "../../domain/schemas/requests";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { swapRequests, timeOffRequests } from "../db/schema/requests";
import { shifts } from "../db/schema/schedules";
import { users } from "../db/schema/users";
import { noteLines, notify } from "./notifications";
import { brokenRule, reassign } from "./request-changes";
import { refreshSchedule } from "../schedules/review";
import { conflict, notFound } from "../errors";
import { decisionFields, decisionWords, namesOf, requestShiftsOf } from "./request-views";

const timeOffColumns = {
  id: timeOffRequests.id,
  userId: timeOffRequests.userId,
  startDate: timeOffRequests.startDate,
  endDate: timeOffRequests.endDate,
  notes: timeOffRequests.notes,
  status: timeOffRequests.status,
  decisionNote: timeOffRequests.decisionNote,
};

const swapColumns = {
  id: swapRequests.id,
  requestingUserId: swapRequests.requestingUserId,
  requestingShiftId: swapRequests.requestingShiftId,
  targetUserId: swapRequests.targetUserId,
  targetShiftId: swapRequests.targetShiftId,
  status: swapRequests.status,
  decisionNote: swapRequests.decisionNote,
};

/** The organization's time-off requests matching `where`, newest first, with the requester's name. */
export async function readTimeOff(db: Db, tenantId: number, where?: SQL): Promise<TimeOffRequest[]> {
  const t = timeOffRequests;
  const rows = await db
    .select({ ...timeOffColumns, fullName: users.fullName, username: users.username })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(eq(t.tenantId, tenantId), where))
    .orderBy(desc(t.createdAt), desc(t.id));
  return rows.map(({ fullName, username, ...row }) => ({
    ...row,
    userName: displayName({ fullName, username }),
  }));
}

/** The organization's swap requests matching `where`, newest first, with both people and both shifts. */
async function readSwaps(db: Db, tenantId: number, where?: SQL): Promise<SwapRequest[]> {
  const t = swapRequests;
  const rows = await db
    .select(swapColumns)
    .from(t)
    .where(and(eq(t.tenantId, tenantId), where))
    .orderBy(desc(t.createdAt), desc(t.id));
  const [names, shiftsById] = await Promise.all([
    namesOf(
      db,
      tenantId,
      rows.flatMap((r) => [r.requestingUserId, r.targetUserId]),
    ),
    requestShiftsOf(
      db,
      tenantId,
      rows.flatMap((r) => [r.requestingShiftId, r.targetShiftId]),
    ),
  ]);
  // A swap disappears with either shift or person (db/schema/requests.ts), so both are always found.
  return rows.flatMap((r) => {
    const requestingShift = shiftsById.get(r.requestingShiftId);
    const targetShift = shiftsById.get(r.targetShiftId);
    if (!requestingShift || !targetShift) return [];
    return [
      {
        ...r,
        requestingUserName: names.get(r.requestingUserId) ?? "",
        targetUserName: names.get(r.targetUserId) ?? "",
        requestingShift,
        targetShift,
      },
    ];
  });
}

/** One swap request of the organization, as the lists show it. */
export async function readSwap(db: Db, tenantId: number, id: number): Promise<SwapRequest> {
  const [row] = await readSwaps(db, tenantId, eq(swapRequests.id, id));
  if (!row) throw notFound("Swap request");
  return row;
}

/** Approvers see the organization's requests; everyone else sees the requests that involve them. */
export function listTimeOff(db: Db, caller: CurrentUser) {
  const scope = can(caller, "approveRequests") ? undefined : eq(timeOffRequests.userId, caller.id);
  return readTimeOff(db, caller.tenantId, scope);
}

export function listSwaps(db: Db, caller: CurrentUser) {
  const t = swapRequests;
  const scope = can(caller, "approveRequests")
    ? undefined
    : or(eq(t.requestingUserId, caller.id), eq(t.targetUserId, caller.id));
  return readSwaps(db, caller.tenantId, scope);
}

const NO_LONGER_PENDING = "Request is no longer pending";

/**
 * Decides a pending request. The UPDATE itself requires status = 'pending', so when two managers race,
 * exactly one wins and the other gets 409.
 */
export async function decideTimeOff(db: Db, caller: CurrentUser, id: number, decision: RequestDecision) {
  const t = timeOffRequests;
  const byId = and(eq(t.id, id), eq(t.tenantId, caller.tenantId));
  const row = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(t)
      .set(decisionFields(decision, caller.id))
      .where(and(byId, eq(t.status, "pending")))
      .returning(timeOffColumns);
    // Approved time off leaves the person's shifts in place, with a TIME_OFF warning for a manager to fix.
    if (decided && decision.status === "approved") {
      const touched = await tx
        .selectDistinct({ scheduleId: shifts.scheduleId })
        .from(shifts)
        .where(
          and(
            eq(shifts.tenantId, caller.tenantId),
            eq(shifts.userId, decided.userId),
            gte(shifts.date, decided.startDate),
            lte(shifts.date, decided.endDate),
          ),
        );
      for (const { scheduleId } of touched) await refreshSchedule(tx, caller.tenantId, scheduleId);
    }
    if (decided) {
      await notify(tx, caller.tenantId, [decided.userId], {
        kind: "REQUEST_DECIDED",
        message: `Your time off ${decided.startDate} to ${decided.endDate} was ${decisionWords(decision)}`,
        link: "/requests",
        details: noteLines(decision),
      });
    }
    return decided;
  });
  const [decided] = row ? await readTimeOff(db, caller.tenantId, eq(t.id, row.id)) : [];
  if (decided) return decided;
  const [existing] = await db.select({ id: t.id }).from(t).where(byId);
  throw existing ? conflict(NO_LONGER_PENDING) : notFound("Time-off request");
}

/**
 * Approving a swap also exchanges the two people on the two shifts, in the same transaction, after
 * re-checking the shifts and the hard rules (docs/decisions/060-employee-side.md).
 */
export async function decideSwap(db: Db, caller: CurrentUser, id: number, decision: RequestDecision) {
  const t = swapRequests;
  const byId = and(eq(t.id, id), eq(t.tenantId, caller.tenantId));
  const row = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(t)
      .set(decisionFields(decision, caller.id))
      .where(and(byId, eq(t.status, "pending")))
      .returning(swapColumns);
    if (decided && decision.status === "approved") {
      // Still held as asked (and as published), and no hard rule newly broken, else 409 naming it.
      const broken = await reassign(tx, caller.tenantId, [
        { shiftId: decided.requestingShiftId, from: decided.requestingUserId, to: decided.targetUserId },
        { shiftId: decided.targetShiftId, from: decided.targetUserId, to: decided.requestingUserId },
      ]);
      if (broken.length > 0) throw brokenRule(broken);
    }
    if (decided) {
      await notify(tx, caller.tenantId, [decided.requestingUserId, decided.targetUserId], {
        kind: "REQUEST_DECIDED",
        message: `The shift swap you are part of was ${decisionWords(decision)}`,
        link: decision.status === "approved" ? "/schedule" : "/requests",
        details: noteLines(decision),
      });
    }
    return decided;
  });
  if (row) return readSwap(db, caller.tenantId, row.id);
  const [existing] = await db.select({ id: t.id }).from(t).where(byId);
  throw existing ? conflict(NO_LONGER_PENDING) : notFound("Swap request");
}
