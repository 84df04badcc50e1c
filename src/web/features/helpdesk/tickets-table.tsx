import { TICKET_STATUS_LABELS, type TicketSummary } from "../../../domain/schemas/helpdesk";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatTicketDate, ticketStatusVariant } from "./ticket-helpers";

/** The tickets the caller sees, newest first; View opens one. */
export function TicketsTable({
  label,
  tickets,
  onView,
}: {
  label: string;
  tickets: TicketSummary[];
  onView: (id: number) => void;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Created By</TableHead>
          <TableHead>Created At</TableHead>
          <TableHead className="text-right">Replies</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket.id}>
            <TableCell className="min-w-48 font-medium break-words whitespace-normal">
              {ticket.title}
            </TableCell>
            <TableCell>{ticket.createdBy.name}</TableCell>
            <TableCell>{formatTicketDate(ticket.createdAt)}</TableCell>
            <TableCell className="text-right tabular-nums">{ticket.replies}</TableCell>
            <TableCell>
              <Badge variant={ticketStatusVariant(ticket.status)}>
                {TICKET_STATUS_LABELS[ticket.status]}
              </Badge>
            </TableCell>
            <TableCell>
              <Button
                variant="outline"
                size="sm"
                aria-label={`View ticket ${ticket.id}: ${ticket.title}`}
                onClick={() => onView(ticket.id)}
              >
                View
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
