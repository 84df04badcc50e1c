import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { SampleTicket } from "./sample-helpdesk-data";
import { formatTicketDate, formatTicketStatus, ticketStatusVariant } from "./ticket-helpers";

/** Read-only details of a sample ticket; replying is not part of the sample screen. */
export function TicketDialog({ ticket }: { ticket: SampleTicket }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`View ticket ${ticket.id}: ${ticket.title}`}>
          View
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ticket.title}</DialogTitle>
          <DialogDescription>
            Ticket #{ticket.id} opened by {ticket.createdBy} on {formatTicketDate(ticket.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={ticketStatusVariant(ticket.status)}>{formatTicketStatus(ticket.status)}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Replies</dt>
            <dd>{ticket.replies}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">Sample ticket: the conversation is not available yet.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
