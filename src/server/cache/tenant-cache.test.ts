import { describe, expect, it } from "vitest";
import { TenantCache } from "./tenant-cache";

const keysOf = (cache: TenantCache<string, string>, keys: string[]) =>
  keys.filter((k) => cache.get(k, 0) !== undefined);

describe("TenantCache", () => {
  it("drops one tenant's entries, or everyone's, and counts what it holds", () => {
    const cache = new TenantCache<string, string>(true, { sizeOf: (v) => v.length });
    const t = cache.token();
    cache.set(1, "1/a", "aa", t);
    cache.set(1, "1/b", "bbb", t);
    cache.set(2, "2/a", "c", t);
    expect([cache.size, cache.totalSize]).toEqual([3, 6]);
    cache.invalidate(1);
    expect(keysOf(cache, ["1/a", "1/b", "2/a"])).toEqual(["2/a"]);
    expect([cache.size, cache.totalSize]).toEqual([1, 1]);
    cache.invalidate(undefined);
    expect([cache.size, cache.totalSize]).toEqual([0, 0]);
  });

  it("does not store a read that raced an invalidation of its tenant, nor anything while not live", () => {
    const cache = new TenantCache<string, string>();
    const before = cache.token();
    cache.invalidate(1);
    expect(cache.set(1, "a", "x", before)).toBe(false);
    expect(cache.set(2, "b", "y", before)).toBe(true);
    cache.setLive(false);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.set(2, "b", "y", cache.token())).toBe(false);
    cache.setLive(true);
    expect(cache.set(2, "b", "y", before)).toBe(false);
    expect(cache.set(2, "b", "y", cache.token())).toBe(true);
  });

  it("stores nothing for a tenant while one of its writes is in flight, and keeps what it has", () => {
    const cache = new TenantCache<string, string>();
    cache.set(1, "a", "x", cache.token());
    cache.beginWrite(1);
    cache.beginWrite(1);
    expect(cache.set(1, "b", "y", cache.token())).toBe(false);
    expect(cache.set(2, "c", "z", cache.token())).toBe(true);
    cache.endWrite(1);
    expect(cache.set(1, "b", "y", cache.token())).toBe(false);
    cache.endWrite(1);
    expect(cache.set(1, "b", "y", cache.token())).toBe(true);
    expect(cache.get("a")).toBe("x");
  });

  it("ends an entry's life at its maximum age or its own expiry, whichever comes first", () => {
    const cache = new TenantCache<string, string>(true, { maxAgeMs: 1_000 });
    cache.set(1, "a", "x", cache.token(), { now: 0 });
    cache.set(1, "b", "y", cache.token(), { now: 0, expiresAt: 300 });
    expect([cache.get("a", 999), cache.get("b", 299)]).toEqual(["x", "y"]);
    expect([cache.get("a", 1_000), cache.get("b", 300)]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(0);
  });

  it("keeps at most N entries per tenant and M tenants, least recently used out first", () => {
    const cache = new TenantCache<string, string>(true, { maxPerTenant: 2, maxTenants: 2 });
    const t = cache.token();
    cache.set(1, "1/a", "", t);
    cache.set(1, "1/b", "", t);
    cache.get("1/a");
    cache.set(1, "1/c", "", t);
    expect(keysOf(cache, ["1/a", "1/b", "1/c"])).toEqual(["1/a", "1/c"]);
    cache.set(2, "2/a", "", t);
    cache.get("1/a");
    cache.set(3, "3/a", "", t);
    expect(keysOf(cache, ["1/a", "1/c", "2/a", "3/a"])).toEqual(["1/a", "1/c", "3/a"]);
    expect(cache.size).toBe(3);
    // Replacing an entry is not one more.
    cache.set(1, "1/a", "again", t);
    expect(cache.size).toBe(3);
    expect(keysOf(cache, ["1/a", "1/c"])).toEqual(["1/a", "1/c"]);
  });

  it("past a global bound, the least recently used tenant gives up its oldest entries first", () => {
    const cache = new TenantCache<string, string>(true, {
      maxEntries: 3,
      maxSize: 10,
      sizeOf: (v) => v.length,
    });
    const t = cache.token();
    cache.set(1, "1/a", "1", t);
    cache.set(2, "2/a", "22", t);
    cache.set(2, "2/b", "22", t);
    cache.get("1/a");
    cache.set(3, "3/a", "3", t);
    // Tenant 2 was used least recently: its oldest entry goes.
    expect(keysOf(cache, ["1/a", "2/a", "2/b", "3/a"])).toEqual(["1/a", "2/b", "3/a"]);
    // Both bounds passed at once: tenant 1 is now the least recently used (the line above read 1, 2, 3).
    cache.set(3, "3/b", "3333333", t);
    expect(keysOf(cache, ["1/a", "2/b", "3/a", "3/b"])).toEqual(["2/b", "3/a", "3/b"]);
    expect(cache.totalSize).toBe(10);
    // Out until it holds, the tenant just written to included.
    cache.set(3, "3/c", "333", t);
    expect(keysOf(cache, ["2/b", "3/a", "3/b", "3/c"])).toEqual(["3/b", "3/c"]);
    expect(cache.totalSize).toBe(10);
    expect(cache.set(4, "4/a", "x".repeat(11), t)).toBe(false);
    expect(cache.size).toBe(2);
  });

  it("moves a key stored again under another tenant", () => {
    const cache = new TenantCache<string, string>();
    cache.set(1, "k", "one", cache.token());
    cache.set(2, "k", "two", cache.token());
    cache.invalidate(1);
    expect(cache.get("k")).toBe("two");
    expect(cache.size).toBe(1);
    cache.delete("k");
    expect([cache.get("k"), cache.size]).toEqual([undefined, 0]);
  });
});
