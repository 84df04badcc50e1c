import { and, eq, inArray } from "drizzle-orm";
import { premiumWords } from "../../domain/fair-workweek/describe";
import { RULE_PACKS, noticeDaysOf, packOf, type RulePack } from "../../domain/fair-workweek/packs";
import {
  noticeHours,
  priceChange,
  roundCents,
  shiftStart,
  type ChangeEffect,
  type PricedChange,
} from "../../domain/fair-workweek/premium";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import type { PublishedShift, ScheduleChange, ShiftChange } from "../../domain/schemas/schedules";
import { workedMinutes } from "../../domain/time";
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
  const owed = priced.filter((p) => p.premium !== null);
  const notes = owed.map(
    (p) =>
      `${p.effect === "CUT" ? "cut" : "added or moved"}: ${premiumWords(p.premium!, ctx.currency)}${p.missingWage ? " (no wage on file)" : ""}`,
  );
  return {
    ...change,
    premium: roundCents(owed.reduce((sum, p) => sum + p.amount, 0)),
    premiumNote: notes.length ? notes.join("; ") : null,
    noticeHours: priced.length ? Math.round(Math.min(...priced.map((p) => p.notice)) * 10) / 10 : null,
    needsConsent:
      ctx.pack.addNeedsConsent &&
      owed.some((p) => p.effect === "ADD_OR_MOVE") &&
      change.after?.userId != null,
    consent: null,
  };
}
