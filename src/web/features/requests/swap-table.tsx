import type { SwapRequest } from "../../../domain/schemas/requests";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CancelButton } from "./cancel-button";
import { DecisionButtons } from "./decision-buttons";
import { RequestShiftSummary } from "./request-shift";
import { RequestStatusBadge } from "./request-status-badge";

export function SwapTable({
  requests,
  canDecide,
  userId,
}: {
  requests: SwapRequest[];
  canDecide: boolean;
  /** The signed-in user: their own pending requests get Cancel. */
  userId: number;
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
              <span className="mt-1 block text-sm">
                A swap trades a published shift with a colleague's; ask for one with New Request.
              </span>
            </TableCell>
          </TableRow>
        ) : (
          requests.map((request) => (
            <TableRow key={request.id} data-request-id={request.id}>
              <TableCell className="font-medium">{request.requestingUserName}</TableCell>
              <TableCell>
                <RequestShiftSummary shift={request.requestingShift} />
              </TableCell>
              <TableCell>{request.targetUserName}</TableCell>
              <TableCell>
                <RequestShiftSummary shift={request.targetShift} />
              </TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} decisionNote={request.decisionNote} />
              </TableCell>
              <TableCell>
                {request.status === "pending" && (
                  <div className="flex gap-1">
                    {canDecide && (
                      <DecisionButtons
                        kind="swap"
                        requestId={request.id}
                        summary={`${request.requestingUserName}'s shift for ${request.targetUserName}'s`}
                      />
                    )}
                    {request.requestingUserId === userId && (
                      <CancelButton kind="swap" requestId={request.id} />
                    )}
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
