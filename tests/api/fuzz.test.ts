import fc from "fast-check";
import type { FastifySchema } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createSession, SESSION_COOKIE } from "../../src/server/auth/sessions";
import { setup, type TestContext } from "./helper";

/**
 * Property-based: every registered route (the app's own inventory, so routes added later are covered),
 * signed in as a random role, gets generated path parameters, queries and bodies — near-valid values
 * taken from the route's own schemas mixed with hostile ones (wrong types, "25:99", 100,000-character
 * strings, huge numbers, nested junk) — and must answer below 500 with a JSON body (or 204 with none).
 * Fixed seed and a bounded number of cases per route, so `npm test` stays fast and repeatable.
 */
const SEED = 17;
const RUNS_PER_ROUTE = 25;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

const HOSTILE: unknown[] = [
  null,
  "",
  " ",
  "x".repeat(100_000),
  "25:99",
  "24:00",
  "9:5",
  "2024-02-30",
  "0000-00-00",
  "Not/AZone",
  "\u0000",
  "'; drop table users; --",
  "🙂".repeat(50),
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1e308,
  true,
  false,
  [],
  {},
  { __proto__: { polluted: true } },
  [1, "a", null],
];
const SAMPLE_STRINGS = [
  "09:00",
  "17:30",
  "00:00",
  "23:45",
  "2024-01-15",
  "#3b82f6",
  "America/New_York",
  "UTC",
  "MONDAY",
  "approved",
  "someone@example.com",
  "fuzz.user",
  "password123",
  "A name",
];

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

function hostile(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...HOSTILE), fc.jsonValue({ maxDepth: 2 }));
}

/** A value that often passes the field's schema and sometimes lands just outside it. */
function nearValid(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => nearValid(o, ids)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
    case "number": {
      const min = Math.max(schema.minimum ?? -1000, -1_000_000);
      const max = Math.min(schema.maximum ?? 1000, 1_000_000);
      return fc.oneof(
        fc.constantFrom(...ids),
        fc.integer({ min: Math.ceil(min) - 1, max: Math.floor(max) + 1 }),
        type === "number" ? fc.double({ noNaN: true, noDefaultInfinity: true }) : fc.constant(min),
      );
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      return fc.oneof(
        fc.constantFrom(...SAMPLE_STRINGS),
        fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) }),
        fc.constant("y".repeat((schema.maxLength ?? 100) + 1)),
      );
    case "array":
      return fc.array(schema.items ? nearValid(schema.items, ids) : fc.jsonValue(), { maxLength: 3 });
    case "object":
      return objectOf(schema, ids);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function field(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: nearValid(schema, ids), weight: 4 }, { arbitrary: hostile(), weight: 1 });
}

/** An object with the schema's keys, each present or not, plus now and then an unknown key. */
function objectOf(schema: JsonSchema, ids: number[]): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(
      ...entries.map(([key, property]) =>
        fc.tuple(
          fc.constant(key),
          required.has(key)
            ? fc.oneof({ arbitrary: field(property, ids), weight: 9 }, fc.constant(undefined))
            : fc.option(field(property, ids), { nil: undefined }),
        ),
      ),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), hostile()), { nil: undefined }),
    )
    .map((pairs) => {
      const object: Record<string, unknown> = {};
      for (const pair of pairs) if (pair && pair[1] !== undefined) object[pair[0]] = pair[1];
      return object;
    });
}

function bodyFor(schema: FastifySchema | undefined, ids: number[]): fc.Arbitrary<unknown> {
  const json = toJsonSchema(schema?.body);
  const junk = fc.oneof(hostile(), fc.constant(undefined));
  if (!json) return junk;
  return fc.oneof({ arbitrary: nearValid(json, ids), weight: 6 }, { arbitrary: junk, weight: 1 });
}

function paramsFor(url: string, schema: FastifySchema | undefined, ids: number[]): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
  const properties = toJsonSchema(schema?.params)?.properties ?? {};
  const values = names.map((name) => {
    const property = properties[name];
    const valid = property ? nearValid(property, ids).map(String) : fc.constantFrom(...ids.map(String));
    return fc.oneof(
      { arbitrary: valid, weight: 4 },
      fc.constantFrom("0", "-1", "1.5", "abc", "99999999999999999999", "%00", "x".repeat(3000)),
      fc.string({ maxLength: 10 }),
    );
  });
  return fc.tuple(...values).map((parts) => {
    let i = 0;
    return url.replace(/:(\w+)/g, () => encodeURIComponent(parts[i++] ?? ""));
  });
}

function queryFor(schema: FastifySchema | undefined, ids: number[]): fc.Arbitrary<string> {
  const json = toJsonSchema(schema?.querystring);
  const known = json ? objectOf(json, ids) : fc.constant({});
  return fc
    .tuple(known, fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 12 }), { maxKeys: 2 }))
    .map(([a, b]) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...b, ...a })) {
        search.append(key, typeof value === "string" ? value : JSON.stringify(value));
      }
      const text = search.toString();
      return text ? `?${text}` : "";
    });
}

describe("fuzz: every route, generated input", () => {
  it("never answers 5xx, and always with a JSON body", async () => {
    // Hidden routes are the API document's page and assets (HTML, JavaScript), not the JSON API.
    const routes = ctx.app.routeInventory.filter((r) => r.url.startsWith("/api/") && !r.schema?.hide);
    expect(routes.length).toBeGreaterThan(20);
    const { a } = ctx;
    const ids = [
      ...new Set([
        // Not the callers' own ids: a generated delete of one would end the rest of the run's sessions.
        1,
        a.users.EMPLOYEE2,
        a.users.GM,
        a.fixtures.storeId,
        a.fixtures.positionId,
        a.fixtures.profileId,
        a.fixtures.availabilityId,
        a.fixtures.timeOffIds[0],
        a.fixtures.swapIds[0],
        ctx.b.fixtures.storeId,
      ]),
    ];
    const roles = ["OWNER", "ADMIN", "MANAGER", "EMPLOYEE"] as const;

    const sessions = new Map<string, string>();
    // Sessions are reused; one that a generated logout or password change ended is replaced.
    const sessionOf = async (role: (typeof roles)[number], renew: boolean) => {
      let token = sessions.get(role);
      if (!token || renew) {
        token = await createSession(ctx.db, { id: a.users[role], tenantId: a.id });
        sessions.set(role, token);
      }
      return token;
    };
    const timings: string[] = [];
    for (const route of routes) {
      const started = performance.now();
      const input = fc.record({
        role: fc.constantFrom(...roles),
        path: paramsFor(route.url, route.schema, ids),
        query: queryFor(route.schema, ids),
        body:
          route.method === "GET" || route.method === "DELETE"
            ? fc.constant(undefined)
            : bodyFor(route.schema, ids),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ role, path, query, body }) => {
          const send = async (token: string) =>
            ctx.app.inject({
              method: route.method,
              url: `${path}${query}`,
              headers: {
                cookie: `${SESSION_COOKIE}=${token}`,
                ...(body === undefined ? {} : { "content-type": "application/json" }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
          let res = await send(await sessionOf(role, false));
          if (res.statusCode === 401) res = await send(await sessionOf(role, true));
          const where = `${route.method} ${path}${query} ${JSON.stringify(body)?.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode === 204) return;
          expect(String(res.headers["content-type"]), where).toMatch(/^application\/json/);
          expect(() => JSON.parse(res.body) as unknown, where).not.toThrow();
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      timings.push(`${route.method} ${route.url} ${Math.round(performance.now() - started)}ms`);
    }
    if (process.env.FUZZ_TIMINGS) console.log(timings.join("\n"));
  }, 300_000);
});
