import { useIsMutating } from "@tanstack/react-query";
import { CheckIcon, XIcon } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DECIDE_REQUEST_KEY, useDecideRequestMutation, type RequestKind } from "./api";

/**
 * Approve and deny for one pending request. Every decision button on the screen is disabled while any
 * decision is in flight, so a second click cannot race the first: aria-disabled, not disabled, which
 * would throw the keyboard focus out of the button just pressed.
 */
export function DecisionButtons({ kind, requestId }: { kind: RequestKind; requestId: number }) {
  const decide = useDecideRequestMutation(kind);
  const isBusy = useIsMutating({ mutationKey: DECIDE_REQUEST_KEY }) > 0;
  const box = useRef<HTMLDivElement>(null);
  // Once decided the row is no longer pending and these buttons go. Focus would drop to the page (a
  // keyboard or screen-reader user starts again from the top): it moves to the list's tab panel instead.
  // Layout-effect cleanups run before React removes the buttons, so focus is still on one of them here.
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      if (element?.contains(document.activeElement)) {
        element.closest<HTMLElement>('[role="tabpanel"]')?.focus();
      }
    };
  }, []);
  return (
    <div ref={box} className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Approve request ${requestId}`}
        title="Approve"
        aria-disabled={isBusy || undefined}
        onClick={() => isBusy || decide.mutate({ id: requestId, status: "approved" })}
      >
        <CheckIcon aria-hidden className="text-success" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Deny request ${requestId}`}
        title="Deny"
        aria-disabled={isBusy || undefined}
        onClick={() => isBusy || decide.mutate({ id: requestId, status: "denied" })}
      >
        <XIcon aria-hidden className="text-destructive" />
      </Button>
    </div>
  );
}
