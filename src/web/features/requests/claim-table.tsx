import { useQuery } from "@tanstack/react-query";
import type { OpenShiftRequest } from "../../../domain/schemas/requests";
import { TimeRange } from "@/components/time-range";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";
import { CancelButton } from "./cancel-button";
import { DecisionButtons } from "./decision-buttons";
import { formatLocalDate, userLabel } from "./request-helpers";
import { RequestStatusBadge } from "./request-status-badge";

/** Claims of open shifts: the third request kind, decided by managers. */
export function ClaimTable({
  requests,
  names,
  canDecide,
  userId,
}: {
  requests: OpenShiftRequest[];
  names: ReadonlyMap<number, string> | undefined;
  canDecide: boolean;
  userId: number;
}) {
  const positions = useQuery(positionsQueryOptions());
  const stores = useQuery(storesQueryOptions());
  const positionName = (id: number) => positions.data?.find((p) => p.id === id)?.name ?? `Position ${id}`;
  const storeName = (id: number) => stores.data?.find((s) => s.id === id)?.name ?? `Store ${id}`;
  return (
    <Table aria-label="Open-shift claims">
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Time</TableHead>
          <TableHead>Position</TableHead>
          <TableHead>Store</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.length === 0 ? (
          <TableRow>
            <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
              No open-shift claims found.
              <span className="mt-1 block text-sm">
                People claim a published shift nobody works yet from the Schedule.
              </span>
            </TableCell>
          </TableRow>
        ) : (
          requests.map((request) => (
            <TableRow key={request.id} data-request-id={request.id}>
              <TableCell className="font-medium">{userLabel(request.userId, names)}</TableCell>
              <TableCell>{formatLocalDate(request.date)}</TableCell>
              <TableCell>
                <TimeRange start={request.startTime} end={request.endTime} />
              </TableCell>
              <TableCell>{positionName(request.positionId)}</TableCell>
              <TableCell>{storeName(request.storeId)}</TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} />
              </TableCell>
              <TableCell>
                {request.status === "pending" && (
                  <div className="flex gap-1">
                    {canDecide && <DecisionButtons kind="open-shift" requestId={request.id} />}
                    {request.userId === userId && <CancelButton kind="open-shift" requestId={request.id} />}
                  </div>
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
