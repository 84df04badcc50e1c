import { and, eq, inArray } from "drizzle-orm";
import { premiumWords } from "../../domain/fair-workweek/describe";
import { RULE_PACKS, noticeDaysOf, packOf, type RulePack } from "../../domain/fair-workweek/packs";
import {
  noticeHours,
  priceChange,
  priceClopening,
  roundCents,
  shiftStart,
  type ChangeEffect,
  type PricedChange,
} from "../../domain/fair-workweek/premium";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import type { PublishedShift, ScheduleChange, ShiftChange } from "../../domain/schemas/schedules";
import { formatMoney } from "../../domain/money";
import { addDays, endsNextDay, workedMinutes } from "../../domain/time";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { users } from "../db/schema/users";

/**
 * Fair Workweek premiums of a week's changes (docs/product.md, Fair Workweek): each change after posting
 * priced under the store profile's rule pack, the person's wage and the notice it gives now.
 */

export interface StorePack {
  pack: RulePack;
  /** The late-change notice in days (the pack's posting notice, or the profile's own). */
  noticeDays: number;
}

/** The pack a store's profile follows (NONE and the default notice without a profile). */
export async function readStorePack(db: Db, tenantId: number, profileId: number | null): Promise<StorePack> {
  const none = { pack: RULE_PACKS.NONE, noticeDays: CONSTRAINT_DEFAULTS.advanceNoticeDays };
  if (profileId === null) return none;
  const t = constraintProfiles;
  const [profile] = await db
    .select({
      fairWorkweekPack: t.fairWorkweekPack,
      advanceNoticeDays: t.advanceNoticeDays,
      addPremiumHours: t.customAddPremiumHours,
      cutPremiumShare: t.customCutPremiumShare,
      clopenRestHours: t.customClopenRestHours,
      clopenPremiumMoney: t.customClopenPremiumMoney,
      clopenNeedsConsent: t.customClopenNeedsConsent,
      addNeedsConsent: t.customAddNeedsConsent,
    })
    .from(t)
    .where(and(eq(t.id, profileId), eq(t.tenantId, tenantId)));
  if (!profile) return none;
  return { pack: packOf(profile), noticeDays: noticeDaysOf(profile) };
}

/** Hourly wages of these people (null: none on file). */
export async function readWages(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, wage: users.hourlyWage })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.wage]));
}

export interface PricingContext {
  pack: RulePack;
  wages: ReadonlyMap<number, number | null>;
  timezone: string;
  currency: string;
  now: Date;
  /** The week's shifts as they would be published: a changed shift's neighbours, for clopenings. */
  week: readonly PublishedShift[];
}

/**
 * A clopening the change makes: the shift after it, for the same person on the day before or after, with
 * less rest between them than the pack's rule (real hours on the store's clock). Within the week only.
 */
function clopeningOf(after: PublishedShift, ctx: PricingContext) {
  if (after.userId === null || !ctx.pack.clopening) return null;
  const end = (s: PublishedShift) =>
    shiftStart(ctx.timezone, endsNextDay(s.startTime, s.endTime) ? addDays(s.date, 1) : s.date, s.endTime);
  const start = (s: PublishedShift) => shiftStart(ctx.timezone, s.date, s.startTime);
  let worst: ReturnType<typeof priceClopening> = null;
  for (const other of ctx.week) {
    if (other.userId !== after.userId || other.id === after.id) continue;
    const pair =
      other.date === addDays(after.date, -1)
        ? [other, after]
        : other.date === addDays(after.date, 1)
          ? [after, other]
          : null;
    if (!pair) continue;
    const [first, second] = pair as [PublishedShift, PublishedShift];
    const restHours = (start(second).getTime() - end(first).getTime()) / 3_600_000;
    const priced = priceClopening(ctx.pack, { restHours, wage: ctx.wages.get(after.userId) ?? null });
    if (priced && (!worst || priced.amount > worst.amount)) worst = priced;
  }
  return worst;
}

const paidHours = (s: PublishedShift, timezone: string) => workedMinutes(s, timezone) / 60;

/** One person's side of a change: what they lose or gain, priced. */
function pricePart(
  ctx: PricingContext,
  userId: number,
  effect: ChangeEffect,
  starts: PublishedShift[],
  lostHours: number,
): PricedChange & { notice: number } {
  const notice = Math.min(
    ...starts.map((s) => noticeHours(ctx.now, shiftStart(ctx.timezone, s.date, s.startTime))),
  );
  const wage = ctx.wages.get(userId) ?? null;
  return { ...priceChange(ctx.pack, { effect, notice, lostHours, wage }), notice };
}

/** The parts of a change: a person who loses hours (CUT) and one who gains or keeps them moved. */
function partsOf(change: ShiftChange, ctx: PricingContext) {
  const { before, after } = change;
  const parts: { userId: number; effect: ChangeEffect; starts: PublishedShift[]; lostHours: number }[] = [];
  if (before && after && before.userId !== null && before.userId === after.userId) {
    const lost = paidHours(before, ctx.timezone) - paidHours(after, ctx.timezone);
    parts.push({
      userId: before.userId,
      effect: lost > 0 ? "CUT" : "ADD_OR_MOVE",
      starts: [before, after],
      lostHours: Math.max(0, lost),
    });
    return parts;
  }
  if (before?.userId != null)
    parts.push({
      userId: before.userId,
      effect: "CUT",
      starts: [before],
      lostHours: paidHours(before, ctx.timezone),
    });
  if (after?.userId != null)
    parts.push({ userId: after.userId, effect: "ADD_OR_MOVE", starts: [after], lostHours: 0 });
  return parts;
}

/** A change with its premium, the notice it gives and whether the employee is asked first. */
export function priceShiftChange(change: ShiftChange, ctx: PricingContext): ScheduleChange {
  const priced = partsOf(change, ctx).map((part) => ({
    ...part,
    ...pricePart(ctx, part.userId, part.effect, part.starts, part.lostHours),
  }));
  const owed = priced.flatMap((p) => (p.premium === null ? [] : [{ ...p, premium: p.premium }]));
  const notes = owed.map(
    (p) =>
      `${p.effect === "CUT" ? "cut" : "added or moved"}: ${premiumWords(p.premium, ctx.currency)}${p.missingWage ? " (no wage on file)" : ""}`,
  );
  const clopening = change.after ? clopeningOf(change.after, ctx) : null;
  const rest = ctx.pack.clopening?.restHours;
  if (clopening)
    notes.push(
      `clopening (less than ${rest} hours of rest): ${clopening.unpriced ? "premium not set" : formatMoney(clopening.amount, ctx.currency)}`,
    );
  return {
    ...change,
    premium: roundCents(owed.reduce((sum, p) => sum + p.amount, 0) + (clopening?.amount ?? 0)),
    premiumNote: notes.length ? notes.join("; ") : null,
    noticeHours: priced.length ? Math.round(Math.min(...priced.map((p) => p.notice)) * 10) / 10 : null,
    needsConsent:
      change.after?.userId != null &&
      ((ctx.pack.addNeedsConsent && owed.some((p) => p.effect === "ADD_OR_MOVE")) ||
        clopening?.needsConsent === true),
    consent: null,
  };
}
