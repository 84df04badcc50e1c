import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { timeEntries } from "../db/schema/time-clock";
import { conflict, notFound } from "../errors";
import { storeRulesOf, weekSpan } from "./entries";

/**
 * Approves a store's week, or one person's part of it: every PENDING entry becomes APPROVED. An OPEN entry
 * (someone still clocked in, or a missed clock-out) stops it with 409 and nothing changes: its hours are
 * not known until a manager fixes it.
 */
export async function approveWeek(
  db: Db,
  caller: CurrentUser,
  target: { storeId: number; weekStart: string; userId?: number | undefined },
  now: Date,
): Promise<{ approved: number }> {
  const { tenantId } = caller;
  const rules = (await storeRulesOf(db, tenantId, [target.storeId])).get(target.storeId);
  if (!rules) throw notFound("Store");
  const { from, to } = weekSpan(rules.timezone, target.weekStart);
  const scope = and(
    eq(timeEntries.tenantId, tenantId),
    eq(timeEntries.storeId, target.storeId),
    gte(timeEntries.clockIn, from),
    lt(timeEntries.clockIn, to),
    target.userId === undefined ? undefined : eq(timeEntries.userId, target.userId),
  );
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: timeEntries.id, status: timeEntries.status })
      .from(timeEntries)
      .where(scope)
      .for("update");
    const open = rows.filter((r) => r.status === "OPEN").length;
    if (open > 0)
      throw conflict(
        open === 1
          ? "1 entry has no clock-out yet: fix the missed clock-out before approving"
          : `${open} entries have no clock-out yet: fix the missed clock-outs before approving`,
      );
    const pending = rows.filter((r) => r.status === "PENDING").map((r) => r.id);
    if (pending.length)
      await tx
        .update(timeEntries)
        .set({ status: "APPROVED", approvedBy: caller.id, approvedAt: now, updatedAt: now })
        .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, pending)));
    return { approved: pending.length };
  });
}
