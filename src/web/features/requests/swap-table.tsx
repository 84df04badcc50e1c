import type { SwapRequest } from "../../../domain/schemas/requests";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DecisionButtons } from "./decision-buttons";
import { userLabel } from "./request-helpers";
import { RequestStatusBadge } from "./request-status-badge";

export function SwapTable({
  requests,
  names,
  canDecide,
}: {
  requests: SwapRequest[];
  names: ReadonlyMap<number, string> | undefined;
  canDecide: boolean;
}) {
  return (
    <Table aria-label="Shift swap requests">
      <TableHeader>
        <TableRow>
          <TableHead>Requesting</TableHead>
          <TableHead>Their Shift</TableHead>
          <TableHead>Target</TableHead>
          <TableHead>Target Shift</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
              No swap requests found.
            </TableCell>
          </TableRow>
        ) : (
          requests.map((request) => (
            <TableRow key={request.id} data-request-id={request.id}>
              <TableCell className="font-medium">{userLabel(request.requestingUserId, names)}</TableCell>
              <TableCell>Shift {request.requestingShiftId}</TableCell>
              <TableCell>{userLabel(request.targetUserId, names)}</TableCell>
              <TableCell>Shift {request.targetShiftId}</TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} />
              </TableCell>
              <TableCell>
                {canDecide && request.status === "pending" && (
                  <DecisionButtons kind="swap" requestId={request.id} />
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
