import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CAPABILITIES, type Capability } from "../../src/domain/permissions";
import type { RouteEntry } from "../../src/server/plugins/route-inventory";
import type { ReadPolicy, WritePolicy } from "../../src/server/plugins/route-policy";
import { setup, type TestContext } from "./helper";

// Every route's policy sits in its own route config. The inventory is what the app registered (an
// onRoute hook, src/server/plugins/route-inventory.ts), so a route added later is checked too.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const writes = () => ctx.app.routeInventory.filter((r) => MUTATING.has(r.method));
const name = (r: RouteEntry) => `${r.method} ${r.url}`;
const under = (prefixes: string[]) => (r: RouteEntry) =>
  prefixes.some((p) => r.url === p || r.url.startsWith(`${p}/`));

// Every key of the app's route policy (src/server/plugins/route-policy.ts) with its type; the compiler
// keeps these in step with the interfaces, the test holds every registered route to them.
const access = {
  public: z.literal(true).optional(),
  capability: z.enum(Object.keys(CAPABILITIES) as [Capability, ...Capability[]]).optional(),
  selfScope: z.string().trim().min(1).optional(),
  beforePasswordChange: z.literal(true).optional(),
};
const readPolicy = z.strictObject({
  ...access,
  cacheable: z.literal(true).optional(),
} satisfies { [K in keyof Required<ReadPolicy>]: z.ZodType<ReadPolicy[K]> });
const writePolicy = z.strictObject({
  ...access,
  keepsSessions: z.literal(true).optional(),
  keepsWeekInputs: z.literal(true).optional(),
  keepsLists: z.literal(true).optional(),
} satisfies { [K in keyof Required<WritePolicy>]: z.ZodType<WritePolicy[K]> });
/** Config keys that plugins own, not the app's policy (@fastify/rate-limit). */
const PLUGIN_KEYS = new Set(["rateLimit"]);

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

  it("a route is public only if it says so: health, instance, sign-in, sign-up, password links, unsubscribe links, calendar feeds, store kiosks and the API document", () => {
    const publicRoutes = ctx.app.routeInventory
      .filter((r) => r.config.public && !r.url.startsWith("/api/docs"))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([
      "GET /api/calendar/:token.ics",
      "GET /api/health",
      "GET /api/instance",
      "GET /api/kiosk/:token",
      "POST /api/auth/forgot-password",
      "POST /api/auth/login",
      "POST /api/auth/password-link",
      "POST /api/auth/register",
      "POST /api/kiosk/:token/punch",
      "POST /api/notifications/unsubscribe",
    ]);
    const docs = ctx.app.routeInventory.filter((r) => r.url.startsWith("/api/docs"));
    expect(docs.every((r) => r.method === "GET")).toBe(true);
  });

  it("every route's config holds only policy keys, each of its type, of the kind its method allows", () => {
    const wrong = ctx.app.routeInventory.flatMap((r) => {
      const policy = Object.fromEntries(Object.entries(r.config).filter(([key]) => !PLUGIN_KEYS.has(key)));
      const parsed = (MUTATING.has(r.method) ? writePolicy : readPolicy).safeParse(policy);
      return parsed.success ? [] : [`${name(r)}: ${z.prettifyError(parsed.error)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("the read cache answers exactly these GETs, whose answer is the same for everyone allowed", () => {
    const cacheable = ctx.app.routeInventory.filter((r) => r.config.cacheable);
    expect(cacheable.map(name).sort()).toEqual([
      "GET /api/availability/team",
      "GET /api/constraints",
      "GET /api/employees",
      "GET /api/organization",
      "GET /api/positions",
      "GET /api/setup",
      "GET /api/staffing-templates/:storeId/:day",
      "GET /api/stores",
    ]);
    // A public answer has no tenant to key it by; a self-scoped one differs per caller.
    expect(cacheable.filter((r) => r.config.public || r.config.selfScope).map(name)).toEqual([]);
  });

  it("writes keep the tenant's sessions only under resources that hold no user or session", () => {
    const keeping = under([
      "/api/availability",
      "/api/constraints",
      "/api/helpdesk",
      "/api/kiosk",
      "/api/labor-standards",
      "/api/me/clock",
      "/api/organization",
      "/api/positions",
      "/api/preferences",
      "/api/push",
      "/api/requests",
      "/api/staffing-templates",
      "/api/stores",
      "/api/time-entries",
      "/api/timesheets",
    ]);
    const declared = writes().filter((r) => r.config.keepsSessions);
    expect(declared.map(name)).toEqual(writes().filter(keeping).map(name));
    // Logout, password, profile, team and role changes among those that drop them.
    expect(
      writes()
        .filter((r) => !r.config.keepsSessions)
        .map(name),
    ).toEqual(
      expect.arrayContaining([
        "POST /api/auth/logout",
        "PATCH /api/users/:id/password",
        "PATCH /api/users/:id",
        "DELETE /api/admin/employees/:userId",
        "PATCH /api/admin/users/:id/role",
      ]),
    );
  });

  it("writes keep a week's kept inputs only where they change schedules, shifts, runs or time entries (punches too)", () => {
    const declared = writes().filter((r) => r.config.keepsWeekInputs);
    const scheduling = under([
      "/api/schedules",
      "/api/shifts",
      "/api/schedule-runs",
      "/api/time-entries",
      "/api/timesheets",
      "/api/me/clock",
      "/api/kiosk",
    ]);
    expect(declared.map(name)).toEqual(writes().filter(scheduling).map(name));
    expect(declared.length).toBeGreaterThan(0);
  });

  it("writes keep the cached lists only where they change time entries alone (no list reads them)", () => {
    const declared = writes().filter((r) => r.config.keepsLists);
    const timeEntriesOnly = under(["/api/me/clock", "/api/kiosk", "/api/time-entries", "/api/timesheets"]);
    expect(declared.map(name)).toEqual(writes().filter(timeEntriesOnly).map(name));
    expect(declared.map(name)).toEqual(
      expect.arrayContaining(["POST /api/me/clock", "PATCH /api/time-entries/:id"]),
    );
  });
});
