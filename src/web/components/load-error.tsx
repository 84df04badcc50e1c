import { AlertCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";

/** The error state of a screen whose data could not load: what failed, why, and a way to retry. */
export function LoadError({
  title,
  error,
  onRetry,
  fallback = "An error occurred",
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Shown when the error carries no server message. */
  fallback?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center hc:border-destructive"
    >
      <AlertCircleIcon className="size-8 text-destructive" aria-hidden />
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, fallback)}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
