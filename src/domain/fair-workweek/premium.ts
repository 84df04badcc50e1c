import { TZDate } from "@date-fns/tz";
import { parseTime } from "../time";
import type { Premium, PremiumTier, RulePack } from "./packs";

/**
 * What a change after posting costs under a pack (docs/product.md, Fair Workweek): the tier its notice
 * falls in, priced in money or in the person's pay. Notice is real time from the moment of the change
 * (publishing, or a re-run) to the shift's start on the store's wall clock.
 */

/** The moment a shift starts: `date` `startTime` on the store's wall clock. */
export function shiftStart(timeZone: string, date: string, startTime: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, parseTime(startTime), timeZone).getTime());
}

/** Hours of notice from `now` to a shift's start (negative once it has started). */
export function noticeHours(now: Date, start: Date): number {
  return (start.getTime() - now.getTime()) / 3_600_000;
}

/**
 * The tier a notice falls in: the one with the shortest window the notice is still under. A notice equal to
 * a tier's window is not under it ("less than 14 days' notice"): it falls in the tier before, or none.
 */
export function tierFor(tiers: readonly PremiumTier[], notice: number): PremiumTier | null {
  let found: PremiumTier | null = null;
  for (const tier of tiers) if (notice < tier.noticeUnderHours) found = tier;
  return found;
}

/** A premium in money: hours of pay and shares of lost pay need the person's hourly wage (none: 0). */
export function premiumAmount(premium: Premium, wage: number | null, lostHours: number): number {
  switch (premium.kind) {
    case "MONEY":
      return premium.amount;
    case "HOURS_OF_PAY":
      return premium.hours * (wage ?? 0);
    case "SHARE_OF_LOST_PAY":
      return premium.share * lostHours * (wage ?? 0);
  }
}

export type ChangeEffect = "ADD_OR_MOVE" | "CUT";

export interface ChangeToPrice {
  effect: ChangeEffect;
  /** Hours of notice the change gives (to the earliest start it touches). */
  notice: number;
  /** Paid hours the person loses (CUT); 0 otherwise. */
  lostHours: number;
  wage: number | null;
}

export interface PricedChange {
  /** Money, rounded to the cent. */
  amount: number;
  /** "Cut with less than 7 days' notice: $45", null when nothing is owed. */
  premium: Premium | null;
  /** The premium is in pay and the person has no wage on file: priced as 0. */
  missingWage: boolean;
}

const NOTHING: PricedChange = { amount: 0, premium: null, missingWage: false };

/** The premium a change is owed under a pack; nothing once the shift has started or with enough notice. */
export function priceChange(pack: RulePack, change: ChangeToPrice): PricedChange {
  if (change.notice < 0) return NOTHING;
  const tier = tierFor(change.effect === "CUT" ? pack.cutOrCancel : pack.addOrMove, change.notice);
  if (!tier) return NOTHING;
  const amount = premiumAmount(tier.premium, change.wage, change.lostHours);
  return {
    amount: roundCents(amount),
    premium: tier.premium,
    missingWage: tier.premium.kind !== "MONEY" && change.wage === null,
  };
}

export interface ClopeningToPrice {
  /** Hours between the closing shift's end and the opening shift's start. */
  restHours: number;
  wage: number | null;
}

export interface PricedClopening {
  amount: number;
  needsConsent: boolean;
  /** The pack names no verified premium (CHICAGO): CUSTOM sets one. */
  unpriced: boolean;
}

/**
 * A closing then an opening shift with less rest than the pack's: its premium (money per clopening, or a
 * share of pay for the hours short of the rest, which the second shift works) and whether consent is needed.
 * Null when the rest is enough (exactly the pack's hours is enough: "less than 10 hours").
 */
export function priceClopening(pack: RulePack, rest: ClopeningToPrice): PricedClopening | null {
  const rule = pack.clopening;
  if (!rule || rest.restHours >= rule.restHours) return null;
  const inside = rule.restHours - rest.restHours;
  return {
    amount: rule.premium ? roundCents(premiumAmount(rule.premium, rest.wage, inside)) : 0,
    needsConsent: rule.needsConsent,
    unpriced: rule.premium === null,
  };
}

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
