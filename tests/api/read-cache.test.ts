import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles";
import { stores } from "../../src/server/db/schema/stores";
import { ReadCache } from "../../src/server/plugins/read-cache";
import { setup, type TestContext } from "./helper";

// The server answers tenant-wide lists from memory until the tenant's next change
// (src/server/plugins/read-cache.ts). Every write through the app must show on the very next read.

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await setup();
  app = await ctx.buildApp({ cacheReads: true, cacheSessions: true });
});
afterAll(() => ctx.close());

function call(role: Role | "EMPLOYEE2" | null, method: InjectOptions["method"], url: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: role ? { cookie: ctx.cookie(role) } : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
  });
}
const read = async (url: string, role: Role = "OWNER") => {
  const res = await call(role, "GET", url);
  expect(res.statusCode).toBe(200);
  return res.json() as { id?: number; userId?: number; name?: string }[];
};
const names = async (url: string) => (await read(url)).map((r) => r.name);

/** Reads twice (miss, then hit), so the next write meets a cached list. */
async function cached(url: string) {
  await read(url);
  return read(url);
}

describe("read cache", () => {
  it("sends gzip to a client that accepts it, on a miss and on a hit alike", async () => {
    const url = `/api/staffing-templates/${ctx.a.fixtures.storeId}/SUNDAY`;
    // Enough rows to be worth compressing; the writes also make the next read a miss.
    for (let slot = 0; slot < 16; slot++) {
      const saved = await call("OWNER", "POST", "/api/staffing-templates", {
        storeId: ctx.a.fixtures.storeId,
        positionId: ctx.a.fixtures.positionId,
        dayOfWeek: "SUNDAY",
        timeSlot: `${String(10 + Math.floor(slot / 4)).padStart(2, "0")}:${String((slot % 4) * 15).padStart(2, "0")}`,
        requiredHeadcount: 2,
      });
      expect(saved.statusCode).toBeLessThan(300);
    }
    const plain = (await call("OWNER", "GET", url)).body;
    expect(plain.length).toBeGreaterThan(1024);
    expect((await call("OWNER", "POST", "/api/positions", { name: "Again" })).statusCode).toBe(201);
    for (const round of ["miss", "hit"]) {
      const res = await app.inject({
        method: "GET",
        url,
        headers: { cookie: ctx.cookie("OWNER"), "accept-encoding": "gzip, deflate, br, zstd" },
      });
      expect(res.statusCode, round).toBe(200);
      expect(res.headers["content-encoding"], round).toBe("gzip");
      expect(res.headers.vary, round).toBe("Accept-Encoding");
      expect(gunzipSync(res.rawPayload).toString(), round).toBe(plain);
    }
  });

  it("answers from memory: a change the database does not notify is not seen", async () => {
    await cached("/api/stores");
    // With triggers off (session_replication_role = replica) nothing is notified.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(stores).values({ tenantId: ctx.a.id, name: "Behind the back" });
    });
    expect(await names("/api/stores")).not.toContain("Behind the back");
    // Any write of the tenant (here an unrelated one) drops its entries.
    expect((await call("OWNER", "POST", "/api/positions", { name: "Unrelated" })).statusCode).toBe(201);
    expect(await names("/api/stores")).toContain("Behind the back");
  });

  it("shows a change made with SQL once the database notifies it", async () => {
    await cached("/api/stores");
    await ctx.db.insert(stores).values({ tenantId: ctx.a.id, name: "With SQL" });
    for (let i = 0; i < 100 && !(await names("/api/stores")).includes("With SQL"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await names("/api/stores")).toContain("With SQL");
  });

  it("shows store creates, updates and deletes at once", async () => {
    await cached("/api/stores");
    const created = await call("MANAGER", "POST", "/api/stores", { name: "Cached Corner" });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(await names("/api/stores")).toContain("Cached Corner");
    await cached("/api/stores");
    expect((await call("MANAGER", "PATCH", `/api/stores/${id}`, { name: "Renamed" })).statusCode).toBe(200);
    expect(await names("/api/stores")).toContain("Renamed");
    await cached("/api/stores");
    expect((await call("OWNER", "DELETE", `/api/stores/${id}`)).statusCode).toBe(204);
    expect((await read("/api/stores")).map((s) => s.id)).not.toContain(id);
  });

  it("shows position creates, updates and deletes at once", async () => {
    await cached("/api/positions");
    const { id } = (await call("MANAGER", "POST", "/api/positions", { name: "Busser" })).json() as {
      id: number;
    };
    expect(await names("/api/positions")).toContain("Busser");
    await cached("/api/positions");
    expect((await call("MANAGER", "PATCH", `/api/positions/${id}`, { name: "Runner" })).statusCode).toBe(200);
    expect(await names("/api/positions")).toContain("Runner");
    await cached("/api/positions");
    expect((await call("OWNER", "DELETE", `/api/positions/${id}`)).statusCode).toBe(204);
    expect((await read("/api/positions")).map((p) => p.id)).not.toContain(id);
  });

  it("shows constraint profile creates, updates and deletes at once", async () => {
    await cached("/api/constraints");
    const created = await call("OWNER", "POST", "/api/constraints", { name: "Summer rules" });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(await names("/api/constraints")).toContain("Summer rules");
    await cached("/api/constraints");
    expect(
      (await call("OWNER", "PATCH", `/api/constraints/${id}`, { name: "Winter rules" })).statusCode,
    ).toBe(200);
    expect(await names("/api/constraints")).toContain("Winter rules");
    await cached("/api/constraints");
    expect((await call("OWNER", "DELETE", `/api/constraints/${id}`)).statusCode).toBe(204);
    expect((await read("/api/constraints")).map((c) => c.id)).not.toContain(id);
  });

  it("shows employee creates, updates, profile changes and deletes at once", async () => {
    const userIds = async () => (await read("/api/employees")).map((e) => e.userId);
    await cached("/api/employees");
    const created = await call("OWNER", "POST", "/api/admin/create-employee", {
      username: "cached-newbie",
      password: "password123",
    });
    expect(created.statusCode).toBe(201);
    const { userId } = created.json() as { userId: number };
    expect(await userIds()).toContain(userId);

    await cached("/api/employees");
    const patched = await call("OWNER", "PATCH", `/api/employees/${userId}`, { desiredWeeklyHours: 12 });
    expect(patched.statusCode).toBe(200);
    const hours = async () =>
      ((await read("/api/employees")) as { userId: number; desiredWeeklyHours: number }[]).find(
        (e) => e.userId === userId,
      )?.desiredWeeklyHours;
    expect(await hours()).toBe(12);

    // A user's own profile change (another route, another caller) shows in the managers' list too.
    const me = (await call("EMPLOYEE2", "GET", "/api/auth/me")).json() as { username: string };
    await cached("/api/employees");
    const profile = await call("EMPLOYEE2", "PATCH", `/api/users/${ctx.a.users.EMPLOYEE2}`, {
      username: me.username,
      email: "renamed@example.com",
      fullName: "Renamed Employee",
    });
    expect(profile.statusCode).toBeLessThan(300);
    const list = (await read("/api/employees")) as { userId: number; fullName: string | null }[];
    expect(list.find((e) => e.userId === ctx.a.users.EMPLOYEE2)?.fullName).toBe("Renamed Employee");

    await cached("/api/employees");
    expect((await call("OWNER", "DELETE", `/api/admin/employees/${userId}`)).statusCode).toBe(204);
    expect(await userIds()).not.toContain(userId);
  });

  it("shows staffing upserts at once, per store and day", async () => {
    const url = `/api/staffing-templates/${ctx.a.fixtures.storeId}/MONDAY`;
    const headcount = async () =>
      ((await read(url)) as { timeSlot: string; requiredHeadcount: number }[]).find(
        (e) => e.timeSlot === "10:00",
      )?.requiredHeadcount;
    await cached(url);
    const upsert = (requiredHeadcount: number) =>
      call("MANAGER", "POST", "/api/staffing-templates", {
        storeId: ctx.a.fixtures.storeId,
        positionId: ctx.a.fixtures.positionId,
        dayOfWeek: "MONDAY",
        timeSlot: "10:00",
        requiredHeadcount,
      });
    expect((await upsert(3)).statusCode).toBe(201);
    expect(await headcount()).toBe(3);
    await cached(url);
    expect((await upsert(5)).statusCode).toBe(200);
    expect(await headcount()).toBe(5);
  });

  it("never shows one tenant's cached list to another", async () => {
    const a = await call("OWNER", "GET", "/api/stores");
    const b = await app.inject({
      method: "GET",
      url: "/api/stores",
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    const b2 = await app.inject({
      method: "GET",
      url: "/api/stores",
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect(b.statusCode).toBe(200);
    expect(b.body).not.toBe(a.body);
    expect(b2.body).toBe(b.body);
    const ids = (b2.json() as { id: number }[]).map((s) => s.id);
    expect(ids).toContain(ctx.b.fixtures.storeId);
    expect(ids).not.toContain(ctx.a.fixtures.storeId);
    // A's store id in B's staffing URL is still refused, although A's answer for it is cached.
    const url = `/api/staffing-templates/${ctx.a.fixtures.storeId}/MONDAY`;
    await cached(url);
    const other = await app.inject({ method: "GET", url, headers: { cookie: ctx.cookie("OWNER", "b") } });
    expect(other.statusCode).toBe(404);
  });

  it("never answers a 401 or a 403 from the cache", async () => {
    await cached("/api/employees");
    await cached("/api/stores");
    expect((await call(null, "GET", "/api/stores")).statusCode).toBe(401);
    expect((await call(null, "GET", "/api/employees")).statusCode).toBe(401);
    const stale = await app.inject({
      method: "GET",
      url: "/api/stores",
      headers: { cookie: "brigade_session=not-a-session" },
    });
    expect(stale.statusCode).toBe(401);
    // EMPLOYEE may not manage the team; the list is cached for the owner.
    expect((await call("EMPLOYEE", "GET", "/api/employees")).statusCode).toBe(403);
  });

  it("answers a hit with the very status, headers and bytes of the miss", async () => {
    await call("OWNER", "POST", "/api/positions", { name: "Invalidate everything" });
    for (const url of [
      "/api/stores",
      "/api/employees",
      `/api/staffing-templates/${ctx.a.fixtures.storeId}/MONDAY`,
    ]) {
      const miss = await call("OWNER", "GET", url);
      const hit = await call("OWNER", "GET", url);
      expect(hit.statusCode).toBe(miss.statusCode);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      const headers = (res: typeof hit) => {
        const { date: _date, ...rest } = res.headers;
        return rest;
      };
      expect(headers(hit)).toEqual(headers(miss));
      expect(hit.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
  });

  it("does not store a read that raced a write (concurrent requests)", async () => {
    for (let i = 0; i < 5; i++) {
      const name = `Raced ${i}`;
      const [, created] = await Promise.all([
        call("OWNER", "GET", "/api/stores"),
        call("OWNER", "POST", "/api/stores", { name }),
        call("OWNER", "GET", "/api/stores"),
      ]);
      expect(created.statusCode).toBe(201);
      expect(await names("/api/stores")).toContain(name);
    }
  });
});

describe("ReadCache", () => {
  it("does not store a read that started before an invalidation", () => {
    const cache = new ReadCache();
    const token = cache.token();
    cache.invalidate(1);
    expect(cache.set(1, "/api/stores", "[]", token)).toBe(false);
    expect(cache.get(1, "/api/stores")).toBeUndefined();
    // Another tenant's write does not stop tenant 2 from storing.
    expect(cache.set(2, "/api/stores", "[2]", token)).toBe(true);
    expect(cache.get(2, "/api/stores")?.text).toBe("[2]");
  });

  it("stores nothing for a tenant while one of its writes is in flight, nor what was read before its end", () => {
    const cache = new ReadCache();
    cache.beginWrite(1);
    // A read that starts and ends during the write (it may have read before the commit).
    const during = cache.token();
    expect(cache.set(1, "/api/stores", "old", during)).toBe(false);
    cache.endWrite(1, true);
    expect(cache.set(1, "/api/stores", "old", during)).toBe(false);
    expect(cache.get(1, "/api/stores")).toBeUndefined();
    expect(cache.set(1, "/api/stores", "new", cache.token())).toBe(true);
    expect(cache.get(1, "/api/stores")?.text).toBe("new");
  });

  it("a write that changed nothing (a 4xx) keeps the tenant's entries", () => {
    const cache = new ReadCache();
    expect(cache.set(1, "/a", "1", cache.token())).toBe(true);
    const token = cache.token();
    cache.beginWrite(1);
    expect(cache.get(1, "/a")?.text).toBe("1");
    cache.endWrite(1, false);
    expect(cache.get(1, "/a")?.text).toBe("1");
    expect(cache.set(1, "/b", "2", token)).toBe(true);
  });

  it("drops an entry past its maximum age", () => {
    const cache = new ReadCache(true, 10, 10, 1000, 60_000);
    expect(cache.set(1, "/a", "[1]", cache.token(), 1_000)).toBe(true);
    expect(cache.get(1, "/a", 60_999)?.text).toBe("[1]");
    expect(cache.get(1, "/a", 61_000)).toBeUndefined();
    expect(cache.chars).toBe(0);
    expect(cache.get(1, "/a", 1_000)).toBeUndefined();
  });

  it("keeps at most N entries per tenant and M tenants, least recently used out first", () => {
    const cache = new ReadCache(true, 2, 2);
    const t = cache.token();
    cache.set(1, "/a", "a", t);
    cache.set(1, "/b", "b", t);
    cache.get(1, "/a");
    cache.set(1, "/c", "c", t);
    expect(cache.get(1, "/b")).toBeUndefined();
    expect(cache.get(1, "/a")?.text).toBe("a");
    expect(cache.get(1, "/c")?.text).toBe("c");
    cache.set(2, "/a", "2", t);
    cache.get(1, "/a");
    cache.set(3, "/a", "3", t);
    expect(cache.get(2, "/a")).toBeUndefined();
    expect(cache.get(1, "/a")?.text).toBe("a");
    expect(cache.size).toBe(3);
    expect(cache.chars).toBe(3);
  });

  it("keeps at most N characters of bodies, least recently used tenant out first, and counts them exactly", () => {
    const cache = new ReadCache(true, 10, 10, 10);
    const t = cache.token();
    cache.set(1, "/a", "1111", t);
    cache.set(2, "/a", "2222", t);
    cache.set(1, "/b", "11", t);
    expect(cache.chars).toBe(10);
    cache.set(3, "/a", "33", t);
    // Tenant 2 was used least recently: out.
    expect(cache.get(2, "/a")).toBeUndefined();
    expect(cache.get(1, "/a")?.text).toBe("1111");
    expect(cache.chars).toBe(8);
    cache.set(1, "/a", "1", t);
    expect(cache.chars).toBe(5);
    expect(cache.set(4, "/big", "x".repeat(11), t)).toBe(false);
    cache.invalidate(1);
    expect(cache.chars).toBe(2);
    cache.invalidate(undefined);
    expect(cache.chars).toBe(0);
    expect(cache.size).toBe(0);
  });
});
