import type { TimeOffRequest } from "../../../domain/schemas/requests";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CancelButton } from "./cancel-button";
import { DecisionButtons } from "./decision-buttons";
import { formatLocalDate } from "./request-helpers";
import { RequestStatusBadge } from "./request-status-badge";

export function TimeOffTable({
  requests,
  canDecide,
  userId,
}: {
  requests: TimeOffRequest[];
  canDecide: boolean;
  /** The signed-in user: their own pending requests get Cancel. */
  userId: number;
}) {
  return (
    <Table aria-label="Time-off requests">
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead>Start Date</TableHead>
          <TableHead>End Date</TableHead>
          <TableHead>Notes</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
              No time-off requests found.
              <span className="mt-1 block text-sm">
                Time off is asked for with New Request; a manager approves or denies it here.
              </span>
            </TableCell>
          </TableRow>
        ) : (
          requests.map((request) => (
            <TableRow key={request.id} data-request-id={request.id}>
              <TableCell className="font-medium">{request.userName}</TableCell>
              <TableCell>{formatLocalDate(request.startDate)}</TableCell>
              <TableCell>{formatLocalDate(request.endDate)}</TableCell>
              <TableCell className="max-w-64 truncate whitespace-normal">
                {request.notes?.trim() || "-"}
              </TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} decisionNote={request.decisionNote} />
              </TableCell>
              <TableCell>
                {request.status === "pending" && (
                  <div className="flex gap-1">
                    {canDecide && (
                      <DecisionButtons
                        kind="timeoff"
                        requestId={request.id}
                        summary={`${request.userName}, time off ${formatLocalDate(request.startDate)} to ${formatLocalDate(request.endDate)}`}
                      />
                    )}
                    {request.userId === userId && <CancelButton kind="timeoff" requestId={request.id} />}
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
