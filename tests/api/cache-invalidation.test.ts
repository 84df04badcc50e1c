import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles";
import { SESSION_COOKIE } from "../../src/server/auth/sessions";
import { stores } from "../../src/server/db/schema/stores";
import { users } from "../../src/server/db/schema/users";
import type { Listen } from "../../src/server/db/tenant-changes";
import { changeUnheard, eventually, PASSWORD, setup, type TestContext } from "./helper";

// Two app instances with both caches over one database, as behind a load balancer
// (docs/decisions/040-read-cache.md): a change made through one instance, or with SQL, reaches the other's
// caches through the database's notifications; a lost listener turns the caches off.

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

let ctx: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
/** B's listener can be broken (below) and kept from coming back. */
let refuseListen = false;
let breakLocally: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ctx = await setup();
  const listen: Listen = async (channel, onPayload, onLost) => {
    if (refuseListen) throw new Error("listening refused by the test");
    const stop = await ctx.database.listen(channel, onPayload, onLost);
    breakLocally = async () => {
      await stop();
      onLost(new Error("broken by the test"));
    };
    return stop;
  };
  a = await ctx.buildApp({ cacheReads: true, cacheSessions: true });
  b = await ctx.buildApp({ cacheReads: true, cacheSessions: true, listen });
});
afterAll(() => ctx.close());

function call(
  app: FastifyInstance,
  who: Role | string,
  method: InjectOptions["method"],
  url: string,
  body?: unknown,
) {
  const cookie = who.startsWith(`${SESSION_COOKIE}=`) ? who : ctx.cookie(who as Role);
  return app.inject({
    method,
    url,
    headers: { cookie },
    ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
  });
}
const storeNames = async (app: FastifyInstance) => {
  const res = await call(app, "OWNER", "GET", "/api/stores");
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((s) => s.name);
};

/**
 * Proves B answers the stores list from memory: a change it cannot hear of does not show. Retried, since a
 * notification of an earlier change may still be on its way and drop the entry just stored.
 */
async function expectStoresCachedOnB(hiddenName: string) {
  let attempt = 0;
  await eventually(async () => {
    const name = `${hiddenName} #${++attempt}`;
    await storeNames(b);
    await storeNames(b);
    await changeUnheard(ctx.db, (tx) => tx.insert(stores).values({ tenantId: ctx.a.id, name }));
    expect(await storeNames(b)).not.toContain(name);
  });
}

async function signIn(username: string): Promise<string> {
  const res = await a.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error("no session cookie");
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs in and proves B answers that session from memory (a name changed unheard does not show). */
async function signInCachedOnB(role: Role): Promise<string> {
  const cookie = await signIn(ctx.a.usernames[role]);
  let attempt = 0;
  await eventually(async () => {
    const first = await call(b, cookie, "GET", "/api/auth/me");
    expect(first.statusCode).toBe(200);
    const { fullName } = first.json() as { fullName: string };
    await changeUnheard(ctx.db, (tx) =>
      tx
        .update(users)
        .set({ fullName: `${role} renamed unheard #${++attempt}` })
        .where(sql`${users.id} = ${ctx.a.users[role]}`),
    );
    const again = await call(b, cookie, "GET", "/api/auth/me");
    expect((again.json() as { fullName: string }).fullName).toBe(fullName);
  });
  return cookie;
}

describe("caches across two instances", () => {
  it("starts listening with the app", () => {
    expect(a.tenantChanges?.live).toBe(true);
    expect(b.tenantChanges?.live).toBe(true);
  });

  it("drops B's cached list after a write through A", async () => {
    await expectStoresCachedOnB("Hidden 1");
    expect((await call(a, "MANAGER", "POST", "/api/stores", { name: "Opened via A" })).statusCode).toBe(201);
    await eventually(async () => expect(await storeNames(b)).toContain("Opened via A"));
    expect(await storeNames(b)).toContain("Hidden 1 #1");
  });

  it("drops B's cached list after a write made with SQL", async () => {
    await expectStoresCachedOnB("Hidden 2");
    await ctx.db.insert(stores).values({ tenantId: ctx.a.id, name: "Inserted with SQL" });
    await eventually(async () => expect(await storeNames(b)).toContain("Inserted with SQL"));
  });

  it("drops every tenant's cached lists after a TRUNCATE (no tenant to name)", async () => {
    await expectStoresCachedOnB("Hidden T");
    await ctx.db.execute(sql`truncate swap_requests`);
    await eventually(async () => expect(await storeNames(b)).toContain("Hidden T #1"));
  });

  it("keeps the other tenant's cached list", async () => {
    const otherNames = async () => {
      const res = await b.inject({
        method: "GET",
        url: "/api/stores",
        headers: { cookie: ctx.cookie("OWNER", "b") },
      });
      return (res.json() as { name: string }[]).map((s) => s.name);
    };
    await otherNames();
    await changeUnheard(ctx.db, (tx) =>
      tx.insert(stores).values({ tenantId: ctx.b.id, name: "Other hidden" }),
    );
    expect((await call(a, "MANAGER", "POST", "/api/stores", { name: "Only tenant A" })).statusCode).toBe(201);
    await eventually(async () => expect(await storeNames(b)).toContain("Only tenant A"));
    expect(await otherNames()).not.toContain("Other hidden");
  });

  it("ends B's cached session at a logout through A", async () => {
    const cookie = await signInCachedOnB("TRAINER");
    expect((await call(a, cookie, "POST", "/api/auth/logout")).statusCode).toBe(204);
    await eventually(async () => expect((await call(b, cookie, "GET", "/api/auth/me")).statusCode).toBe(401));
  });

  it("ends B's cached other sessions at a password change through A", async () => {
    const phone = await signInCachedOnB("ACCOUNTING");
    const laptop = await signIn(ctx.a.usernames.ACCOUNTING);
    const change = await call(a, laptop, "PATCH", `/api/users/${ctx.a.users.ACCOUNTING}/password`, {
      currentPassword: PASSWORD,
      newPassword: "another-secret-1",
    });
    expect(change.statusCode).toBe(200);
    await eventually(async () => expect((await call(b, phone, "GET", "/api/auth/me")).statusCode).toBe(401));
    expect((await call(b, laptop, "GET", "/api/auth/me")).statusCode).toBe(200);
  });

  it("applies a role change made with SQL to B's cached session", async () => {
    // The API has no role change yet: an administrator would do it in SQL.
    const cookie = await signInCachedOnB("GM");
    expect((await call(b, cookie, "GET", "/api/employees")).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ globalRole: "EMPLOYEE" })
      .where(sql`${users.id} = ${ctx.a.users.GM}`);
    await eventually(async () =>
      expect((await call(b, cookie, "GET", "/api/employees")).statusCode).toBe(403),
    );
  });

  it("shuts a user deleted through A out of B", async () => {
    const cookie = await signInCachedOnB("EMPLOYEE");
    const removed = await call(a, "OWNER", "DELETE", `/api/admin/employees/${ctx.a.users.EMPLOYEE}`);
    expect(removed.statusCode).toBe(204);
    await eventually(async () => expect((await call(b, cookie, "GET", "/api/auth/me")).statusCode).toBe(401));
  });

  it("drops everything and stops caching while B's listener is lost, and resumes once it is back", async () => {
    await expectStoresCachedOnB("Hidden 3");
    const session = await signInCachedOnB("MANAGER");
    const losses = b.tenantChanges?.losses ?? 0;
    refuseListen = true;
    if (onPostgres) {
      // The real failure: the listening connection's backend goes away.
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'brigade-listener'`,
      );
    } else {
      // PGlite's listener shares its one connection and cannot be lost on its own: stop it and report it.
      await breakLocally?.();
    }
    await eventually(async () => expect(b.tenantChanges?.losses).toBe(losses + 1));
    expect(b.tenantChanges?.live).toBe(false);

    // Nothing stale: the change made unheard shows, and so does the next one, read twice.
    expect(await storeNames(b)).toContain("Hidden 3 #1");
    await changeUnheard(ctx.db, (tx) => tx.insert(stores).values({ tenantId: ctx.a.id, name: "Hidden 4" }));
    expect(await storeNames(b)).toContain("Hidden 4");
    await changeUnheard(ctx.db, (tx) => tx.insert(stores).values({ tenantId: ctx.a.id, name: "Hidden 5" }));
    expect(await storeNames(b)).toContain("Hidden 5");
    // Sessions are looked up every time: one ended unheard is gone at once.
    await changeUnheard(ctx.db, (tx) =>
      tx.execute(
        sql`delete from sessions where tenant_id = ${ctx.a.id} and user_id = ${ctx.a.users.MANAGER}`,
      ),
    );
    expect((await call(b, session, "GET", "/api/auth/me")).statusCode).toBe(401);

    refuseListen = false;
    await eventually(async () => expect(b.tenantChanges?.live).toBe(true), 10_000);
    await expectStoresCachedOnB("Hidden 6");
  });
});
