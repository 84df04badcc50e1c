import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TICKET_TEXT_MAX,
  ticketReplySchema,
  type Ticket,
  type TicketReply,
} from "../../../domain/schemas/helpdesk";
import { FormError } from "@/components/form-error";
import { fieldAria, FormField } from "@/components/form-field";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useReplyMutation, useSetStatusMutation } from "./api";

/** The reply box under a ticket's timeline: its author and the answerers write here. */
export function ReplyForm({ ticket }: { ticket: Ticket }) {
  const reply = useReplyMutation(ticket.id);
  const form = useForm<TicketReply, unknown, TicketReply>({
    resolver: zodResolver(ticketReplySchema),
    defaultValues: { body: "" },
  });
  const error = form.formState.errors.body?.message;
  const onValid = (values: TicketReply) => {
    if (reply.isPending) return;
    reply.mutate(values, { onSuccess: () => form.reset({ body: "" }) });
  };
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-2">
      <FormField id="ticket-reply" label="Your reply" error={error}>
        <Textarea
          id="ticket-reply"
          rows={3}
          maxLength={TICKET_TEXT_MAX}
          {...fieldAria("ticket-reply", error)}
          {...form.register("body")}
        />
      </FormField>
      <FormError error={reply.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? "Sending..." : "Send reply"}
        </Button>
      </div>
    </form>
  );
}

const statusFormSchema = z.object({
  status: z.enum(TICKET_STATUSES),
  note: z
    .string()
    .trim()
    .max(TICKET_TEXT_MAX, `At most ${TICKET_TEXT_MAX.toLocaleString("en-US")} characters`),
});
type StatusFormValues = z.infer<typeof statusFormSchema>;

/** For answerers: move the ticket (Open / In progress / Resolved), with an optional note for its author. */
export function StatusForm({ ticket }: { ticket: Ticket }) {
  const setStatus = useSetStatusMutation(ticket.id);
  const form = useForm<StatusFormValues, unknown, StatusFormValues>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: { status: ticket.status, note: "" },
  });
  const status = useWatch({ control: form.control, name: "status" });
  const noteError = form.formState.errors.note?.message;
  const onValid = ({ status: next, note }: StatusFormValues) => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      { status: next, ...(note ? { note } : {}) },
      { onSuccess: (saved) => form.reset({ status: saved.status, note: "" }) },
    );
  };
  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      className="grid gap-3 rounded-md border p-3"
      aria-label="Change status"
    >
      <FormField id="ticket-status" label="Status">
        <select id="ticket-status" className={SELECT_CLASS} {...form.register("status")}>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TICKET_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="ticket-status-note"
        label="Note (optional)"
        hint="Shown to the author in the timeline."
        error={noteError}
      >
        <Textarea
          id="ticket-status-note"
          rows={2}
          maxLength={TICKET_TEXT_MAX}
          {...fieldAria("ticket-status-note", noteError, "Shown to the author in the timeline.")}
          {...form.register("note")}
        />
      </FormField>
      <FormError error={setStatus.error} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={setStatus.isPending || status === ticket.status}>
          {setStatus.isPending ? "Saving..." : "Change status"}
        </Button>
      </div>
    </form>
  );
}
