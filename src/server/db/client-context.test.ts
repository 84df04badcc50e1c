import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";

// PGlite's queries and transactions wait in one queue (client.ts, fewQueriesPerLoopTurn). Work run from
// that queue must still see its caller's AsyncLocalStorage: notify() finds the request's push outbox
// there (push/outbox.ts), and a transaction run in another request's context lost or misplaced pushes.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory" });
}, 60_000);
afterAll(() => database.close());

describe("PGlite's queue keeps each caller's async context", () => {
  it("a transaction and the code after a query see the store of whoever called them", async () => {
    const context = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ["a", "b", "c", "d"].map((name) =>
        context.run(name, async () => {
          const inside = await database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            return context.getStore();
          });
          await database.db.execute(sql`select 1`);
          return `${inside}/${context.getStore()}`;
        }),
      ),
    );
    expect(seen).toEqual(["a/a", "b/b", "c/c", "d/d"]);
  });
});
