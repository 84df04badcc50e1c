import {
  DAY_MINUTES,
  addDays,
  DAYS_OF_WEEK,
  dayOfWeekOf,
  formatTime,
  parseTime,
  SLOT_MINUTES,
  timeSlots,
} from "../../domain/time";
import type { Role } from "../../domain/roles";
import { refreshSchedule } from "../schedules/review";
import { markPublished } from "../schedules/publish";
import type { Db } from "./client";
import { timeOffRequests, swapRequests } from "./schema/requests";
import { tryReassign } from "../services/request-changes";
import { schedules, shifts } from "./schema/schedules";
import { staffingTemplates } from "./schema/staffing-templates";
import { DEMAND, DEMO_STORES, must, SHIFT_PATTERN } from "./seed-data";

interface WeekContext {
  tenantId: number;
  storeId: number;
  today: string;
  userId: Map<string, number>;
  positionId: Map<string, number>;
  people: { username: string; role: Role; positions: string[] }[];
}

/** Staffing templates for every day at the first store, this week's published schedule and requests. */
export async function seedWeek(tx: Db, ctx: WeekContext): Promise<void> {
  const { tenantId, storeId } = ctx;
  const store = DEMO_STORES[0];
  if (!store) throw new Error("no demo store");

  const slots = timeSlots(store.openTime, formatTime(parseTime(store.closeTime) - SLOT_MINUTES));
  await tx.insert(staffingTemplates).values(
    DAYS_OF_WEEK.flatMap((day) =>
      DEMAND.flatMap((d) =>
        slots.map((slot) => {
          const t = parseTime(slot);
          const isLunch = t >= parseTime("11:30") && t < parseTime("14:00");
          const isDinner = t >= parseTime("17:30") && t < parseTime("20:30");
          const isWeekend = day === "FRIDAY" || day === "SATURDAY" || day === "SUNDAY";
          const peak = (isLunch ? d.lunch : 0) + (isDinner ? d.dinner : 0);
          const requiredHeadcount = d.base + peak + (isWeekend && peak > 0 ? 1 : 0);
          return {
            tenantId,
            storeId,
            positionId: must(ctx.positionId, d.position),
            dayOfWeek: day,
            timeSlot: slot,
            requiredHeadcount,
          };
        }),
      ),
    ),
  );

  const monday = addDays(ctx.today, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(ctx.today)));
  const [schedule] = await tx
    .insert(schedules)
    .values({ tenantId, storeId, weekStartDate: monday, status: "PUBLISHED" })
    .returning({ id: schedules.id });
  if (!schedule) throw new Error("schedule insert returned nothing");

  // Round-robin over the qualified people of each position, one shift a day per person.
  const staff = ctx.people.filter((p) => p.role !== "OWNER" && p.role !== "ADMIN" && p.role !== "ACCOUNTING");
  const turn = new Map<string, number>();
  const shiftRows = DAYS_OF_WEEK.flatMap((_, d) => {
    const date = addDays(monday, d);
    const busy = new Set<string>();
    return SHIFT_PATTERN.map(([position, startTime, endTime]) => {
      const qualified = staff.filter((p) => p.positions.includes(position));
      let person: string | undefined;
      for (let k = 0; k < qualified.length && !person; k += 1) {
        const n = (turn.get(position) ?? d) + k;
        const candidate = qualified[n % qualified.length]?.username;
        if (candidate && !busy.has(candidate)) {
          person = candidate;
          turn.set(position, n + 1);
        }
      }
      if (person) busy.add(person);
      const length = parseTime(endTime) - parseTime(startTime);
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
  // Open shifts late in the week, for people to claim (an extra Server evening, an extra Host lunch).
  const openShifts = (
    [
      [5, "Server", "17:00", "21:00"],
      [6, "Host", "11:00", "15:00"],
    ] as const
  )
    .filter(([day]) => addDays(monday, day) > ctx.today)
    .map(([day, position, startTime, endTime]) => ({
      tenantId,
      scheduleId: schedule.id,
      positionId: must(ctx.positionId, position),
      userId: null,
      date: addDays(monday, day),
      startTime,
      endTime,
      breaks: [],
    }));
  const shiftIds = await tx
    .insert(shifts)
    .values([...shiftRows, ...openShifts])
    .returning({ id: shifts.id, userId: shifts.userId });
  // Its warnings and figures, then published as it stands: what employees see.
  await refreshSchedule(tx, tenantId, schedule.id);
  await markPublished(tx, tenantId, schedule.id, { announceOpenShifts: false });

  const user = (name: string) => must(ctx.userId, name);
  await tx.insert(timeOffRequests).values([
    {
      tenantId,
      userId: user("employee"),
      startDate: addDays(monday, 14),
      endDate: addDays(monday, 16),
      notes: "Family visit",
      status: "pending",
    },
    {
      tenantId,
      userId: user("chloe.nguyen"),
      startDate: addDays(monday, 9),
      endDate: addDays(monday, 9),
      notes: "Dentist appointment",
      status: "pending",
    },
    {
      tenantId,
      userId: user("employee"),
      startDate: addDays(monday, -10),
      endDate: addDays(monday, -8),
      notes: null,
      status: "approved",
      decidedBy: user("manager"),
    },
    {
      tenantId,
      userId: user("james.wilson"),
      startDate: addDays(monday, 5),
      endDate: addDays(monday, 6),
      notes: "Concert",
      status: "denied",
      decidedBy: user("manager"),
    },
  ]);

  // Swaps pair shifts of different people from the published week. The pending one is a swap a manager
  // can approve: tried against the hard rules (and rolled back) as the approval will check it.
  // Between plain staff: a manager's own request would show them Cancel beside Approve and Deny.
  const approvers = new Set([user("manager"), user("admin")]);
  const assigned = shiftIds.filter(
    (s): s is { id: number; userId: number } => s.userId !== null && !approvers.has(s.userId),
  );
  const candidates: [{ id: number; userId: number }, { id: number; userId: number }][] = [];
  for (let i = 0; i < assigned.length && candidates.length < 40; i += 3) {
    const a = assigned[i];
    const b = assigned.slice(i + 1).find((s) => a && s.userId !== a.userId);
    if (a && b) candidates.push([a, b]);
  }
  const swapMoves = ([a, b]: (typeof candidates)[number]) => [
    { shiftId: a.id, from: a.userId, to: b.userId },
    { shiftId: b.id, from: b.userId, to: a.userId },
  ];
  let pending: (typeof candidates)[number] | undefined;
  for (const pair of candidates) {
    if ((await tryReassign(tx, tenantId, swapMoves(pair))).length === 0) {
      pending = pair;
      break;
    }
  }
  const others = candidates.filter((pair) => pair !== pending).slice(0, 2);
  const pairs = [...(pending ? [pending] : []), ...others];
  const statuses = pending ? (["pending", "approved", "denied"] as const) : (["approved", "denied"] as const);
  if (pairs.length > 0) {
    await tx.insert(swapRequests).values(
      pairs.map(([a, b], i) => {
        const status = statuses[i] ?? "denied";
        return {
          tenantId,
          requestingUserId: a.userId,
          requestingShiftId: a.id,
          targetUserId: b.userId,
          targetShiftId: b.id,
          status,
          decidedBy: status === "pending" ? null : user("manager"),
        };
      }),
    );
  }
}

/**
 * The default profile's meal break for demo shifts: 30 min in the middle of any shift over 5 h, written as
 * wall times (after midnight for a night shift).
 */
export function mealBreak(startTime: string, length: number) {
  if (length <= 300) return [];
  const mealAt = parseTime(startTime) + Math.floor(length / 2 / SLOT_MINUTES) * SLOT_MINUTES;
  const wall = (minute: number) => formatTime(minute % DAY_MINUTES);
  return [{ start: wall(mealAt - 15), end: wall(mealAt + 15), kind: "MEAL" as const }];
}
