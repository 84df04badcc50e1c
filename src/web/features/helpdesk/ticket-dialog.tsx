import { useQuery } from "@tanstack/react-query";
import { TICKET_STATUS_LABELS, type Ticket, type TicketEvent } from "../../../domain/schemas/helpdesk";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
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
} from "@/components/ui/dialog";
import { ApiError } from "@/lib/api";
import { ticketQueryOptions } from "./api";
import { ReplyForm, StatusForm } from "./ticket-actions";
import { formatTicketDate, ticketStatusVariant } from "./ticket-helpers";

/**
 * One ticket (deep-linked by ?ticket=<id>, the page opens it): the message, its timeline, the reply box
 * and, for answerers, the status control.
 */
export function TicketDialog({
  ticketId,
  canAnswer,
  onClose,
}: {
  ticketId: number;
  canAnswer: boolean;
  onClose: () => void;
}) {
  const query = useQuery(ticketQueryOptions(ticketId));
  const ticket = query.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{ticket ? ticket.title : "Ticket"}</DialogTitle>
          <DialogDescription>
            {ticket
              ? `Ticket #${ticket.id} filed by ${ticket.createdBy.name} on ${formatTicketDate(ticket.createdAt)}`
              : `Ticket #${ticketId}`}
          </DialogDescription>
        </DialogHeader>
        {ticket ? (
          <TicketBody ticket={ticket} canAnswer={canAnswer} />
        ) : query.isError ? (
          <LoadError
            title="Could not load this ticket."
            error={query.error}
            fallback={
              query.error instanceof ApiError && query.error.status === 404
                ? "It does not exist, or it is not yours."
                : query.error.message
            }
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState what="the ticket" />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TicketBody({ ticket, canAnswer }: { ticket: Ticket; canAnswer: boolean }) {
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Status</span>
        <Badge variant={ticketStatusVariant(ticket.status)}>{TICKET_STATUS_LABELS[ticket.status]}</Badge>
      </div>
      <ol aria-label="Timeline" className="grid gap-3">
        <TimelineItem
          who={ticket.createdBy.name}
          what="wrote"
          at={ticket.createdAt}
          body={ticket.body}
          isFirst
        />
        {ticket.events.map((event) => (
          <TimelineItem
            key={event.id}
            who={event.author.name}
            what={describeEvent(event)}
            at={event.createdAt}
            body={event.body}
          />
        ))}
      </ol>
      {ticket.events.length === 0 && <p className="text-sm text-muted-foreground">No replies yet.</p>}
      <ReplyForm ticket={ticket} />
      {canAnswer && <StatusForm key={ticket.status} ticket={ticket} />}
    </div>
  );
}

const describeEvent = (event: TicketEvent) =>
  event.kind === "REPLY" || !event.status ? "replied" : `moved it to ${TICKET_STATUS_LABELS[event.status]}`;

function TimelineItem({
  who,
  what,
  at,
  body,
  isFirst = false,
}: {
  who: string;
  what: string;
  at: string;
  body: string | null;
  isFirst?: boolean;
}) {
  return (
    <li className={isFirst ? "rounded-md border bg-muted/40 p-3" : "border-l-2 border-primary pl-3"}>
      <p className="text-sm">
        <span className="font-medium">{who}</span> {what}
        <span className="text-muted-foreground"> · {formatTicketDate(at)}</span>
      </p>
      {body && <p className="mt-1 text-sm break-words whitespace-pre-wrap">{body}</p>}
    </li>
  );
}
