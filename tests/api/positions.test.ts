import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_DEFAULTS } from "../../src/domain/schemas/positions";
import { expectBadRequest, rawJson, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

describe("positions", () => {
  it("creates with defaults and lists by sortOrder then name for any role", async () => {
    const created = await ctx.call("MANAGER", "POST", "/api/positions", { name: "Busser" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Busser", ...POSITION_DEFAULTS });
    await ctx.call("MANAGER", "POST", "/api/positions", { name: "Aardvark", sortOrder: 5 });
    const res = await ctx.call("ACCOUNTING", "GET", "/api/positions");
    expect(res.statusCode).toBe(200);
    expect((res.json() as { name: string }[]).map((p) => p.name)).toEqual([
      "Busser",
      "Fixture Position",
      "Aardvark",
    ]);
  });

  it("updates (200) and deletes (204)", async () => {
    const { id } = (
      await ctx.call("OWNER", "POST", "/api/positions", { name: "Temp", description: "x" })
    ).json();
    const patched = await ctx.call("GM", "PATCH", `/api/positions/${id}`, {
      isActive: false,
      requiresTrainer: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id,
      name: "Temp",
      description: "x",
      isActive: false,
      requiresTrainer: true,
    });
    expect((await ctx.call("GM", "PATCH", `/api/positions/${id}`, {})).json()).toMatchObject({
      id,
      name: "Temp",
    });
    expect((await ctx.call("GM", "DELETE", `/api/positions/${id}`)).statusCode).toBe(204);
  });

  it("refuses to delete a position that scheduled shifts use (409)", async () => {
    const res = await ctx.call("OWNER", "DELETE", `/api/positions/${ctx.a.fixtures.positionId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/inactive/);
  });

  it("rejects bad input with 400", async () => {
    expectBadRequest(await ctx.call("MANAGER", "POST", "/api/positions", {}), "name");
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/positions", { name: "X", color: "red" }),
      "color",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/positions", { name: "X", isActive: "yes" }),
      "isActive",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/positions/${ctx.a.fixtures.positionId}`, { sortOrder: 1.5 }),
      "sortOrder",
    );
    expectBadRequest(await rawJson(ctx, "MANAGER", "POST", "/api/positions", "{nope}"));
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.call(null, "GET", "/api/positions")).statusCode).toBe(401);
    expect((await ctx.call(null, "POST", "/api/positions", { name: "X" })).statusCode).toBe(401);
    expect((await ctx.call(null, "PATCH", "/api/positions/1", { name: "X" })).statusCode).toBe(401);
    expect((await ctx.call(null, "DELETE", "/api/positions/1")).statusCode).toBe(401);
  });

  it.each(rolesWithout("managePositions"))("answers 403 to %s for writes", async (role) => {
    const id = ctx.a.fixtures.positionId;
    expect((await ctx.call(role, "POST", "/api/positions", { name: "X" })).statusCode).toBe(403);
    expect((await ctx.call(role, "PATCH", `/api/positions/${id}`, { name: "X" })).statusCode).toBe(403);
    expect((await ctx.call(role, "DELETE", `/api/positions/${id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's position and leaves it unchanged", async () => {
    const id = ctx.b.fixtures.positionId;
    expect((await ctx.call("OWNER", "PATCH", `/api/positions/${id}`, { name: "Hijacked" })).statusCode).toBe(
      404,
    );
    expect((await ctx.call("OWNER", "DELETE", `/api/positions/${id}`)).statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: "/api/positions",
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect(theirs.json()).toEqual([expect.objectContaining({ id, name: "Fixture Position" })]);
  });
});
