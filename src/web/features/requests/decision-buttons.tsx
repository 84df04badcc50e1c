import { useIsMutating } from "@tanstack/react-query";
import { CheckIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DECIDE_REQUEST_KEY, useDecideRequestMutation, type RequestKind } from "./api";

/**
 * Approve and deny for one pending request. Every decision button on the screen is disabled while any
 * decision is in flight, so a second click cannot race the first.
 */
export function DecisionButtons({ kind, requestId }: { kind: RequestKind; requestId: number }) {
  const decide = useDecideRequestMutation(kind);
  const isBusy = useIsMutating({ mutationKey: DECIDE_REQUEST_KEY }) > 0;
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Approve request ${requestId}`}
        title="Approve"
        disabled={isBusy}
        onClick={() => decide.mutate({ id: requestId, status: "approved" })}
      >
        <CheckIcon aria-hidden className="text-success" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Deny request ${requestId}`}
        title="Deny"
        disabled={isBusy}
        onClick={() => decide.mutate({ id: requestId, status: "denied" })}
      >
        <XIcon aria-hidden className="text-destructive" />
      </Button>
    </div>
  );
}
