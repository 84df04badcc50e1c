import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
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
  const [open, setOpen] = useState(false);
  const remove = useDeleteWindowMutation(userId, windowId);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${description}`}>
          <Trash2Icon aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete availability?</AlertDialogTitle>
          <AlertDialogDescription>The window {description} will be removed.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              // Close only once the server agreed (SPEC §4).
              event.preventDefault();
              remove.mutate(undefined, { onSuccess: () => setOpen(false) });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
