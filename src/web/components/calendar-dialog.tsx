import { useQuery } from "@tanstack/react-query";
import { CalendarPlusIcon, ExternalLinkIcon } from "lucide-react";
import { useId } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CopyButton } from "@/components/copy-button";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { calendarQueryOptions, useResetCalendarMutation } from "@/lib/queries/me";

/**
 * "Add to calendar": my secret iCalendar address, with a webcal:// link (the phone's or computer's calendar
 * app subscribes), Google Calendar's subscribe link, Copy and Reset.
 */
export function CalendarDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlusIcon aria-hidden />
          Add to calendar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to calendar</DialogTitle>
          <DialogDescription>
            Subscribe to this address in your calendar app to see your published shifts. Keep it private:
            anyone with it sees your shifts. Reset it to stop the old address working.
          </DialogDescription>
        </DialogHeader>
        <CalendarAddress />
      </DialogContent>
    </Dialog>
  );
}

function CalendarAddress() {
  const id = useId();
  const address = useQuery(calendarQueryOptions());
  const reset = useResetCalendarMutation();
  const url = address.data ? new URL(address.data.url, window.location.origin).toString() : "";
  if (address.isPending) return <p className="text-sm text-muted-foreground">Loading your address…</p>;
  if (address.isError)
    return <p className="text-sm text-muted-foreground">The address could not be loaded.</p>;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>Calendar address</Label>
        <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={address.data.webcalUrl} className={buttonVariants({ variant: "outline" })}>
          <CalendarPlusIcon aria-hidden />
          Open in my calendar app
        </a>
        <a
          href={address.data.googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline" })}
        >
          <ExternalLinkIcon aria-hidden />
          Add to Google Calendar
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <ConfirmDialog
          trigger={<Button variant="outline">Reset</Button>}
          title="Reset the calendar address?"
          description="Calendars subscribed to the old address stop updating. You will need to add the new one."
          confirmLabel="Reset"
          pendingLabel="Resetting..."
          action={reset}
        />
        <CopyButton text={url} copiedTitle="Address copied" />
      </div>
    </div>
  );
}
