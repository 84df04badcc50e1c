import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Organization } from "../../src/domain/schemas/organization";
import { expectBadRequest, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

// The organization's currency (issue 32; docs/api.md, Organization): every signed-in user reads it, so money
// is shown in it; OWNER and ADMIN change it to a code Intl knows. The schedule's CSV names it and its file
// is named after the store and week.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
}, 120_000);
afterAll(() => ctx.close());

describe("the organization's currency", () => {
  it("is USD until changed, readable by every role", async () => {
    for (const role of ["OWNER", "MANAGER", "ACCOUNTING", "EMPLOYEE"] as const) {
      const res = await ctx.call(role, "GET", "/api/organization");
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({ name: expect.any(String), currency: "USD" });
    }
  });

  it.each(rolesWithout("adminAccess"))("%s cannot change it (403)", async (role) => {
    expect((await ctx.call(role, "PATCH", "/api/organization", { currency: "EUR" })).statusCode).toBe(403);
  });

  it.each([["EURO"], ["XYZ"], ["US"], [""], [12], [null]])("refuses %j (400)", async (currency) => {
    expectBadRequest(await ctx.call("ADMIN", "PATCH", "/api/organization", { currency }), "currency");
  });

  it("refuses other fields (400)", async () => {
    expectBadRequest(await ctx.call("ADMIN", "PATCH", "/api/organization", { currency: "EUR", name: "x" }));
  });

  it.each(rolesWith("adminAccess"))("%s changes it, for its own organization only", async (role) => {
    const changed = await ctx.call(role, "PATCH", "/api/organization", { currency: "EUR" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Organization).currency).toBe("EUR");
    const read = (await ctx.call("EMPLOYEE", "GET", "/api/organization")).json() as Organization;
    expect(read.currency).toBe("EUR");
    const headers = { cookie: ctx.cookie("OWNER", "b") };
    const other = (await ctx.app.inject({ method: "GET", url: "/api/organization", headers })).json();
    expect(other).toMatchObject({ currency: "USD" });
    await ctx.call(role, "PATCH", "/api/organization", { currency: "USD" });
  });

  it("takes a lower-case code as the code", async () => {
    const changed = await ctx.call("OWNER", "PATCH", "/api/organization", { currency: " jpy " });
    expect(changed.json()).toMatchObject({ currency: "JPY" });
    await ctx.call("OWNER", "PATCH", "/api/organization", { currency: "USD" });
  });
});

describe("the schedule's CSV", () => {
  it("is named after the store and week, its Cost column after the currency", async () => {
    const store = await ctx.call("MANAGER", "POST", "/api/stores", { name: 'Café "Downtown" / Bistro' });
    expect(store.statusCode, store.body).toBe(201);
    const storeId = (store.json() as { id: number }).id;
    const week = await ctx.call("MANAGER", "POST", "/api/schedules", {
      storeId,
      weekStartDate: "2026-11-30",
    });
    expect(week.statusCode, week.body).toBe(201);
    const scheduleId = (week.json() as { id: number }).id;
    expect((await ctx.call("OWNER", "PATCH", "/api/organization", { currency: "GBP" })).statusCode).toBe(200);

    const res = await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}/export.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="cafe-downtown-bistro-2026-11-30.csv"',
    );
    expect((parse(res.body) as string[][])[0]?.at(-1)).toBe("Cost (GBP)");
    await ctx.call("OWNER", "PATCH", "/api/organization", { currency: "USD" });
  });
});
