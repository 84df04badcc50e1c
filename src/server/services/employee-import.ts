import { eq, inArray, sql } from "drizzle-orm";
import type { ImportResult } from "../../domain/schemas/employees";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { employeePositions } from "../db/schema/employee-positions";
import { employeeStores } from "../db/schema/employee-stores";
import { positions } from "../db/schema/positions";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { AppError } from "../errors";
import {
  AMBIGUOUS,
  checkImportLines,
  readImportCsv,
  type CheckedRow,
  type ImportLine,
  type ImportPerson,
} from "../team/import-csv";
import { USERNAME_TAKEN, withUniqueAs } from "./unique";

/**
 * Team import (docs/api.md, First day): all or nothing. The people made have no password (an empty hash
 * matches nothing at sign-in) until someone invites them, so no argon2 runs here however long the file.
 */

/** 200: a dry run, or everyone created; 400 with the same body when any row is bad. */
export type ImportOutcome = { status: 200 | 400; body: ImportResult & { message?: string } };

/** Lower-cased name → id; a name shared by two rows maps to AMBIGUOUS. */
function idsByName(rows: readonly { id: number; name: string }[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const { id, name } of rows) {
    const key = name.trim().toLowerCase();
    ids.set(key, ids.has(key) ? AMBIGUOUS : id);
  }
  return ids;
}

async function takenUsernames(db: Db, lines: readonly ImportLine[]): Promise<Set<string>> {
  const wanted = [...new Set(lines.map((l) => l.cells.Username.toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Set();
  const lower = sql<string>`lower(${users.username})`;
  const rows = await db.select({ username: lower }).from(users).where(inArray(lower, wanted));
  return new Set(rows.map((r) => r.username));
}

async function checkRows(db: Db, actor: CurrentUser, lines: readonly ImportLine[]) {
  const [positionRows, storeRows, taken] = await Promise.all([
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.tenantId, actor.tenantId)),
    db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.tenantId, actor.tenantId)),
    takenUsernames(db, lines),
  ]);
  return checkImportLines(lines, {
    actorRole: actor.globalRole,
    positionIds: idsByName(positionRows),
    storeIds: idsByName(storeRows),
    takenUsernames: taken,
  });
}

async function createPeople(db: Db, tenantId: number, people: readonly ImportPerson[]): Promise<void> {
  await withUniqueAs(USERNAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const created = await tx
        .insert(users)
        .values(
          people.map(({ positionIds: _p, storeIds: _s, ...person }) => ({
            ...person,
            tenantId,
            passwordHash: "",
          })),
        )
        .returning({ id: users.id, username: users.username });
      const idOf = new Map(created.map((u) => [u.username.toLowerCase(), u.id]));
      const userIdOf = (person: ImportPerson) => {
        const id = idOf.get(person.username.toLowerCase());
        if (id === undefined) throw new Error(`import: no id returned for ${person.username}`);
        return id;
      };
      const qualified = people.flatMap((p) =>
        p.positionIds.map((positionId) => ({ tenantId, userId: userIdOf(p), positionId })),
      );
      const placed = people.flatMap((p) =>
        p.storeIds.map((storeId) => ({ tenantId, userId: userIdOf(p), storeId })),
      );
      if (qualified.length) await tx.insert(employeePositions).values(qualified);
      if (placed.length) await tx.insert(employeeStores).values(placed);
    }),
  );
}

/** A note on what the file held but the import does not keep: columns it does not know. */
function noteOf(ignoredColumns: readonly string[]): string | undefined {
  return ignoredColumns.length ? `Ignored columns: ${ignoredColumns.join(", ")}` : undefined;
}

function summaryOf(rows: readonly CheckedRow[], note: string | undefined): string {
  const bad = rows.filter((r) => !r.ok).length;
  const verdict = `${bad} of ${rows.length} ${rows.length === 1 ? "row has" : "rows have"} errors; nothing was imported`;
  return note ? `${verdict}. ${note}` : verdict;
}

export async function importEmployees(
  db: Db,
  actor: CurrentUser,
  input: { text: string; dryRun: boolean },
): Promise<ImportOutcome> {
  const file = readImportCsv(input.text);
  if ("fatal" in file) throw new AppError("BAD_REQUEST", file.fatal);
  const checked = await checkRows(db, actor, file.lines);
  const note = noteOf(file.ignoredColumns);
  const rows = checked.map(({ person: _person, ...row }) => row);
  if (checked.some((r) => !r.ok)) {
    return { status: 400, body: { message: summaryOf(checked, note), created: 0, rows } };
  }
  if (!input.dryRun) {
    await createPeople(
      db,
      actor.tenantId,
      checked.flatMap((r) => (r.person ? [r.person] : [])),
    );
  }
  const created = input.dryRun ? 0 : rows.length;
  return { status: 200, body: { ...(note ? { message: note } : {}), created, rows } };
}
