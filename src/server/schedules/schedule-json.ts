import { and, eq, sql, type SQL } from "drizzle-orm";
import { can } from "../../domain/permissions";
import { ACTIVE_RUN_STATUSES, scheduleSchema } from "../../domain/schemas/schedules";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { scheduleRuns, schedules } from "../db/schema/schedules";
import { CachedJson } from "../plugins/cached-json";
import type { ReadCache } from "../plugins/read-cache";
import { readSchedule } from "./service";
import { SharedReads } from "./shared-reads";

/** One schedule: by id, or by its store and week. */
export type ScheduleKey = { id: number } | { storeId: number; weekStart: string };

const ACTIVE = sql.join(
  ACTIVE_RUN_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

type Stamp = { id: number; stamp: string } | undefined;

/**
 * What the database says of a schedule's answer, in one small query: its id, and a stamp that changes
 * whenever the answer may: the schedule's `version` (every change of it or its shifts bumps it) and its
 * active run's state (progress moves without a version bump).
 */
async function stampOf(db: Db, tenantId: number, key: ScheduleKey): Promise<Stamp> {
  const where: SQL | undefined =
    "id" in key
      ? and(eq(schedules.tenantId, tenantId), eq(schedules.id, key.id))
      : and(
          eq(schedules.tenantId, tenantId),
          eq(schedules.storeId, key.storeId),
          eq(schedules.weekStartDate, key.weekStart),
        );
  const [row] = await db
    .select({
      id: schedules.id,
      version: schedules.version,
      run: sql<string | null>`(
        select ${scheduleRuns.id} || ':' || ${scheduleRuns.status} || ':' || ${scheduleRuns.progress}
        from ${scheduleRuns}
        where ${scheduleRuns.scheduleId} = ${schedules.id} and ${scheduleRuns.status} in (${ACTIVE})
        order by ${scheduleRuns.id} desc limit 1)`,
    })
    .from(schedules)
    .where(where);
  return row ? { id: row.id, stamp: `${row.version}/${row.run ?? ""}` } : undefined;
}

/** Per database: the stamp reads and the JSON builds that concurrent readers of a schedule share. */
const sharedOf = new WeakMap<Db, { stamps: SharedReads<Stamp>; builds: SharedReads<CachedJson | null> }>();

function sharedFor(db: Db) {
  let shared = sharedOf.get(db);
  if (!shared) {
    shared = { stamps: new SharedReads(), builds: new SharedReads() };
    sharedOf.set(db, shared);
  }
  return shared;
}

/**
 * A schedule as its caller may see it (`readSchedule`), as the JSON text the route sends, or null when
 * there is none for them. A 60-person week is about 300 KB of JSON (the engine's explanations make most of
 * it); building it takes tens of ms, so the text is kept in the read cache per view (editors, everyone
 * else) and answered again while the schedule's stamp is unchanged (docs/decisions/040-read-cache.md).
 * The stamp is checked on every read, so an edit through another instance shows at once; a change that
 * does not bump the version (a person deleted, cascading to their shifts) drops the entry through the
 * tenant's change notification like every cached list.
 */
export async function readScheduleJson(
  db: Db,
  cache: ReadCache | null,
  caller: CurrentUser,
  key: ScheduleKey,
): Promise<CachedJson | null> {
  const { tenantId } = caller;
  const token = cache?.token();
  const shared = sharedFor(db);
  const keyText = "id" in key ? `${tenantId}:${key.id}` : `${tenantId}:${key.storeId}:${key.weekStart}`;
  const found = await shared.stamps.next(keyText, () => stampOf(db, tenantId, key));
  if (!found) return null;
  const entryKey = `schedule:${found.id}:${can(caller, "editSchedule") ? "edit" : "published"}`;
  const hit = cache?.get(tenantId, entryKey, Date.now(), found.stamp);
  if (hit !== undefined) return hit;
  // Readers that found the same stamp share one build (after an edit, fifty readers miss at once).
  return shared.builds.current(`${tenantId}:${entryKey}:${found.stamp}`, async () => {
    const schedule = await readSchedule(db, caller, found.id);
    if (!schedule) return null;
    // What the route's response schema would send (unknown keys dropped), once per version.
    const body = new CachedJson(JSON.stringify(scheduleSchema.parse(schedule)));
    if (cache && token !== undefined) cache.set(tenantId, entryKey, body, token, Date.now(), found.stamp);
    return body;
  });
}
