import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { fileNamePart } from "../../domain/file-name";
import type { PublishedShift, ScheduleChange } from "../../domain/schemas/schedules";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { fairWorkweekRecords } from "../db/schema/fair-workweek";
import { organizations } from "../db/schema/organizations";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { FORMULA } from "../csv";
import { notFound } from "../errors";
import type { NoticeRow } from "./publish";

/**
 * The Fair Workweek records (docs/product.md, Fair Workweek): every posted version, change, premium and
 * consent, kept for years. Written in the transaction that publishes or answers.
 */

export interface RecordedWeek {
  storeId: number;
  storeName: string;
  weekStartDate: string;
  pack: { id: string };
}

/** Names of these people, for rows that outlive them. */
async function namesOf(db: Db, tenantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}

const byName = (by: CurrentUser | undefined) => (by ? displayName(by) : "Brigade");

/** A publish: one POSTED row with the posted week, and one row per change published, with its premium. */
export async function recordPublish(
  tx: Db,
  input: {
    tenantId: number;
    scheduleId: number;
    week: Pick<NoticeRow, "storeId" | "storeName" | "weekStartDate" | "pack">;
    version: number;
    by: CurrentUser | undefined;
    snapshot: PublishedShift[];
    changes: ScheduleChange[];
  },
): Promise<void> {
  const { tenantId, scheduleId, week, version, by, changes } = input;
  const names = await namesOf(
    tx,
    tenantId,
    changes.map((c) => c.userId ?? c.before?.userId).filter((id): id is number => id != null),
  );
  const common = {
    tenantId,
    storeId: week.storeId,
    storeName: week.storeName,
    scheduleId,
    weekStartDate: week.weekStartDate,
    version,
    recordedBy: by?.id ?? null,
    recordedByName: byName(by),
    pack: week.pack.id,
  };
  await tx.insert(fairWorkweekRecords).values([
    { ...common, kind: "POSTED", after: input.snapshot },
    ...changes.map((c) => {
      const userId = c.userId ?? c.before?.userId ?? null;
      return {
        ...common,
        kind: c.kind,
        userId,
        personName: userId === null ? null : (names.get(userId) ?? null),
        before: c.before,
        after: c.after,
        lateChange: c.lateChange,
        noticeHours: c.noticeHours,
        premium: c.premium,
        premiumNote: c.premiumNote,
      };
    }),
  ]);
}

/** A consent answered: the change it publishes (accepted, with its premium) or not (declined). */
export async function recordConsent(
  tx: Db,
  input: {
    tenantId: number;
    scheduleId: number;
    week: RecordedWeek;
    version: number;
    by: CurrentUser;
    accepted: boolean;
    before: PublishedShift | null;
    after: PublishedShift;
    premium: number;
  },
): Promise<void> {
  const { tenantId, week, by } = input;
  await tx.insert(fairWorkweekRecords).values({
    tenantId,
    storeId: week.storeId,
    storeName: week.storeName,
    scheduleId: input.scheduleId,
    weekStartDate: week.weekStartDate,
    version: input.version,
    recordedBy: by.id,
    recordedByName: displayName(by),
    kind: input.accepted ? "CONSENT_ACCEPTED" : "CONSENT_DECLINED",
    userId: by.id,
    personName: displayName(by),
    before: input.before,
    after: input.after,
    lateChange: true,
    premium: input.accepted ? input.premium : 0,
    premiumNote: input.accepted ? null : "declined: not published",
    pack: week.pack.id,
  });
}

/** Premiums owed for this week by what has been published so far. */
export async function premiumsPaidToDate(db: Db, tenantId: number, scheduleId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${fairWorkweekRecords.premium})` })
    .from(fairWorkweekRecords)
    .where(and(eq(fairWorkweekRecords.tenantId, tenantId), eq(fairWorkweekRecords.scheduleId, scheduleId)));
  return Math.round(Number(row?.total ?? 0) * 100) / 100;
}

const shiftText = (s: PublishedShift | null) =>
  s ? `${s.date} ${s.startTime}-${s.endTime} (position ${s.positionId})` : "";

/** The records of one store whose week starts in [from, to], as CSV (oldest first). */
export async function exportRecordsCsv(
  db: Db,
  tenantId: number,
  query: { storeId: number; from: string; to: string },
): Promise<{ csv: string; fileName: string }> {
  const [store] = await db
    .select({ name: stores.name, currency: organizations.currency })
    .from(stores)
    .innerJoin(organizations, eq(organizations.id, stores.tenantId))
    .where(and(eq(stores.id, query.storeId), eq(stores.tenantId, tenantId)));
  if (!store) throw notFound("Store");
  const r = fairWorkweekRecords;
  const rows = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.storeId, query.storeId),
        gte(r.weekStartDate, query.from),
        lte(r.weekStartDate, query.to),
      ),
    )
    .orderBy(asc(r.recordedAt), asc(r.id));
  const header = [
    "Recorded at",
    "Store",
    "Week",
    "Version",
    "Record",
    "Employee",
    "Before",
    "After",
    "Late change",
    "Notice (hours)",
    `Premium (${store.currency})`,
    "Premium note",
    "Recorded by",
    "Rule pack",
  ];
  const body = rows.map((row) => [
    row.recordedAt.toISOString(),
    row.storeName,
    row.weekStartDate,
    row.version,
    row.kind,
    row.personName ?? "",
    shiftText(row.before),
    Array.isArray(row.after) ? `${row.after.length} shifts posted` : shiftText(row.after),
    row.lateChange ? "yes" : "no",
    row.noticeHours === null ? "" : row.noticeHours.toFixed(1),
    row.premium.toFixed(2),
    row.premiumNote ?? "",
    row.recordedByName,
    row.pack,
  ]);
  // A name a spreadsheet would run as a formula is quoted with a leading apostrophe (CSV injection).
  const safe = (cell: string | number) =>
    typeof cell === "string" && FORMULA.test(cell) ? `'${cell}` : cell;
  return {
    csv: stringify([header, ...body.map((cells) => cells.map(safe))]),
    fileName: `${fileNamePart(store.name, "store")}-fair-workweek-${query.from}-${query.to}.csv`,
  };
}
