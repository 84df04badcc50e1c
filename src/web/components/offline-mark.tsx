import { CloudOffIcon } from "lucide-react";
import { useOfflineSince } from "@/lib/offline";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });

/**
 * Says so when what the screen shows is the copy kept from the last fetch (the network is gone; only My
 * shifts and the week are kept, src/web/sw/service-worker.ts). Nothing when everything on screen is live.
 */
export function OfflineMark() {
  const since = useOfflineSince();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {since !== null && (
        <p className="mb-4 flex items-center gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm font-medium text-foreground">
          <CloudOffIcon aria-hidden className="size-4 shrink-0" />
          {since ? `Offline: last updated ${when(since)}` : "Offline: showing what was last loaded"}
        </p>
      )}
    </div>
  );
}
