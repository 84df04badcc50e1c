import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_TIMEOUT_MS } from "../../src/server/app";
import { hashToken, SESSION_COOKIE } from "../../src/server/auth/sessions";
import { sessions } from "../../src/server/db/schema/sessions";
import { stores } from "../../src/server/db/schema/stores";
import { TenantChanges } from "../../src/server/db/tenant-changes";
import { PASSWORD, setup, type TestContext } from "./helper";

// What may drop a tenant's cached lists and sessions, and what may not (docs/decisions/040-read-cache.md):
// only a signed-in write that got past its checks. Each test hides a change from the caches (triggers off),
// does the request under test, lets any notification arrive, and looks whether the cache still answers.

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await setup();
  app = await ctx.buildApp({ cacheReads: true, cacheSessions: true });
});
afterAll(() => ctx.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const storeNames = async () => {
  const res = await app.inject({
    method: "GET",
    url: "/api/stores",
    headers: { cookie: ctx.cookie("OWNER") },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ name: string }[]>().map((s) => s.name);
};

/** Caches the store list, then adds a store the caches cannot hear of; returns its name. */
async function hiddenStore(label: string): Promise<string> {
  // Let the notifications of the previous case's writes arrive first (on PostgreSQL they come over another
  // connection, a few milliseconds after the answer), or they would drop the list cached below.
  await settle();
  await storeNames();
  await storeNames();
  const name = `Hidden ${label}`;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.insert(stores).values({ tenantId: ctx.a.id, name });
  });
  expect(await storeNames()).not.toContain(name);
  return name;
}

describe("the list cache is kept through requests that change nothing", () => {
  it.each([
    [
      "a login (signed out; creates a session)",
      () =>
        app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { username: ctx.a.usernames.OWNER, password: PASSWORD },
        }),
    ],
    [
      "a failed login",
      () =>
        app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { username: ctx.a.usernames.OWNER, password: "wrong" },
        }),
    ],
    [
      "a sign-up (a new organization)",
      () =>
        app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: { username: `new${Date.now()}`, password: PASSWORD, email: "n@example.com" },
        }),
    ],
    [
      "a signed-out write (401)",
      () => app.inject({ method: "POST", url: "/api/stores", payload: { name: "x" } }),
    ],
    [
      "a write refused (403)",
      () =>
        app.inject({
          method: "POST",
          url: "/api/stores",
          headers: { cookie: ctx.cookie("EMPLOYEE") },
          payload: { name: "x" },
        }),
    ],
    [
      "a write with a bad body (400)",
      () =>
        app.inject({
          method: "POST",
          url: "/api/stores",
          headers: { cookie: ctx.cookie("OWNER") },
          payload: { name: "" },
        }),
    ],
    [
      "a write of something missing (404)",
      () =>
        app.inject({
          method: "DELETE",
          url: "/api/stores/2147483647",
          headers: { cookie: ctx.cookie("OWNER") },
        }),
    ],
  ] as const)("%s", async (label, request) => {
    const name = await hiddenStore(label);
    const res = await request();
    expect(res.statusCode).toBeLessThan(500);
    await settle();
    expect(await storeNames()).not.toContain(name);
    // A write that did change something drops the list.
    const made = await app.inject({
      method: "POST",
      url: "/api/positions",
      headers: { cookie: ctx.cookie("OWNER") },
      payload: { name: `After ${label}` },
    });
    expect(made.statusCode).toBe(201);
    expect(await storeNames()).toContain(name);
  });
});

describe("the session cache is kept through signed-out requests and 4xx", () => {
  it("a login and a refused write leave another user's cached session alone", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: ctx.a.usernames.TRAINER, password: PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error("no session cookie");
    const me = () =>
      app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
      });
    expect((await me()).statusCode).toBe(200);
    // End the session behind the caches' back: while cached, it still works.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(cookie.value)));
    });
    expect((await me()).statusCode).toBe(200);
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: ctx.a.usernames.GM, password: PASSWORD },
    });
    await app.inject({
      method: "PATCH",
      url: `/api/users/${ctx.a.users.OWNER}`,
      headers: { cookie: ctx.cookie("GM") },
      payload: { username: "x", email: "x@example.com" },
    });
    await settle();
    expect((await me()).statusCode).toBe(200);
  });
});

describe("timeouts and liveness", () => {
  it("sets Fastify's requestTimeout", () => {
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it("the app's listener hears its own heartbeat through the database", async () => {
    const changes = app.tenantChanges;
    expect(changes?.live).toBe(true);
  });

  it("a listener that stops hearing its own notifications turns the caches off and reconnects", async () => {
    let deaf = false;
    let connections = 0;
    let deliver: ((payload: string) => void) | undefined;
    const changes = new TenantChanges(
      async (_channel, onPayload) => {
        connections++;
        deliver = (payload) => {
          if (!deaf) onPayload(payload);
        };
        return async () => {};
      },
      undefined,
      { notify: async (_channel, payload) => deliver?.(payload), intervalMs: 20, timeoutMs: 40 },
    );
    const states: boolean[] = [];
    changes.subscribe({ invalidate: () => {}, setLive: (live) => states.push(live) });
    await changes.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes.live).toBe(true);
    expect(changes.losses).toBe(0);
    deaf = true;
    for (let i = 0; i < 50 && changes.losses === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(changes.losses).toBe(1);
    expect(states).toContain(false);
    // Reconnected (the new connection hears again once the fault is gone).
    deaf = false;
    for (let i = 0; i < 100 && !changes.live; i++) await new Promise((r) => setTimeout(r, 10));
    expect(changes.live).toBe(true);
    expect(connections).toBeGreaterThan(1);
    await changes.stop();
  });

  it("a failing notify counts as a lost listener too", async () => {
    const changes = new TenantChanges(async () => async () => {}, undefined, {
      notify: () => Promise.reject(new Error("database down")),
      intervalMs: 10,
      timeoutMs: 1000,
    });
    await changes.start();
    for (let i = 0; i < 50 && changes.losses === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(changes.losses).toBeGreaterThan(0);
    await changes.stop();
  });
});

describe("who hears which change", () => {
  it("routes each notification kind to the caches it can affect", async () => {
    let deliver: ((payload: string) => void) | undefined;
    const changes = new TenantChanges(async (_channel, onPayload) => {
      deliver = onPayload;
      return async () => {};
    });
    const heard = { sessions: [] as string[], lists: [] as string[], weekInputs: [] as string[] };
    const handler = (log: string[]) => ({
      invalidate: (tenantId: number | undefined) => log.push(String(tenantId ?? "all")),
      setLive: () => {},
    });
    changes.subscribe(handler(heard.sessions), { authOnly: true });
    changes.subscribe(handler(heard.lists));
    changes.subscribe(handler(heard.weekInputs), { ignoresSchedules: true });
    await changes.start();
    for (const payload of ["1", "2:auth", "3:session", "4:schedule", "*"]) deliver?.(payload);
    expect(heard.sessions).toEqual(["2", "3", "all"]);
    expect(heard.lists).toEqual(["1", "2", "4", "all"]);
    expect(heard.weekInputs).toEqual(["1", "2", "all"]);
    await changes.stop();
  });
});
