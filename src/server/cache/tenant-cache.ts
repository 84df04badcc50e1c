import { LRUCache } from "lru-cache";
import { ChangeClock } from "../db/change-clock";
import type { TenantChangeHandler } from "../db/tenant-changes";

/** Bounds of a `TenantCache`; each is optional (unbounded but for the others). */
export interface TenantCacheLimits<V> {
  /** Tenants with entries; a new tenant pushes the least recently used one out, whole. */
  maxTenants?: number;
  /** Entries of one tenant; a new one pushes that tenant's least recently used entry out. */
  maxPerTenant?: number;
  /** Entries of all tenants together. */
  maxEntries?: number;
  /** `sizeOf` of all entries together; a single value larger than this is not stored. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** An entry's longest life; `set` may shorten it further (`expiresAt`). */
  maxAgeMs?: number;
}

interface Entry<V> {
  value: V;
  /** When the entry stops being an answer (ms since the epoch). */
  until: number;
  size: number;
}

/** lru-cache wants integers; this stands for "no bound". */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * What every cache of the server (docs/decisions/040-read-cache.md) shares: entries grouped by tenant, so
 * that one tenant's change drops exactly its entries; a life per entry; bounds on tenants, entries and
 * size, least recently used out first (lru-cache does the ordering); and the rules that keep a read from
 * storing what is already out of date:
 *
 * - `token()` before a read, `set(…, token)` after it: nothing is stored if the tenant was invalidated in
 *   between (`ChangeClock`), nor while the change listener is down (`setLive(false)`);
 * - `beginWrite` / `endWrite` around a write of the tenant on this instance: nothing is stored for the
 *   tenant in between (the write may commit at any moment).
 *
 * Keys are unique across tenants (a key names one entry, whoever's it is), so a caller that only knows the
 * key (a session's token hash) can look it up; a caller whose keys repeat per tenant puts the tenant in the
 * key. When a global bound (`maxEntries`, `maxSize`) is passed, the least recently used tenant gives up its
 * least recently used entry, then the next, until it holds again: a tenant in use keeps its entries warm.
 */
export class TenantCache<K extends NonNullable<unknown>, V> implements TenantChangeHandler {
  readonly #clock: ChangeClock;
  /** tenant → its entries; both levels in least-recently-used order. */
  readonly #tenants: LRUCache<number, LRUCache<K, Entry<V>>>;
  readonly #tenantOf = new Map<K, number>();
  /** Writes in flight per tenant. */
  readonly #writing = new Map<number, number>();
  readonly #maxPerTenant: number;
  readonly #maxEntries: number;
  readonly #maxSize: number;
  readonly #maxAgeMs: number;
  readonly #sizeOf: (value: V) => number;
  #count = 0;
  #size = 0;

  constructor(live = true, limits: TenantCacheLimits<V> = {}) {
    this.#clock = new ChangeClock(live);
    this.#maxPerTenant = limits.maxPerTenant ?? UNBOUNDED;
    this.#maxEntries = limits.maxEntries ?? UNBOUNDED;
    this.#maxSize = limits.maxSize ?? UNBOUNDED;
    this.#maxAgeMs = limits.maxAgeMs ?? Infinity;
    this.#sizeOf = limits.sizeOf ?? (() => 0);
    // Counted through `maxSize` (each one 1) rather than `max`, which would allocate `max` slots up front.
    this.#tenants = new LRUCache({
      maxSize: limits.maxTenants ?? UNBOUNDED,
      sizeCalculation: () => 1,
      noDisposeOnSet: true,
      dispose: (entries) => {
        for (const [key, entry] of entries.entries()) this.#forget(key, entry);
      },
    });
  }

  /** Taken before a read, handed to `set` after it. */
  token(): number {
    return this.#clock.token();
  }

  /** The entry's value while it lives (it then counts as used most recently, and so does its tenant). */
  get(key: K, now = Date.now()): V | undefined {
    const tenantId = this.#tenantOf.get(key);
    if (tenantId === undefined) return undefined;
    const entries = this.#tenants.get(tenantId);
    const entry = entries?.get(key);
    if (entries === undefined || entry === undefined) return undefined;
    if (entry.until <= now) {
      this.#delete(tenantId, entries, key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores what a read found, unless the tenant was invalidated since `token` was taken, a write of the
   * tenant is in flight, or the value alone is over `maxSize`. Says whether it stored.
   */
  set(
    tenantId: number,
    key: K,
    value: V,
    token: number,
    { now = Date.now(), expiresAt = Infinity }: { now?: number; expiresAt?: number } = {},
  ): boolean {
    if (this.#clock.isStale(tenantId, token) || (this.#writing.get(tenantId) ?? 0) > 0) return false;
    const size = this.#sizeOf(value);
    if (size > this.#maxSize) return false;
    const owner = this.#tenantOf.get(key);
    if (owner !== undefined && owner !== tenantId) this.delete(key);
    let entries = this.#tenants.get(tenantId);
    if (entries === undefined) {
      entries = new LRUCache<K, Entry<V>>({
        maxSize: this.#maxPerTenant,
        sizeCalculation: () => 1,
        dispose: (entry, k) => this.#forget(k, entry),
      });
      this.#tenants.set(tenantId, entries);
    }
    // A replaced or evicted entry is forgotten by `dispose` as it goes.
    entries.set(key, { value, until: Math.min(now + this.#maxAgeMs, expiresAt), size });
    this.#tenantOf.set(key, tenantId);
    this.#count++;
    this.#size += size;
    while ((this.#count > this.#maxEntries || this.#size > this.#maxSize) && this.#evictOne());
    return true;
  }

  delete(key: K): void {
    const tenantId = this.#tenantOf.get(key);
    const entries = tenantId === undefined ? undefined : this.#tenants.peek(tenantId);
    if (tenantId !== undefined && entries) this.#delete(tenantId, entries, key);
  }

  /** Drops a tenant's entries (`undefined`: every tenant's); reads that started before store nothing. */
  invalidate(tenantId: number | undefined): void {
    this.#clock.invalidate(tenantId);
    if (tenantId === undefined) this.#tenants.clear();
    else this.#tenants.delete(tenantId);
  }

  /** The change listener is down (drop everything, store nothing) or back. */
  setLive(live: boolean): void {
    this.#clock.setLive(live);
    this.#tenants.clear();
  }

  /** A write of the tenant reaches its handler: nothing is stored for the tenant until `endWrite`. */
  beginWrite(tenantId: number): void {
    this.#writing.set(tenantId, (this.#writing.get(tenantId) ?? 0) + 1);
  }

  /** That write has been answered (whether to drop the tenant's entries is the caller's call). */
  endWrite(tenantId: number): void {
    const n = (this.#writing.get(tenantId) ?? 1) - 1;
    if (n > 0) this.#writing.set(tenantId, n);
    else this.#writing.delete(tenantId);
  }

  /** Entries held. */
  get size(): number {
    return this.#count;
  }

  /** `sizeOf` of every entry held, together. */
  get totalSize(): number {
    return this.#size;
  }

  #delete(tenantId: number, entries: LRUCache<K, Entry<V>>, key: K): void {
    entries.delete(key);
    if (entries.size === 0) this.#tenants.delete(tenantId);
  }

  /** Drops the least recently used tenant's least recently used entry; false when there is none. */
  #evictOne(): boolean {
    const oldest = this.#tenants.rkeys().next();
    if (oldest.done) return false;
    const entries = this.#tenants.peek(oldest.value);
    entries?.pop();
    if (!entries || entries.size === 0) this.#tenants.delete(oldest.value);
    return true;
  }

  #forget(key: K, entry: Entry<V>): void {
    this.#tenantOf.delete(key);
    this.#count--;
    this.#size -= entry.size;
  }
}
