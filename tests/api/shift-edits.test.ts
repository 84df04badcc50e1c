import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schedule, Shift } from "../../src/domain/schemas/schedules";
import { schedules, shifts } from "../../src/server/db/schema/schedules";
import { users } from "../../src/server/db/schema/users";
import { scheduleOfShift, submitShiftEdit } from "../../src/server/schedules/shift-edits";
import { updateShift } from "../../src/server/schedules/shifts";
import { setup, type TestContext } from "./helper";

// Shift edits of one schedule that arrive together are applied in one transaction, one after the other
// (src/server/schedules/shift-edits.ts). Each must come out as if it had come alone.

let ctx: TestContext;
let schedule: Schedule;
let ids: number[];

const versionOf = async () =>
  (
    await ctx.db
      .select({ version: schedules.version })
      .from(schedules)
      .where(and(eq(schedules.id, schedule.id), eq(schedules.tenantId, ctx.a.id)))
  )[0]?.version;

const patch = (id: number, body: object, ifMatch?: number) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/shifts/${id}`,
    headers: {
      cookie: ctx.cookie("MANAGER"),
      ...(ifMatch === undefined ? {} : { "if-match": `${ifMatch}` }),
    },
    payload: body,
  });

beforeAll(async () => {
  ctx = await setup();
  const created = await ctx.call("MANAGER", "POST", "/api/schedules", {
    storeId: ctx.a.fixtures.storeId,
    weekStartDate: "2027-05-03",
  });
  expect(created.statusCode).toBe(201);
  schedule = created.json() as Schedule;
  ids = [];
  for (let day = 0; day < 7; day++) {
    const added = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/shifts`, {
      positionId: ctx.a.fixtures.positionId,
      userId: null,
      date: `2027-05-${String(3 + day).padStart(2, "0")}`,
      startTime: "10:00",
      endTime: "14:00",
    });
    expect(added.statusCode).toBe(201);
    ids.push((added.json() as Shift).id);
  }
}, 120_000);
afterAll(() => ctx.close());

/** 14:15, 14:30, … on the 15-minute grid. */
const endAt = (i: number) => {
  const minutes = 14 * 60 + 15 * (i + 1);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

describe("shift edits arriving together", () => {
  it("each saved, each with its own version, the week bumped once per edit", async () => {
    const before = await versionOf();
    const answers = await Promise.all(ids.map((id, i) => patch(id, { endTime: endAt(i) })));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const versions = answers.map((a) => Number(a.headers["x-schedule-version"])).sort((x, y) => x - y);
    expect(versions).toEqual(ids.map((_, i) => before! + 1 + i));
    expect(await versionOf()).toBe(before! + ids.length);
    const week = (await ctx.call("MANAGER", "GET", `/api/schedules/${schedule.id}`)).json() as Schedule;
    expect(ids.map((id) => week.shifts.find((s) => s.id === id)?.endTime)).toEqual(
      ids.map((_, i) => endAt(i)),
    );
    // Every answer carries the week's warnings that name its shift (open shifts: UNDERSTAFFED is not theirs).
    for (const answer of answers) expect(Array.isArray((answer.json() as Shift).violations)).toBe(true);
  });

  it("If-Match: of edits made against the same version, one wins and the others get 409", async () => {
    const version = await versionOf();
    const answers = await Promise.all(ids.slice(0, 5).map((id) => patch(id, { isLocked: true }, version)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(await versionOf()).toBe(version! + 1);
  });

  it("refuses a bad edit alone; the others are saved", async () => {
    const before = await versionOf();
    const answers = await Promise.all([
      patch(ids[0]!, { startTime: "11:00" }),
      patch(ids[1]!, { startTime: "18:00", endTime: "12:00" }), // ends before it starts
      patch(ids[2]!, { positionId: ctx.b.fixtures.positionId }), // another organization's position
      patch(ids[3]!, { startTime: "11:15" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 400, 200]);
    expect(await versionOf()).toBe(before! + 2);
  });

  it("fails only the edit at fault when one breaks the transaction", async () => {
    const before = await versionOf();
    const [, ok, alsoOk] = ids;
    const edit = (id: number, endTime: string) => ({
      apply: async (tx: typeof ctx.db) => {
        await tx.update(shifts).set({ endTime }).where(eq(shifts.id, id));
        return null;
      },
    });
    const target = { tenantId: ctx.a.id, scheduleId: schedule.id };
    const results = await Promise.allSettled([
      submitShiftEdit(ctx.db, target, edit(ok!, "16:00")),
      submitShiftEdit(ctx.db, target, {
        apply: async () => {
          throw new Error("the database refused");
        },
      }),
      submitShiftEdit(ctx.db, target, edit(alsoOk!, "16:30")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await versionOf()).toBe(before! + 2);
    const ends = await ctx.db
      .select({ id: shifts.id, endTime: shifts.endTime })
      .from(shifts)
      .where(eq(shifts.scheduleId, schedule.id));
    expect(ends.find((s) => s.id === ok)?.endTime).toBe("16:00");
    expect(ends.find((s) => s.id === alsoOk)?.endTime).toBe("16:30");
  });

  it("keeps the engine's explanation through a lock, drops it once the shift is moved, edit by edit", async () => {
    const explanation = { summary: "Cheapest qualified", factors: ["cost"], alternatives: [] };
    const [engineShift] = await ctx.db
      .insert(shifts)
      .values({
        tenantId: ctx.a.id,
        scheduleId: schedule.id,
        positionId: ctx.a.fixtures.positionId,
        userId: null,
        date: "2027-05-04",
        startTime: "16:00",
        endTime: "20:00",
        source: "ENGINE",
        explanation,
      })
      .returning({ id: shifts.id });
    const id = engineShift!.id;
    // Both in one batch, in this order: the lock keeps the explanation, the move after it drops it. The
    // service is called directly, in the same turn, with the shift's schedule already known: two HTTP
    // requests in flight together have no order (on PostgreSQL each one's session and schedule lookups
    // answer on their own connection, and the move sometimes came first).
    const [manager] = await ctx.db.select().from(users).where(eq(users.id, ctx.a.users.MANAGER));
    if (!manager) throw new Error("no manager");
    expect(await scheduleOfShift(ctx.db, ctx.a.id, id)).toBe(schedule.id);
    const [locked, moved] = await Promise.all([
      updateShift(ctx.db, manager, { shiftId: id, patch: { isLocked: true } }),
      updateShift(ctx.db, manager, { shiftId: id, patch: { endTime: "21:00" } }),
    ]);
    expect(locked.shift).toMatchObject({ isLocked: true, source: "ENGINE", explanation });
    expect(moved.shift).toMatchObject({
      isLocked: true,
      endTime: "21:00",
      source: "MANUAL",
      explanation: null,
    });
    expect(moved.version).toBe(locked.version + 1);
    const [saved] = await ctx.db.select().from(shifts).where(eq(shifts.id, id));
    expect(saved).toMatchObject({ isLocked: true, endTime: "21:00", source: "MANUAL", explanation: null });
  });

  it("answers 404 for another organization's shift, whatever the batch", async () => {
    const answers = await Promise.all([
      patch(ids[0]!, { isLocked: false }),
      ctx.app.inject({
        method: "PATCH",
        url: `/api/shifts/${ids[1]}`,
        headers: { cookie: ctx.cookie("MANAGER", "b") },
        payload: { isLocked: false },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404]);
  });
});
