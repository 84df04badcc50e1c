import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../src/domain/roles";
import { SESSION_COOKIE } from "../../src/server/auth/sessions";
import { sessions } from "../../src/server/db/schema/sessions";
import { users } from "../../src/server/db/schema/users";
import { expectBadRequest, PASSWORD, rawJson, setup, type TestContext } from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const found = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!found) throw new Error("no session cookie");
  return `${SESSION_COOKIE}=${found.value}`;
}

const login = (username: string, password = PASSWORD) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });

describe("register", () => {
  it("creates a new organization with the user as OWNER, ignoring a sent globalRole", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        username: "founder",
        password: "secret1",
        email: "founder@example.com",
        globalRole: "EMPLOYEE",
      },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      username: "founder",
      email: "founder@example.com",
      globalRole: "OWNER",
      fullName: null,
    });
    expect([ctx.a.id, ctx.b.id]).not.toContain(user.tenantId);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json()).toEqual(user);
    // A fresh organization holds nobody else's data.
    const stores = await ctx.app.inject({
      method: "GET",
      url: "/api/stores",
      headers: { cookie: sessionCookie(res) },
    });
    expect(stores.json()).toEqual([]);
    // The password is stored as an argon2id hash.
    const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it("names the organization from organizationName when given", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        username: "founder2",
        password: "secret1",
        email: "f2@example.com",
        organizationName: "Taco Town",
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 409 for a taken username and 400 for bad input", async () => {
    const register = (payload: object) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/register", payload });
    expect(
      (await register({ username: ctx.a.usernames.ADMIN, password: "secret1", email: "x@example.com" }))
        .statusCode,
    ).toBe(409);
    expectBadRequest(
      await register({ username: "newbie", password: "12345", email: "x@example.com" }),
      "password",
    );
    expectBadRequest(
      await register({ username: "newbie", password: "secret1", email: "not-an-email" }),
      "email",
    );
    expectBadRequest(
      await register({ username: "newbie", password: "secret1", email: "x@example.com", globalRole: "KING" }),
      "globalRole",
    );
  });
});

describe("login, me, logout", () => {
  it("signs in with the right password (case-insensitive username) and answers 401 otherwise", async () => {
    const ok = await login(ctx.a.usernames.MANAGER.toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: ctx.a.users.MANAGER, globalRole: "MANAGER", tenantId: ctx.a.id });
    expect(ok.json()).not.toHaveProperty("passwordHash");
    const wrong = await login(ctx.a.usernames.MANAGER, "wrong-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password" });
    expect((await login("nobody-here")).statusCode).toBe(401);
    expectBadRequest(
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "", password: "x" },
      }),
      "username",
    );
    expectBadRequest(
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: "{",
      }),
    );
  });

  it("me answers 401 without a session or with an unknown one", async () => {
    expect((await ctx.call(null, "GET", "/api/auth/me")).statusCode).toBe(401);
    const bogus = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: `${SESSION_COOKIE}=bogus` },
    });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json()).toEqual({ message: "Not signed in" });
  });

  it("logout ends the session (204), and the cookie no longer works", async () => {
    const cookie = sessionCookie(await login(ctx.a.usernames.EMPLOYEE));
    const me = () => ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);
    expect((await ctx.call(null, "POST", "/api/auth/logout")).statusCode).toBe(401);
  });

  it("stores only the SHA-256 of the token", async () => {
    const cookie = sessionCookie(await login(ctx.a.usernames.GM));
    const token = cookie.split("=")[1] ?? "";
    const rows = await ctx.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, ctx.a.users.GM));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe("rate limit", () => {
  it("answers 429 after the limit per IP and username; other usernames are unaffected", async () => {
    const app = await ctx.buildApp({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const attempt = (username: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password: "wrong-password" },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt("victim")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt("VICTIM");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await attempt("someone-else")).statusCode).toBe(401);
  });
});

describe("profile and password", () => {
  it("updates the own profile (200) and answers 409 for a taken username", async () => {
    const id = ctx.a.users.TRAINER;
    const res = await ctx.call("TRAINER", "PATCH", `/api/users/${id}`, {
      username: "trainer-renamed",
      email: "t@example.com",
      fullName: "Tina Trainer",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      username: "trainer-renamed",
      email: "t@example.com",
      fullName: "Tina Trainer",
    });
    const taken = await ctx.call("TRAINER", "PATCH", `/api/users/${id}`, {
      username: ctx.b.usernames.OWNER,
      email: "t@example.com",
    });
    expect(taken.statusCode).toBe(409);
    expectBadRequest(
      await ctx.call("TRAINER", "PATCH", `/api/users/${id}`, { username: "trainer-renamed" }),
      "email",
    );
    expectBadRequest(await rawJson(ctx, "TRAINER", "PATCH", `/api/users/${id}`, "{"));
  });

  it.each(ROLES)("is own-only: 403 to %s for someone else's profile and password", async (role) => {
    const other = ctx.a.users.EMPLOYEE2;
    const body = { username: "hijack", email: "h@example.com" };
    expect((await ctx.call(role, "PATCH", `/api/users/${other}`, body)).statusCode).toBe(403);
    const password = { currentPassword: PASSWORD, newPassword: "hijacked" };
    expect((await ctx.call(role, "PATCH", `/api/users/${other}/password`, password)).statusCode).toBe(403);
  });

  it("is own-only: 403 in the organization, 404 across organizations (their profile unchanged), 401 signed out", async () => {
    const body = { username: "hijack", email: "h@example.com" };
    expect((await ctx.call("OWNER", "PATCH", `/api/users/${ctx.a.users.EMPLOYEE}`, body)).statusCode).toBe(
      403,
    );
    expect((await ctx.call("OWNER", "PATCH", `/api/users/${ctx.b.users.EMPLOYEE}`, body)).statusCode).toBe(
      404,
    );
    expect(
      (
        await ctx.call("OWNER", "PATCH", `/api/users/${ctx.b.users.EMPLOYEE}/password`, {
          currentPassword: PASSWORD,
          newPassword: "hijacked",
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.call(null, "PATCH", `/api/users/${ctx.a.users.EMPLOYEE}`, body)).statusCode).toBe(401);
    expect(
      (await ctx.call(null, "PATCH", `/api/users/${ctx.a.users.EMPLOYEE}/password`, {})).statusCode,
    ).toBe(401);
    expect((await login(ctx.b.usernames.EMPLOYEE)).statusCode).toBe(200);
  });

  it("changes the password: checks the current one, keeps this session, ends the others", async () => {
    const username = ctx.a.usernames.ACCOUNTING;
    const id = ctx.a.users.ACCOUNTING;
    const here = sessionCookie(await login(username));
    const elsewhere = sessionCookie(await login(username));
    const change = (cookie: string, body: object) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/users/${id}/password`,
        headers: { cookie },
        payload: body,
      });

    const wrong = await change(here, { currentPassword: "not-it", newPassword: "brand-new" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    expectBadRequest(await change(here, { currentPassword: PASSWORD, newPassword: "123" }), "newPassword");

    expect((await change(here, { currentPassword: PASSWORD, newPassword: "brand-new" })).statusCode).toBe(
      200,
    );
    const me = (cookie: string) =>
      ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(username)).statusCode).toBe(401);
    expect((await login(username, "brand-new")).statusCode).toBe(200);
    expect(
      (
        await ctx.call("OWNER", "PATCH", `/api/users/${id}/password`, {
          currentPassword: "x",
          newPassword: "whatever",
        })
      ).statusCode,
    ).toBe(403);
  });
});
