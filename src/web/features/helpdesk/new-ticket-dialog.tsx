import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import {
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
  ticketCreateSchema,
  type TicketCreate,
} from "../../../domain/schemas/helpdesk";
import { FormDialog } from "@/components/form-dialog";
import { FormError } from "@/components/form-error";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateTicketMutation } from "./api";

/** New Ticket: a title and a message; once filed, the new ticket opens (`onFiled`). */
export function NewTicketDialog({ onFiled }: { onFiled: (id: number) => void }) {
  return (
    <FormDialog
      trigger={
        <Button>
          <PlusIcon aria-hidden />
          New Ticket
        </Button>
      }
      title="New Ticket"
      description="Ask your managers for help with the schedule, requests or your account."
    >
      {(close) => (
        <TicketForm
          onDone={(id) => {
            close();
            onFiled(id);
          }}
        />
      )}
    </FormDialog>
  );
}

function TicketForm({ onDone }: { onDone: (id: number) => void }) {
  const create = useCreateTicketMutation();
  const form = useForm<TicketCreate, unknown, TicketCreate>({
    resolver: zodResolver(ticketCreateSchema),
    defaultValues: { title: "", body: "" },
  });
  const { errors } = form.formState;
  const onValid = (values: TicketCreate) => {
    if (create.isPending) return;
    create.mutate(values, { onSuccess: (ticket) => onDone(ticket.id) });
  };
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
      <FormField id="ticket-title" label="Title" error={errors.title?.message}>
        <Input
          id="ticket-title"
          maxLength={TICKET_TITLE_MAX}
          autoComplete="off"
          {...fieldAria("ticket-title", errors.title?.message)}
          {...form.register("title")}
        />
      </FormField>
      <FormField id="ticket-body" label="Message" error={errors.body?.message}>
        <Textarea
          id="ticket-body"
          rows={6}
          maxLength={TICKET_TEXT_MAX}
          {...fieldAria("ticket-body", errors.body?.message)}
          {...form.register("body")}
        />
      </FormField>
      <FormError error={create.error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Submitting..." : "Submit"}
        </Button>
      </DialogFooter>
    </form>
  );
}
