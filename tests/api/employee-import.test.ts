import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitedUser } from "../../src/domain/schemas/admin";
import type { Employee, ImportResult } from "../../src/domain/schemas/employees";
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from "../../src/domain/schemas/employees";
import type { Role } from "../../src/domain/roles";
import { positions } from "../../src/server/db/schema/positions";
import { stores } from "../../src/server/db/schema/stores";
import { users } from "../../src/server/db/schema/users";
import { rolesWithout, setup, type TestContext } from "./helper";

// Team import from CSV and inviting people afterwards (docs/api.md, First day): all or nothing, every bad
// row named, and the people made cannot sign in until someone invites them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
  // Names only organization B holds: A's import must not find them.
  await ctx.db.insert(stores).values({ tenantId: ctx.b.id, name: "Harbour Kiosk" });
  await ctx.db.insert(positions).values({ tenantId: ctx.b.id, name: "Sommelier" });
  await ctx.db.insert(stores).values({ tenantId: ctx.a.id, name: "Uptown" });
  await ctx.db.insert(positions).values({ tenantId: ctx.a.id, name: "Bar, back" });
}, 120_000);
afterAll(() => ctx.close());

const HEADER = IMPORT_COLUMNS.join(",");

function postCsv(
  body: string | Buffer,
  options: { dryRun?: boolean; as?: Role; org?: "a" | "b"; type?: string } = {},
) {
  const dryRun = options.dryRun ?? false;
  return ctx.app.inject({
    method: "POST",
    url: `/api/employees/import?dryRun=${dryRun}`,
    headers: {
      cookie: ctx.cookie(options.as ?? "MANAGER", options.org ?? "a"),
      "content-type": options.type ?? "text/csv",
    },
    payload: body,
  });
}

async function userCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** The import is refused with 400, creates nothing, and (when rows were read) lists them. */
async function expectRefused(body: string | Buffer, options: Parameters<typeof postCsv>[1] = {}) {
  const before = await userCount();
  const res = await postCsv(body, options);
  expect(res.statusCode).toBe(400);
  expect(await userCount()).toBe(before);
  const json = res.json() as Partial<ImportResult> & { message: string };
  expect(json.message).toBeTruthy();
  return json;
}

const line = (cells: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) =>
  IMPORT_COLUMNS.map((c) => cells[c] ?? "").join(",");

describe("bad files are refused whole", () => {
  it("missing required columns are named", async () => {
    const res = await expectRefused("Full name,Email\nAnn Lee,ann@example.com\n");
    expect(res.message).toBe('Missing column "Username"');
    const both = await expectRefused("Email,Phone\nann@example.com,1\n");
    expect(both.message).toBe('Missing column "Full name" and "Username"');
  });

  it("a file that is not UTF-8 is refused", async () => {
    const latin1 = Buffer.from(`${HEADER}\n${line({ "Full name": "Zoë", Username: "zoe1" })}\n`, "latin1");
    const res = await expectRefused(latin1);
    expect(res.message).toMatch(/not UTF-8/);
  });

  it("10,000 rows are refused fast, naming the limit", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => line({ "Full name": `P ${i}`, Username: `p${i}` }));
    const started = Date.now();
    const res = await expectRefused(`${HEADER}\n${rows.join("\n")}\n`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.message).toContain(String(IMPORT_MAX_ROWS));
  });

  it("an empty file or a header alone is refused", async () => {
    expect((await expectRefused("")).message).toBe("The file is empty");
    expect((await expectRefused(`${HEADER}\n\n`)).message).toMatch(/no people/);
  });

  it("a body that is not CSV is refused", async () => {
    await expectRefused(JSON.stringify({ rows: [] }), { type: "application/json" });
    const jsonString = JSON.stringify(`${HEADER}\n${line({ "Full name": "J", Username: "json-string" })}`);
    expect((await expectRefused(jsonString, { type: "application/json" })).message).toBe(
      "Send the file as text/csv",
    );
  });

  it("every bad row is listed with its messages, and nothing is created", async () => {
    const csv = [
      HEADER,
      line({ "Full name": "Good Person", Username: "good-person" }),
      line({ "Full name": "No Username" }),
      line({ Username: "no-name" }),
      line({ "Full name": "Dup One", Username: "Twin" }),
      line({ "Full name": "Dup Two", Username: "twin" }),
      line({ "Full name": "Taken", Username: ctx.a.usernames.EMPLOYEE.toUpperCase() }),
      line({
        "Full name": "Elsewhere",
        Username: "elsewhere",
        Positions: "Sommelier",
        Stores: "Harbour Kiosk",
      }),
      line({ "Full name": "Bad Date", Username: "bad-date", "Date of birth": "1990-02-30" }),
      line({ "Full name": "=HYPERLINK(1)", Username: "formula", "Hourly wage": "-5" }),
      line({ "Full name": "Wrong", Username: "bad user!", Email: "nope", "Desired hours": "200" }),
      line({ "Full name": "Rich", Username: "rich", "Hourly wage": "12.345", Role: "KING" }),
      line({ "Full name": "Tab", Username: "\tab", Phone: "@SUM(1)" }),
      line({ "Full name": "Bad Phone", Username: "bad-phone", Phone: "call me" }),
      line({ "Full name": "Long Phone", Username: "long-phone", Phone: "1".repeat(31) }),
      line({ "Full name": "Tab Phone", Username: "tab-phone", Phone: "\t+1 555 0100" }),
    ].join("\n");
    const res = await expectRefused(csv);
    expect(res.message).toBe("13 of 15 rows have errors; nothing was imported");
    const byRow = new Map((res.rows ?? []).map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ ok: true, messages: [], username: "good-person" });
    expect(byRow.get(3)?.messages).toEqual(["Username is required"]);
    expect(byRow.get(4)?.messages).toEqual(["Full name is required"]);
    expect(byRow.get(5)?.ok).toBe(true);
    expect(byRow.get(6)?.messages).toEqual(['Username "twin" is also on row 5']);
    expect(byRow.get(7)?.messages).toEqual([
      `Username "${ctx.a.usernames.EMPLOYEE.toUpperCase()}" is already taken`,
    ]);
    expect(byRow.get(8)?.messages).toEqual(['Unknown position "Sommelier"', 'Unknown store "Harbour Kiosk"']);
    expect(byRow.get(9)?.messages).toEqual(["Date of birth must be a date as YYYY-MM-DD"]);
    expect(byRow.get(10)).toMatchObject({
      fullName: "",
      messages: [
        "Full name looks like a spreadsheet formula",
        "Hourly wage looks like a spreadsheet formula",
      ],
    });
    expect(byRow.get(11)?.messages).toEqual([
      "Username: Use letters, digits, dot, dash, underscore or @",
      "Email: Enter a valid email address",
      "Desired hours must be a whole number from 0 to 168",
    ]);
    expect(byRow.get(12)?.messages).toEqual([
      `Role must be one of OWNER, ADMIN, GM, MANAGER, TRAINER, EMPLOYEE, ACCOUNTING`,
      "Hourly wage: At most 2 decimals",
    ]);
    expect(byRow.get(13)?.messages).toEqual([
      "Username looks like a spreadsheet formula",
      "Phone looks like a spreadsheet formula",
    ]);
    expect(byRow.get(14)?.messages).toEqual(["Phone: Use digits, spaces and + ( ) - . / x"]);
    expect(byRow.get(15)?.messages).toEqual(["Phone: At most 30 characters"]);
    expect(byRow.get(16)?.messages).toEqual(["Phone looks like a spreadsheet formula"]);
  });

  it("a MANAGER cannot import an ADMIN; a TRAINER not a MANAGER", async () => {
    const admin = await expectRefused(
      `${HEADER}\n${line({ "Full name": "Big", Username: "big", Role: "admin" })}`,
    );
    expect(admin.rows?.[0]?.messages).toEqual(["You cannot create a ADMIN"]);
    const csv = `${HEADER}\n${line({ "Full name": "Mid", Username: "mid", Role: "MANAGER" })}`;
    const res = await expectRefused(csv, { as: "TRAINER" });
    expect(res.rows?.[0]?.messages).toEqual(["You cannot create a MANAGER"]);
  });
});

describe("a good file", () => {
  const csv = [
    // Headers in any case and order, padded, with a BOM and a column the import does not know.
    `\uFEFF  username ,FULL NAME,Positions,Stores,Role,Hourly wage,Desired hours,Date of birth,Email,Badge,phone`,
    `ana.ruiz,Ana Ruiz,fixture position,Fixture Store; uptown,TRAINER,15.50,24,2001-04-09,ana@example.com,7,+44 20 7946 0958`,
    "",
    `ben,Ben Ode,"bar, BACK",,,,,,,, `,
  ].join("\n");

  it("a dry run answers the rows and writes nothing", async () => {
    const before = await userCount();
    const res = await postCsv(csv, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Ignored columns: Badge",
      created: 0,
      rows: [
        { row: 2, ok: true, messages: [], username: "ana.ruiz", fullName: "Ana Ruiz" },
        { row: 4, ok: true, messages: [], username: "ben", fullName: "Ben Ode" },
      ],
    });
    expect(await userCount()).toBe(before);
  });

  it("creates everyone with positions and stores; nobody can sign in until invited", async () => {
    const res = await postCsv(csv);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ImportResult).created).toBe(2);
    const team = (await ctx.call("MANAGER", "GET", "/api/employees")).json() as Employee[];
    const ana = team.find((e) => e.username === "ana.ruiz");
    const [uptown] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.name, "Uptown"));
    const [barBack] = await ctx.db
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.name, "Bar, back"));
    expect(ana).toMatchObject({
      fullName: "Ana Ruiz",
      email: "ana@example.com",
      phone: "+44 20 7946 0958",
      globalRole: "TRAINER",
      hourlyWage: 15.5,
      desiredWeeklyHours: 24,
      dateOfBirth: "2001-04-09",
      positionIds: [ctx.a.fixtures.positionId],
      storeIds: [ctx.a.fixtures.storeId, uptown?.id].sort((x = 0, y = 0) => x - y),
      account: "NOT_INVITED",
    });
    expect(team.find((e) => e.username === "ben")).toMatchObject({
      phone: null,
      globalRole: "EMPLOYEE",
      desiredWeeklyHours: 30,
      positionIds: [barBack?.id],
      account: "NOT_INVITED",
    });
    expect(team.find((e) => e.userId === ctx.a.users.EMPLOYEE)?.account).toBe("ACTIVE");
    for (const password of ["", "x", "password123"]) {
      const login = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "ben", password },
      });
      expect(login.statusCode).not.toBe(200);
    }
    // The same file again: every username is now taken.
    const again = await expectRefused(csv);
    expect(again.rows?.map((r) => r.messages)).toEqual([
      ['Username "ana.ruiz" is already taken'],
      ['Username "ben" is already taken'],
    ]);
  });

  it("500 people are created in one go, fast", async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) =>
      line({ "Full name": `Bulk ${i}`, Username: `bulk-${i}`, Stores: "Fixture Store" }),
    );
    const started = Date.now();
    const res = await postCsv(`${HEADER}\n${rows.join("\n")}`, { as: "OWNER" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ImportResult).created).toBe(IMPORT_MAX_ROWS);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("import and invite permissions", () => {
  it.each(rolesWithout("manageTeam"))("%s cannot import or invite (403)", async (role) => {
    const res = await postCsv(`${HEADER}\n${line({ "Full name": "X", Username: `x-${role}` })}`, {
      as: role,
    });
    expect(res.statusCode).toBe(403);
    const invite = await ctx.call(role, "POST", `/api/employees/${ctx.a.users.EMPLOYEE2}/invite`);
    expect(invite.statusCode).toBe(403);
  });
});

describe("invite", () => {
  async function signIn(username: string, password: string) {
    return ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  }

  it("gives an imported person a one-time password they must replace", async () => {
    const team = (await ctx.call("MANAGER", "GET", "/api/employees")).json() as Employee[];
    const ben = team.find((e) => e.username === "ben");
    expect(ben).toBeDefined();
    const res = await ctx.call("MANAGER", "POST", `/api/employees/${ben?.userId}/invite`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { user, oneTimePassword: given } = res.json() as InvitedUser;
    const oneTimePassword = given ?? "";
    expect(user).toMatchObject({ id: ben?.userId, username: "ben", mustChangePassword: true });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const login = await signIn("ben", oneTimePassword);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const after = (await ctx.call("MANAGER", "GET", "/api/employees")).json() as Employee[];
    expect(after.find((e) => e.username === "ben")?.account).toBe("INVITED");
    // A second invite replaces the first password.
    const again = (await ctx.call("MANAGER", "POST", `/api/employees/${ben?.userId}/invite`)).json();
    expect((await signIn("ben", oneTimePassword)).statusCode).toBe(401);
    expect((await signIn("ben", (again as InvitedUser).oneTimePassword ?? "")).statusCode).toBe(200);
  });

  it("follows the rank rules and stays within the organization", async () => {
    const invite = (as: Role, userId: number) => ctx.call(as, "POST", `/api/employees/${userId}/invite`);
    expect((await invite("MANAGER", ctx.a.users.GM)).statusCode).toBe(403);
    expect((await invite("MANAGER", ctx.a.users.MANAGER)).statusCode).toBe(403); // oneself
    expect((await invite("MANAGER", ctx.b.users.EMPLOYEE)).statusCode).toBe(404);
    expect((await invite("MANAGER", 999_999)).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "POST", "/api/employees/abc/invite")).statusCode).toBe(400);
    expect((await invite("GM", ctx.a.users.MANAGER)).statusCode).toBe(200);
  });
});
