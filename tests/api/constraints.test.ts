import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSTRAINT_DEFAULTS } from "../../src/domain/schemas/constraints";
import { expectBadRequest, rawJson, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

describe("constraint profiles", () => {
  it("creates with the defaults of docs/product.md, Entities (201) and lists by name for any role", async () => {
    const res = await ctx.call("MANAGER", "POST", "/api/constraints", { name: "Default" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Default", ...CONSTRAINT_DEFAULTS });
    const list = await ctx.call("EMPLOYEE", "GET", "/api/constraints");
    expect(list.statusCode).toBe(200);
    expect((list.json() as { name: string }[]).map((p) => p.name)).toEqual(["Default", "Fixture Profile"]);
  });

  it("updates (200) and deletes (204)", async () => {
    const { id } = (await ctx.call("OWNER", "POST", "/api/constraints", { name: "Temp" })).json();
    const patched = await ctx.call("ADMIN", "PATCH", `/api/constraints/${id}`, {
      minRestBetweenShifts: 600,
      minorCurfewTime: "21:00",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id,
      name: "Temp",
      minRestBetweenShifts: 600,
      minorCurfewTime: "21:00",
      weeklyHourCap: 60,
    });
    expect((await ctx.call("ADMIN", "DELETE", `/api/constraints/${id}`)).statusCode).toBe(204);
  });

  it("rejects bad input with 400", async () => {
    expectBadRequest(await ctx.call("MANAGER", "POST", "/api/constraints", { name: "" }), "name");
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/constraints", { name: "X", requiredTrainerRatio: 0 }),
      "requiredTrainerRatio",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/constraints", { name: "X", minorCurfewTime: "late" }),
      "minorCurfewTime",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/constraints/${ctx.a.fixtures.profileId}`, {
        weeklyHourCap: "60",
      }),
      "weeklyHourCap",
    );
    expectBadRequest(await rawJson(ctx, "MANAGER", "POST", "/api/constraints", "["));
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.call(null, "GET", "/api/constraints")).statusCode).toBe(401);
    expect((await ctx.call(null, "POST", "/api/constraints", { name: "X" })).statusCode).toBe(401);
    expect((await ctx.call(null, "PATCH", "/api/constraints/1", {})).statusCode).toBe(401);
    expect((await ctx.call(null, "DELETE", "/api/constraints/1")).statusCode).toBe(401);
  });

  it.each(rolesWithout("manageConstraints"))("answers 403 to %s for writes", async (role) => {
    const id = ctx.a.fixtures.profileId;
    expect((await ctx.call(role, "POST", "/api/constraints", { name: "X" })).statusCode).toBe(403);
    expect((await ctx.call(role, "PATCH", `/api/constraints/${id}`, { name: "X" })).statusCode).toBe(403);
    expect((await ctx.call(role, "DELETE", `/api/constraints/${id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's profile and leaves it unchanged", async () => {
    const id = ctx.b.fixtures.profileId;
    expect(
      (await ctx.call("OWNER", "PATCH", `/api/constraints/${id}`, { name: "Hijacked" })).statusCode,
    ).toBe(404);
    expect((await ctx.call("OWNER", "DELETE", `/api/constraints/${id}`)).statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: "/api/constraints",
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect(theirs.json()).toEqual([expect.objectContaining({ id, name: "Fixture Profile" })]);
  });
});
