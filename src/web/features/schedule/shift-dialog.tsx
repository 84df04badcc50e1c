import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangleIcon, CheckCircle2Icon, PinIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import type { Position } from "../../../domain/schemas/positions";
import {
  SHIFT_LENGTH_MESSAGE,
  shiftEndSchema,
  type Shift,
  type ShiftCreate,
} from "../../../domain/schemas/schedules";
import { dateSchema, slotSchema } from "../../../domain/schemas/common";
import { timeSlots } from "../../../domain/time";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { formatDayHeader } from "@/components/week";
import { useFormatMoney } from "@/lib/money";
import { isOvernight, isShiftLength, lengthText, spanMinutes } from "@/lib/time-range";
import {
  candidatesQueryOptions,
  useCreateShiftMutation,
  useDeleteShiftMutation,
  trackVersion,
  useUpdateShiftMutation,
  type VersionedEdit,
} from "./api";
import { NATIVE_SELECT } from "./native-select";
import { PastConfirm, type PastAction } from "./past";
import { formatHours } from "./schedule-model";
import type { ShiftChange } from "./undo";

/**
 * The dialog's fields as text (selects), checked with the domain's own field schemas. An end at or before
 * the start is the next day; the shift's real length (in the store's time zone) is at most 16 hours, so an
 * end equal to the start (24 hours) is refused too (docs/product.md, The real week).
 */
function shiftFormSchema(timeZone: string | undefined) {
  return z
    .object({
      positionId: z.string().min(1, "Choose a position"),
      userId: z.string(),
      date: dateSchema,
      startTime: slotSchema,
      endTime: shiftEndSchema,
      isLocked: z.boolean(),
    })
    .superRefine((v, ctx) => {
      // Only once both times are readable (a refinement must not run on values that failed their schema).
      const minutes = spanMinutes(v.startTime, v.endTime, { timeZone, date: v.date });
      if (minutes !== null && !isShiftLength(minutes))
        ctx.addIssue({ code: "custom", path: ["endTime"], message: SHIFT_LENGTH_MESSAGE });
    });
}
type ShiftFormValues = z.input<ReturnType<typeof shiftFormSchema>>;

export interface ShiftDraft {
  positionId: number | null;
  userId: number | null;
  date: string;
  startTime: string;
  endTime: string;
  isLocked: boolean;
  /** What the dialog should say first, e.g. Fix's "No one can take this shift: …". */
  notice?: string | undefined;
}

const TIMES = timeSlots("00:00", "24:00");

/**
 * Add or edit one shift (docs/api.md, Schedules). The person comes from the candidates list: everyone of the
 * store who holds the position, eligible first, each other name with the rule that stops them; the rules the
 * choice would break show before saving. A broken rule does not refuse the shift: the server keeps it with a
 * warning.
 */
export function ShiftDialog({
  open,
  onOpenChange,
  scheduleId,
  dates,
  positions,
  shift,
  draft,
  onWhy,
  edit,
  onSaved,
  started = () => false,
  timeZone,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scheduleId: number;
  dates: readonly string[];
  positions: readonly Position[];
  /** Editing this shift; else adding `draft`. */
  shift?: Shift | undefined;
  draft: ShiftDraft;
  /** Shows the engine's explanation (engine shifts only). */
  onWhy?: (() => void) | undefined;
  /** The week's version being edited (If-Match). */
  edit: VersionedEdit;
  /** A change saved, with the week's version right after it (for undo). */
  onSaved?: ((change: ShiftChange, version: number) => void) | undefined;
  /** Whether a shift has started: changing one asks first, then sends `confirmPast`. */
  started?: (shift: { date: string; startTime: string }) => boolean;
  /** The store's time zone: the shift's length is its real length there. */
  timeZone?: string | undefined;
  /** Where focus goes when the dialog closes (prevent the event to move it yourself). */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{shift ? "Edit shift" : "Add shift"}</DialogTitle>
          <DialogDescription>
            Times on the 15-minute grid; the meal break is placed by the store's rules.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ShiftForm
            scheduleId={scheduleId}
            dates={dates}
            positions={positions}
            shift={shift}
            draft={draft}
            onWhy={onWhy}
            edit={edit}
            onSaved={onSaved}
            started={started}
            timeZone={timeZone}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShiftForm({
  scheduleId,
  dates,
  positions,
  shift,
  draft,
  onWhy,
  edit,
  onSaved,
  started,
  timeZone,
  onDone,
}: {
  scheduleId: number;
  dates: readonly string[];
  positions: readonly Position[];
  shift?: Shift | undefined;
  draft: ShiftDraft;
  onWhy?: (() => void) | undefined;
  edit: VersionedEdit;
  onSaved: ((change: ShiftChange, version: number) => void) | undefined;
  started: (shift: { date: string; startTime: string }) => boolean;
  timeZone: string | undefined;
  onDone: () => void;
}) {
  const money = useFormatMoney();
  const create = useCreateShiftMutation(scheduleId);
  const update = useUpdateShiftMutation();
  const remove = useDeleteShiftMutation();
  const schema = useMemo(() => shiftFormSchema(timeZone), [timeZone]);
  const form = useForm<ShiftFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      positionId: draft.positionId === null ? "" : String(draft.positionId),
      userId: draft.userId === null ? "" : String(draft.userId),
      date: draft.date,
      startTime: draft.startTime,
      endTime: draft.endTime,
      isLocked: draft.isLocked,
    },
  });
  const { errors } = form.formState;
  const [positionId, userId, date, startTime, endTime] = useWatch({
    control: form.control,
    name: ["positionId", "userId", "date", "startTime", "endTime"],
  });
  const minutes = spanMinutes(startTime, endTime, { timeZone, date });
  const slotIsReadable = positionId !== "" && isShiftLength(minutes);
  const nextDay = isOvernight(startTime, endTime);
  const candidates = useQuery({
    ...candidatesQueryOptions(scheduleId, {
      positionId: Number(positionId),
      date,
      startTime,
      endTime,
      shiftId: shift?.id,
    }),
    enabled: slotIsReadable,
  });
  const chosen = candidates.data?.find((c) => String(c.userId) === userId);
  const isPending = create.isPending || update.isPending || remove.isPending;

  // A change of a started shift (or one that starts in the past) waits here for its confirmation.
  const [pastAction, setPastAction] = useState<{ action: PastAction; run: () => void } | null>(null);
  const isStarted = shift !== undefined && started(shift);

  const onValid = (values: ShiftFormValues) => {
    const body: ShiftCreate = {
      positionId: Number(values.positionId),
      userId: values.userId === "" ? null : Number(values.userId),
      date: values.date,
      startTime: values.startTime,
      endTime: values.endTime,
      isLocked: values.isLocked,
    };
    const save = (confirmPast: boolean) => {
      const sent = confirmPast ? { ...body, confirmPast } : body;
      const tracked = trackVersion(edit);
      const saved = (change: ShiftChange) => {
        onSaved?.(change, tracked.after);
        onDone();
      };
      if (shift)
        update.mutate(
          { id: shift.id, patch: sent, edit: tracked },
          { onSuccess: (after) => saved({ kind: "update", before: shift, after }) },
        );
      else
        create.mutate(
          { input: sent, edit: tracked },
          { onSuccess: (after) => saved({ kind: "create", after }) },
        );
    };
    if (isStarted || started(body))
      setPastAction({ action: shift ? "change" : "add", run: () => save(true) });
    else save(false);
  };
  const onDelete = (target: Shift) => {
    const run = (confirmPast: boolean) => {
      const tracked = trackVersion(edit);
      remove.mutate(
        { id: target.id, edit: tracked, confirmPast },
        {
          onSuccess: () => {
            onSaved?.({ kind: "delete", before: target }, tracked.after);
            onDone();
          },
        },
      );
    };
    if (isStarted) setPastAction({ action: "delete", run: () => run(true) });
    else run(false);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
      {draft.notice && (
        <p role="note" className="rounded-md border p-2 text-sm">
          {draft.notice}
        </p>
      )}
      {isStarted && (
        <p role="note" className="rounded-md border p-2 text-sm text-muted-foreground">
          This shift has already started: it is part of a day already worked. Changing or deleting it asks you
          to confirm.
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor="shift-position">Position</Label>
        <select
          id="shift-position"
          className={NATIVE_SELECT}
          {...form.register("positionId")}
          aria-invalid={!!errors.positionId}
        >
          <option value="">Choose a position</option>
          {positions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <FieldError id="shift-position-error" message={errors.positionId?.message} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="shift-date">Day</Label>
          <select id="shift-date" className={NATIVE_SELECT} {...form.register("date")}>
            {dates.map((d) => {
              const header = formatDayHeader(d);
              return (
                <option key={d} value={d}>
                  {header.weekday} {header.date}
                </option>
              );
            })}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="shift-start">Start</Label>
          <select id="shift-start" className={NATIVE_SELECT} {...form.register("startTime")}>
            {TIMES.slice(0, -1).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="shift-end">End</Label>
          <select
            id="shift-end"
            className={NATIVE_SELECT}
            {...form.register("endTime")}
            aria-invalid={!!errors.endTime}
            aria-describedby={errors.endTime ? "shift-length shift-end-error" : "shift-length"}
          >
            {TIMES.slice(1).map((t) => (
              <option key={t} value={t}>
                {isOvernight(startTime, t) ? `${t} next day` : t}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ShiftLength id="shift-length" minutes={minutes} nextDay={nextDay} />
      <FieldError id="shift-end-error" message={errors.endTime?.message} />
      <div className="grid gap-2">
        <Label htmlFor="shift-person">Person</Label>
        {/* Controlled: the candidates arrive after the dialog opens, and the chosen person must stay chosen. */}
        <select
          id="shift-person"
          className={NATIVE_SELECT}
          value={userId}
          onChange={(e) => form.setValue("userId", e.target.value)}
          aria-describedby="shift-person-rules"
        >
          <option value="">Open shift (nobody yet)</option>
          {candidates.data?.map((c) => (
            <option key={c.userId} value={c.userId}>
              {c.eligible ? "✓ " : "⚠ "}
              {c.name} — {formatHours(c.weekHours)} of {c.desiredHours}h desired
              {c.eligible ? "" : ` — ${c.violations[0]?.message ?? "breaks a rule"}`}
            </option>
          ))}
          {userId !== "" && !candidates.data?.some((c) => String(c.userId) === userId) && (
            <option value={userId}>
              {candidates.data ? "Current person (not qualified here)" : "Current person"}
            </option>
          )}
        </select>
        <div id="shift-person-rules" aria-live="polite" className="text-sm">
          {!slotIsReadable ? null : candidates.isLoading ? (
            <p className="text-muted-foreground">Checking who can work this shift…</p>
          ) : chosen ? (
            chosen.eligible ? (
              <p className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400 hc:text-foreground">
                <CheckCircle2Icon aria-hidden className="size-4" /> {chosen.name} breaks no rule here
                {chosen.cost > 0 ? ` (cost ${money(chosen.cost)})` : ""}.
              </p>
            ) : (
              <ul className="grid gap-1 text-destructive">
                {chosen.violations.map((v) => (
                  <li key={v.code + v.message} className="flex items-start gap-1">
                    <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {v.message}
                  </li>
                ))}
              </ul>
            )
          ) : candidates.data ? (
            <p className="text-muted-foreground">
              {candidates.data.filter((c) => c.eligible).length} of {candidates.data.length} qualified people
              can work it.
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="shift-locked"
          checked={form.watch("isLocked")}
          onCheckedChange={(v) => form.setValue("isLocked", v === true)}
        />
        <Label htmlFor="shift-locked">
          Lock: a re-run keeps this shift as it is
          <PinIcon aria-hidden className="size-3.5 text-muted-foreground" />
        </Label>
      </div>
      <DialogFooter className="gap-2">
        {shift && (
          <Button
            type="button"
            variant="destructive"
            disabled={isPending}
            onClick={() => onDelete(shift)}
            className="sm:mr-auto"
          >
            Delete
          </Button>
        )}
        {onWhy && (
          <Button type="button" variant="ghost" onClick={onWhy}>
            Why?
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? "Saving..." : "Save shift"}
        </Button>
      </DialogFooter>
      <PastConfirm
        action={pastAction?.action ?? null}
        onCancel={() => setPastAction(null)}
        onConfirm={() => {
          pastAction?.run();
          setPastAction(null);
        }}
      />
    </form>
  );
}

/** "Ends the next day · 8 h": the shift's real length, and whether it runs past midnight. */
function ShiftLength({ id, minutes, nextDay }: { id: string; minutes: number | null; nextDay: boolean }) {
  if (minutes === null) return null;
  const tooLong = !isShiftLength(minutes);
  return (
    <p id={id} className={tooLong ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
      {nextDay ? "Ends the next day · " : ""}
      {lengthText(minutes)}
      {tooLong ? ` (${SHIFT_LENGTH_MESSAGE.toLowerCase()})` : ""}
    </p>
  );
}
