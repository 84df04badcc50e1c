import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityWindows } from "../../src/server/db/schema/availability";
import { employeePositions } from "../../src/server/db/schema/employee-positions";
import { employeeStores } from "../../src/server/db/schema/employee-stores";
import { shifts } from "../../src/server/db/schema/schedules";
import { expectBadRequest, rawJson, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
  // Approving a swap re-checks the hard rules (decision 060): both people work the fixture store and
  // position, and the first is available for either shift.
  const { a } = ctx;
  const people = [a.users.EMPLOYEE, a.users.EMPLOYEE2];
  await ctx.db
    .insert(employeeStores)
    .values(people.map((userId) => ({ tenantId: a.id, userId, storeId: a.fixtures.storeId })));
  await ctx.db
    .insert(employeePositions)
    .values(people.map((userId) => ({ tenantId: a.id, userId, positionId: a.fixtures.positionId })));
  await ctx.db
    .update(availabilityWindows)
    .set({ endTime: "23:00" })
    .where(eq(availabilityWindows.id, a.fixtures.availabilityId));
});
afterAll(() => ctx.close());

const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((r) => r.id);

describe("request lists", () => {
  it.each(rolesWith("approveRequests"))(
    "%s sees all of the organization's requests, newest first",
    async (role) => {
      const timeOff = await ctx.call(role, "GET", "/api/requests/timeoff");
      expect(timeOff.statusCode).toBe(200);
      expect(ids(timeOff)).toEqual([...ctx.a.fixtures.timeOffIds].reverse());
      expect(timeOff.json()[1]).toMatchObject({
        userId: ctx.a.users.EMPLOYEE,
        startDate: "2026-12-01",
        endDate: "2026-12-02",
        notes: "Trip",
        status: "pending",
      });
      const swaps = await ctx.call(role, "GET", "/api/requests/swap");
      expect(ids(swaps)).toEqual([...ctx.a.fixtures.swapIds].reverse());
      expect(swaps.json()[1]).toMatchObject({
        requestingUserId: ctx.a.users.EMPLOYEE,
        requestingShiftId: ctx.a.fixtures.shiftIds[0],
        targetUserId: ctx.a.users.EMPLOYEE2,
        targetShiftId: ctx.a.fixtures.shiftIds[1],
        status: "pending",
      });
    },
  );

  it.each(rolesWithout("approveRequests"))("%s sees only requests involving themselves", async (role) => {
    expect(ids(await ctx.call(role, "GET", "/api/requests/timeoff"))).toEqual(
      role === "EMPLOYEE" ? [ctx.a.fixtures.timeOffIds[0]] : [],
    );
    expect(ids(await ctx.call(role, "GET", "/api/requests/swap"))).toEqual(
      role === "EMPLOYEE" ? [...ctx.a.fixtures.swapIds].reverse() : [],
    );
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.call(null, "GET", "/api/requests/timeoff")).statusCode).toBe(401);
    expect((await ctx.call(null, "GET", "/api/requests/swap")).statusCode).toBe(401);
  });
});

const kinds = ["timeoff", "swap"] as const;

describe("request decisions", () => {
  it.each(kinds)("%s: approves a pending request once; a second decision gets 409", async (kind) => {
    const id = kind === "timeoff" ? ctx.a.fixtures.timeOffIds[0] : ctx.a.fixtures.swapIds[0];
    const res = await ctx.call("MANAGER", "PATCH", `/api/requests/${kind}/${id}`, { status: "approved" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "approved" });
    const again = await ctx.call("OWNER", "PATCH", `/api/requests/${kind}/${id}`, { status: "denied" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Request is no longer pending");
  });

  it("an approved swap exchanges the two people on the two shifts", async () => {
    const [s1, s2] = ctx.a.fixtures.shiftIds;
    const owner = async (id: number) =>
      (await ctx.db.select({ userId: shifts.userId }).from(shifts).where(eq(shifts.id, id)))[0]?.userId;
    expect(await owner(s1)).toBe(ctx.a.users.EMPLOYEE2);
    expect(await owner(s2)).toBe(ctx.a.users.EMPLOYEE);
  });

  it.each(kinds)("%s: two managers racing - exactly one decision wins", async (kind) => {
    const id = kind === "timeoff" ? ctx.a.fixtures.timeOffIds[1] : ctx.a.fixtures.swapIds[1];
    const results = await Promise.all([
      ctx.call("MANAGER", "PATCH", `/api/requests/${kind}/${id}`, { status: "denied" }),
      ctx.call("GM", "PATCH", `/api/requests/${kind}/${id}`, { status: "approved" }),
      ctx.call("ADMIN", "PATCH", `/api/requests/${kind}/${id}`, { status: "approved" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("rejects bad input with 400", async () => {
    const id = ctx.a.fixtures.timeOffIds[0];
    for (const kind of kinds) {
      expectBadRequest(
        await ctx.call("MANAGER", "PATCH", `/api/requests/${kind}/${id}`, { status: "pending" }),
        "status",
      );
      expectBadRequest(
        await ctx.call("MANAGER", "PATCH", `/api/requests/${kind}/${id}`, { status: "APPROVED" }),
        "status",
      );
      expectBadRequest(await ctx.call("MANAGER", "PATCH", `/api/requests/${kind}/${id}`, {}), "status");
      expectBadRequest(
        await ctx.call("MANAGER", "PATCH", `/api/requests/${kind}/1.5`, { status: "denied" }),
        "id",
      );
      expectBadRequest(
        await rawJson(ctx, "MANAGER", "PATCH", `/api/requests/${kind}/${id}`, "{status: denied}"),
      );
    }
  });

  it.each(rolesWithout("approveRequests"))("answers 403 to %s", async (role) => {
    for (const kind of kinds) {
      expect(
        (await ctx.call(role, "PATCH", `/api/requests/${kind}/1`, { status: "approved" })).statusCode,
      ).toBe(403);
    }
  });

  it("answers 401 without a session", async () => {
    for (const kind of kinds) {
      expect(
        (await ctx.call(null, "PATCH", `/api/requests/${kind}/1`, { status: "approved" })).statusCode,
      ).toBe(401);
    }
  });

  it("answers 404 for another organization's requests and leaves them pending", async () => {
    for (const [kind, id] of [
      ["timeoff", ctx.b.fixtures.timeOffIds[0]],
      ["swap", ctx.b.fixtures.swapIds[0]],
    ] as const) {
      expect(
        (await ctx.call("OWNER", "PATCH", `/api/requests/${kind}/${id}`, { status: "approved" })).statusCode,
      ).toBe(404);
      const theirs = await ctx.app.inject({
        method: "GET",
        url: `/api/requests/${kind}`,
        headers: { cookie: ctx.cookie("OWNER", "b") },
      });
      expect((theirs.json() as { id: number; status: string }[]).find((r) => r.id === id)?.status).toBe(
        "pending",
      );
    }
  });
});
