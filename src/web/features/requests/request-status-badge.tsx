import { Badge } from "@/components/ui/badge";
import { requestStatusVariant } from "./request-helpers";

/** A request's status, and the decider's reason under it when they gave one (what the requester reads). */
export function RequestStatusBadge({
  status,
  decisionNote,
}: {
  status: string;
  decisionNote?: string | null;
}) {
  return (
    <>
      <Badge variant={requestStatusVariant(status)} className="capitalize">
        {status}
      </Badge>
      {decisionNote && (
        <p className="mt-1 max-w-48 text-xs whitespace-normal text-muted-foreground">
          Reason: {decisionNote}
        </p>
      )}
    </>
  );
}
