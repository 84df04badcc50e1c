import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LaborStandard } from "../../src/domain/schemas/demand";
import { positions } from "../../src/server/db/schema/positions";
import { stores } from "../../src/server/db/schema/stores";
import { setup, type TestContext } from "./helper";

// Labor standards (docs/api.md, Demand): a store's whole list per PUT, one per position.

let ctx: TestContext;
let storeId: number;
let server: number;
let cook: number;

beforeAll(async () => {
  ctx = await setup();
  const [store] = await ctx.db.insert(stores).values({ tenantId: ctx.a.id, name: "Standards" }).returning();
  storeId = store?.id ?? 0;
  const rows = await ctx.db
    .insert(positions)
    .values([
      { tenantId: ctx.a.id, name: "Server" },
      { tenantId: ctx.a.id, name: "Line Cook" },
    ])
    .returning();
  server = rows[0]?.id ?? 0;
  cook = rows[1]?.id ?? 0;
});
afterAll(() => ctx.close());

const url = (store = storeId) => `/api/labor-standards?storeId=${store}`;

const serverStandard = (): LaborStandard => ({
  positionId: server,
  driver: "COVERS",
  perPerson: 20,
  min: 1,
  max: 6,
  beforeOpenMinutes: 30,
  afterCloseMinutes: 15,
});
const cookStandard = (): LaborStandard => ({
  positionId: cook,
  driver: "SALES",
  perPerson: 600.5,
  min: 2,
  max: 8,
  beforeOpenMinutes: 60,
  afterCloseMinutes: 45,
});

describe("labor standards", () => {
  it("starts empty, takes the whole list, reads it back by position", async () => {
    expect((await ctx.call("MANAGER", "GET", url())).json()).toEqual([]);
    const put = await ctx.call("MANAGER", "PUT", url(), [cookStandard(), serverStandard()]);
    expect(put.statusCode, put.body).toBe(200);
    const expected = [serverStandard(), cookStandard()].sort((a, b) => a.positionId - b.positionId);
    expect(put.json()).toEqual(expected);
    expect((await ctx.call("MANAGER", "GET", url())).json()).toEqual(expected);
  });

  it("replaces the list: positions left out lose their standard; FIXED has no rate", async () => {
    const fixed: LaborStandard = { ...serverStandard(), driver: "FIXED", perPerson: null, min: 2, max: 2 };
    const put = await ctx.call("MANAGER", "PUT", url(), [fixed]);
    expect(put.statusCode, put.body).toBe(200);
    expect((await ctx.call("MANAGER", "GET", url())).json()).toEqual([fixed]);
    expect((await ctx.call("MANAGER", "PUT", url(), [])).json()).toEqual([]);
  });

  it("refuses bad lists with 400 and changes nothing", async () => {
    await ctx.call("MANAGER", "PUT", url(), [serverStandard()]);
    const cases: [string, unknown[], string?][] = [
      ["duplicate position", [serverStandard(), { ...serverStandard(), perPerson: 10 }], "1.positionId"],
      ["min above max", [{ ...serverStandard(), min: 5, max: 4 }], "0.max"],
      ["rate of 0", [{ ...serverStandard(), perPerson: 0 }], "0.perPerson"],
      ["negative rate", [{ ...serverStandard(), perPerson: -5 }], "0.perPerson"],
      ["FIXED with a rate", [{ ...serverStandard(), driver: "FIXED" }], "0.perPerson"],
      ["SALES without a rate", [{ ...cookStandard(), perPerson: null }], "0.perPerson"],
      ["margin off the grid", [{ ...serverStandard(), beforeOpenMinutes: 10 }], "0.beforeOpenMinutes"],
      ["unknown driver", [{ ...serverStandard(), driver: "GUESTS" }], "0.driver"],
      ["unknown position", [{ ...serverStandard(), positionId: 999_999 }], "positionId"],
      ["another organization's position", [{ ...serverStandard(), positionId: ctx.b.fixtures.positionId }]],
      ["not a list", { ...serverStandard() } as unknown as unknown[]],
    ];
    for (const [name, body, path] of cases) {
      const res = await ctx.call("MANAGER", "PUT", url(), body);
      expect(res.statusCode, name).toBe(400);
      const answer = res.json() as { message: string; issues?: { path: string }[] };
      expect(typeof answer.message, name).toBe("string");
      if (path)
        expect(
          answer.issues?.map((i) => i.path),
          name,
        ).toContain(path);
    }
    expect((await ctx.call("MANAGER", "GET", url())).json()).toEqual([serverStandard()]);
  });

  it("another organization's store is 404, an employee 403, a missing storeId 400", async () => {
    const other = ctx.b.fixtures.storeId;
    expect((await ctx.call("MANAGER", "GET", url(other))).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "PUT", url(other), [serverStandard()])).statusCode).toBe(404);
    expect((await ctx.call("EMPLOYEE", "GET", url())).statusCode).toBe(403);
    expect((await ctx.call("EMPLOYEE", "PUT", url(), [])).statusCode).toBe(403);
    expect((await ctx.call("MANAGER", "GET", "/api/labor-standards")).statusCode).toBe(400);
    // Org B's standards for its own store do not show in org A's.
    const b = await ctx.app.inject({
      method: "PUT",
      url: url(other),
      headers: { cookie: ctx.cookie("MANAGER", "b") },
      payload: [{ ...serverStandard(), positionId: ctx.b.fixtures.positionId }],
    });
    expect(b.statusCode, b.body).toBe(200);
    expect((await ctx.call("MANAGER", "GET", url())).json()).toEqual([serverStandard()]);
  });
});
