import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../src/domain/roles";
import { expectBadRequest, rawJson, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const window = (userId: number, extra: object = {}) => ({
  userId,
  tenantId: 999, // ignored: the session decides the organization
  dayOfWeek: "TUESDAY",
  startTime: "10:00",
  endTime: "14:00",
  ...extra,
});

describe("availability", () => {
  it.each(ROLES)("%s manages their own windows", async (role) => {
    const me = ctx.a.users[role];
    const created = await ctx.call(role, "POST", "/api/availability", window(me));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userId: me,
      tenantId: ctx.a.id,
      dayOfWeek: "TUESDAY",
      startTime: "10:00",
      endTime: "14:00",
      isAvailable: true,
    });
    const id = created.json().id as number;
    const patched = await ctx.call(role, "PATCH", `/api/availability/${id}`, { endTime: "16:00:00" });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id, startTime: "10:00", endTime: "16:00" });
    const list = await ctx.call(role, "GET", `/api/availability/${me}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: number }[]).map((w) => w.id)).toContain(id);
    expect((await ctx.call(role, "DELETE", `/api/availability/${id}`)).statusCode).toBe(204);
  });

  it("lists by day (Monday first) then start time", async () => {
    const me = ctx.a.users.EMPLOYEE2;
    for (const [dayOfWeek, startTime, endTime] of [
      ["SUNDAY", "08:00", "12:00"],
      ["MONDAY", "13:00", "18:00"],
      ["MONDAY", "06:00", "10:00"],
    ]) {
      await ctx.call("EMPLOYEE2", "POST", "/api/availability", { userId: me, dayOfWeek, startTime, endTime });
    }
    const list = (await ctx.call("EMPLOYEE2", "GET", `/api/availability/${me}`)).json() as {
      dayOfWeek: string;
      startTime: string;
    }[];
    expect(list.map((w) => `${w.dayOfWeek} ${w.startTime}`)).toEqual([
      "MONDAY 06:00",
      "MONDAY 13:00",
      "SUNDAY 08:00",
    ]);
  });

  it.each(rolesWith("manageTeam"))("%s manages anyone's windows in the organization", async (role) => {
    const someone = ctx.a.users.EMPLOYEE;
    const created = await ctx.call(
      role,
      "POST",
      "/api/availability",
      window(someone, { isAvailable: false }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await ctx.call(role, "GET", `/api/availability/${someone}`)).statusCode).toBe(200);
    expect(
      (await ctx.call(role, "PATCH", `/api/availability/${id}`, { dayOfWeek: "FRIDAY" })).json(),
    ).toMatchObject({ dayOfWeek: "FRIDAY" });
    expect((await ctx.call(role, "DELETE", `/api/availability/${id}`)).statusCode).toBe(204);
  });

  it.each(rolesWithout("manageTeam"))("%s gets 403 for someone else's windows", async (role) => {
    const id = ctx.a.fixtures.availabilityId; // belongs to EMPLOYEE
    const target = role === "EMPLOYEE" ? ctx.a.users.EMPLOYEE2 : ctx.a.users.EMPLOYEE;
    expect((await ctx.call(role, "GET", `/api/availability/${target}`)).statusCode).toBe(403);
    expect((await ctx.call(role, "POST", "/api/availability", window(target))).statusCode).toBe(403);
    // EMPLOYEE owns the fixture window; EMPLOYEE2 stands in for "someone else" below.
    const who = role === "EMPLOYEE" ? "EMPLOYEE2" : role;
    expect((await ctx.call(who, "PATCH", `/api/availability/${id}`, { endTime: "18:00" })).statusCode).toBe(
      403,
    );
    expect((await ctx.call(who, "DELETE", `/api/availability/${id}`)).statusCode).toBe(403);
  });

  it("keeps a window that ends the next day (an end before its start), as sent", async () => {
    const me = ctx.a.users.EMPLOYEE;
    const created = await ctx.call(
      "EMPLOYEE",
      "POST",
      "/api/availability",
      window(me, { dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "02:00" }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect(created.json()).toMatchObject({ dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "02:00" });
    // A PATCH may move the end past midnight too, and back.
    const moved = await ctx.call("EMPLOYEE", "PATCH", `/api/availability/${id}`, { endTime: "00:00" });
    expect(moved.json()).toMatchObject({ startTime: "18:00", endTime: "00:00" });
    const listed = await ctx.call("EMPLOYEE", "GET", `/api/availability/${me}`);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id, startTime: "18:00", endTime: "00:00" }),
    );
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/availability/${id}`)).statusCode).toBe(204);
  });

  it("rejects bad input with 400, including a merged window that ends when it starts", async () => {
    const me = ctx.a.users.EMPLOYEE;
    expectBadRequest(
      await ctx.call(
        "EMPLOYEE",
        "POST",
        "/api/availability",
        window(me, { startTime: "10:00", endTime: "10:00" }),
      ),
      "endTime",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/availability", window(me, { dayOfWeek: "FUNDAY" })),
      "dayOfWeek",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/availability", window(me, { isAvailable: 1 })),
      "isAvailable",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/availability", {
        dayOfWeek: "MONDAY",
        startTime: "10:00",
        endTime: "11:00",
      }),
      "userId",
    );
    const id = ctx.a.fixtures.availabilityId; // 09:00-17:00
    expectBadRequest(
      await ctx.call("EMPLOYEE", "PATCH", `/api/availability/${id}`, { startTime: "17:00" }),
      "endTime",
    );
    expectBadRequest(await rawJson(ctx, "EMPLOYEE", "PATCH", `/api/availability/${id}`, "{'a':1}"));
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.call(null, "GET", `/api/availability/${ctx.a.users.EMPLOYEE}`)).statusCode).toBe(401);
    expect((await ctx.call(null, "POST", "/api/availability", window(ctx.a.users.EMPLOYEE))).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.call(null, "PATCH", `/api/availability/${ctx.a.fixtures.availabilityId}`, {})).statusCode,
    ).toBe(401);
    expect(
      (await ctx.call(null, "DELETE", `/api/availability/${ctx.a.fixtures.availabilityId}`)).statusCode,
    ).toBe(401);
  });

  it("answers 404 for another organization's people and windows and leaves them unchanged", async () => {
    const user = ctx.b.users.EMPLOYEE;
    const id = ctx.b.fixtures.availabilityId;
    expect((await ctx.call("OWNER", "GET", `/api/availability/${user}`)).statusCode).toBe(404);
    expect((await ctx.call("OWNER", "POST", "/api/availability", window(user))).statusCode).toBe(404);
    expect(
      (await ctx.call("OWNER", "PATCH", `/api/availability/${id}`, { endTime: "23:00" })).statusCode,
    ).toBe(404);
    expect((await ctx.call("OWNER", "DELETE", `/api/availability/${id}`)).statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: `/api/availability/${user}`,
      headers: { cookie: ctx.cookie("EMPLOYEE", "b") },
    });
    expect(theirs.json()).toEqual([
      expect.objectContaining({ id, startTime: "09:00", endTime: "17:00", dayOfWeek: "MONDAY" }),
    ]);
  });
});
