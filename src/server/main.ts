import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/client";
import { prepareDatabase } from "./db/startup";
import { InProcessRunQueue, PgBossRunQueue } from "./schedules/run-queue";
import { InProcessPushQueue, PgBossPushQueue } from "./push/queue";
import { loggerOptions } from "./logger";

// src/server/main.ts and the bundle dist/server/main.js both sit two levels below the project root.
const root = fileURLToPath(new URL("../../", import.meta.url));
const config = readConfig();
// Asynchronous writes: under load the lines of many requests go out in one write instead of one blocking
// write each (an eighth of the CPU of a cached read). pino flushes what is pending when the process exits;
// a kill -9 can lose the last lines.
const logger = pino(loggerOptions(config.logLevel), pino.destination({ dest: 1, sync: false }));

const dataDir = config.dataDir === "memory" ? "memory" : resolve(config.dataDir);
if (!config.databaseUrl && dataDir !== "memory") mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir,
  poolSize: config.databasePoolSize,
  onPoolError: (error) => logger.warn({ err: error }, "idle database connection failed"),
});

await prepareDatabase(database, config, join(root, "drizzle"), logger);

const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  loggerInstance: logger,
  webRoot: join(root, "dist", "web"),
  authRateLimit: config.authRateLimit,
  mail: config.mail,
  trustProxy: config.trustProxy,
  // Correct with several instances on one database: every change is notified to every instance
  // (docs/decisions/040-read-cache.md). CACHE=false turns both caches off.
  cacheSessions: config.cache,
  cacheReads: config.cache,
  listen: database.listen,
  // On PostgreSQL any instance takes a run from the shared queue; PGlite runs them in this process.
  runQueue: config.databaseUrl
    ? new PgBossRunQueue(config.databaseUrl, config.schedulerConcurrency, logger)
    : new InProcessRunQueue(config.schedulerConcurrency, logger),
  pushQueue: config.databaseUrl
    ? new PgBossPushQueue(config.databaseUrl, logger)
    : new InProcessPushQueue(logger),
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  // The bundle (dist/server/main.js) carries the engine's worker as dist/server/worker.js beside it.
  ...(import.meta.url.endsWith(".js") ? { engineWorkerUrl: new URL("./worker.js", import.meta.url) } : {}),
});

/** The drain usually ends in well under a second; this bounds it so that shutdown stays under 10 s. */
const SHUTDOWN_DRAIN_MS = 5_000;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, "shutting down");
  // A stuck request must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    // Answer what clients have already sent (plugins/drain.ts) before Fastify closes idle sockets.
    await app.drain(SHUTDOWN_DRAIN_MS);
    await app.close(); // stops accepting, lets in-flight requests finish
    await database.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
logger.info({ database: database.kind }, "Brigade is ready");
