import type { OpenShiftRequest } from "../../../domain/schemas/requests";
import { TimeRange } from "@/components/time-range";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CancelButton } from "./cancel-button";
import { DecisionButtons } from "./decision-buttons";
import { formatLocalDate } from "./request-helpers";
import { RequestStatusBadge } from "./request-status-badge";

/** Claims of open shifts: the third request kind, decided by managers. */
export function ClaimTable({
  requests,
  canDecide,
  userId,
}: {
  requests: OpenShiftRequest[];
  canDecide: boolean;
  userId: number;
}) {
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
              <TableCell className="font-medium">{request.userName}</TableCell>
              <TableCell>{formatLocalDate(request.date)}</TableCell>
              <TableCell>
                <TimeRange start={request.startTime} end={request.endTime} />
              </TableCell>
              <TableCell>{request.positionName}</TableCell>
              <TableCell>{request.storeName}</TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} decisionNote={request.decisionNote} />
              </TableCell>
              <TableCell>
                {request.status === "pending" && (
                  <div className="flex gap-1">
                    {canDecide && (
                      <DecisionButtons
                        kind="open-shift"
                        requestId={request.id}
                        summary={`${request.userName}'s claim of the open shift on ${formatLocalDate(request.date)}`}
                      />
                    )}
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
