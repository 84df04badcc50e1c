import { and, desc, eq, gte, lte, or } from "drizzle-orm";
import { can } from "../../domain/permissions";
import type { RequestDecision } from "../../domain/schemas/requests";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { swapRequests, timeOffRequests } from "../db/schema/requests";
import { shifts } from "../db/schema/schedules";
import { notify } from "./notifications";
import { brokenRule, reassign } from "./request-changes";
import { refreshSchedule } from "../schedules/review";
import { conflict, notFound } from "../errors";

const timeOffColumns = {
  id: timeOffRequests.id,
  userId: timeOffRequests.userId,
  startDate: timeOffRequests.startDate,
  endDate: timeOffRequests.endDate,
  notes: timeOffRequests.notes,
  status: timeOffRequests.status,
  createdAt: timeOffRequests.createdAt,
};

const swapColumns = {
  id: swapRequests.id,
  requestingUserId: swapRequests.requestingUserId,
  requestingShiftId: swapRequests.requestingShiftId,
  targetUserId: swapRequests.targetUserId,
  targetShiftId: swapRequests.targetShiftId,
  status: swapRequests.status,
  createdAt: swapRequests.createdAt,
};

/** Approvers see the organization's requests; everyone else sees the requests that involve them. */
export function listTimeOff(db: Db, caller: CurrentUser) {
  const t = timeOffRequests;
  const scope = can(caller, "approveRequests") ? undefined : eq(t.userId, caller.id);
  return db
    .select(timeOffColumns)
    .from(t)
    .where(and(eq(t.tenantId, caller.tenantId), scope))
    .orderBy(desc(t.createdAt), desc(t.id));
}

export function listSwaps(db: Db, caller: CurrentUser) {
  const t = swapRequests;
  const scope = can(caller, "approveRequests")
    ? undefined
    : or(eq(t.requestingUserId, caller.id), eq(t.targetUserId, caller.id));
  return db
    .select(swapColumns)
    .from(t)
    .where(and(eq(t.tenantId, caller.tenantId), scope))
    .orderBy(desc(t.createdAt), desc(t.id));
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
      .set({ status: decision.status, decidedBy: caller.id, decidedAt: new Date() })
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
        message: `Your time off ${decided.startDate} to ${decided.endDate} was ${decision.status}`,
        link: "/requests",
      });
    }
    return decided;
  });
  if (row) return row;
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
      .set({ status: decision.status, decidedBy: caller.id, decidedAt: new Date() })
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
        message: `The shift swap you are part of was ${decision.status}`,
        link: decision.status === "approved" ? "/schedule" : "/requests",
      });
    }
    return decided;
  });
  if (row) return row;
  const [existing] = await db.select({ id: t.id }).from(t).where(byId);
  throw existing ? conflict(NO_LONGER_PENDING) : notFound("Swap request");
}
