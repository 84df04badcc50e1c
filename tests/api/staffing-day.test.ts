import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, rawJson, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

/** PUT /api/staffing-templates?storeId&dayOfWeek: a whole day replaced in one transaction (DESIGN §9). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const url = (day = "WEDNESDAY", storeId = ctx.a.fixtures.storeId) =>
  `/api/staffing-templates?storeId=${storeId}&dayOfWeek=${day}`;
const need = (timeSlot: string, requiredHeadcount: number, positionId = ctx.a.fixtures.positionId) => ({
  positionId,
  timeSlot,
  requiredHeadcount,
});
const dayOf = async (day: string) =>
  (await ctx.call("MANAGER", "GET", `/api/staffing-templates/${ctx.a.fixtures.storeId}/${day}`)).json() as {
    timeSlot: string;
    requiredHeadcount: number;
  }[];
const slotsOf = (rows: { timeSlot: string; requiredHeadcount: number }[]) =>
  rows.map((r) => [r.timeSlot, r.requiredHeadcount]);

describe("PUT a staffing day", () => {
  it("replaces the day's rows with the positive needs and answers the day like GET", async () => {
    const first = await ctx.call("MANAGER", "PUT", url(), [
      need("10:00", 2),
      need("10:15", 3),
      need("11:00", 1),
    ]);
    expect(first.statusCode).toBe(200);
    expect(slotsOf(first.json())).toEqual([
      ["10:00", 2],
      ["10:15", 3],
      ["11:00", 1],
    ]);
    const second = await ctx.call("MANAGER", "PUT", url(), [need("12:00", 4), need("12:15", 0)]);
    expect(second.statusCode).toBe(200);
    expect(slotsOf(second.json())).toEqual([["12:00", 4]]);
    expect(second.json()).toEqual(await dayOf("WEDNESDAY"));
    // Other days stay as they were.
    expect(slotsOf(await dayOf("MONDAY"))).toEqual([["09:00", 2]]);
  });

  it("clears the day with an empty body", async () => {
    await ctx.call("MANAGER", "PUT", url("THURSDAY"), [need("10:00", 2)]);
    const cleared = await ctx.call("MANAGER", "PUT", url("THURSDAY"), []);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual([]);
    expect(await dayOf("THURSDAY")).toEqual([]);
  });

  it("rejects a slot outside the business day naming it, and leaves the day unchanged", async () => {
    await ctx.call("MANAGER", "PUT", url("FRIDAY"), [need("10:00", 2)]);
    const res = await ctx.call("MANAGER", "PUT", url("FRIDAY"), [need("10:00", 1), need("21:00", 1)]);
    expectBadRequest(res, "1.timeSlot");
    expect((res.json() as { message: string }).message).toContain("21:00");
    expectBadRequest(await ctx.call("MANAGER", "PUT", url("FRIDAY"), [need("08:45", 1)]), "0.timeSlot");
    expect(slotsOf(await dayOf("FRIDAY"))).toEqual([["10:00", 2]]);
  });

  it("rejects the same slot twice for a position", async () => {
    expectBadRequest(
      await ctx.call("MANAGER", "PUT", url("FRIDAY"), [need("10:00", 1), need("10:00", 2)]),
      "1.timeSlot",
    );
  });

  it("rejects bad headcounts, slots, days and bodies with 400", async () => {
    const put = (body: unknown, to = url("SATURDAY")) => ctx.call("MANAGER", "PUT", to, body);
    expectBadRequest(await put([need("10:00", -1)]), "0.requiredHeadcount");
    expectBadRequest(await put([need("10:00", 1.5)]), "0.requiredHeadcount");
    expectBadRequest(await put([need("10:00", 1000)]), "0.requiredHeadcount");
    expectBadRequest(await put([{ ...need("10:00", 1), requiredHeadcount: "2" }]), "0.requiredHeadcount");
    expectBadRequest(await put([need("10:10", 1)]), "0.timeSlot");
    expectBadRequest(await put({ positionId: 1 }));
    expectBadRequest(await put([], url("FUNDAY")), "dayOfWeek");
    expectBadRequest(await put([], `/api/staffing-templates?dayOfWeek=MONDAY`), "storeId");
    expectBadRequest(await rawJson(ctx, "MANAGER", "PUT", url("SATURDAY"), "[{"));
    expect(await dayOf("SATURDAY")).toEqual([]);
  });

  it("answers 404 for another organization's store or position and leaves both unchanged", async () => {
    const theirStore = ctx.b.fixtures.storeId;
    const res = await ctx.call("OWNER", "PUT", url("MONDAY", theirStore), [
      need("09:00", 9, ctx.b.fixtures.positionId),
    ]);
    expect(res.statusCode).toBe(404);
    const theirPosition = await ctx.call("OWNER", "PUT", url("MONDAY"), [
      need("09:00", 9, ctx.b.fixtures.positionId),
    ]);
    expect(theirPosition.statusCode).toBe(404);
    expect((await ctx.call("OWNER", "PUT", url("MONDAY"), [need("09:00", 1, 999_999)])).statusCode).toBe(404);
    expect(slotsOf(await dayOf("MONDAY"))).toEqual([["09:00", 2]]);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: `/api/staffing-templates/${theirStore}/MONDAY`,
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect(slotsOf(theirs.json())).toEqual([["09:00", 2]]);
  });

  it.each(rolesWithout("manageStaffing"))("answers 403 to %s", async (role) => {
    expect((await ctx.call(role, "PUT", url("SUNDAY"), [need("10:00", 1)])).statusCode).toBe(403);
    expect(await dayOf("SUNDAY")).toEqual([]);
  });

  it.each(rolesWith("manageStaffing"))("lets %s replace a day", async (role) => {
    expect((await ctx.call(role, "PUT", url("SUNDAY"), [])).statusCode).toBe(200);
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.call(null, "PUT", url("SUNDAY"), [])).statusCode).toBe(401);
  });
});
