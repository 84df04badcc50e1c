import { useIsMutating } from "@tanstack/react-query";
import { CheckIcon, XIcon } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { DECISION_NOTE_MAX } from "../../../domain/schemas/requests";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { DECIDE_REQUEST_KEY, useDecideRequestMutation, type RequestKind } from "./api";
import { TimeOffClashes } from "./time-off-clashes";

/** Where focus goes once a decided row's buttons are gone: the list's tab panel, not the page's top. */
const tabPanelOf = (element: Element | null) => element?.closest<HTMLElement>('[role="tabpanel"]') ?? null;

/**
 * Approve and deny for one pending request. Deny asks for an optional reason the requester will read;
 * approving time off first shows the shifts it clashes with and who could cover them
 * (docs/decisions/072-requests-with-the-facts.md). Every decision button on the screen is disabled while
 * any decision is in flight, so a second click cannot race the first: aria-disabled, not disabled, which
 * would throw the keyboard focus out of the button just pressed.
 */
export function DecisionButtons({
  kind,
  requestId,
  summary,
}: {
  kind: RequestKind;
  requestId: number;
  /** The request in a few words, for the dialogs ("Ana Ruiz, time off 12/1/2026 to 12/2/2026"). */
  summary: string;
}) {
  const decide = useDecideRequestMutation(kind);
  const isBusy = useIsMutating({ mutationKey: DECIDE_REQUEST_KEY }) > 0;
  const box = useRef<HTMLDivElement>(null);
  // Once decided the row is no longer pending and these buttons go. Focus would drop to the page (a
  // keyboard or screen-reader user starts again from the top): it moves to the list's tab panel instead.
  // Layout-effect cleanups run before React removes the buttons, so focus is still on one of them here.
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      if (element?.contains(document.activeElement)) tabPanelOf(element)?.focus();
    };
  }, []);
  const approveButton = (
    <Button
      variant="outline"
      size="icon"
      aria-label={`Approve request ${requestId}`}
      title="Approve"
      aria-disabled={isBusy || undefined}
      onClick={(e) => {
        if (isBusy)
          e.preventDefault(); // also keeps a dialog trigger from opening
        else if (kind !== "timeoff") decide.mutate({ id: requestId, status: "approved" });
      }}
    >
      <CheckIcon aria-hidden className="text-success" />
    </Button>
  );
  const denyButton = (
    <Button
      variant="outline"
      size="icon"
      aria-label={`Deny request ${requestId}`}
      title="Deny"
      aria-disabled={isBusy || undefined}
      onClick={(e) => isBusy && e.preventDefault()}
    >
      <XIcon aria-hidden className="text-destructive" />
    </Button>
  );
  return (
    <div ref={box} className="flex gap-1">
      {kind === "timeoff" ? (
        <DecisionDialog
          trigger={approveButton}
          title="Approve this time off?"
          description={summary}
          confirmLabel="Approve"
          pendingLabel="Approving..."
          decide={decide}
          onConfirm={(close) => decide.mutate({ id: requestId, status: "approved" }, { onSuccess: close })}
        >
          <TimeOffClashes requestId={requestId} />
        </DecisionDialog>
      ) : (
        approveButton
      )}
      <DenyDialog trigger={denyButton} summary={summary} decide={decide} requestId={requestId} />
    </div>
  );
}

type Decide = ReturnType<typeof useDecideRequestMutation>;

/** Deny, with an optional reason the requester sees in their list and notification. */
function DenyDialog({
  trigger,
  summary,
  decide,
  requestId,
}: {
  trigger: ReactNode;
  summary: string;
  decide: Decide;
  requestId: number;
}) {
  const id = useId();
  const [note, setNote] = useState("");
  return (
    <DecisionDialog
      trigger={trigger}
      title="Deny this request?"
      description={summary}
      confirmLabel="Deny"
      pendingLabel="Denying..."
      destructive
      decide={decide}
      onConfirm={(close) =>
        decide.mutate(
          { id: requestId, status: "denied", ...(note.trim() ? { decisionNote: note.trim() } : {}) },
          { onSuccess: close },
        )
      }
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
        <Textarea
          id={`${id}-reason`}
          maxLength={DECISION_NOTE_MAX}
          aria-describedby={`${id}-reason-hint`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
          The requester sees it with the decision.
        </p>
      </div>
    </DecisionDialog>
  );
}

/**
 * A dialog ending in one decision. It closes once the decision succeeded (on failure it stays open with the
 * reason). By then the row's buttons, this dialog's trigger among them, are gone, so focus goes to the list's
 * tab panel (found when the dialog opened) instead of being dropped to the page.
 */
function DecisionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  decide,
  onConfirm,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  decide: Decide;
  onConfirm: (close: () => void) => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const triggerBox = useRef<HTMLSpanElement>(null);
  const opener = useRef<{ trigger: Element | null; panel: HTMLElement | null }>({
    trigger: null,
    panel: null,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (decide.isPending) return;
        if (next) {
          decide.reset(); // an earlier failure's message is not shown again
          const button = triggerBox.current?.querySelector("button") ?? null;
          opener.current = { trigger: button, panel: tabPanelOf(button) };
        }
        setOpen(next);
      }}
    >
      <span ref={triggerBox} className="contents">
        <DialogTrigger asChild>{trigger}</DialogTrigger>
      </span>
      <DialogContent
        onCloseAutoFocus={(e) => {
          if (opener.current.trigger?.isConnected) return; // dismissed: back to the trigger
          e.preventDefault();
          opener.current.panel?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <FormError error={decide.error} />
        <DialogFooter>
          <Button variant="outline" disabled={decide.isPending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant={destructive ? "destructive" : "default"}
            disabled={decide.isPending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {decide.isPending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
