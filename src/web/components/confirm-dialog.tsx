import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";

/** What ConfirmDialog runs: a mutation taking no variables (a `useMutation` result fits). */
export type ConfirmAction = {
  mutate: (variables: void, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
};

/**
 * "Are you sure?" before a destructive action. The trigger (usually an icon Button with an aria-label) opens
 * it; Confirm runs `action` and the dialog closes only once it succeeds (docs/product.md, States). On failure
 * it stays open with the mutation's toast and, unless `showError` is false, the reason inside the dialog.
 * While the action runs the dialog can't be dismissed. Focus starts on Cancel, as Radix's AlertDialog does.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  action,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  showError = true,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  action: ConfirmAction;
  confirmLabel?: string;
  pendingLabel?: string;
  showError?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        if (next) action.reset(); // an earlier failure's message is not shown again
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {showError && <FormError error={action.error} />}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={action.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog must stay open until the action succeeds. */}
          <Button
            variant="destructive"
            disabled={action.isPending}
            onClick={() => action.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {action.isPending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
