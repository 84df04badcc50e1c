import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Position } from "../../../domain/schemas/positions";
import { MAX_HEADCOUNT } from "../../../domain/schemas/staffing";
import type { Store } from "../../../domain/schemas/stores";
import { DAYS_OF_WEEK, type DayOfWeek } from "../../../domain/time";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDayHeader } from "@/components/week";
import { dayLabel } from "@/lib/day-label";
import { timeRangeText } from "@/lib/time-range";
import { dayKeys, resetWeek, weekNeedsQueryOptions, type LoadedWeek, type NeedsMode } from "./api";
import { CopyDayDialog, CopyStoreDialog, type DayOption } from "./copy-dialogs";
import { formatStaffHours, needMargins, staffingColumns } from "./headcount-grid";
import { NeedsGrid } from "./needs-grid";
import { clampSelection, describeSelection, ORIGIN, rectOf, type Selection } from "./selection";
import { SaveStatusLine } from "./save-status";
import { useWeekEditor } from "./use-week-editor";
import { copyDayTo, dayTotals, fitToSlots, setCells, type WeekGrids } from "./week-needs";
import { WeekSource } from "./week-source";
import { WeekTotals } from "./week-totals";

function dayOptions(mode: NeedsMode): DayOption[] {
  return dayKeys(mode).map((key, i) => {
    const weekday = dayLabel(DAYS_OF_WEEK[i] as DayOfWeek);
    if (mode.kind === "template") return { key, label: weekday };
    return { key, label: `${formatDayHeader(key).weekday} ${formatDayHeader(key).date}` };
  });
}

/** Loads the store's week (typical or a chosen one), then edits it; another store or week starts afresh. */
export function NeedsEditor(props: {
  store: Store;
  stores: readonly Store[];
  positions: readonly Position[];
  mode: NeedsMode;
  day: DayOfWeek;
  onDay: (day: DayOfWeek) => void;
  canEdit: boolean;
}) {
  const query = useQuery({
    ...weekNeedsQueryOptions(props.store.id, props.mode),
    refetchOnWindowFocus: false,
  });
  const [generation, setGeneration] = useState(0);
  if (query.data === undefined && !query.isError) return <LoadingState what="staffing needs" />;
  if (query.data === undefined)
    return (
      <LoadError
        title="Could not load the staffing needs."
        error={query.error}
        fallback={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  // Local edits live in LoadedEditor from the load on: a refetch does not overwrite them; another store,
  // week or a reset of the week starts it afresh.
  const key = `${props.store.id}|${props.mode.kind === "week" ? props.mode.weekStart : "typical"}|${generation}`;
  const onReset = async () => {
    if (props.mode.kind !== "week") return;
    await resetWeek(props.store.id, props.mode.weekStart);
    await query.refetch();
    setGeneration((g) => g + 1);
  };
  return <LoadedEditor key={key} {...props} loaded={query.data} onReset={onReset} />;
}

function LoadedEditor({
  store,
  stores,
  positions,
  mode,
  day,
  onDay,
  canEdit,
  loaded,
  onReset,
}: Parameters<typeof NeedsEditor>[0] & { loaded: LoadedWeek; onReset: () => Promise<void> }) {
  const queryClient = useQueryClient();
  // A week's own needs may reach into a labor standard's prep and close-down: the grid widens to show
  // and edit them. The typical week stays within the hours (the templates' rule).
  const { columns, hours } = useMemo(
    () =>
      staffingColumns(
        store.openTime,
        store.closeTime,
        mode.kind === "week" ? needMargins(loaded.grids, store.openTime, store.closeTime) : undefined,
      ),
    [store, mode.kind, loaded.grids],
  );
  const slots = useMemo(() => columns.map((c) => c.slot), [columns]);
  const editor = useWeekEditor(store.id, mode, loaded, slots);
  const days = useMemo(() => dayOptions(mode), [mode]);
  const dayIndex = DAYS_OF_WEEK.indexOf(day);
  const current = days[dayIndex] ?? (days[0] as DayOption);
  const grid = editor.grids[current.key] ?? {};
  const positionIds = positions.map((p) => p.id);
  const [rawSelection, setSelection] = useState<Selection>(ORIGIN);
  const selection = clampSelection(rawSelection, positions.length, columns.length);
  const rect = rectOf(selection);
  const described = describeSelection(
    rect,
    positions.map((p) => p.name),
    columns,
  );
  const [setTo, setSetTo] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const outside = useMemo(
    () => Object.values(loaded.grids).reduce((n, g) => n + fitToSlots(g, slots).dropped, 0),
    [loaded.grids, slots],
  );

  const setSelected = (value: number) =>
    editor.change(value > 0 ? `set to ${value}` : "clear", {
      [current.key]: setCells(grid, rect, positionIds, slots, value),
    });
  const copyFromStore = async (otherId: number) => {
    const other = await queryClient.fetchQuery(weekNeedsQueryOptions(otherId, { kind: "template" }));
    let dropped = 0;
    const changes: Record<string, WeekGrids[string]> = {};
    DAYS_OF_WEEK.forEach((weekday, i) => {
      const fitted = fitToSlots(other.grids[weekday] ?? {}, slots);
      dropped += fitted.dropped;
      const target = days[i];
      if (target) changes[target.key] = fitted.grid;
    });
    editor.change("copy from store", changes);
    const name = stores.find((s) => s.id === otherId)?.name ?? "the store";
    setNotice(
      `Copied ${name}'s week. ${dropped} ${dropped === 1 ? "need" : "needs"} outside this store's hours ${dropped === 1 ? "was" : "were"} dropped.`,
    );
  };
  const lastStep = editor.undoSteps.at(-1);
  const caption = `Staff needed at ${store.name} on ${current.label}, per 15 minutes`;
  const closesNextDay = columns.some((c) => c.nextDay);

  return (
    <div className="grid grid-cols-1 gap-3">
      {mode.kind === "week" && <WeekSource source={editor.source} canEdit={canEdit} onReset={onReset} />}
      <div role="group" aria-label="Day" className="flex flex-wrap gap-1">
        {days.map((d, i) => (
          <Button
            key={d.key}
            size="sm"
            variant={d.key === current.key ? "default" : "outline"}
            aria-pressed={d.key === current.key}
            onClick={() => onDay(DAYS_OF_WEEK[i] as DayOfWeek)}
          >
            {d.label}
            <span className="text-xs font-normal tabular-nums opacity-80">
              {formatStaffHours(dayTotals(editor.grids[d.key], positionIds, slots).total)}
            </span>
          </Button>
        ))}
      </div>
      <p className="px-1 text-sm text-muted-foreground">
        {caption}. Open {timeRangeText(store.openTime, store.closeTime)}
        {closesNextDay ? "; times after midnight, marked +1, are the next morning." : "."}
      </p>
      {canEdit && (
        <div className="flex flex-wrap items-end gap-2" data-testid="editor-toolbar">
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const value = Number(setTo);
              if (setTo === "" || !Number.isInteger(value) || value < 0 || value > MAX_HEADCOUNT) return;
              setSelected(value);
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor="set-to">Set selection to</Label>
              <Input
                id="set-to"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_HEADCOUNT}
                className="w-20"
                value={setTo}
                onChange={(e) => setSetTo(e.target.value)}
              />
            </div>
            <Button type="submit" size="sm" variant="outline">
              Set
            </Button>
          </form>
          <Button size="sm" variant="outline" onClick={() => setSelected(0)}>
            Clear
          </Button>
          <CopyDayDialog
            days={days}
            from={current}
            onCopy={(targets) => editor.change("copy day", copyDayTo(editor.grids, current.key, targets))}
          />
          <CopyStoreDialog stores={stores.filter((s) => s.id !== store.id)} onCopy={copyFromStore} />
          <Button size="sm" variant="outline" disabled={!lastStep} onClick={editor.undo}>
            {lastStep ? `Undo ${lastStep.label}` : "Undo"}
          </Button>
          <SaveStatusLine save={editor.save} days={days} onRetry={editor.retry} />
        </div>
      )}
      {notice && (
        <p role="status" className="px-1 text-sm">
          {notice}
        </p>
      )}
      {outside > 0 && (
        <p role="note" className="rounded-md border px-3 py-2 text-sm">
          {outside} {outside === 1 ? "need lies" : "needs lie"} outside the store&apos;s opening hours and{" "}
          {outside === 1 ? "is" : "are"} not shown;{" "}
          {mode.kind === "template"
            ? `saving ${outside === 1 ? "its day drops it" : "their days drops them"}.`
            : `${outside === 1 ? "it is" : "they are"} kept (prep before the open, close-down after the close).`}
        </p>
      )}
      <p id="staffing-selection" className="px-1 text-sm font-medium" aria-live="polite">
        {described}
        <span className="sr-only">
          {canEdit
            ? ". Arrow keys move, Shift with arrows extends the selection; type a number and Enter to set it, Delete clears, Control Z undoes."
            : "."}
        </span>
      </p>
      <NeedsGrid
        positions={positions}
        columns={columns}
        hours={hours}
        grid={grid}
        hoursPerPosition={dayTotals(grid, positionIds, slots).perPosition}
        selection={selection}
        canEdit={canEdit}
        caption={caption}
        describedBy="staffing-selection"
        actions={{
          onSelect: setSelection,
          onSet: setSelected,
          onClear: () => setSelected(0),
          onUndo: editor.undo,
        }}
      />
      <WeekTotals days={days} grids={editor.grids} positions={positions} slots={slots} />
    </div>
  );
}
