import { useQuery } from "@tanstack/react-query";
import type { Consent } from "../../../domain/schemas/fair-workweek";
import type { PublishedShift } from "../../../domain/schemas/schedules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useFormatMoney } from "@/lib/money";
import { myConsentsQueryOptions, useAnswerConsentMutation } from "./consents-api";

const shiftText = (s: PublishedShift) => `${s.date} ${s.startTime}-${s.endTime}`;

/**
 * Late changes the employee is asked to agree to (docs/product.md, Fair Workweek): accept and the shift is
 * theirs (with its premium); decline and their posted shift stands. Answered ones stay listed with the time.
 * Nothing shows for someone never asked.
 */
export function ConsentsCard() {
  const consents = useQuery(myConsentsQueryOptions());
  if (!consents.data || consents.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Changes to agree to</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {consents.data.map((c) => (
            <ConsentLine key={c.id} consent={c} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ConsentLine({ consent: c }: { consent: Consent }) {
  const money = useFormatMoney();
  const answer = useAnswerConsentMutation();
  const what = c.before
    ? `Your shift on ${shiftText(c.before)} would become ${shiftText(c.after)}`
    : `A new shift on ${shiftText(c.after)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium">
          {what} at {c.storeName}
        </p>
        <p className="text-muted-foreground">
          {c.premium > 0 ? `Premium for the late change: ${money(c.premium)}. ` : ""}
          {c.status === "PENDING"
            ? "Posted less than the notice period ahead: it needs your agreement."
            : `${c.status === "ACCEPTED" ? "Accepted" : "Declined"} on ${new Date(c.answeredAt ?? c.requestedAt).toLocaleString()}.`}
        </p>
      </div>
      {c.status === "PENDING" && (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id: c.id, answer: "DECLINE" })}
          >
            Decline
          </Button>
          <Button
            size="sm"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id: c.id, answer: "ACCEPT" })}
          >
            Accept
          </Button>
        </div>
      )}
    </li>
  );
}
