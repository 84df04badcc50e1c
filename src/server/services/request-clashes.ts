import { and, eq, inArray } from "drizzle-orm";
import type { TimeOffClash } from "../../domain/schemas/requests";
import { addDays, endsNextDay } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { timeOffRequests } from "../db/schema/requests";
import { shifts } from "../db/schema/schedules";
import { notFound } from "../errors";
import { listCandidates } from "../schedules/candidates";
import { isFuture, publishedShifts } from "../schedules/published-shifts";
import { requestShiftsOf } from "./request-views";

/**
 * What approving a time-off request runs into (docs/decisions/072-requests-with-the-facts.md): the
 * requester's published shifts in its period that have not started and that they still hold (a shift of
 * the evening before that runs past midnight into the first day counts), each with the people who could
 * work it instead: the shift dialog's candidates (schedules/candidates.ts) that break no rule, the
 * requester left out.
 */
export async function timeOffClashes(db: Db, caller: CurrentUser, id: number): Promise<TimeOffClash[]> {
  const t = timeOffRequests;
  const [request] = await db
    .select({ userId: t.userId, startDate: t.startDate, endDate: t.endDate })
    .from(t)
    .where(and(eq(t.id, id), eq(t.tenantId, caller.tenantId)));
  if (!request) throw notFound("Time-off request");
  const eve = addDays(request.startDate, -1);
  const published = (await publishedShifts(db, caller.tenantId, { from: eve, to: request.endDate })).filter(
    (s) =>
      s.userId === request.userId && (s.date !== eve || endsNextDay(s.startTime, s.endTime)) && isFuture(s),
  );
  if (published.length === 0) return [];
  const ids = published.map((s) => s.id);
  const [held, shown] = await Promise.all([
    db
      .select({ id: shifts.id })
      .from(shifts)
      .where(
        and(eq(shifts.tenantId, caller.tenantId), inArray(shifts.id, ids), eq(shifts.userId, request.userId)),
      ),
    requestShiftsOf(db, caller.tenantId, ids),
  ]);
  const stillHeld = new Set(held.map((s) => s.id));
  const clashes: TimeOffClash[] = [];
  for (const s of published) {
    const shift = shown.get(s.id);
    if (!shift || !stillHeld.has(s.id)) continue;
    const candidates = await listCandidates(db, caller, {
      scheduleId: s.scheduleId,
      slot: { ...shift, shiftId: shift.id },
    });
    const covers = candidates
      .filter((c) => c.eligible && c.userId !== request.userId)
      .map(({ userId, name, weekHours, desiredHours }) => ({ userId, name, weekHours, desiredHours }));
    clashes.push({ shift, covers });
  }
  return clashes;
}
