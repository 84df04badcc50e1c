import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Run, Schedule } from "../../src/domain/schemas/schedules";
import type { Setup, SetupStep } from "../../src/domain/schemas/setup";
import { createSession, SESSION_COOKIE } from "../../src/server/auth/sessions";
import { availabilityWindows } from "../../src/server/db/schema/availability";
import { staffingWeekNeeds } from "../../src/server/db/schema/demand";
import { employeePositions } from "../../src/server/db/schema/employee-positions";
import { employeeStores } from "../../src/server/db/schema/employee-stores";
import { organizations } from "../../src/server/db/schema/organizations";
import { positions } from "../../src/server/db/schema/positions";
import { schedules } from "../../src/server/db/schema/schedules";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { users } from "../../src/server/db/schema/users";
import { rolesWith, rolesWithout, setup, type TestContext } from "./helper";

// A brand-new organization (no fixtures) beside the helper's two, whose data must never count for it.
let ctx: TestContext;
let tenantId: number;
let cookie: string;
beforeAll(async () => {
  ctx = await setup();
  const [org] = await ctx.db.insert(organizations).values({ name: "Fresh Start" }).returning();
  if (!org) throw new Error("no org");
  tenantId = org.id;
  const [owner] = await ctx.db
    .insert(users)
    .values({ tenantId, username: `fresh-owner-${tenantId}`, passwordHash: "x", globalRole: "OWNER" })
    .returning();
  if (!owner) throw new Error("no owner");
  cookie = `${SESSION_COOKIE}=${await createSession(ctx.db, { id: owner.id, tenantId })}`;
}, 120_000);
afterAll(() => ctx.close());

async function readSetup(): Promise<Setup> {
  const res = await ctx.app.inject({ method: "GET", url: "/api/setup", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<Setup>();
}

const stateOf = (setup: Setup, step: SetupStep) => {
  const state = setup.steps.find((s) => s.step === step);
  if (!state) throw new Error(`no step ${step}`);
  return state;
};

const post = async (url: string, body: object) => {
  const res = await ctx.app.inject({ method: "POST", url, headers: { cookie }, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
};

describe("GET /api/setup", () => {
  it("answers managers and refuses everyone else with 403", async () => {
    for (const role of rolesWith("viewSetup")) {
      expect((await ctx.call(role, "GET", "/api/setup")).statusCode).toBe(200);
    }
    expect(rolesWithout("viewSetup")).toEqual(expect.arrayContaining(["EMPLOYEE", "TRAINER", "ACCOUNTING"]));
    for (const role of rolesWithout("viewSetup")) {
      expect((await ctx.call(role, "GET", "/api/setup")).statusCode).toBe(403);
    }
    expect((await ctx.call(null, "GET", "/api/setup")).statusCode).toBe(401);
  });

  it("ticks each step, in order, as the new organization's data arrives; other organizations never count", async () => {
    const empty = await readSetup();
    expect(empty.steps.map((s) => s.step)).toEqual([
      "STORE",
      "POSITIONS",
      "TEAM",
      "AVAILABILITY",
      "NEEDS",
      "SCHEDULE",
    ]);
    expect(empty.steps.every((s) => !s.done)).toBe(true);
    expect(empty.complete).toBe(false);
    expect(stateOf(empty, "TEAM").detail).toBe("Add people and give them a position and a store");

    const store = await post("/api/stores", { name: "First Store" });
    expect(stateOf(await readSetup(), "STORE")).toEqual({ step: "STORE", done: true, detail: "1 store" });

    // An inactive position does not count; an active one does.
    await ctx.db.insert(positions).values({ tenantId, name: "Retired", isActive: false });
    expect(stateOf(await readSetup(), "POSITIONS").done).toBe(false);
    const position = await post("/api/positions", { name: "Cook" });
    expect(stateOf(await readSetup(), "POSITIONS")).toMatchObject({
      done: true,
      detail: "1 active position",
    });

    // Two people; only one with a position and a store can be scheduled.
    const people = await ctx.db
      .insert(users)
      .values(
        ["ana", "ben"].map((name) => ({ tenantId, username: `${name}-${tenantId}`, passwordHash: "x" })),
      )
      .returning();
    const [ana, ben] = people;
    if (!ana || !ben) throw new Error("no people");
    await ctx.db.insert(employeePositions).values({ tenantId, userId: ana.id, positionId: position.id });
    expect(stateOf(await readSetup(), "TEAM").done).toBe(false);
    await ctx.db.insert(employeeStores).values({ tenantId, userId: ana.id, storeId: store.id });
    await ctx.db.insert(employeePositions).values({ tenantId, userId: ben.id, positionId: position.id });
    await ctx.db.insert(employeeStores).values({ tenantId, userId: ben.id, storeId: store.id });
    const team = await readSetup();
    expect(stateOf(team, "TEAM")).toMatchObject({ done: true, detail: "2 people can be scheduled" });
    expect(stateOf(team, "AVAILABILITY").done).toBe(false);

    await ctx.db.insert(availabilityWindows).values({
      tenantId,
      userId: ana.id,
      dayOfWeek: "MONDAY",
      startTime: "09:00",
      endTime: "17:00",
    });
    expect(stateOf(await readSetup(), "AVAILABILITY")).toMatchObject({
      done: true,
      detail: "1 of 2 people have set availability; the others count as available any time",
    });

    // A template row of headcount 0 is no need; a week's need of 1 is.
    await ctx.db.insert(staffingTemplates).values({
      tenantId,
      storeId: store.id,
      positionId: position.id,
      dayOfWeek: "MONDAY",
      timeSlot: "09:00",
      requiredHeadcount: 0,
    });
    expect(stateOf(await readSetup(), "NEEDS").done).toBe(false);
    await ctx.db.insert(staffingWeekNeeds).values({
      tenantId,
      storeId: store.id,
      weekStart: "2026-11-30",
      positionId: position.id,
      date: "2026-11-30",
      timeSlot: "09:00",
      requiredHeadcount: 1,
    });
    expect(stateOf(await readSetup(), "NEEDS")).toMatchObject({
      done: true,
      detail: "1 of 1 store has staffing needs",
    });

    const [week] = await ctx.db
      .insert(schedules)
      .values({ tenantId, storeId: store.id, weekStartDate: "2026-11-30" })
      .returning();
    if (!week) throw new Error("no schedule");
    const draft = await readSetup();
    expect(stateOf(draft, "SCHEDULE")).toMatchObject({
      done: false,
      detail: "1 draft week, not published yet",
    });
    expect(draft.complete).toBe(false);

    await ctx.db
      .update(schedules)
      .set({ status: "PUBLISHED", publishedAt: new Date(), publishedVersion: 1 })
      .where(eq(schedules.id, week.id));
    const done = await readSetup();
    expect(done.steps.every((s) => s.done)).toBe(true);
    expect(done.complete).toBe(true);
  });

  it("counts only the caller's organization (the helper's org A has a store, a position and needs)", async () => {
    const a = (await ctx.call("OWNER", "GET", "/api/setup")).json<Setup>();
    expect(stateOf(a, "STORE").detail).toBe("1 store");
    expect(stateOf(a, "NEEDS").done).toBe(true);
  });
});

describe("GET /api/setup with the read cache", () => {
  it("is answered from memory and dropped by a change of any table it reads, even one made with SQL", async () => {
    const cached = await ctx.buildApp({ cacheReads: true });
    const read = async () => {
      const res = await cached.inject({ method: "GET", url: "/api/setup", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json<Setup>();
    };
    const before = stateOf(await read(), "POSITIONS").detail;
    await read(); // now cached
    // A change the caches cannot hear of (triggers off) is not seen: the answer comes from memory.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(positions).values({ tenantId, name: "Hidden" });
    });
    expect(stateOf(await read(), "POSITIONS").detail).toBe(before);
    await ctx.db.insert(positions).values({ tenantId, name: "Added with SQL" });
    await expect
      .poll(async () => stateOf(await read(), "POSITIONS").detail, { timeout: 5_000 })
      .not.toBe(before);
  });
});

describe("a run with no staffing needs", () => {
  it("says so in its summary, and a run with needs does not", async () => {
    async function runWeek(storeId: number): Promise<Run> {
      const created = await ctx.call("MANAGER", "POST", "/api/schedules", {
        storeId,
        weekStartDate: "2027-01-04",
      });
      expect(created.statusCode).toBe(201);
      const schedule = created.json<Schedule>();
      const start = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/runs`, {
        timeLimitSeconds: 2,
      });
      expect(start.statusCode).toBe(202);
      const runId = start.json<Run>().id;
      for (let i = 0; i < 300; i++) {
        const run = (await ctx.call("MANAGER", "GET", `/api/schedule-runs/${runId}`)).json<Run>();
        if (!["QUEUED", "RUNNING"].includes(run.status)) return run;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("run did not finish");
    }

    const bare = await ctx.call("MANAGER", "POST", "/api/stores", { name: "No Needs Yet" });
    expect(bare.statusCode).toBe(201);
    const withoutNeeds = await runWeek(bare.json<{ id: number }>().id);
    expect(withoutNeeds.status).toBe("SUCCEEDED");
    expect(withoutNeeds.summary).toMatchObject({ noNeeds: true, shiftsChanged: 0 });

    // The fixture store needs two people on Mondays at 09:00.
    const withNeeds = await runWeek(ctx.a.fixtures.storeId);
    expect(withNeeds.status).toBe("SUCCEEDED");
    expect(withNeeds.summary?.noNeeds).toBe(false);
  }, 60_000);
});
