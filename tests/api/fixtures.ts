import type { Db } from "../../src/server/db/client";
import { availabilityWindows } from "../../src/server/db/schema/availability";
import { constraintProfiles } from "../../src/server/db/schema/constraint-profiles";
import { positions } from "../../src/server/db/schema/positions";
import { preferences } from "../../src/server/db/schema/preferences";
import { swapRequests, timeOffRequests } from "../../src/server/db/schema/requests";
import { schedules, shifts } from "../../src/server/db/schema/schedules";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { stores } from "../../src/server/db/schema/stores";

/** Ids of one organization's sample records, used as "another organization's ids" by tests. */
export interface Fixtures {
  storeId: number;
  positionId: number;
  profileId: number;
  availabilityId: number;
  staffingId: number;
  shiftIds: [number, number];
  /** Pending requests: [decided in tests, left alone]. */
  timeOffIds: [number, number];
  swapIds: [number, number];
}

export async function seedFixtures(
  db: Db,
  tenantId: number,
  users: { EMPLOYEE: number; EMPLOYEE2: number },
): Promise<Fixtures> {
  const [store] = await db.insert(stores).values({ tenantId, name: "Fixture Store" }).returning();
  const [position] = await db.insert(positions).values({ tenantId, name: "Fixture Position" }).returning();
  const [profile] = await db
    .insert(constraintProfiles)
    .values({ tenantId, name: "Fixture Profile" })
    .returning();
  if (!store || !position || !profile) throw new Error("fixture insert failed");
  const [window] = await db
    .insert(availabilityWindows)
    .values({ tenantId, userId: users.EMPLOYEE, dayOfWeek: "MONDAY", startTime: "09:00", endTime: "17:00" })
    .returning();
  await db.insert(preferences).values({ tenantId, userId: users.EMPLOYEE2 });
  const [staffing] = await db
    .insert(staffingTemplates)
    .values({
      tenantId,
      storeId: store.id,
      positionId: position.id,
      dayOfWeek: "MONDAY",
      timeSlot: "09:00",
      requiredHeadcount: 2,
    })
    .returning();
  const [schedule] = await db
    .insert(schedules)
    .values({ tenantId, storeId: store.id, weekStartDate: "2026-11-23" })
    .returning();
  if (!window || !staffing || !schedule) throw new Error("fixture insert failed");
  const shiftRows = await db
    .insert(shifts)
    .values([
      {
        tenantId,
        scheduleId: schedule.id,
        positionId: position.id,
        userId: users.EMPLOYEE,
        date: "2026-11-23",
        startTime: "09:00",
        endTime: "15:00",
      },
      {
        tenantId,
        scheduleId: schedule.id,
        positionId: position.id,
        userId: users.EMPLOYEE2,
        date: "2026-11-23",
        startTime: "15:00",
        endTime: "21:00",
      },
    ])
    .returning();
  const [s1, s2] = shiftRows;
  if (!s1 || !s2) throw new Error("fixture insert failed");
  const timeOff = await db
    .insert(timeOffRequests)
    .values([
      { tenantId, userId: users.EMPLOYEE, startDate: "2026-12-01", endDate: "2026-12-02", notes: "Trip" },
      { tenantId, userId: users.EMPLOYEE2, startDate: "2026-12-05", endDate: "2026-12-05" },
    ])
    .returning();
  const swaps = await db
    .insert(swapRequests)
    .values([
      {
        tenantId,
        requestingUserId: users.EMPLOYEE,
        requestingShiftId: s1.id,
        targetUserId: users.EMPLOYEE2,
        targetShiftId: s2.id,
      },
      {
        tenantId,
        requestingUserId: users.EMPLOYEE2,
        requestingShiftId: s2.id,
        targetUserId: users.EMPLOYEE,
        targetShiftId: s1.id,
      },
    ])
    .returning();
  const [t1, t2] = timeOff;
  const [w1, w2] = swaps;
  if (!t1 || !t2 || !w1 || !w2) throw new Error("fixture insert failed");
  return {
    storeId: store.id,
    positionId: position.id,
    profileId: profile.id,
    availabilityId: window.id,
    staffingId: staffing.id,
    shiftIds: [s1.id, s2.id],
    timeOffIds: [t1.id, t2.id],
    swapIds: [w1.id, w2.id],
  };
}
