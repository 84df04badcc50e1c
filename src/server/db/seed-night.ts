import { and, eq, gte, lte } from "drizzle-orm";
import {
  addDays,
  businessMinute,
  businessSlots,
  DAYS_OF_WEEK,
  dayOfWeekOf,
  wallMinutes,
} from "../../domain/time";
import { markPublished } from "../schedules/publish";
import { mealBreak } from "./seed-week";
import { refreshSchedule } from "../schedules/review";
import type { Db } from "./client";
import { availabilityWindows } from "./schema/availability";
import { schedules, shifts } from "./schema/schedules";
import { staffingTemplates } from "./schema/staffing-templates";
import {
  DEMO_STORES,
  must,
  NIGHT_OWL_BAR,
  NIGHT_OWL_BUSY_NIGHTS,
  NIGHT_OWL_DEMAND,
  NIGHT_OWL_SHIFTS,
  NIGHT_WINDOWS,
} from "./seed-data";

interface NightContext {
  tenantId: number;
  storeId: number;
  today: string;
  userId: Map<string, number>;
  positionId: Map<string, number>;
  people: { username: string; positions: string[]; hours?: number | undefined; stores?: string[] }[];
}

/**
 * The demo bar (open 17:00-02:00, docs/product.md, The real week): staffing needs into the small hours
 * and this week's published schedule, its night shifts ending the next day. Its staff are the people who
 * work there, on the evenings they are available into the small hours; someone who works at another store
 * that day or the next is left out that night, and a shift nobody can take stays open.
 */
export async function seedNightWeek(tx: Db, ctx: NightContext): Promise<void> {
  const { tenantId, storeId } = ctx;
  const store = DEMO_STORES.find((s) => s.name === NIGHT_OWL_BAR);
  if (!store) throw new Error("no demo bar");
  const at = (time: string) => businessMinute(time, store.openTime, store.closeTime);

  await tx.insert(staffingTemplates).values(
    DAYS_OF_WEEK.flatMap((day) =>
      NIGHT_OWL_DEMAND.flatMap((d) =>
        businessSlots(store.openTime, store.closeTime)
          .filter((slot) => at(slot) >= at(d.from) && at(slot) < at(d.from) + wallMinutes(d.from, d.until))
          .map((slot) => ({
            tenantId,
            storeId,
            positionId: must(ctx.positionId, d.position),
            dayOfWeek: day,
            timeSlot: slot,
            requiredHeadcount:
              d.base + (NIGHT_OWL_BUSY_NIGHTS.includes(day) && at(slot) >= at("21:00") ? d.late : 0),
          })),
      ),
    ),
  );

  const monday = addDays(ctx.today, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(ctx.today)));
  const [schedule] = await tx
    .insert(schedules)
    .values({ tenantId, storeId, weekStartDate: monday, status: "PUBLISHED" })
    .returning({ id: schedules.id });
  if (!schedule) throw new Error("schedule insert returned nothing");

  // Who works elsewhere on which date (the week and the Monday after): not at the bar that night.
  const elsewhere = new Set(
    (
      await tx
        .select({ userId: shifts.userId, date: shifts.date })
        .from(shifts)
        .where(
          and(eq(shifts.tenantId, tenantId), gte(shifts.date, monday), lte(shifts.date, addDays(monday, 7))),
        )
    ).map((s) => `${s.userId}|${s.date}`),
  );
  // Days off (a whole day unavailable): no night shift that evening, nor the evening before.
  const daysOff = new Set(
    (
      await tx
        .select({ userId: availabilityWindows.userId, day: availabilityWindows.dayOfWeek })
        .from(availabilityWindows)
        .where(and(eq(availabilityWindows.tenantId, tenantId), eq(availabilityWindows.isAvailable, false)))
    ).map((w) => `${w.userId}|${w.day}`),
  );
  const staff = ctx.people.filter((p) => p.stores?.includes(NIGHT_OWL_BAR));
  const minutes = new Map<string, number>();
  const turn = new Map<string, number>();
  const rows = DAYS_OF_WEEK.flatMap((day, d) => {
    const date = addDays(monday, d);
    const busy = new Set<string>();
    return NIGHT_OWL_SHIFTS.filter(
      ([, , , busyOnly]) => !busyOnly || NIGHT_OWL_BUSY_NIGHTS.includes(day),
    ).map(([position, startTime, endTime, busyOnly]) => {
      const length = wallMinutes(startTime, endTime);
      const free = (p: (typeof staff)[number]) => {
        const id = must(ctx.userId, p.username);
        // Their evenings into the small hours (NIGHT_WINDOWS) cover every bar shift.
        return (
          (NIGHT_WINDOWS[p.username]?.days.includes(day) ?? false) &&
          !daysOff.has(`${id}|${day}`) &&
          !daysOff.has(`${id}|${dayOfWeekOf(addDays(date, 1))}`) &&
          !busy.has(p.username) &&
          !elsewhere.has(`${id}|${date}`) &&
          !elsewhere.has(`${id}|${addDays(date, 1)}`) &&
          (minutes.get(p.username) ?? 0) + length <= (p.hours ?? 30) * 60
        );
      };
      // Saturday's late bartender stays open for someone to claim, while the night is still to come.
      const open = busyOnly && position === "Bartender" && day === "SATURDAY" && date > ctx.today;
      const qualified = staff.filter((p) => p.positions.includes(position));
      let person: string | undefined;
      for (let k = 0; k < qualified.length && !person && !open; k += 1) {
        const n = (turn.get(position) ?? d) + k;
        const candidate = qualified[n % qualified.length];
        if (candidate && free(candidate)) {
          person = candidate.username;
          turn.set(position, n + 1);
        }
      }
      if (person) {
        busy.add(person);
        minutes.set(person, (minutes.get(person) ?? 0) + length);
      }
      return {
        tenantId,
        scheduleId: schedule.id,
        positionId: must(ctx.positionId, position),
        userId: person ? must(ctx.userId, person) : null,
        date,
        startTime,
        endTime,
        breaks: mealBreak(startTime, length),
      };
    });
  });
  await tx.insert(shifts).values(rows);
  await refreshSchedule(tx, tenantId, schedule.id);
  await markPublished(tx, tenantId, schedule.id, { announceOpenShifts: false });
}
