import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser, InvitedUser, SystemInfo } from "../../src/domain/schemas/admin";
import type { User } from "../../src/domain/schemas/auth";
import { seedDemoData } from "../../src/server/db/seed";
import { expectBadRequest, PASSWORD, rolesWithout, setup, type TestContext } from "./helper";

// Admin's User Management and System Settings (docs/product.md, Decisions; docs/api.md, Admin): real users,
// Edit Role within the rank rules, Invite User with a one-time password that must be replaced before anything
// else works.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
}, 120_000);
afterAll(() => ctx.close());

async function signIn(username: string, password: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
  });
  const cookie = res.cookies.find((c) => c.name === "brigade_session");
  return { res, cookie: cookie ? `brigade_session=${cookie.value}` : "" };
}

describe("user management", () => {
  it("lists the organization's real users, only its own", async () => {
    const res = await ctx.call("ADMIN", "GET", "/api/admin/users");
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminUser[];
    const ids = list.map((u) => u.id).sort();
    expect(ids).toEqual(Object.values(ctx.a.users).sort());
    expect(list.find((u) => u.id === ctx.a.users.MANAGER)).toMatchObject({
      username: ctx.a.usernames.MANAGER,
      globalRole: "MANAGER",
      mustChangePassword: false,
    });
    expect(JSON.stringify(list)).not.toContain("passwordHash");
  });

  it.each(rolesWithout("adminAccess"))("%s cannot use it (403)", async (role) => {
    expect((await ctx.call(role, "GET", "/api/admin/users")).statusCode).toBe(403);
    expect((await ctx.call(role, "GET", "/api/system")).statusCode).toBe(403);
    const invite = { username: `x-${role}`, globalRole: "EMPLOYEE" };
    expect((await ctx.call(role, "POST", "/api/admin/users", invite)).statusCode).toBe(403);
    const url = `/api/admin/users/${ctx.a.users.EMPLOYEE}/role`;
    expect((await ctx.call(role, "PATCH", url, { globalRole: "TRAINER" })).statusCode).toBe(403);
  });

  it("Edit Role follows the rank rules", async () => {
    const role = (id: number, globalRole: string, as: "OWNER" | "ADMIN" = "ADMIN") =>
      ctx.call(as, "PATCH", `/api/admin/users/${id}/role`, { globalRole });
    const ok = await role(ctx.a.users.EMPLOYEE2, "TRAINER");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: ctx.a.users.EMPLOYEE2, globalRole: "TRAINER" });
    expect((await role(ctx.a.users.EMPLOYEE2, "OWNER")).statusCode).toBe(403); // above the ADMIN's own
    expect((await role(ctx.a.users.OWNER, "EMPLOYEE")).statusCode).toBe(403); // someone ranked above
    expect((await role(ctx.a.users.ADMIN, "EMPLOYEE")).statusCode).toBe(403); // oneself
    expect((await role(ctx.b.users.EMPLOYEE, "TRAINER")).statusCode).toBe(404); // another organization
    expect((await role(ctx.a.users.OWNER, "ADMIN", "OWNER")).statusCode).toBe(403); // own role, even OWNER
    expectBadRequest(await role(ctx.a.users.EMPLOYEE2, "KING"), "globalRole");
    // The demoted person's session sees the new role at once.
    const me = await ctx.call("EMPLOYEE2", "GET", "/api/auth/me");
    expect((me.json() as User).globalRole).toBe("TRAINER");
    expect((await role(ctx.a.users.EMPLOYEE2, "EMPLOYEE")).statusCode).toBe(200);
  });

  it("the last OWNER keeps the role", async () => {
    // Promote the ADMIN to OWNER, then demote the original owner through them: allowed while two exist.
    expect(
      (
        await ctx.call("OWNER", "PATCH", `/api/admin/users/${ctx.a.users.ADMIN}/role`, {
          globalRole: "OWNER",
        })
      ).statusCode,
    ).toBe(200);
    const demote = await ctx.call("ADMIN", "PATCH", `/api/admin/users/${ctx.a.users.OWNER}/role`, {
      globalRole: "ADMIN",
    });
    expect(demote.statusCode).toBe(200);
    // Now ADMIN (an OWNER) is the last owner; the demoted one cannot demote them (ranked above), and
    // demoting oneself is refused: the organization always keeps an OWNER.
    const back = await ctx.call("OWNER", "PATCH", `/api/admin/users/${ctx.a.users.ADMIN}/role`, {
      globalRole: "ADMIN",
    });
    expect(back.statusCode).toBe(403);
    // Restore: the new owner promotes the old one, who demotes them again.
    await ctx.call("ADMIN", "PATCH", `/api/admin/users/${ctx.a.users.OWNER}/role`, { globalRole: "OWNER" });
    await ctx.call("OWNER", "PATCH", `/api/admin/users/${ctx.a.users.ADMIN}/role`, { globalRole: "ADMIN" });
    const list = (await ctx.call("OWNER", "GET", "/api/admin/users")).json() as AdminUser[];
    expect(list.find((u) => u.id === ctx.a.users.OWNER)?.globalRole).toBe("OWNER");
    expect(list.find((u) => u.id === ctx.a.users.ADMIN)?.globalRole).toBe("ADMIN");
  });
});

describe("invite user", () => {
  it("creates the account with a one-time password that must be replaced first", async () => {
    const res = await ctx.call("ADMIN", "POST", "/api/admin/users", {
      username: "invited-cook",
      email: "cook@example.com",
      fullName: "Invited Cook",
      globalRole: "MANAGER",
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { user, oneTimePassword: given } = res.json() as InvitedUser;
    const oneTimePassword = given ?? "";
    expect(user).toMatchObject({ username: "invited-cook", globalRole: "MANAGER", mustChangePassword: true });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
    // Shown once: the list never carries it.
    expect(JSON.stringify((await ctx.call("ADMIN", "GET", "/api/admin/users")).json())).not.toContain(
      oneTimePassword,
    );

    const { res: login, cookie } = await signIn("invited-cook", oneTimePassword);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const as = (method: "GET" | "PATCH" | "POST", url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect((await as("GET", "/api/auth/me")).json()).toMatchObject({ mustChangePassword: true });
    for (const url of ["/api/stores", "/api/figures/me", "/api/schedules?storeId=1&weekStart=2026-11-23"]) {
      const refused = await as("GET", url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: "Set a new password before continuing" });
    }
    const same = await as("PATCH", `/api/users/${user.id}/password`, {
      currentPassword: oneTimePassword,
      newPassword: oneTimePassword,
    });
    expectBadRequest(same, "newPassword");
    const changed = await as("PATCH", `/api/users/${user.id}/password`, {
      currentPassword: oneTimePassword,
      newPassword: "my-own-secret",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ mustChangePassword: false });
    expect((await as("GET", "/api/stores")).statusCode).toBe(200);
    expect((await signIn("invited-cook", oneTimePassword)).res.statusCode).toBe(401);
    expect((await signIn("invited-cook", "my-own-secret")).res.statusCode).toBe(200);
  });

  it("within the rank rules, with unique usernames and valid fields", async () => {
    const invite = (body: object) => ctx.call("ADMIN", "POST", "/api/admin/users", body);
    expect((await invite({ username: "would-be-owner", globalRole: "OWNER" })).statusCode).toBe(403);
    expect((await invite({ username: ctx.a.usernames.MANAGER, globalRole: "EMPLOYEE" })).statusCode).toBe(
      409,
    );
    expectBadRequest(await invite({ username: "bad name!", globalRole: "EMPLOYEE" }), "username");
    expectBadRequest(await invite({ username: "ok-name", email: "nope", globalRole: "EMPLOYEE" }), "email");
    expectBadRequest(await invite({ username: "ok-name" }), "globalRole");
  });

  it("a plain user's password still works as before", async () => {
    expect((await signIn(ctx.a.usernames.EMPLOYEE, PASSWORD)).res.json()).toMatchObject({
      mustChangePassword: false,
    });
  });
});

describe("system settings", () => {
  it("the install as it is: self-hosted, the version, the real environment and database", async () => {
    const res = await ctx.call("OWNER", "GET", "/api/system");
    expect(res.statusCode).toBe(200);
    const pkg = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(res.json() as SystemInfo).toEqual({
      tenantId: ctx.a.id,
      organizationName: expect.any(String) as string,
      isDemo: false,
      apiVersion: "0.1.0",
      version: pkg.version,
      environment: "test",
      database: process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite",
      plan: "Self-hosted",
    });
  });

  it("the demo organization is the demo; the others are not (only it shows the demo accounts)", async () => {
    expect((await ctx.call(null, "GET", "/api/instance")).json()).toEqual({ demo: false });
    await seedDemoData(ctx.db);
    const { cookie } = await signIn("admin", "admin123");
    const demo = await ctx.app.inject({ method: "GET", url: "/api/system", headers: { cookie } });
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({ organizationName: "Demo Restaurant Group", isDemo: true });
    expect((await ctx.call("OWNER", "GET", "/api/system")).json()).toMatchObject({ isDemo: false });
    expect((await ctx.call(null, "GET", "/api/instance")).json()).toEqual({ demo: true });
  });
});
