import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, setup, type TestContext } from "./helper";

// Regressions the fuzz test (fuzz.test.ts) looks for in general: bad input is a 400, never a 500.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

describe("bad input", () => {
  it("an invalid time is a 400 on the field, not a cross-field rule run on it (was a 500)", async () => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/availability", {
      userId: ctx.a.users.EMPLOYEE,
      dayOfWeek: "MONDAY",
      startTime: "25:99",
      endTime: "10:00",
    });
    expectBadRequest(res, "startTime");
    expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual(["startTime"]);
  });

  it("preferences: a wrong type does not reach the min/max rule", async () => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/preferences", {
      userId: ctx.a.users.EMPLOYEE,
      desiredHoursMin: "many",
    });
    expectBadRequest(res, "desiredHoursMin");
  });

  const huge = "x".repeat(100_000);
  it.each([
    ["POST", "/api/stores", { name: "S", timezone: huge }, "timezone"],
    ["POST", "/api/stores", { name: "S", openTime: huge }, "openTime"],
    ["POST", "/api/stores", { name: huge }, "name"],
    ["POST", "/api/positions", { name: "P", description: huge }, "description"],
    ["PATCH", "/api/employees/:id", { dateOfBirth: huge }, "dateOfBirth"],
    ["POST", "/api/auth/login", { username: huge, password: "x" }, "username"],
  ] as const)(
    "%s %s: a 100,000-character string is a 400 naming the maximum length",
    async (method, url, body, path) => {
      const res = await ctx.call("OWNER", method, url.replace(":id", String(ctx.a.users.EMPLOYEE)), body);
      expectBadRequest(res, path);
      expect(res.json<{ message: string }>().message).toMatch(/<=\d+ characters/);
    },
  );
});
