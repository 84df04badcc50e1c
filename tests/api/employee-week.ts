import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { addDays, DAYS_OF_WEEK, dayOfWeekOf, localToday } from "../../src/domain/time";
import { availabilityWindows } from "../../src/server/db/schema/availability";
import { employeePositions } from "../../src/server/db/schema/employee-positions";
import { employeeStores } from "../../src/server/db/schema/employee-stores";
import type { TestContext } from "./helper";

// A week of organization a's fixture store that employees work, for the employee-side tests.

const today = localToday();
/** A Monday at least a week ahead: every shift of that week is in the future in any time zone. */
export const FUTURE_MONDAY = addDays(today, 14 - DAYS_OF_WEEK.indexOf(dayOfWeekOf(today)));

type Person = keyof TestContext["a"]["users"];

/**
 * The people work the fixture store in the fixture position, available any time (the fixture's one
 * Monday window would make every other day unavailable); answers a new schedule of `weekStart` and a
 * function that adds a shift to it (a day of the week, 0 = Monday; null = an open shift).
 */
export async function employeeWeek(ctx: TestContext, people: Person[], weekStart = FUTURE_MONDAY) {
  const { a } = ctx;
  const ids = people.map((p) => a.users[p]);
  await ctx.db
    .insert(employeeStores)
    .values(ids.map((userId) => ({ tenantId: a.id, userId, storeId: a.fixtures.storeId })));
  await ctx.db
    .insert(employeePositions)
    .values(ids.map((userId) => ({ tenantId: a.id, userId, positionId: a.fixtures.positionId })));
  await ctx.db.delete(availabilityWindows).where(eq(availabilityWindows.id, a.fixtures.availabilityId));

  const created = await ctx.call("MANAGER", "POST", "/api/schedules", {
    storeId: a.fixtures.storeId,
    weekStartDate: weekStart,
  });
  expect(created.statusCode).toBe(201);
  const scheduleId = (created.json() as { id: number }).id;
  const addShift = async (who: Person | null, day: number, startTime: string, endTime: string) => {
    const res = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
      positionId: a.fixtures.positionId,
      userId: who === null ? null : a.users[who],
      date: addDays(weekStart, day),
      startTime,
      endTime,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };
  return { scheduleId, addShift };
}
