import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { mayWrite } from "./pglite-vacuum";

// PGlite has no autovacuum; the app vacuums its tables while they are written to (pglite-vacuum.ts).

let database: Database;
const sqlText = (text: string) => sql.raw(text);
const raw = (text: string) => database.db.execute(sqlText(text));

async function vacuums(): Promise<number> {
  const result = (await raw(
    "select vacuum_count from pg_stat_user_tables where relname = 'vacuum_probe'",
  )) as { rows: { vacuum_count: number | string }[] };
  return Number(result.rows[0]?.vacuum_count ?? 0);
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory" });
  await raw("create table vacuum_probe (id integer primary key, v text)");
  await raw("insert into vacuum_probe select g, 'x' from generate_series(1, 100) g");
}, 60_000);
afterAll(() => database.close());

describe("PGlite vacuum", () => {
  it("vacuums the app's tables after writes, and not again until something is written", async () => {
    await database.vacuum?.();
    const after = await vacuums();
    expect(after).toBeGreaterThanOrEqual(1);
    await raw("select count(*) from vacuum_probe");
    await database.vacuum?.();
    expect(await vacuums()).toBe(after);
    await raw("update vacuum_probe set v = v || 'y'");
    await database.vacuum?.();
    expect(await vacuums()).toBe(after + 1);
    // A transaction counts as a write, whatever it does.
    await database.db.transaction(async (tx) => {
      await tx.execute(sqlText("update vacuum_probe set v = 'z' where id = 1"));
    });
    await database.vacuum?.();
    expect(await vacuums()).toBe(after + 2);
  });

  it("tells reads from writes by their first word", () => {
    expect(mayWrite('select "id" from "shifts"')).toBe(false);
    expect(mayWrite("  SELECT 1")).toBe(false);
    expect(mayWrite('update "shifts" set "is_locked" = $1')).toBe(true);
    expect(mayWrite('insert into "stores" ("name") values ($1)')).toBe(true);
    expect(mayWrite("vacuum (analyze) shifts")).toBe(false);
    expect(mayWrite("with x as (delete from t returning *) select * from x")).toBe(true);
  });
});
