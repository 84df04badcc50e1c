import { useState } from "react";
import type { Store } from "../../../domain/schemas/stores";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";

export type DayOption = { key: string; label: string };

/** "Copy day to…": this day's needs onto the checked days (one change, one PUT per target day). */
export function CopyDayDialog({
  days,
  from,
  onCopy,
}: {
  days: readonly DayOption[];
  from: DayOption;
  onCopy: (targets: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const others = days.filter((d) => d.key !== from.key);
  const all = chosen.length === others.length;
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => (on ? [...current, key] : current.filter((k) => k !== key)));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setChosen([]);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Copy day to…
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Copy {from.label} to…</DialogTitle>
          <DialogDescription>
            The chosen days get {from.label}&apos;s needs; Undo brings theirs back.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">Days</legend>
          <div className="flex items-center gap-2">
            <Checkbox
              id="copy-all-days"
              checked={all}
              onCheckedChange={(on) => setChosen(on === true ? others.map((d) => d.key) : [])}
            />
            <Label htmlFor="copy-all-days">All days</Label>
          </div>
          {others.map((day) => (
            <div key={day.key} className="flex items-center gap-2 pl-4">
              <Checkbox
                id={`copy-day-${day.key}`}
                checked={chosen.includes(day.key)}
                onCheckedChange={(on) => toggle(day.key, on === true)}
              />
              <Label htmlFor={`copy-day-${day.key}`} className="font-normal">
                {day.label}
              </Label>
            </div>
          ))}
        </fieldset>
        <DialogFooter>
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              onCopy(chosen);
              setOpen(false);
            }}
          >
            {chosen.length === 0
              ? "Copy"
              : `Copy to ${chosen.length} ${chosen.length === 1 ? "day" : "days"}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "Copy from store…": another store's seven days (what does not fit this store's hours is dropped). */
export function CopyStoreDialog({
  stores,
  onCopy,
}: {
  stores: readonly Store[];
  onCopy: (storeId: number) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [storeId, setStoreId] = useState("");
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function copy() {
    setState({ busy: true, error: null });
    try {
      await onCopy(Number(storeId));
      setState({ busy: false, error: null });
      setOpen(false);
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : "Could not load that store" });
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setStoreId(stores[0] ? String(stores[0].id) : "");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={stores.length === 0}>
          Copy from store…
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Copy from another store</DialogTitle>
          <DialogDescription>
            Its typical week replaces all seven days here; needs outside this store&apos;s hours are dropped.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="copy-from-store">Store</Label>
          <select
            id="copy-from-store"
            className={SELECT_CLASS}
            value={storeId}
            onChange={(e) => setStoreId(e.target.value)}
          >
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          {state.error && (
            <p role="alert" className="text-sm text-destructive">
              {state.error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button disabled={!storeId || state.busy} onClick={() => void copy()}>
            {state.busy ? "Copying…" : "Copy its week"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
