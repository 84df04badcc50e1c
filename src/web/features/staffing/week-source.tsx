import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Whose needs a chosen week shows (DESIGN §9): its own (WEEK) or the typical week's (TEMPLATE, until
 * the first edit copies them into the week), and the way back to the typical week.
 */
export function WeekSource({
  source,
  canEdit,
  onReset,
}: {
  source: "WEEK" | "TEMPLATE" | null;
  canEdit: boolean;
  onReset: () => Promise<void>;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function reset() {
    setState({ busy: true, error: null });
    try {
      await onReset();
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : "Could not reset the week" });
    }
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm"
      data-testid="week-source"
    >
      <p className="min-w-0 flex-1">
        {source === "WEEK"
          ? "This week has its own needs; the typical week does not apply to it."
          : "This week follows the typical week. Your first change gives it its own needs."}
      </p>
      {canEdit && source === "WEEK" && (
        <Button size="sm" variant="outline" disabled={state.busy} onClick={() => void reset()}>
          {state.busy ? "Going back…" : "Back to the typical week"}
        </Button>
      )}
      {state.error && (
        <p role="alert" className="w-full text-destructive">
          {state.error}
        </p>
      )}
    </div>
  );
}
