import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../src/domain/roles";
import { PREFERENCE_DEFAULTS } from "../../src/domain/schemas/preferences";
import { expectBadRequest, rawJson, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

describe("preferences", () => {
  it.each(ROLES)(
    "%s reads null, cannot patch nothing (404), creates with defaults (201), updates (200) their own",
    async (role) => {
      const me = ctx.a.users[role];
      const empty = await ctx.call(role, "GET", `/api/preferences/${me}`);
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toBe("null");
      expect(
        (await ctx.call(role, "PATCH", `/api/preferences/${me}`, { desiredHoursMax: 30 })).statusCode,
      ).toBe(404);
      const created = await ctx.call(role, "POST", "/api/preferences", { userId: me, tenantId: ctx.a.id });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ userId: me, tenantId: ctx.a.id, ...PREFERENCE_DEFAULTS });
      const patched = await ctx.call(role, "PATCH", `/api/preferences/${me}`, {
        preferredShiftType: "CLOSING",
        desiredHoursMax: 25,
        userId: me,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        preferredShiftType: "CLOSING",
        desiredHoursMin: 20,
        desiredHoursMax: 25,
      });
      expect((await ctx.call(role, "GET", `/api/preferences/${me}`)).json()).toEqual(patched.json());
    },
  );

  it("answers 409 when preferences already exist", async () => {
    const me = ctx.a.users.EMPLOYEE2; // has fixture preferences
    expect((await ctx.call("EMPLOYEE2", "POST", "/api/preferences", { userId: me })).statusCode).toBe(409);
  });

  it.each(ROLES)("is own-only: 403 to %s for someone else in the organization", async (role) => {
    const other = ctx.a.users.EMPLOYEE2;
    expect((await ctx.call(role, "GET", `/api/preferences/${other}`)).statusCode).toBe(403);
    expect((await ctx.call(role, "POST", "/api/preferences", { userId: other })).statusCode).toBe(403);
    const patch = { desiredHoursMax: 10 };
    expect((await ctx.call(role, "PATCH", `/api/preferences/${other}`, patch)).statusCode).toBe(403);
  });

  it("rejects bad input with 400, including min above max on the merged record", async () => {
    const me = ctx.a.users.EMPLOYEE2; // 20-40 saved
    expectBadRequest(
      await ctx.call("EMPLOYEE2", "PATCH", `/api/preferences/${me}`, { desiredHoursMin: 45 }),
      "desiredHoursMin",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE2", "PATCH", `/api/preferences/${me}`, { preferredShiftType: "NIGHT" }),
      "preferredShiftType",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE2", "PATCH", `/api/preferences/${me}`, { prefersWeekends: "no" }),
      "prefersWeekends",
    );
    expectBadRequest(
      await ctx.call("EMPLOYEE", "POST", "/api/preferences", {
        userId: ctx.a.users.EMPLOYEE,
        desiredHoursMin: 30,
        desiredHoursMax: 10,
      }),
      "desiredHoursMin",
    );
    expectBadRequest(await ctx.call("EMPLOYEE", "GET", "/api/preferences/zero"), "userId");
    expectBadRequest(await rawJson(ctx, "EMPLOYEE2", "PATCH", `/api/preferences/${me}`, "not json"));
  });

  it("answers 401 without a session", async () => {
    const me = ctx.a.users.EMPLOYEE2;
    expect((await ctx.call(null, "GET", `/api/preferences/${me}`)).statusCode).toBe(401);
    expect((await ctx.call(null, "POST", "/api/preferences", { userId: me })).statusCode).toBe(401);
    expect((await ctx.call(null, "PATCH", `/api/preferences/${me}`, {})).statusCode).toBe(401);
  });

  it("answers 404 for another organization's people and leaves their preferences unchanged", async () => {
    const user = ctx.b.users.EMPLOYEE2;
    expect((await ctx.call("OWNER", "GET", `/api/preferences/${user}`)).statusCode).toBe(404);
    expect((await ctx.call("OWNER", "POST", "/api/preferences", { userId: user })).statusCode).toBe(404);
    expect(
      (await ctx.call("OWNER", "PATCH", `/api/preferences/${user}`, { desiredHoursMax: 10 })).statusCode,
    ).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: `/api/preferences/${user}`,
      headers: { cookie: ctx.cookie("EMPLOYEE2", "b") },
    });
    expect(theirs.json()).toMatchObject({ desiredHoursMax: 40 });
  });
});
