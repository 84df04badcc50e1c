import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

/** The one database type the rest of the server sees, whichever driver sits below it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL through a pool; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; "memory" (or undefined) keeps the database in memory. */
  dataDir?: string | undefined;
}

// Column names are snake_case in SQL, camelCase in TypeScript; drizzle-kit uses the same setting.
const casing = "snake_case" as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const db = drizzlePg({ client: pool, casing });
  return {
    db,
    kind: "postgres",
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const inMemory = !dataDir || dataDir === "memory";
  const client = yieldBeforeEachQuery(inMemory ? await PGlite.create() : await PGlite.create(dataDir));
  const db = drizzlePglite({ client, casing });
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PGlite runs each query synchronously on the event loop, and its queue hands the next query over in a
 * microtask, so a busy queue never lets the loop poll its sockets: under load, connections waited
 * seconds to be accepted and their requests to be read (docs/performance.md). Yielding once before each
 * query (setImmediate runs right after the poll phase) lets new requests in and queue up in turn.
 */
function yieldBeforeEachQuery(client: PGlite): PGlite {
  const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await yieldToLoop();
    return query(...args);
  }) as PGlite["query"];
  client.transaction = (async (...args: Parameters<PGlite["transaction"]>) => {
    await yieldToLoop();
    return transaction(...args);
  }) as PGlite["transaction"];
  return client;
}
