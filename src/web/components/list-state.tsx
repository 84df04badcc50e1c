import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";

/**
 * The loading, error and empty states every list screen needs, around the list itself.
 * The failure toast comes from the query's `meta.errorTitle`; this shows the lasting state and a retry.
 * Screens whose layout isn't one list (Team, Availability) use LoadError and EmptyState directly.
 */
export function ListState<T>({
  query,
  what,
  emptyIcon,
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
    return <LoadingState what={what} />;
  }
  if (query.data === undefined) {
    return (
      <LoadError
        title={`Could not load ${what}.`}
        error={query.error}
        fallback={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState icon={emptyIcon}>{emptyText}</EmptyState>;
  }
  return <>{children(query.data)}</>;
}
