import { useQuery } from "@tanstack/react-query";
import { CheckCircle2Icon, ClockIcon, InboxIcon, LifeBuoyIcon, LoaderIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { can } from "../../../domain/permissions";
import type { TicketList } from "../../../domain/schemas/helpdesk";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSignedInUser } from "@/lib/current-user";
import { ticketsQueryOptions } from "./api";
import { NewTicketDialog } from "./new-ticket-dialog";
import { TicketDialog } from "./ticket-dialog";
import { describeActivity, formatResponseTime, timeAgo } from "./ticket-helpers";
import { TicketsTable } from "./tickets-table";

/**
 * The Helpdesk (docs/product.md, Helpdesk): the cards, the tickets the caller sees and the latest activity.
 * `?ticket=<id>` opens one ticket (ticket-dialog.tsx); the bell's notifications link there. Everyone files
 * tickets (new-ticket-dialog.tsx); answerers (answerTickets) see all of the organization's and move them.
 */
export function HelpdeskPage() {
  const user = useSignedInUser();
  const canAnswer = can(user, "answerTickets");
  const query = useQuery(ticketsQueryOptions());
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get("ticket"));
  const showTicket = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete("ticket");
        else next.set("ticket", String(id));
        return next;
      },
      { replace: id === null },
    );
  const newTicket = <NewTicketDialog onFiled={showTicket} />;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Helpdesk"
        subtitle="Get help with scheduling, requests and your account"
        actions={newTicket}
      />
      {query.data ? (
        <HelpdeskContent list={query.data} canAnswer={canAnswer} newTicket={newTicket} onView={showTicket} />
      ) : query.isError ? (
        <LoadError
          title="Could not load tickets."
          error={query.error}
          fallback={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState what="tickets" />
      )}
      {Number.isInteger(openId) && openId > 0 && (
        <TicketDialog ticketId={openId} canAnswer={canAnswer} onClose={() => showTicket(null)} />
      )}
    </div>
  );
}

function HelpdeskContent({
  list,
  canAnswer,
  newTicket,
  onView,
}: {
  list: TicketList;
  canAnswer: boolean;
  newTicket: ReactNode;
  onView: (id: number) => void;
}) {
  // An employee sees only their own tickets: "All Tickets" would be false for them.
  const tableTitle = canAnswer ? "All Tickets" : "My Tickets";
  return (
    <>
      <section aria-label="Ticket summary" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard title="Open Tickets" isCompact value={list.counts.open} icon={InboxIcon} />
        <StatCard title="In Progress" isCompact value={list.counts.inProgress} icon={LoaderIcon} />
        <StatCard title="Resolved" isCompact value={list.counts.resolved} icon={CheckCircle2Icon} />
        <StatCard
          title="Avg Response Time"
          value={formatResponseTime(list.avgResponseHours)}
          icon={ClockIcon}
          isCompact
          note={list.avgResponseHours === null ? "No answers yet" : "From filing to the first answer"}
        />
      </section>

      {list.tickets.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={LifeBuoyIcon} title="No tickets yet">
              <p>
                A ticket asks your managers for help: a schedule you cannot see, a request that seems stuck,
                something about your account. They answer here, and the bell tells you.
              </p>
              <div className="mt-4 flex justify-center">{newTicket}</div>
            </EmptyState>
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 2xl:grid-cols-3">
          <Card className="min-w-0 2xl:col-span-2">
            <CardHeader>
              <CardTitle>{tableTitle}</CardTitle>
              <CardDescription>
                {canAnswer
                  ? "Every ticket of your organization, newest first"
                  : "The tickets you filed, newest first"}
              </CardDescription>
            </CardHeader>
            <CardContent className="px-2">
              <TicketsTable label={tableTitle} tickets={list.tickets} onView={onView} />
            </CardContent>
          </Card>

          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
              <CardDescription>Latest changes to tickets</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4">
                {list.activity.map((item) => (
                  <li
                    key={`${item.kind}-${item.ticketId}-${item.at}`}
                    className="grid gap-0.5 border-l-2 border-primary pl-3 text-sm"
                  >
                    <Link
                      to={`?ticket=${item.ticketId}`}
                      className="break-words underline-offset-4 hover:underline focus-visible:underline"
                    >
                      {describeActivity(item)}
                    </Link>
                    <span className="text-xs text-muted-foreground">{timeAgo(item.at)}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}
