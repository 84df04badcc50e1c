import { defaultConcurrency } from "./schedules/run-queue";
import type { AuthRateLimit } from "./plugins/rate-limit";
import { httpUrl } from "./http-url";
import { readMailConfig, type MailConfig } from "./notify/mail-config";

/** Everything the server reads from the environment, read in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… = PostgreSQL; unset = PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  /**
   * Seed the demo organization into an empty database: by default on the embedded database (the README's
   * first look), on PostgreSQL only with DEMO_DATA=true (a deployment never ships known passwords).
   */
  demoData: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Session and read caches (docs/decisions/040-read-cache.md); CACHE=false turns them off. */
  cache: boolean;
  authRateLimit: AuthRateLimit;
  /** Engines running at once in this instance (SCHEDULER_CONCURRENCY; default cores − 1, at least 1). */
  schedulerConcurrency: number;
  /**
   * The address people reach the app at (PUBLIC_URL, http(s), optional): links that leave the app (calendar
   * subscriptions, push) are built on it; without it, from the request's own host.
   */
  publicUrl: string | undefined;
  /** Email (SMTP_URL, MAIL_FROM, PUBLIC_URL); null = off (docs/decisions/077-email.md). */
  mail: MailConfig | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST || "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: integer(env.DATABASE_POOL_SIZE, 10),
    dataDir: env.DATA_DIR || "./data",
    demoData: env.DATABASE_URL ? env.DEMO_DATA === "true" : env.DEMO_DATA !== "false",
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "true",
    cache: env.CACHE !== "false",
    authRateLimit: {
      max: integer(env.AUTH_RATE_LIMIT_MAX, 10),
      timeWindowMs: integer(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000),
    },
    schedulerConcurrency: integer(env.SCHEDULER_CONCURRENCY, defaultConcurrency()),
    publicUrl: httpUrl("PUBLIC_URL", env.PUBLIC_URL),
    mail: readMailConfig(env),
  };
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return n;
}
