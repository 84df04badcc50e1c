import { Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useDeleteWindowMutation } from "./api";

/** Confirms, then deletes one window; stays open (with the failure toast) if the server refuses. */
export function DeleteWindowDialog({
  userId,
  windowId,
  description,
}: {
  userId: number;
  windowId: number;
  /** e.g. "Monday 09:00-17:00" */
  description: string;
}) {
  const remove = useDeleteWindowMutation(userId, windowId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${description}`}>
          <Trash2Icon aria-hidden />
        </Button>
      }
      title="Delete availability?"
      description={`The window ${description} will be removed.`}
      action={remove}
      // Availability has always reported a refused delete by its toast only; kept as it was.
      showError={false}
    />
  );
}
