import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_DEFAULTS } from "../../src/domain/schemas/stores";
import { expectBadRequest, rawJson, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

describe("stores", () => {
  it("lists the organization's stores, by name, for any signed-in role", async () => {
    await ctx.call("MANAGER", "POST", "/api/stores", { name: "alpha Corner" });
    const res = await ctx.call("EMPLOYEE", "GET", "/api/stores");
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string }[]).map((s) => s.name);
    expect(names).toEqual(["alpha Corner", "Fixture Store"]);
  });

  it("creates with the defaults of docs/product.md, Entities (201)", async () => {
    const res = await ctx.call("MANAGER", "POST", "/api/stores", { name: "Riverside" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Riverside", ...STORE_DEFAULTS });
    expect(typeof res.json().id).toBe("number");
  });

  it("updates part of a store (200) and deletes it (204)", async () => {
    const { id } = (await ctx.call("OWNER", "POST", "/api/stores", { name: "Temp" })).json();
    const patched = await ctx.call("GM", "PATCH", `/api/stores/${id}`, {
      closeTime: "23:30:00",
      color: "#000000",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id,
      name: "Temp",
      openTime: "09:00",
      closeTime: "23:30",
      color: "#000000",
    });
    expect((await ctx.call("ADMIN", "DELETE", `/api/stores/${id}`)).statusCode).toBe(204);
    expect((await ctx.call("ADMIN", "DELETE", `/api/stores/${id}`)).statusCode).toBe(404);
  });

  it("rejects bad input with 400", async () => {
    expectBadRequest(await ctx.call("MANAGER", "POST", "/api/stores", { name: "" }), "name");
    expectBadRequest(await ctx.call("MANAGER", "POST", "/api/stores", { name: 5 }), "name");
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/stores", { name: "X", timezone: "Mars/Base" }),
      "timezone",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/stores", { name: "X", openTime: "25:00" }),
      "openTime",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/stores", { name: "X", closeTime: "9pm" }),
      "closeTime",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/stores", { name: "X", defaultShiftMaxLength: 1000 }),
      "defaultShiftMaxLength",
    );
    expectBadRequest(await rawJson(ctx, "MANAGER", "POST", "/api/stores", '{"name": "X",'));
    // The merged record is checked on PATCH: a maximum below the existing minimum is refused.
    const id = ctx.a.fixtures.storeId;
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/stores/${id}`, { defaultShiftMinLength: 600 }),
      "defaultShiftMaxLength",
    );
    expectBadRequest(await ctx.call("MANAGER", "PATCH", "/api/stores/abc", { name: "X" }), "id");
  });

  it("answers 401 without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/stores"],
      ["POST", "/api/stores"],
      ["PATCH", "/api/stores/1"],
      ["DELETE", "/api/stores/1"],
    ] as const) {
      expect((await ctx.call(null, method, url, { name: "X" })).statusCode).toBe(401);
    }
  });

  it.each(rolesWithout("manageStores"))("answers 403 to %s for writes", async (role) => {
    const id = ctx.a.fixtures.storeId;
    expect((await ctx.call(role, "POST", "/api/stores", { name: "X" })).statusCode).toBe(403);
    expect((await ctx.call(role, "PATCH", `/api/stores/${id}`, { name: "X" })).statusCode).toBe(403);
    expect((await ctx.call(role, "DELETE", `/api/stores/${id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another organization's store and leaves it unchanged", async () => {
    const id = ctx.b.fixtures.storeId;
    expect((await ctx.call("OWNER", "PATCH", `/api/stores/${id}`, { name: "Hijacked" })).statusCode).toBe(
      404,
    );
    expect((await ctx.call("OWNER", "DELETE", `/api/stores/${id}`)).statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: "/api/stores",
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect(theirs.json()).toEqual([expect.objectContaining({ id, name: "Fixture Store" })]);
  });
});
