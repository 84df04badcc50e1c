import { Spinner } from "@/components/ui/spinner";

/** "Loading stores…" with a spinner, where the data will appear. `what` completes "Loading …". */
export function LoadingState({ what }: { what: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <Spinner label={`Loading ${what}`} />
      <span>Loading {what}…</span>
    </div>
  );
}
