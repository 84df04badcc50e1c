import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Run, Schedule } from "../../src/domain/schemas/schedules";
import { DAYS_OF_WEEK, timeSlots } from "../../src/domain/time";
import { setup, type TestContext } from "./helper";

// A week that asks for more than its team wants to work: the run's summary says so in hours.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup();
}, 120_000);
afterAll(() => ctx.close());

/** The run once it has ended, asked every 100 ms. */
async function finished(runId: number): Promise<Run> {
  let run: Run | undefined;
  await expect
    .poll(
      async () => {
        run = (await ctx.call("MANAGER", "GET", `/api/schedule-runs/${runId}`)).json() as Run;
        return run.status;
      },
      { timeout: 30_000, interval: 100 },
    )
    .not.toMatch(/^(QUEUED|RUNNING)$/);
  return run as Run;
}

describe("a run on a week with too little staff", () => {
  it("records the week's needed staff-hours, what the team wants and what stays open", async () => {
    const { storeId, positionId } = ctx.a.fixtures;
    // Two people who want 20 h each, for three heads every day 09:00-17:00: 168 staff-hours.
    for (const userId of [ctx.a.users.EMPLOYEE, ctx.a.users.EMPLOYEE2]) {
      const res = await ctx.call("OWNER", "PATCH", `/api/employees/${userId}`, {
        positionIds: [positionId],
        storeIds: [storeId],
        desiredWeeklyHours: 20,
      });
      expect(res.statusCode).toBe(200);
    }
    // Through the staffing screen's own call: each day's needs replaced by three heads 09:00-17:00.
    for (const dayOfWeek of DAYS_OF_WEEK) {
      const needs = timeSlots("09:00", "16:45").map((timeSlot) => ({
        positionId,
        timeSlot,
        requiredHeadcount: 3,
      }));
      const res = await ctx.call(
        "MANAGER",
        "PUT",
        `/api/staffing-templates?storeId=${storeId}&dayOfWeek=${dayOfWeek}`,
        needs,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const created = await ctx.call("MANAGER", "POST", "/api/schedules", {
      storeId,
      weekStartDate: "2027-02-01",
    });
    expect(created.statusCode).toBe(201);
    const week = created.json() as Schedule;

    const start = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/runs`, {
      timeLimitSeconds: 10,
    });
    expect(start.statusCode).toBe(202);
    const run = await finished((start.json() as Run).id);
    expect(run.status).toBe("SUCCEEDED");

    const after = (await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    const workers = new Set(after.shifts.filter((s) => s.userId !== null).map((s) => s.userId));
    expect(run.summary).toMatchObject({ needHours: 168, wantHours: 40 });
    // What stays open is the week's uncovered need after the run, as its figures count it.
    expect(run.summary?.openHours).toBe(after.metrics?.understaffedHours);
    expect(run.summary?.openHours).toBeGreaterThan(168 - 2 * 60);
    expect(workers.size).toBe(2);
  });
});
