// The databases a resilience check runs on: PGlite in a fresh data directory on disk, and PostgreSQL
// (a fresh database, dropped afterwards) when RESILIENCE_DATABASE_URL is set.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createFreshDatabase } from "../bench/postgres.js";

export async function openTargets() {
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-resilience-"));
  const targets = [
    {
      name: "pglite",
      env: { DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    },
  ];
  const adminUrl = process.env.RESILIENCE_DATABASE_URL;
  if (adminUrl) {
    const database = await createFreshDatabase(adminUrl, "brigade_resilience");
    targets.push({
      name: "postgres",
      env: { DATABASE_URL: database.url, DEMO_DATA: "true" },
      dispose: database.drop,
    });
  }
  return targets;
}
