import { and, eq, sql } from "drizzle-orm";
import type { Shift } from "../../domain/schemas/schedules";
import type { Db } from "../db/client";
import { shifts } from "../db/schema/schedules";
import { AppError, notFound } from "../errors";
import { toShift, type ShiftRow } from "./shift-rows";
import type { WeekContext } from "./week";
import { loadWeek } from "./week";
import { refreshSchedule, violationsByShift } from "./review";
import { assertEditable, lockSchedule } from "./service";
import type { WeekInputsCache } from "./week-inputs";

export type LockedSchedule = Awaited<ReturnType<typeof lockSchedule>>;

/**
 * One shift change (create, update, delete) of a schedule. `apply` checks it against the week as it is now
 * (locked), writes its row and updates `week.shifts`; it refuses with an AppError before writing anything.
 * It answers the shift as saved, or null (a delete).
 */
export interface ShiftEdit {
  /** The schedule's version the client last saw (If-Match): 409 if the week has moved on since. */
  expectedVersion?: number | undefined;
  apply(
    tx: Db,
    week: WeekContext,
    schedule: LockedSchedule,
    updates: ShiftUpdates,
  ): Promise<ShiftRow | DeferredUpdate | null>;
}

/** A shift changed in `week.shifts`, saved with the batch's other changes of existing shifts. */
export interface DeferredUpdate {
  deferred: ShiftRow;
  /** Whether the shift keeps the engine's explanation (nobody moved it in this batch so far). */
  keepsExplanation: boolean;
}

/** The changes of existing shifts a batch saves at its end, in one statement, each shift as last left. */
export class ShiftUpdates {
  readonly #rows = new Map<number, { row: ShiftRow; clear: boolean }>();

  /** `clearExplanation`: a person moved the shift, so the engine's explanation no longer holds. */
  add(row: ShiftRow, clearExplanation: boolean): DeferredUpdate {
    const clear = clearExplanation || (this.#rows.get(row.id)?.clear ?? false);
    this.#rows.set(row.id, { row, clear });
    return { deferred: row, keepsExplanation: !clear };
  }

  /** The shift is deleted in this batch: nothing left to update. */
  drop(id: number): void {
    this.#rows.delete(id);
  }

  /**
   * Writes them; answers each shift's explanation as it was before (`o`, the row before this statement).
   * The rows travel as one JSON parameter, typed by jsonb_to_recordset.
   */
  async save(tx: Db, tenantId: number): Promise<Map<number, ShiftRow["explanation"]>> {
    if (this.#rows.size === 0) return new Map();
    const values = [...this.#rows.values()].map(({ row, clear }) => ({
      id: row.id,
      position_id: row.positionId,
      user_id: row.userId,
      date: row.date,
      start_time: row.startTime,
      end_time: row.endTime,
      breaks: row.breaks,
      is_locked: row.isLocked,
      source: row.source,
      clear,
    }));
    // Both drivers (pg, PGlite) answer `rows`.
    const result = (await tx.execute(sql`
      update ${shifts} as s set
        position_id = v.position_id, user_id = v.user_id, date = v.date, start_time = v.start_time,
        end_time = v.end_time, breaks = v.breaks, is_locked = v.is_locked,
        source = v.source::shift_source,
        explanation = case when v.clear then null else s.explanation end
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
        id integer, position_id integer, user_id integer, date date, start_time text, end_time text,
        breaks jsonb, is_locked boolean, source text, clear boolean),
        ${shifts} as o
      where s.id = v.id and o.id = v.id and s.tenant_id = ${tenantId}
      returning s.id, o.explanation`)) as { rows: { id: number; explanation: ShiftRow["explanation"] }[] };
    if (result.rows.length !== this.#rows.size) throw new Error("a batch's shift update missed a shift");
    return new Map(result.rows.map((r) => [r.id, r.explanation]));
  }
}

/** A saved edit: the shift as saved (null for a delete) and the schedule's version right after it. */
export interface EditResult {
  shift: Shift | null;
  version: number;
}

/** The schedule a batch of edits changes, and where the week's inputs are kept between batches. */
interface EditTarget {
  tenantId: number;
  scheduleId: number;
  inputs?: WeekInputsCache | null | undefined;
}

interface Pending {
  edit: ShiftEdit;
  resolve(result: EditResult): void;
  reject(error: unknown): void;
}

/** At most this many edits share one transaction. */
export const MAX_BATCH = 64;

/**
 * Shift edits of one schedule are applied in batches (group commit). An edit locks its schedule, reads the
 * week, reviews it with the engine's checker and writes the warnings: about 15-25 ms, nearly all of it the
 * same whatever the edit. Edits arriving while a batch runs wait for the next, which applies them one after
 * the other in one transaction, as if each had come alone (each checks `If-Match` against the version the
 * edit before it left, each bumps the version), then reviews the week and writes its warnings once. Every
 * edit's answer carries the violations of the week as the batch left it.
 *
 * An edit refused (4xx) is refused alone; any other error fails the batch, whose edits are then retried one
 * by one so that only the edit at fault fails. Edits through other instances wait on the schedule's row
 * lock as before.
 */
export function submitShiftEdit(db: Db, target: EditTarget, edit: ShiftEdit): Promise<EditResult> {
  const key = `${target.tenantId}:${target.scheduleId}`;
  let queues = queuesOf.get(db);
  if (!queues) {
    queues = new Map();
    queuesOf.set(db, queues);
  }
  let queue = queues.get(key);
  if (!queue) {
    queue = { waiting: [], busy: false };
    queues.set(key, queue);
  }
  const promise = new Promise<EditResult>((resolve, reject) => queue.waiting.push({ edit, resolve, reject }));
  if (!queue.busy) {
    queue.busy = true;
    // One turn of the event loop first, so that requests read in the same turn share the batch.
    setImmediate(() => void drain(db, target, key, queues));
  }
  return promise;
}

interface Queue {
  waiting: Pending[];
  busy: boolean;
}

const queuesOf = new WeakMap<Db, Map<string, Queue>>();

export const shiftById = (tenantId: number, id: number) =>
  and(eq(shifts.id, id), eq(shifts.tenantId, tenantId));

/** Shift → schedule ids known per database and tenant (least recently added out first). */
const schedulesOfShifts = new WeakMap<Db, Map<string, number>>();
/** About 100 weeks of 500 shifts: a few MB. */
const MAX_KNOWN_SHIFTS = 50_000;

function rememberSchedule(db: Db, tenantId: number, shiftIds: readonly number[], scheduleId: number) {
  let known = schedulesOfShifts.get(db);
  if (!known) {
    known = new Map();
    schedulesOfShifts.set(db, known);
  }
  for (const id of shiftIds) {
    known.set(`${tenantId}:${id}`, scheduleId);
    if (known.size > MAX_KNOWN_SHIFTS) known.delete(known.keys().next().value ?? "");
  }
}

/**
 * The schedule a shift belongs to; 404 for another organization's. A shift never moves to another
 * schedule, so once known this needs no query: on PGlite, whose one connection a running batch holds,
 * a query here would wait for that batch and make the edit miss the next one too. A shift deleted since
 * is refused by its edit (`shiftOfWeek`).
 */
export async function scheduleOfShift(db: Db, tenantId: number, shiftId: number): Promise<number> {
  const known = schedulesOfShifts.get(db)?.get(`${tenantId}:${shiftId}`);
  if (known !== undefined) return known;
  const [current] = await db
    .select({ scheduleId: shifts.scheduleId })
    .from(shifts)
    .where(shiftById(tenantId, shiftId));
  if (!current) throw notFound("Shift");
  rememberSchedule(db, tenantId, [shiftId], current.scheduleId);
  return current.scheduleId;
}

async function drain(db: Db, target: EditTarget, key: string, queues: Map<string, Queue>) {
  const queue = queues.get(key);
  if (!queue) return;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    try {
      await applyBatch(db, target, batch);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else {
        for (const pending of batch) {
          await applyBatch(db, target, [pending]).catch(pending.reject);
        }
      }
    }
  }
  queue.busy = false;
  queues.delete(key);
}

/** Applies the edits in order in one transaction; settles each edit once it has committed. */
async function applyBatch(db: Db, target: EditTarget, batch: Pending[]) {
  const { tenantId, scheduleId } = target;
  const inputs = target.inputs ?? null;
  const token = inputs?.token();
  const outcomes = await db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, tenantId, scheduleId);
    const week = await loadWeek(tx, tenantId, scheduleId, { schedule, inputs, version: schedule.version });
    if (!week) throw notFound("Schedule");
    let version = schedule.version;
    const updates = new ShiftUpdates();
    const outcomes: Array<
      | { pending: Pending; row: ShiftRow | DeferredUpdate | null; version: number }
      | { pending: Pending; error: AppError }
    > = [];
    for (const pending of batch) {
      try {
        assertEditable(schedule, pending.edit.expectedVersion, version);
        const row = await pending.edit.apply(tx, week, schedule, updates);
        version += 1;
        outcomes.push({ pending, row, version });
      } catch (error) {
        // A refusal wrote nothing (apply checks before it writes): the other edits go on.
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ pending, error });
      }
    }
    rememberSchedule(
      db,
      tenantId,
      week.shifts.map((shift) => shift.id),
      scheduleId,
    );
    const explanations = await updates.save(tx, tenantId);
    if (version === schedule.version) return { outcomes, explanations, violations: new Map(), week, version };
    const review = await refreshSchedule(tx, tenantId, scheduleId, {
      week,
      metrics: schedule.metrics,
      version,
    });
    const violations = violationsByShift(review?.warnings ?? []);
    return { outcomes, explanations, violations, week, version };
  });
  // Committed: the next batch here starts from these shifts if the schedule is still at this version.
  if (token !== undefined)
    inputs?.setShifts(tenantId, scheduleId, outcomes.version, outcomes.week.shifts, token);
  for (const outcome of outcomes.outcomes) {
    if ("error" in outcome) outcome.pending.reject(outcome.error);
    else {
      const row =
        outcome.row && "deferred" in outcome.row
          ? {
              ...outcome.row.deferred,
              explanation: outcome.row.keepsExplanation
                ? (outcomes.explanations.get(outcome.row.deferred.id) ?? null)
                : null,
            }
          : outcome.row;
      outcome.pending.resolve({
        shift: row && toShift(row, scheduleId, outcomes.violations.get(row.id) ?? []),
        version: outcome.version,
      });
    }
  }
}
