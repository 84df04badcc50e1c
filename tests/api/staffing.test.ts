import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../src/domain/roles";
import { expectBadRequest, rawJson, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const entry = (extra: object = {}) => ({
  storeId: ctx.a.fixtures.storeId,
  positionId: ctx.a.fixtures.positionId,
  dayOfWeek: "TUESDAY",
  timeSlot: "11:15",
  requiredHeadcount: 1,
  ...extra,
});

describe("staffing templates", () => {
  it.each(ROLES)("%s reads a store's day", async (role) => {
    const res = await ctx.call(role, "GET", `/api/staffing-templates/${ctx.a.fixtures.storeId}/MONDAY`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ctx.a.fixtures.staffingId,
        storeId: ctx.a.fixtures.storeId,
        positionId: ctx.a.fixtures.positionId,
        dayOfWeek: "MONDAY",
        timeSlot: "09:00",
        requiredHeadcount: 2,
      },
    ]);
  });

  it("upserts on (store, position, day, slot) with the absolute headcount", async () => {
    const first = await ctx.call("MANAGER", "POST", "/api/staffing-templates", entry());
    expect(first.statusCode).toBe(201);
    const second = await ctx.call(
      "MANAGER",
      "POST",
      "/api/staffing-templates",
      entry({ requiredHeadcount: 3 }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, requiredHeadcount: 3 });
    const zero = await ctx.call(
      "MANAGER",
      "POST",
      "/api/staffing-templates",
      entry({ requiredHeadcount: 0 }),
    );
    expect(zero.json()).toMatchObject({ id: first.json().id, requiredHeadcount: 0 });
  });

  it("stays one row under rapid concurrent clicks", async () => {
    const clicks = Array.from({ length: 12 }, (_, i) =>
      ctx.call(
        "GM",
        "POST",
        "/api/staffing-templates",
        entry({ timeSlot: "12:30", requiredHeadcount: i + 1 }),
      ),
    );
    const results = await Promise.all(clicks);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    const day = (
      await ctx.call("GM", "GET", `/api/staffing-templates/${ctx.a.fixtures.storeId}/TUESDAY`)
    ).json() as { timeSlot: string }[];
    expect(day.filter((e) => e.timeSlot === "12:30")).toHaveLength(1);
  });

  it("rejects bad input with 400", async () => {
    const post = (body: unknown) => ctx.call("MANAGER", "POST", "/api/staffing-templates", body);
    expectBadRequest(await post(entry({ timeSlot: "11:10" })), "timeSlot");
    expectBadRequest(await post(entry({ requiredHeadcount: -1 })), "requiredHeadcount");
    expectBadRequest(await post(entry({ requiredHeadcount: "2" })), "requiredHeadcount");
    expectBadRequest(await post(entry({ dayOfWeek: "monday" })), "dayOfWeek");
    expectBadRequest(await post({ storeId: ctx.a.fixtures.storeId }), "positionId");
    expectBadRequest(
      await ctx.call("MANAGER", "GET", `/api/staffing-templates/${ctx.a.fixtures.storeId}/FUNDAY`),
      "day",
    );
    expectBadRequest(await ctx.call("MANAGER", "GET", "/api/staffing-templates/x/MONDAY"), "storeId");
    expectBadRequest(await rawJson(ctx, "MANAGER", "POST", "/api/staffing-templates", '{"storeId":'));
  });

  it("answers 401 without a session", async () => {
    expect(
      (await ctx.call(null, "GET", `/api/staffing-templates/${ctx.a.fixtures.storeId}/MONDAY`)).statusCode,
    ).toBe(401);
    expect((await ctx.call(null, "POST", "/api/staffing-templates", entry())).statusCode).toBe(401);
  });

  it.each(rolesWithout("manageStaffing"))("answers 403 to %s for writes", async (role) => {
    expect((await ctx.call(role, "POST", "/api/staffing-templates", entry())).statusCode).toBe(403);
  });

  it("answers 404 for another organization's store or position and leaves their template unchanged", async () => {
    const theirStore = ctx.b.fixtures.storeId;
    expect((await ctx.call("OWNER", "GET", `/api/staffing-templates/${theirStore}/MONDAY`)).statusCode).toBe(
      404,
    );
    const write = (body: object) => ctx.call("OWNER", "POST", "/api/staffing-templates", entry(body));
    expect(
      (
        await write({
          storeId: theirStore,
          positionId: ctx.b.fixtures.positionId,
          dayOfWeek: "MONDAY",
          timeSlot: "09:00",
          requiredHeadcount: 9,
        })
      ).statusCode,
    ).toBe(404);
    expect((await write({ positionId: ctx.b.fixtures.positionId })).statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: `/api/staffing-templates/${theirStore}/MONDAY`,
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect(theirs.json()).toEqual([
      expect.objectContaining({ id: ctx.b.fixtures.staffingId, requiredHeadcount: 2 }),
    ]);
  });
});
