import { formatMoney } from "../money";
import type { Premium, PremiumTier, RulePack } from "./packs";

/**
 * A pack in words, for the constraints screen and the product docs: what it assumes, one line each
 * ("Cut or cancel with less than 24 hours' notice: $75").
 */

function noticeWords(hours: number): string {
  if (hours % 24 === 0 && hours >= 48) return `${hours / 24} days'`;
  return `${hours} hours'`;
}

export function premiumWords(premium: Premium, currency: string): string {
  switch (premium.kind) {
    case "MONEY":
      return formatMoney(premium.amount, currency);
    case "HOURS_OF_PAY":
      return `${premium.hours} hour${premium.hours === 1 ? "" : "s"} of pay`;
    case "SHARE_OF_LOST_PAY":
      return `${Math.round(premium.share * 100)} % of pay for the hours lost`;
  }
}

function tierLines(what: string, tiers: readonly PremiumTier[], currency: string): string[] {
  return tiers.map(
    (t) =>
      `${what} with less than ${noticeWords(t.noticeUnderHours)} notice: ${premiumWords(t.premium, currency)}`,
  );
}

/** What the pack assumes, in a manager's words. */
export function describePack(pack: RulePack, noticeDays: number, currency: string): string[] {
  if (pack.id === "NONE")
    return [`Changes within ${noticeDays} days of a shift are flagged as late; no premiums are priced.`];
  const lines = [`Post each week ${noticeDays} days ahead.`];
  lines.push(...tierLines("Add or move a shift", pack.addOrMove, currency));
  lines.push(...tierLines("Cut or cancel a shift", pack.cutOrCancel, currency));
  if (pack.addOrMove.length === 0 && pack.cutOrCancel.length === 0)
    lines.push("No premiums for late changes.");
  const c = pack.clopening;
  if (c) {
    const premium =
      c.premium === null
        ? "premium not verified: use Custom to set one"
        : c.premium.kind === "SHARE_OF_LOST_PAY"
          ? `${Math.round((1 + c.premium.share) * 100) / 100}× pay for the hours short of the rest`
          : premiumWords(c.premium, currency);
    lines.push(
      `Less than ${c.restHours} hours between a closing and an opening shift: ${premium}${c.needsConsent ? "; the employee must agree" : ""}.`,
    );
  } else lines.push("No rule for rest between a closing and an opening shift.");
  lines.push(`Source: ${pack.source}`);
  return lines;
}
