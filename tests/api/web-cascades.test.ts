import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE_REACHES, queriesReachedByDelete, TABLE_QUERY_ROOTS } from "../../src/web/lib/cascades";
import { setup, type TestContext } from "./helper";

// The web app refetches what a delete reaches (src/web/lib/cascades.ts); the reach is read here from the
// database's own foreign keys (ON DELETE CASCADE, and SET NULL), so a table or key added later shows up.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

async function foreignKeys(): Promise<{ child: string; parent: string }[]> {
  const result = (await ctx.db.execute(sql`
    select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and k.confdeltype in ('c', 'n') and n.nspname = current_schema()`)) as unknown as
    { rows?: { child: string; parent: string }[] } | { child: string; parent: string }[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

describe("web cache refresh after deletes", () => {
  it.each(Object.keys(DELETE_REACHES) as (keyof typeof DELETE_REACHES)[])(
    "deleting from %s refreshes every table the database cascades to",
    async (table) => {
      const keys = await foreignKeys();
      const reached = new Set([table as string]);
      for (let grew = true; grew;) {
        grew = false;
        for (const { child, parent } of keys) {
          if (reached.has(parent) && !reached.has(child)) {
            reached.add(child);
            grew = true;
          }
        }
      }
      expect([...DELETE_REACHES[table]].sort()).toEqual([...reached].sort());
      for (const t of reached) expect(TABLE_QUERY_ROOTS, t).toHaveProperty(t);
      expect(queriesReachedByDelete(table).length).toBeGreaterThan(1);
    },
  );
});
