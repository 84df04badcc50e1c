import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salesHistory } from "../../src/server/db/schema/demand";
import { stores } from "../../src/server/db/schema/stores";
import { eventually, setup, type TestContext } from "./helper";

// The caches stay correct only if every change to a tenant's rows is notified (drizzle/0001, 0002). The
// tables are read from the database itself, so a table added later without its triggers fails here.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

describe("tenant change triggers", () => {
  it("every table with a tenant_id notifies its row changes and its truncation", async () => {
    const tables = await rows<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'tenant_id'
      order by table_name`);
    expect(tables.length).toBeGreaterThan(5);
    const triggers = await rows<{ table_name: string; fn: string; events: number }>(sql`
      select c.relname as table_name, p.proname as fn, t.tgtype::int as events
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where n.nspname = current_schema() and not t.tgisinternal`);
    // pg_trigger.tgtype bits: 4 INSERT, 8 DELETE, 16 UPDATE, 32 TRUNCATE (1 ROW).
    const missing: string[] = [];
    for (const { table_name: table } of tables) {
      const own = triggers.filter(
        (t) =>
          t.table_name === table &&
          (t.fn === "brigade_notify_tenant_changed" || t.fn === "brigade_notify_tenant_rows_changed"),
      );
      const has = (bit: number) => own.some((t) => (t.events & bit) !== 0);
      const needs = table === "sessions" ? [8, 16, 32] : [4, 8, 16, 32];
      for (const bit of needs)
        if (!has(bit))
          missing.push(`${table}: ${{ 4: "INSERT", 8: "DELETE", 16: "UPDATE", 32: "TRUNCATE" }[bit]}`);
    }
    expect(missing).toEqual([]);
  });

  it("sales history notifies once per statement and tenant, for inserts, updates and deletes", async () => {
    const heard: string[] = [];
    const stop = await ctx.database.listen(
      "brigade_tenant_changed",
      (payload) => heard.push(payload),
      () => {},
    );
    try {
      const [store] = await ctx.db
        .insert(stores)
        .values({ tenantId: ctx.a.id, name: "Trigger Diner" })
        .returning({ id: stores.id });
      if (!store) throw new Error("no store");
      const days = ["2026-01-05", "2026-01-06", "2026-01-07"];
      const tenant = String(ctx.a.id);
      for (const write of [
        () =>
          ctx.db
            .insert(salesHistory)
            .values(days.map((date) => ({ tenantId: ctx.a.id, storeId: store.id, date, sales: 100 }))),
        () =>
          ctx.db
            .update(salesHistory)
            .set({ covers: 5 })
            .where(sql`${salesHistory.storeId} = ${store.id}`),
        () => ctx.db.delete(salesHistory).where(sql`${salesHistory.storeId} = ${store.id}`),
      ]) {
        heard.length = 0;
        await write();
        await eventually(async () => expect(heard).toContain(tenant));
      }
    } finally {
      await stop();
    }
  });

  it("organizations notify too", async () => {
    const found = await rows<{ n: number }>(sql`
      select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relname = 'organizations' and not t.tgisinternal`);
    expect(found[0]?.n).toBe(2);
  });
});
