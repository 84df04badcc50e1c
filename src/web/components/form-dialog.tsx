import { useState, type ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/**
 * A dialog that owns one form: the trigger opens it, the form calls `close` once its save succeeded
 * (on failure it stays open). Radix unmounts the content while the dialog is closed, so each opening
 * starts the form from its initial values.
 */
export function FormDialog({
  trigger,
  title,
  description,
  className,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** For DialogContent, e.g. "sm:max-w-2xl" for a wide form. */
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
