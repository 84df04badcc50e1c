import { Button } from "@/components/ui/button";
import type { DayOption } from "./copy-dialogs";
import type { SaveState } from "./use-week-editor";

/** "Saving…", "Saved", or which days did not save and why, with Retry (the typed values stay on screen). */
export function SaveStatusLine({
  save,
  days,
  onRetry,
}: {
  save: SaveState;
  days: readonly DayOption[];
  onRetry: () => void;
}) {
  const names = save.failedDays.map((key) => days.find((d) => d.key === key)?.label ?? key).join(", ");
  return (
    <div className="flex min-h-8 items-center gap-2 text-sm" role="status" data-testid="save-status">
      {save.status === "saving" && <span className="text-muted-foreground">Saving…</span>}
      {save.status === "saved" && <span className="text-muted-foreground">Saved</span>}
      {save.status === "error" && (
        <>
          <span className="text-destructive">
            Not saved ({names}): {save.message}
          </span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </div>
  );
}
