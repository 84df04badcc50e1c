import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup, type TestContext } from "./helper";

// Every route declares its response schema (from src/domain); @fastify/swagger turns them into the
// OpenAPI document served at /api/docs/json with a page at /api/docs; docs/api.md describes the same
// routes. The routes are the app's own inventory, so a route added later is checked too.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const apiRoutes = () => ctx.app.routeInventory.filter((r) => r.url.startsWith("/api/") && !r.schema?.hide);

/** "GET /api/stores/:id" for every row of docs/api.md's route table. */
async function documentedRoutes(): Promise<string[]> {
  const text = await readFile(new URL("../../docs/api.md", import.meta.url), "utf8");
  return [...text.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) (\/api\/\S*)\s+\|/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

describe("typed responses and the API document", () => {
  it("every route declares a response schema for its success status", () => {
    const missing = apiRoutes()
      .filter((r) => {
        const response = (r.schema?.response ?? {}) as Record<string, unknown>;
        return !Object.keys(response).some((status) => /^2\d\d$/.test(status));
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it("serves the OpenAPI document with every route", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const inDoc = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(inDoc.sort()).toEqual(
      apiRoutes()
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    );
    // Responses carry their schemas, e.g. a store list is an array of stores.
    const stores = doc.paths["/api/stores"]?.get as { responses: Record<string, unknown> };
    expect(JSON.stringify(stores.responses["200"])).toContain("defaultShiftMinLength");
  });

  it("docs/api.md documents exactly the routes the app serves", async () => {
    const documented = await documentedRoutes();
    expect(documented.length).toBeGreaterThan(20);
    const served = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect({ undocumented: served.filter((r) => !documented.includes(r)) }).toEqual({ undocumented: [] });
    expect({ notServed: documented.filter((r) => !served.includes(r)) }).toEqual({ notServed: [] });
  });

  it("serves the docs page and its assets from the server itself (no CDN), signed out", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const scripts = [...page.body.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = src.startsWith("/") ? src : `/api/docs/${src.replace(/^\.\//, "")}`;
      const asset = await ctx.app.inject({ method: "GET", url });
      expect(asset.statusCode, url).toBe(200);
    }
  });

  it("validates answers against the declared schema: the password hash never leaves", async () => {
    const me = await ctx.call("OWNER", "GET", "/api/auth/me");
    expect(Object.keys(me.json<object>()).sort()).toEqual(
      ["email", "fullName", "globalRole", "id", "mustChangePassword", "tenantId", "username"].sort(),
    );
  });
});
