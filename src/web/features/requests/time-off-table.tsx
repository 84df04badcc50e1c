import type { TimeOffRequest } from "../../../domain/schemas/requests";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DecisionButtons } from "./decision-buttons";
import { formatLocalDate, userLabel } from "./request-helpers";
import { RequestStatusBadge } from "./request-status-badge";

export function TimeOffTable({
  requests,
  names,
  canDecide,
}: {
  requests: TimeOffRequest[];
  names: ReadonlyMap<number, string> | undefined;
  canDecide: boolean;
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
            </TableCell>
          </TableRow>
        ) : (
          requests.map((request) => (
            <TableRow key={request.id} data-request-id={request.id}>
              <TableCell className="font-medium">{userLabel(request.userId, names)}</TableCell>
              <TableCell>{formatLocalDate(request.startDate)}</TableCell>
              <TableCell>{formatLocalDate(request.endDate)}</TableCell>
              <TableCell className="max-w-64 truncate whitespace-normal">
                {request.notes?.trim() || "-"}
              </TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} />
              </TableCell>
              <TableCell>
                {canDecide && request.status === "pending" && (
                  <DecisionButtons kind="timeoff" requestId={request.id} />
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
