import { eq } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { readConfig } from "../../src/server/config";
import { FAST_HASH_OPTIONS, hashPassword } from "../../src/server/auth/passwords";
import type { Database } from "../../src/server/db/client";
import { organizations } from "../../src/server/db/schema/organizations";
import { users } from "../../src/server/db/schema/users";
import { prepareDatabase } from "../../src/server/db/startup";
import { freshDatabase } from "./helper";

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));
const quiet = { info: () => {} };

/** What a start leaves behind: the demo admin, the demo organization, and what /login is told. */
async function afterStart(database: Database, env: NodeJS.ProcessEnv) {
  const seeded = await prepareDatabase(database, readConfig(env), MIGRATIONS, quiet);
  const admins = await database.db.select().from(users).where(eq(users.username, "admin"));
  const demoOrgs = await database.db.select().from(organizations).where(eq(organizations.isDemo, true));
  const app = await buildApp({ db: database.db, databaseKind: database.kind });
  try {
    const res = await app.inject({ method: "GET", url: "/api/instance" });
    expect(res.statusCode).toBe(200);
    return { seeded, admins: admins.length, demoOrgs: demoOrgs.length, instance: res.json() as unknown };
  } finally {
    await app.close();
  }
}

/** One start on a fresh database of `kind`, with DATABASE_URL set to it on PostgreSQL. */
async function startOnFresh(kind: "pglite" | "postgres", env: NodeJS.ProcessEnv) {
  const { database, dispose, url } = await freshDatabase(kind);
  try {
    return await afterStart(database, { ...env, ...(url ? { DATABASE_URL: url } : { DATA_DIR: "memory" }) });
  } finally {
    await database.close();
    await dispose();
  }
}

/** A database someone already uses: migrated, with an organization and its owner. */
async function addRealOrganization(database: Database): Promise<void> {
  await database.migrate(MIGRATIONS);
  const [org] = await database.db.insert(organizations).values({ name: "Real Diner" }).returning();
  if (!org) throw new Error("no organization");
  const passwordHash = await hashPassword("password123", FAST_HASH_OPTIONS);
  await database.db.insert(users).values({ tenantId: org.id, username: "owner", passwordHash });
}

const seeded = { seeded: true, admins: 1, demoOrgs: 1, instance: { demo: true } };
const empty = { seeded: false, admins: 0, demoOrgs: 0, instance: { demo: false } };

describe("the embedded database (PGlite)", () => {
  it("is seeded with the demo organization by default: the README's first look", async () => {
    expect(await startOnFresh("pglite", {})).toEqual(seeded);
  });

  it("is not seeded with DEMO_DATA=false", async () => {
    expect(await startOnFresh("pglite", { DEMO_DATA: "false" })).toEqual(empty);
  });

  it("is never seeded once it has users", async () => {
    const { database, dispose } = await freshDatabase("pglite");
    try {
      await addRealOrganization(database);
      expect(await afterStart(database, { DATA_DIR: "memory" })).toEqual(empty);
    } finally {
      await database.close();
      await dispose();
    }
  });

  it("a second start of a seeded database seeds nothing more", async () => {
    const { database, dispose } = await freshDatabase("pglite");
    try {
      expect(await afterStart(database, { DATA_DIR: "memory" })).toEqual(seeded);
      expect(await afterStart(database, { DATA_DIR: "memory" })).toEqual({ ...seeded, seeded: false });
    } finally {
      await database.close();
      await dispose();
    }
  });
});

// CI runs the API tests a second time with TEST_DATABASE_URL (.ci/run): these run there, and are listed
// as skipped on a PGlite-only run.
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL (DATABASE_URL)", () => {
  it("an empty database without DEMO_DATA gets no demo: no admin user, /login shows no demo box", async () => {
    expect(await startOnFresh("postgres", {})).toEqual(empty);
  });

  it("DEMO_DATA=false is the same", async () => {
    expect(await startOnFresh("postgres", { DEMO_DATA: "false" })).toEqual(empty);
  });

  it("DEMO_DATA=true seeds the demo organization", async () => {
    expect(await startOnFresh("postgres", { DEMO_DATA: "true" })).toEqual(seeded);
  });

  it("DEMO_DATA=true never seeds a database that has users", async () => {
    const { database, dispose, url } = await freshDatabase("postgres");
    try {
      await addRealOrganization(database);
      expect(await afterStart(database, { DATABASE_URL: url, DEMO_DATA: "true" })).toEqual(empty);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
