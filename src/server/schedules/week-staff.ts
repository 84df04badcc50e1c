import type { WeekStaff } from "../../domain/schemas/schedules";
import { addDays, formatTime } from "../../domain/time";
import { freeIntervals, isOnTimeOff } from "../../engine";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { loadWeek } from "./week";

/**
 * The store's people and each day of the schedule's week as the checker sees it: approved time off and the
 * times they can work. Read from the same engine input as runs and warnings, so the grid's shading and the
 * UNAVAILABLE / TIME_OFF warnings never disagree.
 */
export async function listWeekStaff(db: Db, caller: CurrentUser, scheduleId: number): Promise<WeekStaff[]> {
  const week = await loadWeek(db, caller.tenantId, scheduleId);
  if (!week) throw notFound("Schedule");
  const dates = Array.from({ length: 7 }, (_, i) => addDays(week.input.weekStart, i));
  return week.input.employees.map((employee) => ({
    userId: employee.id,
    name: week.names.get(employee.id) || employee.name || `User ${employee.id}`,
    desiredHours: employee.desiredWeeklyHours,
    days: dates.map((date) => ({
      date,
      timeOff: isOnTimeOff(employee, date),
      available: freeIntervals(employee, date).map(([start, end]) => ({
        start: formatTime(start),
        end: formatTime(end),
      })),
    })),
  }));
}
