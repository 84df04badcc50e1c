import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, inject } from "vitest";
import { can, type Capability } from "../../src/domain/permissions";
import { ROLES, type Role } from "../../src/domain/roles";
import { buildApp, type AppOptions } from "../../src/server/app";
import { PgBossRunQueue } from "../../src/server/schedules/run-queue";
import { PgBossPushQueue } from "../../src/server/push/queue";
import { FAST_HASH_OPTIONS, hashPassword } from "../../src/server/auth/passwords";
import { createSession, SESSION_COOKIE } from "../../src/server/auth/sessions";
import { openDatabase, type Database, type Db } from "../../src/server/db/client";
import { organizations } from "../../src/server/db/schema/organizations";
import { users } from "../../src/server/db/schema/users";
import { seedFixtures, type Fixtures } from "./fixtures";

export const PASSWORD = "password123";
const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

export interface Org {
  id: number;
  /** User id per role, plus a second plain employee. */
  users: Record<Role, number> & { EMPLOYEE2: number };
  usernames: Record<Role, string>;
  fixtures: Fixtures;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** Two organizations: A is the caller's, B is "another organization". */
  a: Org;
  b: Org;
  /** Cookie header of a signed-in user of org A (or B). Sessions are created once and reused. */
  cookie(role: Role | "EMPLOYEE2", org?: "a" | "b"): string;
  /** app.inject as a role (null = signed out). */
  call(
    role: Role | "EMPLOYEE2" | null,
    method: InjectOptions["method"],
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Another app over the same database (with its change notifications); closed by `close`. */
  buildApp(options?: Partial<AppOptions>): Promise<FastifyInstance>;
  database: Database;
  /** The PostgreSQL database's address (TEST_DATABASE_URL set), for another instance's run queue. */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a new PostgreSQL
 * database created from that URL and dropped afterwards. Two organizations with a user of each role.
 * `appOptions` go to the app (e.g. `now`, to stand in the middle of a week).
 */
export async function setup(appOptions: Partial<Omit<AppOptions, "db">> = {}): Promise<TestContext> {
  const { database, dispose, url } = await freshDatabase();
  await database.migrate(MIGRATIONS);
  const db = database.db;
  // One cheap hash shared by every test user: argon2 at full cost would dominate the suite's run time.
  const passwordHash = await hashPassword(PASSWORD, FAST_HASH_OPTIONS);
  const suffix = randomBytes(3).toString("hex");
  const a = await createOrg(db, `a${suffix}`, passwordHash);
  const b = await createOrg(db, `b${suffix}`, passwordHash);

  // On PostgreSQL scheduling runs and pushes go through the real queue (pg-boss), as in production.
  const app = await buildApp({
    db,
    databaseKind: url ? "postgres" : "pglite",
    ...(url ? { runQueue: new PgBossRunQueue(url, 1), pushQueue: new PgBossPushQueue(url) } : {}),
    ...appOptions,
  });
  const cookies = new Map<string, string>();
  for (const [key, org] of [
    ["a", a],
    ["b", b],
  ] as const) {
    for (const [role, id] of Object.entries(org.users)) {
      const token = await createSession(db, { id, tenantId: org.id });
      cookies.set(`${key}:${role}`, `${SESSION_COOKIE}=${token}`);
    }
  }
  const extraApps: FastifyInstance[] = [];

  const cookie: TestContext["cookie"] = (role, org = "a") => {
    const value = cookies.get(`${org}:${role}`);
    if (!value) throw new Error(`no session for ${org}:${role}`);
    return value;
  };

  return {
    app,
    db,
    a,
    b,
    cookie,
    call: (role, method, url, body) =>
      app.inject({
        method,
        url,
        headers: role ? { cookie: cookie(role) } : {},
        ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
      }),
    database,
    ...(url ? { url } : {}),
    buildApp: async (options) => {
      const extra = await buildApp({ db, listen: database.listen, ...options });
      extraApps.push(extra);
      return extra;
    },
    close: async () => {
      for (const extra of extraApps) await extra.close();
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

/**
 * An empty database: in-memory PGlite (a copy of the migrated template), or on PostgreSQL a new database
 * created from TEST_DATABASE_URL and dropped by `dispose`. The default follows TEST_DATABASE_URL.
 */
export async function freshDatabase(
  kind: "pglite" | "postgres" = process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
): Promise<{ database: Database; dispose: () => Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === "pglite") {
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    return { database: await openDatabase({ dataDir: "memory", loadDataDir }), dispose: async () => {} };
  }
  if (!adminUrl) throw new Error("a PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `brigade_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    database: await openDatabase({ url: url.toString() }),
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function createOrg(db: Db, prefix: string, passwordHash: string): Promise<Org> {
  const [org] = await db
    .insert(organizations)
    .values({ name: `Org ${prefix}` })
    .returning();
  if (!org) throw new Error("no org");
  const roles = [...ROLES, "EMPLOYEE2"] as const;
  const rows = await db
    .insert(users)
    .values(
      roles.map((role) => ({
        tenantId: org.id,
        username: `${prefix}-${role.toLowerCase()}`,
        passwordHash,
        email: `${prefix}-${role.toLowerCase()}@example.com`,
        fullName: `${role} of ${prefix}`,
        globalRole: role === "EMPLOYEE2" ? ("EMPLOYEE" as const) : role,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const ids = Object.fromEntries(roles.map((role, i) => [role, rows[i]?.id])) as Org["users"];
  const usernames = Object.fromEntries(ROLES.map((role, i) => [role, rows[i]?.username])) as Org["usernames"];
  const fixtures = await seedFixtures(db, org.id, ids);
  return { id: org.id, users: ids, usernames, fixtures };
}

export const rolesWithout = (capability: Capability): Role[] =>
  ROLES.filter((r) => !can({ globalRole: r }, capability));
export const rolesWith = (capability: Capability): Role[] =>
  ROLES.filter((r) => can({ globalRole: r }, capability));

/** The 400 shape: a message and, for validation, issues with path and message. */
export function expectBadRequest(res: { statusCode: number; json(): unknown }, path?: string): void {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; issues?: { path: string; message: string }[] };
  expect(typeof body.message).toBe("string");
  if (path !== undefined) expect(body.issues?.map((i) => i.path)).toContain(path);
}

/** Sends a raw (possibly malformed) JSON body. */
export function rawJson(
  ctx: TestContext,
  role: Role | "EMPLOYEE2",
  method: InjectOptions["method"],
  url: string,
  payload: string,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie: ctx.cookie(role), "content-type": "application/json" },
    payload,
  });
}

/**
 * Retries until `check` passes: another instance hears of a change a few milliseconds after its commit.
 * Well under the session cache's 5 s lifetime, so that a session test cannot pass by mere expiry.
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A change the caches cannot hear of: with triggers off (session_replication_role = replica) nothing is
 * notified. What still shows it afterwards did not come from a cache.
 */
export async function changeUnheard(db: Db, work: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });
}
