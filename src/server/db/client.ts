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
  /** A dumped PGlite data directory to start from (tests: skips initdb, which is slow). */
  loadDataDir?: Blob | undefined;
}

// Column names are snake_case in SQL, camelCase in TypeScript; drizzle-kit uses the same setting.
const casing = "snake_case" as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.loadDataDir);
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

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const inMemory = !dataDir || dataDir === "memory";
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, casing });
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
