import { AsyncResource } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mayWrite, PgliteVacuum } from "./pglite-vacuum";
import type { Listen } from "./tenant-changes";

/** The one database type the rest of the server sees, whichever driver sits below it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` while holding the startup lock, so several instances starting at once on one PostgreSQL
   * migrate and seed one after the other instead of racing. PGlite has a single process: no lock needed.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: on PostgreSQL over a dedicated connection outside the pool (TCP keep-alive on, so
   * a dead peer is noticed), on PGlite on its one connection, where it is never lost.
   */
  listen: Listen;
  /** PGlite: vacuums and analyzes the app's tables now if they were written to (pglite-vacuum.ts). */
  vacuum?(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL through a pool; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; "memory" (or undefined) keeps the database in memory. */
  dataDir?: string | undefined;
  /** A dumped PGlite data directory to start from (tests: skips initdb, which is slow). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number | undefined;
  /** Errors of idle pooled connections (server restart, network); the pool replaces the connection. */
  onPoolError?: ((error: Error) => void) | undefined;
}

// Column names are snake_case in SQL, camelCase in TypeScript; drizzle-kit uses the same setting.
const casing = "snake_case" as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dataDir, options.loadDataDir);
}

// An arbitrary application-wide key for pg_advisory_lock ("BRGD").
const STARTUP_LOCK_KEY = 0x42524744;

// Each driver is imported only when chosen: loading both would slow every start for nothing.
async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // Without a listener, an idle connection's error would be an unhandled 'error' event and end the process.
  pool.on("error", (error) => options.onPoolError?.(error));
  const db = drizzlePg({ client: pool, casing });
  return {
    db,
    kind: "postgres",
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    exclusively: async (work) => {
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        lock.release();
      }
    },
    listen: async (channel, onPayload, onLost) => {
      const client = new pg.Client({
        connectionString: url,
        application_name: "brigade-listener",
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      let listening = false;
      let ended = false;
      const lose = (error: Error) => {
        if (ended) return;
        ended = true;
        client.end().catch(() => {});
        // Before LISTEN is in effect a failure rejects the promise below instead.
        if (listening) onLost(error);
      };
      // Registered first: an 'error' event without a listener would end the process.
      client.on("error", lose);
      client.on("end", () => lose(new Error("the listening connection ended")));
      client.on("notification", (message) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        listening = true;
      } catch (error) {
        ended = true;
        await client.end().catch(() => {});
        throw error;
      }
      return async () => {
        ended = true;
        await client.end();
      };
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const inMemory = !dataDir || dataDir === "memory";
  // Runs its queries later (on its timer), through the client made below.
  const vacuum = new PgliteVacuum((sql) => client.query(sql));
  const client = fewQueriesPerLoopTurn(
    await PGlite.create({
      ...(inMemory ? {} : { dataDir }),
      ...(loadDataDir ? { loadDataDir } : {}),
    }),
    (sql) => {
      if (sql === undefined || mayWrite(sql)) vacuum.noteWrite();
    },
  );
  vacuum.start();
  const db = drizzlePglite({ client, casing });
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    vacuum: () => vacuum.run(),
    close: async () => {
      await vacuum.stop();
      await client.close();
    },
  };
}

/**
 * PGlite runs each query synchronously on the event loop, one at a time. Left to itself its queue hands
 * the next query over in a microtask, so a busy queue kept the loop from polling its sockets; and with a
 * yield before each query, one loop turn still ran every waiting query, so it took hundreds of
 * milliseconds under load and new connections were accepted a few per second (a burst of clients timed
 * out: docs/performance.md). Here queries (and whole transactions) go through one FIFO queue that runs
 * them for at most TURN_BUDGET_MS per loop turn, then lets the loop poll (setImmediate runs right after
 * the poll phase): connections are accepted and read every few milliseconds, every request waits its
 * turn, and queries still run back to back when the loop has nothing else to do. One query per turn was
 * tried: fair, but a turn full of cheap requests then cut the database's throughput tenfold.
 */
const TURN_BUDGET_MS = 8;

function fewQueriesPerLoopTurn(client: PGlite, onStatement: (sql?: string) => void): PGlite {
  const queue: (() => Promise<void>)[] = [];
  let pumping = false;
  let turnStartedAt = 0;
  const startTurn = () => {
    turnStartedAt = performance.now();
    pump();
  };
  const pump = () => {
    const next = queue.shift();
    if (!next) {
      pumping = false;
      return;
    }
    void next().finally(() => {
      if (performance.now() - turnStartedAt < TURN_BUDGET_MS) pump();
      else setImmediate(startTurn);
    });
  };
  const schedule = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // Run in the caller's async context, not in that of whoever pumps the queue: notify() finds the
      // request's push outbox there (push/outbox.ts). Not AsyncResource.bind: each bound function gets a
      // deprecated property made through util.deprecate, 7 % of the server's time at a shift change.
      const context = new AsyncResource("pglite-query");
      queue.push(() => context.runInAsyncScope(() => work().then(resolve, reject)));
      if (!pumping) {
        pumping = true;
        setImmediate(startTurn);
      }
    });
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  // Queries inside a transaction use its own handle and bypass the queue, which the transaction holds.
  // `onStatement`: each query's text, and undefined for a transaction (whose statements it cannot see).
  client.query = ((...args: Parameters<PGlite["query"]>) => {
    onStatement(args[0]);
    return schedule(() => query(...args));
  }) as PGlite["query"];
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) => {
    onStatement(undefined);
    return schedule(() => transaction(...args));
  }) as PGlite["transaction"];
  return client;
}
