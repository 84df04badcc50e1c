import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPABILITIES } from "../../src/domain/permissions";
import { setup, type TestContext } from "./helper";

// Every route's policy sits in its own route config. The inventory is what the app registered (an
// onRoute hook, src/server/plugins/route-inventory.ts), so a route added later is checked too.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

describe("route inventory", () => {
  it("sees the API's routes", () => {
    const urls = ctx.app.routeInventory.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain("POST /api/stores");
    expect(urls).toContain("PATCH /api/users/:id/password");
    expect(urls.filter((u) => u.startsWith("HEAD "))).toEqual([]);
  });

  it("every mutating route declares a capability or its self-scope", () => {
    const undeclared = ctx.app.routeInventory
      .filter((r) => MUTATING.has(r.method))
      .filter((r) => !r.config.capability && !r.config.selfScope?.trim())
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("capabilities named in route configs exist", () => {
    const unknown = ctx.app.routeInventory
      .filter((r) => r.config.capability !== undefined && !Object.hasOwn(CAPABILITIES, r.config.capability))
      .map((r) => `${r.method} ${r.url}: ${r.config.capability}`);
    expect(unknown).toEqual([]);
  });

  it("a route is public only if it says so: health, sign-in, sign-up, calendar feeds and the API document", () => {
    const publicRoutes = ctx.app.routeInventory
      .filter((r) => r.config.public && !r.url.startsWith("/api/docs"))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([
      "GET /api/calendar/:token.ics",
      "GET /api/health",
      "POST /api/auth/login",
      "POST /api/auth/register",
    ]);
    const docs = ctx.app.routeInventory.filter((r) => r.url.startsWith("/api/docs"));
    expect(docs.every((r) => r.method === "GET")).toBe(true);
  });
});
