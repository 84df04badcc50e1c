import { and, asc, eq } from "drizzle-orm";
import { addDays, instantAt, realMinutes } from "../../domain/time";
import { markPublished } from "../schedules/publish";
import { refreshSchedule } from "../schedules/review";
import type { Db } from "./client";
import { schedules, shifts } from "./schema/schedules";
import { timeEntries, type TimeEntryBreak } from "./schema/time-clock";

interface TimeClockContext {
  tenantId: number;
  storeId: number;
  timezone: string;
  /** This week's Monday (its published schedule is the pattern of last week's). */
  monday: string;
  approverId: number;
}

const MINUTE = 60_000;

/**
 * Last week at Downtown Bistro, as punched (docs/product.md, Timesheets): this week's Monday-to-Friday shifts
 * a week earlier, published, and an entry for each, deterministic. Most match their shift and wait for approval; every
 * 7th clocked in 12 minutes late, every 11th left 25 minutes early, every 13th long one skipped its meal
 * break, and one never clocked out. Monday's entries are approved already.
 */
export async function seedTimeClock(tx: Db, ctx: TimeClockContext): Promise<void> {
  const { tenantId, storeId, timezone } = ctx;
  const lastMonday = addDays(ctx.monday, -7);
  const [thisWeek] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.storeId, storeId), eq(schedules.weekStartDate, ctx.monday)));
  if (!thisWeek) return;
  const pattern = await tx
    .select()
    .from(shifts)
    .where(eq(shifts.scheduleId, thisWeek.id))
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
  const [schedule] = await tx
    .insert(schedules)
    .values({ tenantId, storeId, weekStartDate: lastMonday, status: "PUBLISHED" })
    .returning({ id: schedules.id });
  if (!schedule) throw new Error("schedule insert returned nothing");
  // Monday to Friday only: a weekend off between the two weeks, so last week adds no consecutive days,
  // short rests or overtime to this week's checks (the demo week keeps the warnings it had).
  const friday = addDays(ctx.monday, 4);
  const worked = pattern.filter((s) => s.userId !== null && s.date <= friday);
  const lastWeek = await tx
    .insert(shifts)
    .values(
      worked.map((s) => ({
        tenantId,
        scheduleId: schedule.id,
        positionId: s.positionId,
        userId: s.userId,
        date: addDays(s.date, -7),
        startTime: s.startTime,
        endTime: s.endTime,
        breaks: s.breaks,
      })),
    )
    .returning();
  await refreshSchedule(tx, tenantId, schedule.id);
  await markPublished(tx, tenantId, schedule.id, { announceOpenShifts: false });

  let missedClockOut = false;
  const rows = lastWeek.flatMap((s, i) => {
    if (s.userId === null) return [];
    const start = instantAt(timezone, s.date, s.startTime);
    const end = start + realMinutes(timezone, s.date, s.startTime, s.endTime) * MINUTE;
    const late = i % 7 === 3 ? 12 : 0;
    const early = i % 11 === 5 ? 25 : 0;
    const skipsBreak = i % 13 === 4 && s.breaks.length > 0;
    const clockIn = new Date(start + late * MINUTE);
    const open = !missedClockOut && i % 17 === 9;
    if (open) missedClockOut = true;
    const breaks: TimeEntryBreak[] = skipsBreak
      ? []
      : s.breaks.map((b) => {
          const from = instantAt(timezone, s.date, b.start);
          const at = from < start ? from + 24 * 60 * MINUTE : from;
          return {
            start: new Date(at).toISOString(),
            end: new Date(at + realMinutes(timezone, s.date, b.start, b.end) * MINUTE).toISOString(),
          };
        });
    const approved = s.date === lastMonday && !open;
    return [
      {
        tenantId,
        userId: s.userId,
        storeId,
        positionId: s.positionId,
        shiftId: s.id,
        clockIn,
        clockOut: open ? null : new Date(end - early * MINUTE),
        breaks: open ? [] : breaks,
        flags: open ? ["MISSED_CLOCK_OUT"] : [],
        status: open ? ("OPEN" as const) : approved ? ("APPROVED" as const) : ("PENDING" as const),
        source: i % 2 === 0 ? ("KIOSK" as const) : ("ME" as const),
        approvedBy: approved ? ctx.approverId : null,
        approvedAt: approved ? new Date(end) : null,
      },
    ];
  });
  if (rows.length) await tx.insert(timeEntries).values(rows);
}
