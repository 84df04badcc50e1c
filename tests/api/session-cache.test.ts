import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionCache } from "../../src/server/auth/session-cache";
import { SESSION_COOKIE } from "../../src/server/auth/sessions";
import { PASSWORD, setup, type TestContext } from "./helper";

// The server reuses a resolved session for a few seconds (src/server/auth/session-cache.ts).
// Whatever ends a session or changes a user must still take effect on the very next request.

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await setup();
  app = await ctx.buildApp({ cacheSessions: true });
});
afterAll(() => ctx.close());

async function signIn(username: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error("no session cookie");
  return `${SESSION_COOKIE}=${cookie.value}`;
}

const get = (cookie: string, url: string) => app.inject({ method: "GET", url, headers: { cookie } });

describe("session cache", () => {
  it("ends a session at logout, although it was just cached", async () => {
    const cookie = await signIn(ctx.a.usernames.TRAINER);
    expect((await get(cookie, "/api/auth/me")).statusCode).toBe(200);
    expect((await get(cookie, "/api/auth/me")).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await get(cookie, "/api/auth/me")).statusCode).toBe(401);
  });

  it("ends the other sessions at a password change", async () => {
    const username = ctx.a.usernames.ACCOUNTING;
    const phone = await signIn(username);
    const laptop = await signIn(username);
    expect((await get(phone, "/api/auth/me")).statusCode).toBe(200);
    const id = ctx.a.users.ACCOUNTING;
    const change = await app.inject({
      method: "PATCH",
      url: `/api/users/${id}/password`,
      headers: { cookie: laptop },
      payload: { currentPassword: PASSWORD, newPassword: "another-secret-1" },
    });
    expect(change.statusCode).toBeLessThan(300);
    expect((await get(phone, "/api/auth/me")).statusCode).toBe(401);
    expect((await get(laptop, "/api/auth/me")).statusCode).toBe(200);
  });

  it("shuts a deleted employee out on the next request", async () => {
    const employee = await signIn(ctx.a.usernames.EMPLOYEE);
    expect((await get(employee, "/api/auth/me")).statusCode).toBe(200);
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/admin/employees/${ctx.a.users.EMPLOYEE}`,
      headers: { cookie: ctx.cookie("ADMIN") },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(employee, "/api/auth/me")).statusCode).toBe(401);
  });

  it("drops one tenant's sessions and keeps the others'", () => {
    const cache = new SessionCache(true, 60_000);
    const of = (id: number, tenantId: number) => ({
      id,
      tenantId,
      username: `u${id}`,
      fullName: null,
      email: null,
      globalRole: "EMPLOYEE" as const,
    });
    const later = new Date(Date.now() + 60_000);
    cache.set("a", of(1, 1), later, cache.token());
    cache.set("b", of(2, 2), later, cache.token());
    cache.invalidate(1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toEqual(of(2, 2));
    cache.setLive(false);
    expect(cache.get("b")).toBeUndefined();
    cache.set("b", of(2, 2), later, cache.token());
    expect(cache.size).toBe(0);
  });

  it("does not store a lookup that raced an invalidation, and expires entries", () => {
    const cache = new SessionCache(true, 1000);
    const user = {
      id: 1,
      tenantId: 1,
      username: "u",
      fullName: null,
      email: null,
      globalRole: "EMPLOYEE" as const,
    };
    const token = cache.token();
    cache.invalidate(1);
    cache.set("h", user, new Date(Date.now() + 60_000), token);
    expect(cache.get("h")).toBeUndefined();
    cache.set("h", user, new Date(Date.now() + 60_000), cache.token(), 0);
    expect(cache.get("h", 500)).toEqual(user);
    expect(cache.get("h", 1000)).toBeUndefined();
    // Never past the session's own expiry.
    cache.set("h", user, new Date(100), cache.token(), 0);
    expect(cache.get("h", 100)).toBeUndefined();
  });
});
