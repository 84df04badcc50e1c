import { XIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useCancelRequestMutation, type RequestKind } from "./api";

/** The requester's Cancel for one pending request of theirs. */
export function CancelButton({ kind, requestId }: { kind: RequestKind; requestId: number }) {
  const cancel = useCancelRequestMutation(kind);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Cancel request ${requestId}`}>
          <XIcon aria-hidden />
          Cancel
        </Button>
      }
      title="Cancel this request?"
      description="It is withdrawn; you can file a new one later."
      confirmLabel="Cancel request"
      pendingLabel="Cancelling..."
      action={{
        mutate: (_v, options) => cancel.mutate(requestId, options),
        isPending: cancel.isPending,
        error: cancel.error,
        reset: cancel.reset,
      }}
    />
  );
}
