import type { PublishNotice, ScheduleChange } from "../../../domain/schemas/schedules";
import { useFormatMoney } from "@/lib/money";

/**
 * Fair Workweek in the publish dialog (docs/product.md, Fair Workweek): what publishing now owes in
 * premiums under the store's rule pack, what earlier publishes of the week already owe, and per change its
 * premium and the employee's consent.
 */

export function PremiumSummary({ notice, changes }: { notice: PublishNotice; changes: ScheduleChange[] }) {
  const money = useFormatMoney();
  if (notice.firstPublish || notice.fairWorkweekPack === "NONE") return null;
  const asking = changes.filter((c) => c.needsConsent && c.consent === null).length;
  return (
    <p role="note" className="rounded-md border p-2 text-sm">
      Premiums owed if you publish now: <strong>{money(notice.premiumTotal)}</strong>. Already owed for this
      week: {money(notice.premiumsPaidToDate)}.
      {asking > 0 &&
        ` ${asking} change${asking === 1 ? "" : "s"} need${asking === 1 ? "s" : ""} the employee's consent: they are asked when you publish, and their posted shift stands until they accept.`}
    </p>
  );
}

/** A change's premium and consent, after its description. */
export function ChangePremium({ change, name }: { change: ScheduleChange; name: string }) {
  const money = useFormatMoney();
  const consent =
    change.consent === "DECLINED"
      ? `${name} declined: not published, their posted shift stands`
      : change.consent === "PENDING"
        ? `waiting for ${name}'s answer: their posted shift stands`
        : change.needsConsent
          ? `${name} is asked to agree first`
          : null;
  if (change.premium === 0 && !change.premiumNote && !consent) return null;
  return (
    <span className="block text-muted-foreground">
      {change.premiumNote && (
        <span>
          Premium {money(change.premium)} ({change.premiumNote})
        </span>
      )}
      {consent && <span className="block font-medium text-foreground">{consent}</span>}
    </span>
  );
}
