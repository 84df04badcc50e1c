import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircleIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";

/**
 * The loading, error and empty states every list screen needs, around the list itself.
 * The failure toast comes from the query's `meta.errorTitle`; this shows the lasting state and a retry.
 */
export function ListState<T>({
  query,
  what,
  emptyIcon: EmptyIcon,
  emptyText,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** Plural noun for the messages: "stores". */
  what: string;
  emptyIcon: LucideIcon;
  emptyText: ReactNode;
  children: (data: T[]) => ReactNode;
}) {
  // A failed refetch keeps the list it had (the toast reports the failure); only a first load shows the error.
  if (query.data === undefined && !query.isError) {
    return (
      <div className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
        <Spinner label={`Loading ${what}`} />
        <span>Loading {what}…</span>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center" role="alert">
        <AlertCircleIcon aria-hidden className="size-8 text-destructive" />
        <p className="font-medium">Could not load {what}.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(query.error, query.error.message)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <EmptyIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">{emptyText}</p>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
