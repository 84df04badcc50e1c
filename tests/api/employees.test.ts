import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canGrantRole, ROLES, type Role } from "../../src/domain/roles";
import { EMPLOYEE_DEFAULTS, type Employee } from "../../src/domain/schemas/employees";
import {
  expectBadRequest,
  PASSWORD,
  rawJson,
  rolesWith,
  rolesWithout,
  setup,
  type TestContext,
} from "./helper";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

let counter = 0;
const newUsername = () => `new-person-${Date.now()}-${(counter += 1)}`;

describe("GET /api/employees", () => {
  it.each(rolesWith("manageTeam"))("lists the organization's people by name for %s", async (role) => {
    const res = await ctx.call(role, "GET", "/api/employees");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { userId: number; fullName: string; passwordHash?: string }[];
    expect(list.map((e) => e.userId).sort()).toEqual(Object.values(ctx.a.users).sort());
    const names = list.map((e) => e.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list[0]).not.toHaveProperty("passwordHash");
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        "userId",
        "username",
        "fullName",
        "email",
        "phone",
        "globalRole",
        "account",
        "dateOfBirth",
        "desiredWeeklyHours",
        "maxConsecutiveDays",
        "isTrainerEligible",
        "positionIds",
        "storeIds",
        "hourlyWage",
      ].sort(),
    );
  });

  it.each(rolesWithout("manageTeam"))("answers 403 to %s", async (role) => {
    expect((await ctx.call(role, "GET", "/api/employees")).statusCode).toBe(403);
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.call(null, "GET", "/api/employees")).statusCode).toBe(401);
  });
});

describe("POST /api/admin/create-employee", () => {
  it("creates an employee with the defaults (201) who can then sign in", async () => {
    const username = newUsername();
    const res = await ctx.call("MANAGER", "POST", "/api/admin/create-employee", {
      username,
      password: "secret1",
      email: "",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username,
      email: null,
      phone: null,
      dateOfBirth: null,
      ...EMPLOYEE_DEFAULTS,
    });
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password: "secret1" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ tenantId: ctx.a.id, globalRole: "EMPLOYEE" });
  });

  it("keeps a phone number, trimmed, and lists it", async () => {
    const username = newUsername();
    const res = await ctx.call("MANAGER", "POST", "/api/admin/create-employee", {
      username,
      password: PASSWORD,
      phone: "  +44 (20) 7946-0958 x12 ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username, phone: "+44 (20) 7946-0958 x12" });
    const list = (await ctx.call("MANAGER", "GET", "/api/employees")).json() as Employee[];
    expect(list.find((e) => e.username === username)?.phone).toBe("+44 (20) 7946-0958 x12");
  });

  it("answers 409 for a username taken anywhere, in any letter case", async () => {
    const taken = ctx.b.usernames.EMPLOYEE.toUpperCase();
    const res = await ctx.call("MANAGER", "POST", "/api/admin/create-employee", {
      username: taken,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
  });

  it("lets nobody create a role above their own", async () => {
    for (const actor of rolesWith("manageTeam")) {
      for (const role of ROLES) {
        const res = await ctx.call(actor, "POST", "/api/admin/create-employee", {
          username: newUsername(),
          password: PASSWORD,
          globalRole: role,
        });
        expect([actor, role, res.statusCode]).toEqual([actor, role, canGrantRole(actor, role) ? 201 : 403]);
      }
    }
  });

  it("rejects bad input with 400", async () => {
    const call = (body: unknown) => ctx.call("OWNER", "POST", "/api/admin/create-employee", body);
    expectBadRequest(await call({ password: PASSWORD }), "username");
    expectBadRequest(await call({ username: "x y", password: PASSWORD }), "username");
    expectBadRequest(await call({ username: newUsername(), password: "123" }), "password");
    expectBadRequest(
      await call({ username: newUsername(), password: PASSWORD, globalRole: "KING" }),
      "globalRole",
    );
    expectBadRequest(
      await call({ username: newUsername(), password: PASSWORD, dateOfBirth: "2010-02-30" }),
      "dateOfBirth",
    );
    expectBadRequest(
      await call({ username: newUsername(), password: PASSWORD, desiredWeeklyHours: "30" }),
      "desiredWeeklyHours",
    );
    for (const phone of ["call me", "=1+1", "1".repeat(31), "()", 5550100]) {
      expectBadRequest(await call({ username: newUsername(), password: PASSWORD, phone }), "phone");
    }
    expectBadRequest(await rawJson(ctx, "OWNER", "POST", "/api/admin/create-employee", "{"));
  });

  it.each(rolesWithout("manageTeam"))("answers 403 to %s", async (role) => {
    expect(
      (
        await ctx.call(role, "POST", "/api/admin/create-employee", {
          username: newUsername(),
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("answers 401 without a session", async () => {
    expect(
      (
        await ctx.call(null, "POST", "/api/admin/create-employee", {
          username: newUsername(),
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("PATCH /api/employees/:userId", () => {
  it("updates the employee fields (200)", async () => {
    const id = ctx.a.users.EMPLOYEE;
    const res = await ctx.call("TRAINER", "PATCH", `/api/employees/${id}`, {
      dateOfBirth: "2009-05-01",
      desiredWeeklyHours: 12,
      isTrainerEligible: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: id,
      dateOfBirth: "2009-05-01",
      desiredWeeklyHours: 12,
      isTrainerEligible: true,
      maxConsecutiveDays: 5,
    });
  });

  it("sets, keeps and clears a phone number", async () => {
    const id = ctx.a.users.TRAINER;
    const url = `/api/employees/${id}`;
    const phoneOf = async () =>
      ((await ctx.call("MANAGER", "GET", "/api/employees")).json() as Employee[]).find((e) => e.userId === id)
        ?.phone;
    const set = await ctx.call("MANAGER", "PATCH", url, { phone: " 555 010 0199 " });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ userId: id, phone: "555 010 0199" });
    expect((await ctx.call("MANAGER", "PATCH", url, { desiredWeeklyHours: 20 })).json()).toMatchObject({
      phone: "555 010 0199",
    });
    expect(await phoneOf()).toBe("555 010 0199");
    expect((await ctx.call("MANAGER", "PATCH", url, { phone: "" })).json()).toMatchObject({ phone: null });
    expect(await phoneOf()).toBeNull();
    await ctx.call("MANAGER", "PATCH", url, { phone: "555" });
    expect((await ctx.call("MANAGER", "PATCH", url, { phone: null })).json()).toMatchObject({ phone: null });
  });

  it("lets nobody edit someone ranked above them", async () => {
    const res = await ctx.call("MANAGER", "PATCH", `/api/employees/${ctx.a.users.GM}`, {
      desiredWeeklyHours: 10,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await ctx.call("GM", "PATCH", `/api/employees/${ctx.a.users.GM}`, { desiredWeeklyHours: 10 }))
        .statusCode,
    ).toBe(200);
  });

  it("rejects bad input with 400", async () => {
    const url = `/api/employees/${ctx.a.users.EMPLOYEE}`;
    expectBadRequest(await ctx.call("OWNER", "PATCH", url, { maxConsecutiveDays: 0 }), "maxConsecutiveDays");
    expectBadRequest(
      await ctx.call("OWNER", "PATCH", url, { isTrainerEligible: "true" }),
      "isTrainerEligible",
    );
    expectBadRequest(await ctx.call("OWNER", "PATCH", url, { phone: "555-CALL-NOW" }), "phone");
    expectBadRequest(await ctx.call("OWNER", "PATCH", "/api/employees/-1", {}), "userId");
  });

  it.each(rolesWithout("manageTeam"))("answers 403 to %s", async (role) => {
    expect(
      (await ctx.call(role, "PATCH", `/api/employees/${ctx.a.users.EMPLOYEE}`, { desiredWeeklyHours: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.call(null, "PATCH", `/api/employees/${ctx.a.users.EMPLOYEE}`, {})).statusCode).toBe(
      401,
    );
  });

  it("answers 404 for another organization's person and leaves them unchanged", async () => {
    const id = ctx.b.users.EMPLOYEE;
    expect(
      (await ctx.call("OWNER", "PATCH", `/api/employees/${id}`, { desiredWeeklyHours: 1 })).statusCode,
    ).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: "/api/employees",
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect(
      (theirs.json() as { userId: number; desiredWeeklyHours: number }[]).find((e) => e.userId === id)
        ?.desiredWeeklyHours,
    ).toBe(30);
  });
});

describe("DELETE /api/admin/employees/:userId", () => {
  async function createAs(actor: Role, role: Role) {
    const res = await ctx.call(actor, "POST", "/api/admin/create-employee", {
      username: newUsername(),
      password: PASSWORD,
      globalRole: role,
    });
    return res.json().userId as number;
  }

  it("deletes a person (204), who then disappears from the roster", async () => {
    const id = await createAs("MANAGER", "EMPLOYEE");
    expect((await ctx.call("TRAINER", "DELETE", `/api/admin/employees/${id}`)).statusCode).toBe(204);
    const list = (await ctx.call("OWNER", "GET", "/api/employees")).json() as { userId: number }[];
    expect(list.some((e) => e.userId === id)).toBe(false);
    expect((await ctx.call("OWNER", "DELETE", `/api/admin/employees/${id}`)).statusCode).toBe(404);
  });

  it("refuses deleting yourself, someone ranked above you, or the last owner", async () => {
    expect(
      (await ctx.call("MANAGER", "DELETE", `/api/admin/employees/${ctx.a.users.MANAGER}`)).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call("MANAGER", "DELETE", `/api/admin/employees/${ctx.a.users.ADMIN}`)).statusCode,
    ).toBe(403);
    expect((await ctx.call("ADMIN", "DELETE", `/api/admin/employees/${ctx.a.users.OWNER}`)).statusCode).toBe(
      403,
    );
    expect((await ctx.call("OWNER", "DELETE", `/api/admin/employees/${ctx.a.users.OWNER}`)).statusCode).toBe(
      403,
    );
    // A second owner can be removed by the first; the first, now the last, cannot be removed.
    const second = await createAs("OWNER", "OWNER");
    expect((await ctx.call("OWNER", "DELETE", `/api/admin/employees/${second}`)).statusCode).toBe(204);
  });

  it.each(rolesWithout("manageTeam"))("answers 403 to %s", async (role) => {
    expect((await ctx.call(role, "DELETE", `/api/admin/employees/${ctx.a.users.EMPLOYEE2}`)).statusCode).toBe(
      403,
    );
  });

  it("answers 401 without a session and 400 for a bad id", async () => {
    expect((await ctx.call(null, "DELETE", `/api/admin/employees/${ctx.a.users.EMPLOYEE2}`)).statusCode).toBe(
      401,
    );
    expectBadRequest(await ctx.call("OWNER", "DELETE", "/api/admin/employees/abc"), "userId");
  });

  it("answers 404 for another organization's person and leaves them in place", async () => {
    const id = ctx.b.users.EMPLOYEE2;
    expect((await ctx.call("OWNER", "DELETE", `/api/admin/employees/${id}`)).statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: "/api/employees",
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect((theirs.json() as { userId: number }[]).some((e) => e.userId === id)).toBe(true);
  });
});
