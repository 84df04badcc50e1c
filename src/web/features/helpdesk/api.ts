import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  Ticket,
  TicketCreate,
  TicketList,
  TicketReply,
  TicketStatusUpdate,
} from "../../../domain/schemas/helpdesk";
import { api } from "@/lib/api";

/** Every helpdesk query starts with this root (lib/cascades.ts names it for the helpdesk tables). */
const HELPDESK_KEY = ["helpdesk"] as const;

/** GET /api/helpdesk/tickets: the caller's tickets (all of the organization's for answerers), cards, activity. */
export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: [...HELPDESK_KEY, "tickets"],
    queryFn: () => api.get<TicketList>("/api/helpdesk/tickets"),
    meta: { errorTitle: "Failed to load tickets" },
  });

/** GET /api/helpdesk/tickets/:id: one ticket and its timeline. */
export const ticketQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...HELPDESK_KEY, "ticket", id],
    queryFn: () => api.get<Ticket>(["/api/helpdesk/tickets", id]),
    meta: { errorTitle: "Failed to load the ticket" },
  });

/** After a change, the list (cards, replies, activity) and the ticket itself. */
function useRefreshHelpdesk() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: HELPDESK_KEY });
}

export function useCreateTicketMutation() {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: (body: TicketCreate) => api.post<Ticket>("/api/helpdesk/tickets", body),
    onSuccess: refresh,
    meta: {
      successTitle: "Ticket filed",
      successMessage: "A manager will answer it here.",
      errorTitle: "Failed to file the ticket",
    },
  });
}

export function useReplyMutation(id: number) {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: (body: TicketReply) => api.post<Ticket>(["/api/helpdesk/tickets", id, "replies"], body),
    onSuccess: refresh,
    meta: { successTitle: "Reply sent", errorTitle: "Failed to send the reply" },
  });
}

export function useSetStatusMutation(id: number) {
  const refresh = useRefreshHelpdesk();
  return useMutation({
    mutationFn: (body: TicketStatusUpdate) =>
      api.patch<Ticket>(["/api/helpdesk/tickets", id, "status"], body),
    onSuccess: refresh,
    meta: { successTitle: "Status changed", errorTitle: "Failed to change the status" },
  });
}
