import { CheckCircle2Icon, ClockIcon, InboxIcon, LoaderIcon, PlusIcon } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/lib/toast";
import { SAMPLE_ACTIVITY, SAMPLE_AVG_RESPONSE_TIME, SAMPLE_TICKETS } from "./sample-helpdesk-data";
import { TicketDialog } from "./ticket-dialog";
import { countTickets, formatTicketDate, formatTicketStatus, ticketStatusVariant } from "./ticket-helpers";

export function HelpdeskPage() {
  const counts = countTickets(SAMPLE_TICKETS);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Helpdesk"
        subtitle="Get help with scheduling, requests and your account"
        actions={
          <Button
            onClick={() =>
              toast({ title: "Sample helpdesk", description: "Creating tickets is not available yet." })
            }
          >
            <PlusIcon aria-hidden />
            New Ticket
          </Button>
        }
      />

      <section aria-label="Ticket summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Open Tickets" value={counts.open} icon={InboxIcon} />
        <StatCard title="In Progress" value={counts.in_progress} icon={LoaderIcon} />
        <StatCard title="Resolved" value={counts.resolved} icon={CheckCircle2Icon} />
        <StatCard title="Avg Response Time" value={SAMPLE_AVG_RESPONSE_TIME} icon={ClockIcon} />
      </section>

      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-3">
        <Card className="2xl:col-span-2">
          <CardHeader>
            <CardTitle>All Tickets</CardTitle>
            <CardDescription>Sample tickets</CardDescription>
          </CardHeader>
          <CardContent className="px-2">
            <Table aria-label="All tickets">
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
                {SAMPLE_TICKETS.map((ticket) => (
                  <TableRow key={ticket.id}>
                    <TableCell className="min-w-48 font-medium whitespace-normal">{ticket.title}</TableCell>
                    <TableCell>{ticket.createdBy}</TableCell>
                    <TableCell>{formatTicketDate(ticket.createdAt)}</TableCell>
                    <TableCell className="text-right tabular-nums">{ticket.replies}</TableCell>
                    <TableCell>
                      <Badge variant={ticketStatusVariant(ticket.status)}>
                        {formatTicketStatus(ticket.status)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <TicketDialog ticket={ticket} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
            <CardDescription>Latest changes to tickets</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              {SAMPLE_ACTIVITY.map((item) => (
                <li key={item.id} className="grid gap-0.5 border-l-2 border-primary pl-3 text-sm">
                  <span>{item.text}</span>
                  <span className="text-xs text-muted-foreground">{item.when}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
