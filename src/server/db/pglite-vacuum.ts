/**
 * PGlite runs PostgreSQL in single-user mode, so nothing vacuums it: no autovacuum worker. Every update
 * leaves a dead row version behind, and a schedule edited thousands of times (a busy week, the benchmark)
 * made even the one-row read that checks a week's version four times slower (9.5 ms against 2.1 ms after
 * a VACUUM, measured on a 60-person week after ~6,000 edits). So while the database is being written to,
 * the app's own tables are vacuumed and analyzed every few minutes, through PGlite's query queue like any
 * query: about 100 ms on the demo database, a pause of that length for the requests behind it.
 */
export const VACUUM_EVERY_MS = 5 * 60_000;

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

export class PgliteVacuum {
  #dirty = false;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(private readonly query: Query) {}

  /** A statement that may write (anything but a plain SELECT) or a transaction ran. */
  noteWrite(): void {
    this.#dirty = true;
  }

  start(everyMs = VACUUM_EVERY_MS): void {
    this.#timer = setInterval(() => void this.run().catch(() => {}), everyMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running?.catch(() => {});
  }

  /** Vacuums and analyzes the app's tables if anything was written since the last time. */
  run(): Promise<void> {
    if (!this.#dirty || this.#running) return this.#running ?? Promise.resolve();
    this.#dirty = false;
    this.#running = this.#vacuum().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #vacuum(): Promise<void> {
    const { rows } = await this.query(
      "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const names = (rows as { name: string }[]).map((r) => r.name);
    if (names.length > 0) await this.query(`vacuum (analyze) ${names.join(", ")}`);
  }
}

/**
 * Whether a statement may leave dead rows: anything but a plain SELECT (drizzle's reads start with
 * "select") or this file's own VACUUM.
 */
export function mayWrite(sql: string): boolean {
  return !/^\s*(select|vacuum)\b/i.test(sql);
}
