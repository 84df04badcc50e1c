import type { Logger } from "pino";
import type { ServerConfig } from "../config";
import type { Database } from "./client";
import { seedIfEmpty } from "./seed";

/**
 * Brings the database up to date before the app serves: migrations, then the demo organization into an
 * empty database when the configuration asks for it (config.ts: on the embedded database by default, on
 * PostgreSQL only with DEMO_DATA=true). Under the startup lock, so that instances starting together on one
 * PostgreSQL neither race the migrations nor seed twice. Returns whether it seeded.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<ServerConfig, "demoData">,
  migrationsFolder: string,
  logger: Pick<Logger, "info">,
): Promise<boolean> {
  return database.exclusively(async () => {
    await database.migrate(migrationsFolder);
    if (!config.demoData || !(await seedIfEmpty(database.db))) return false;
    logger.info("seeded the demo organization (admin/admin123, manager/manager123, employee/employee123)");
    return true;
  });
}
