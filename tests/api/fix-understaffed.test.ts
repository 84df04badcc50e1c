import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  shiftMinutes,
  type FixProposal,
  type Schedule,
  type Shift,
} from "../../src/domain/schemas/schedules";
import type { Store } from "../../src/domain/schemas/stores";

import { buildApp } from "../../src/server/app";
import { createSession, SESSION_COOKIE } from "../../src/server/auth/sessions";
import type { Database } from "../../src/server/db/client";
import { schedules } from "../../src/server/db/schema/schedules";
import { users } from "../../src/server/db/schema/users";
import { prepareDatabase } from "../../src/server/db/startup";
import { expectBadRequest, freshDatabase, rolesWithout, setup, type TestContext } from "./helper";

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));
const HARD_RULES = (s: Schedule) =>
  s.warnings.filter((w) => w.code !== "UNDERSTAFFED" && w.code !== "OVERTIME");

describe("Fix on the demo week's UNDERSTAFFED warnings", () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let cookie: string;
  let schedule: Schedule;
  let store: Store;

  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
    await prepareDatabase(database, { demoData: true }, MIGRATIONS, { info: () => {} });
    app = await buildApp({ db: database.db, databaseKind: database.kind });
    const [manager] = await database.db.select().from(users).where(eq(users.username, "manager"));
    if (!manager) throw new Error("no demo manager");
    cookie = `${SESSION_COOKIE}=${await createSession(database.db, { id: manager.id, tenantId: manager.tenantId })}`;
    const [row] = await database.db.select().from(schedules).where(eq(schedules.tenantId, manager.tenantId));
    if (!row) throw new Error("no demo schedule");
    schedule = await get<Schedule>(`/api/schedules/${row.id}`);
    store = (await get<Store[]>("/api/stores")).find((s) => s.id === row.storeId) as Store;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await dispose();
  });

  async function get<T>(url: string): Promise<T> {
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }

  it("proposes legal-length shifts for people who break no rule, and each one improves coverage", async () => {
    const rulesBroken = HARD_RULES(schedule).length;
    const gaps = schedule.warnings.filter((w) => w.code === "UNDERSTAFFED");
    expect(gaps.length).toBeGreaterThan(0);
    let named = 0;
    // The shortest gaps first: the 15-minute ones are those Fix used to offer as 15-minute shifts.
    const shortest = [...gaps].sort(
      (a, b) => shiftMinutes(a.start ?? "", a.end ?? "") - shiftMinutes(b.start ?? "", b.end ?? ""),
    );
    for (const gap of shortest.slice(0, 6)) {
      const proposal = await get<FixProposal>(
        `/api/schedules/${schedule.id}/fix-understaffed?positionId=${gap.positionId}&date=${gap.date}&start=${gap.start}&end=${gap.end}`,
      );
      expect(proposal.positionId).toBe(gap.positionId);
      const length = shiftMinutes(proposal.startTime, proposal.endTime);
      expect(length).toBeGreaterThanOrEqual(store.defaultShiftMinLength);
      expect(length).toBeLessThanOrEqual(store.defaultShiftMaxLength);
      if (proposal.userId === null) {
        expect(proposal.reason).toMatch(/^No one can take this shift: .+/);
        continue;
      }
      named += 1;
      expect(proposal.name).toBeTruthy();
      expect(proposal.reason).toBeNull();
      // Taken as proposed: no rule broken anywhere in the week, and less of the need left unmet.
      const add = await app.inject({
        method: "POST",
        url: `/api/schedules/${schedule.id}/shifts`,
        headers: { cookie },
        payload: { ...proposal, name: undefined, reason: undefined, confirmPast: true },
      });
      expect(add.statusCode, add.body).toBe(201);
      const added = add.json() as Shift;
      expect(added.violations).toEqual([]);
      const after = await get<Schedule>(`/api/schedules/${schedule.id}`);
      expect(HARD_RULES(after)).toHaveLength(rulesBroken);
      expect(after.metrics?.understaffedHours).toBeLessThan(schedule.metrics?.understaffedHours ?? 0);
      const removed = await app.inject({
        method: "DELETE",
        url: `/api/shifts/${added.id}?confirmPast=true`,
        headers: { cookie },
      });
      expect(removed.statusCode, removed.body).toBe(204);
    }
    expect(named).toBeGreaterThan(0);
  }, 120_000);
});

describe("Fix when no one can take the shift", () => {
  let ctx: TestContext;
  let scheduleId: number;

  beforeAll(async () => {
    ctx = await setup();
    const { storeId, positionId } = ctx.a.fixtures;
    // The fixture week: Monday 09:00 needs two, EMPLOYEE works 09:00-15:00 and EMPLOYEE2 15:00-21:00.
    for (const userId of [ctx.a.users.EMPLOYEE, ctx.a.users.EMPLOYEE2]) {
      const res = await ctx.call("OWNER", "PATCH", `/api/employees/${userId}`, {
        positionIds: [positionId],
        storeIds: [storeId],
      });
      expect(res.statusCode).toBe(200);
    }
    const week = (
      await ctx.call("MANAGER", "GET", `/api/schedules?storeId=${storeId}&weekStart=2026-11-23`)
    ).json() as Schedule;
    scheduleId = week.id;
  }, 120_000);
  afterAll(() => ctx.close());

  const url = (query: string) => `/api/schedules/${scheduleId}/fix-understaffed?${query}`;

  it("proposes an open shift of the minimum length around a 15-minute gap, saying why no one can", async () => {
    const { positionId } = ctx.a.fixtures;
    const res = await ctx.call(
      "MANAGER",
      "GET",
      url(`positionId=${positionId}&date=2026-11-23&start=09:00&end=09:15`),
    );
    expect(res.statusCode, res.body).toBe(200);
    const store = ((await ctx.call("MANAGER", "GET", "/api/stores")).json() as Store[]).find(
      (s) => s.id === ctx.a.fixtures.storeId,
    ) as Store;
    const proposal = res.json() as FixProposal;
    expect(proposal).toMatchObject({
      positionId,
      date: "2026-11-23",
      startTime: "09:00",
      userId: null,
      name: null,
    });
    expect(shiftMinutes(proposal.startTime, proposal.endTime)).toBe(store.defaultShiftMinLength);
    expect(proposal.reason).toMatch(/^No one can take this shift: already working that day \(.+, .+\)\.$/);
  });

  it("validates its query (400), hides another organization's schedule (404) and needs editSchedule (403)", async () => {
    const { positionId } = ctx.a.fixtures;
    const good = `positionId=${positionId}&date=2026-11-23&start=09:00&end=09:15`;
    expectBadRequest(
      await ctx.call("MANAGER", "GET", url(`positionId=${positionId}&date=2026-11-23&start=09:07&end=10:00`)),
      "start",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "GET", url(`positionId=${positionId}&date=2026-12-23&start=09:00&end=10:00`)),
      "date",
    );
    expectBadRequest(
      await ctx.call(
        "MANAGER",
        "GET",
        url(`positionId=${ctx.b.fixtures.positionId}&date=2026-11-23&start=09:00&end=10:00`),
      ),
      "positionId",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "GET", url(`date=2026-11-23&start=09:00&end=10:00`)),
      "positionId",
    );
    const other = await ctx.call(
      "MANAGER",
      "GET",
      `/api/schedules/${scheduleId}/fix-understaffed?${good}`.replace(`/${scheduleId}/`, "/999999/"),
    );
    expect(other.statusCode).toBe(404);
    for (const role of rolesWithout("editSchedule")) {
      expect((await ctx.call(role, "GET", url(good))).statusCode).toBe(403);
    }
  });
});
