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
  /** The seeding day: this week's shifts before it have been worked. */
  today: string;
  approverId: number;
  /** The demo sign-ins (owner, manager, employee…): never left clocked in, so they can punch in the demo. */
  keepClockFree: ReadonlySet<number>;
}

const MINUTE = 60_000;

type ShiftRow = typeof shifts.$inferSelect;
type EntryRow = typeof timeEntries.$inferInsert;

/** How a seeded entry strays from its shift. */
interface Deviation {
  lateMinutes: number;
  earlyMinutes: number;
  skipsBreak: boolean;
  /** Never clocked out: open, flagged as the sweep would. */
  open: boolean;
  approved: boolean;
}

/** A punched entry of shift `s` at the store, as `d` says. */
function entryOf(ctx: TimeClockContext, s: ShiftRow, i: number, d: Deviation): EntryRow {
  const { timezone } = ctx;
  const start = instantAt(timezone, s.date, s.startTime);
  const end = start + realMinutes(timezone, s.date, s.startTime, s.endTime) * MINUTE;
  const breaks: TimeEntryBreak[] = d.skipsBreak
    ? []
    : s.breaks.map((b) => {
        const from = instantAt(timezone, s.date, b.start);
        const at = from < start ? from + 24 * 60 * MINUTE : from;
        return {
          start: new Date(at).toISOString(),
          end: new Date(at + realMinutes(timezone, s.date, b.start, b.end) * MINUTE).toISOString(),
        };
      });
  return {
    tenantId: ctx.tenantId,
    userId: s.userId as number,
    storeId: ctx.storeId,
    positionId: s.positionId,
    shiftId: s.id,
    clockIn: new Date(start + d.lateMinutes * MINUTE),
    clockOut: d.open ? null : new Date(end - d.earlyMinutes * MINUTE),
    breaks: d.open ? [] : breaks,
    flags: d.open ? ["MISSED_CLOCK_OUT"] : [],
    status: d.open ? "OPEN" : d.approved ? "APPROVED" : "PENDING",
    source: i % 2 === 0 ? "KIOSK" : "ME",
    approvedBy: d.approved ? ctx.approverId : null,
    approvedAt: d.approved ? new Date(end) : null,
  };
}

/**
 * Last week and this week so far at Downtown Bistro, as punched (docs/product.md, Timesheets), so that
 * Timesheets opens on a week with something in it. Last week: this week's Monday-to-Friday shifts a week
 * earlier, published, and an entry for each, deterministic. Most match their shift and wait for approval;
 * every 7th clocked in 12 minutes late, every 11th left 25 minutes early, every 13th long one skipped its
 * meal break, and one never clocked out. Monday's entries are approved already. This week: an entry for
 * each published shift of the days before the seeding day, pending, a few late, early or without their
 * break, and the last day's last one (not a demo sign-in) never clocked out.
 */
export async function seedTimeClock(tx: Db, ctx: TimeClockContext): Promise<void> {
  const { tenantId, storeId } = ctx;
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

  let lastWeekOpen: number | null = null;
  const rows: EntryRow[] = lastWeek.flatMap((s, i) => {
    if (s.userId === null) return [];
    const open = lastWeekOpen === null && i % 17 === 9;
    if (open) lastWeekOpen = s.userId;
    return [
      entryOf(ctx, s, i, {
        lateMinutes: i % 7 === 3 ? 12 : 0,
        earlyMinutes: i % 11 === 5 ? 25 : 0,
        skipsBreak: i % 13 === 4 && s.breaks.length > 0,
        open,
        approved: s.date === lastMonday && !open,
      }),
    ];
  });

  // This week's days already past: each shift worked, the first few strays at once so that even a week
  // seeded on a Tuesday shows them.
  const past = pattern.filter((s) => s.userId !== null && s.date < ctx.today);
  const lastDay = past.at(-1)?.date;
  const openShift = [...past]
    .reverse()
    .find(
      (s) => s.date === lastDay && s.userId !== lastWeekOpen && !ctx.keepClockFree.has(s.userId as number),
    );
  const breakSkipper = past.find((s, i) => i >= 3 && s.breaks.length > 0 && s !== openShift);
  past.forEach((s, i) => {
    rows.push(
      entryOf(ctx, s, i + 1, {
        lateMinutes: i === 1 || i % 9 === 7 ? 9 : 0,
        earlyMinutes: i === 2 || i % 10 === 8 ? 20 : 0,
        skipsBreak: s === breakSkipper,
        open: s === openShift,
        approved: false,
      }),
    );
  });
  if (rows.length) await tx.insert(timeEntries).values(rows);
}
