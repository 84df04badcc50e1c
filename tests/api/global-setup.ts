import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tarball); each API test file starts from a copy. */
    pgliteTemplate: string | null;
  }
}

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Creating a PGlite database runs initdb (1.5-3 s); loading a dumped data directory takes a tenth of
 * that. So the migrated database is built once per run and every test file loads its own copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", null);
    return;
  }
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const path = join(tmpdir(), `brigade-test-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", path);
  return async () => {
    await rm(path, { force: true });
  };
}
