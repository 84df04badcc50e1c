import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, type KeyboardEvent } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { Store } from "../../../domain/schemas/stores";
import type { DayOfWeek } from "../../../domain/time";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { dayLabel } from "@/lib/day-label";
import { saveStaffingSlot, staffingTemplateQueryOptions } from "./api";
import { nextGridCell } from "./grid-keys";
import { timeRangeText } from "@/lib/time-range";
import { slotName } from "./headcount-cell";
import {
  formatStaffHours,
  headcountRow,
  needsOutside,
  staffHours,
  staffingColumns,
  type HeadcountGrid,
} from "./headcount-grid";
import { PositionRow } from "./position-row";
import { useHeadcountEditor } from "./use-headcount-editor";

/**
 * Arrow keys (and Home/End) move between the grid's + and − buttons, so the grid is one tab stop rather
 * than a thousand. The moved-to button becomes the one in the tab order (roving tabindex), set on the
 * DOM directly so no cell re-renders.
 */
function moveFocus(event: KeyboardEvent<HTMLTableElement>, rows: number, cols: number) {
  const from = event.target;
  if (!(from instanceof HTMLButtonElement) || from.dataset.row === undefined) return;
  const at = { row: Number(from.dataset.row), col: Number(from.dataset.col) };
  const to = nextGridCell(event.key, at, { rows, cols });
  if (!to) return;
  const target = event.currentTarget.querySelector<HTMLButtonElement>(
    `button[data-row="${to.row}"][data-col="${to.col}"]`,
  );
  if (!target) return;
  event.preventDefault();
  from.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}

/**
 * The day's grid: a row per active position, a column per slot of the store's business day (from its
 * open to its close, past midnight for a store that closes the next day) grouped by hour, scrolling
 * sideways.
 */
export function StaffingGrid({
  store,
  day,
  positions,
  canEdit,
}: {
  store: Store;
  day: DayOfWeek;
  positions: Position[];
  canEdit: boolean;
}) {
  const template = useQuery(staffingTemplateQueryOptions(store.id, day));
  const onChange = useHeadcountEditor(store.id, day);
  const scroller = useRef<HTMLDivElement>(null);
  const isLoaded = template.data !== undefined;
  // The columns start at the store's open: another store or day starts scrolled back to it.
  useEffect(() => {
    if (isLoaded && scroller.current) scroller.current.scrollLeft = 0;
  }, [isLoaded, store.id, day]);
  const { columns, hours } = useMemo(
    () => staffingColumns(store.openTime, store.closeTime),
    [store.openTime, store.closeTime],
  );
  const slots = useMemo(() => columns.map((c) => c.slot), [columns]);

  // A failed refetch keeps the grid it had (the toast reports it); only a first load shows the error.
  if (template.data === undefined && !template.isError) {
    return <LoadingState what="staffing template" />;
  }
  if (template.data === undefined) {
    return (
      <LoadError
        title="Could not load the staffing template."
        error={template.error}
        fallback={template.error.message}
        onRetry={() => void template.refetch()}
      />
    );
  }

  const grid = template.data;
  const totalHours = positions.reduce((sum, p) => sum + staffHours(headcountRow(grid, p.id), slots), 0);
  const caption = `Staff needed at ${store.name} on ${dayLabel(day)}, per 15 minutes`;
  const closesNextDay = columns.some((c) => c.nextDay);

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-1 text-sm">
        <p className="text-muted-foreground">
          {caption}. Open {timeRangeText(store.openTime, store.closeTime)}
          {closesNextDay && <span className="sr-only"> (closes the next day)</span>}
          {closesNextDay ? "; times after midnight, marked +1, are the next morning." : "."}
          {canEdit && (
            <span id="staffing-grid-keys" className="sr-only">
              {" "}
              In the grid, arrow keys move between the add and remove buttons.
            </span>
          )}
        </p>
        <p className="font-medium tabular-nums" data-testid="total-hours">
          Total: {formatStaffHours(totalHours)} staff-hours
        </p>
      </div>
      <OutsideNeeds
        storeId={store.id}
        day={day}
        grid={grid}
        positions={positions}
        slots={slots}
        canEdit={canEdit}
      />
      {/* ScrollRegion is relative: the sr-only slot labels are absolutely positioned; clipped there, they cannot widen the page. */}
      <ScrollRegion ref={scroller} label="Staffing grid" className="scroll-pl-40 rounded-md border">
        <table
          className="border-collapse text-sm"
          onKeyDown={canEdit ? (event) => moveFocus(event, positions.length * 2, columns.length) : undefined}
          aria-describedby={canEdit ? "staffing-grid-keys" : undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b">
              <th
                scope="col"
                rowSpan={2}
                data-sticky
                className="sticky left-0 z-20 border-r bg-card px-3 py-1 text-left align-bottom font-medium"
              >
                Position
              </th>
              {hours.map(({ hour, nextDay, slots: hourSlots }, index) => (
                <th
                  key={`${hour}${nextDay ? "+1" : ""}`}
                  data-hour={hour}
                  scope="colgroup"
                  colSpan={hourSlots.length}
                  className={`px-1 py-1 text-left font-medium whitespace-nowrap ${
                    nextDay && hours[index - 1]?.nextDay === false
                      ? "border-l-2 border-l-foreground"
                      : "border-l"
                  }`}
                >
                  {hour}
                  {nextDay && (
                    <>
                      {" "}
                      <span aria-hidden className="text-xs font-semibold">
                        +1
                      </span>
                      <span className="sr-only">(next day)</span>
                    </>
                  )}
                </th>
              ))}
            </tr>
            <tr className="border-b">
              {columns.map(({ slot, nextDay, isHourStart }, index) => (
                <th
                  key={slot}
                  scope="col"
                  className={`w-8 px-0 py-0.5 text-center text-[0.7rem] font-normal text-muted-foreground ${
                    nextDay && columns[index - 1]?.nextDay === false
                      ? "border-l-2 border-l-foreground"
                      : isHourStart
                        ? "border-l"
                        : ""
                  }`}
                >
                  <span aria-hidden>:{slot.slice(3)}</span>
                  <span className="sr-only">{slotName(slot, nextDay)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {positions.map((position, rowIndex) => (
              <PositionRow
                key={position.id}
                position={position}
                rowIndex={rowIndex}
                counts={headcountRow(grid, position.id)}
                columns={columns}
                slots={slots}
                canEdit={canEdit}
                onChange={onChange}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/**
 * Needs set outside the store's hours (before they changed): not in the grid, but said, and those who
 * edit can clear them (the server takes a 0 anywhere, docs/api.md, Staffing).
 */
function OutsideNeeds({
  storeId,
  day,
  grid,
  positions,
  slots,
  canEdit,
}: {
  storeId: number;
  day: DayOfWeek;
  grid: HeadcountGrid;
  positions: Position[];
  slots: readonly string[];
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: async (needs: readonly { positionId: number; slot: string }[]) => {
      for (const need of needs)
        await saveStaffingSlot({
          storeId,
          positionId: need.positionId,
          dayOfWeek: day,
          timeSlot: need.slot,
          requiredHeadcount: 0,
        });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: staffingTemplateQueryOptions(storeId, day).queryKey }),
    meta: { errorTitle: "Failed to save", errorFallback: "An error occurred" },
  });
  const outside = needsOutside(
    grid,
    positions.map((p) => p.id),
    slots,
  );
  if (outside.length === 0) return null;
  const names = new Map(positions.map((p) => [p.id, p.name]));
  const listed = outside
    .slice(0, 4)
    .map((n) => `${names.get(n.positionId) ?? "A position"} at ${n.slot}`)
    .join(", ");
  const them = outside.length === 1 ? "it" : "them";
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm" role="note">
      <p className="min-w-0 flex-1">
        {outside.length} {outside.length === 1 ? "need lies" : "needs lie"} outside the store&apos;s opening
        hours and {outside.length === 1 ? "is" : "are"} not shown here: {listed}
        {outside.length > 4 ? ", …" : ""}. Change the store&apos;s hours to edit {them}
        {canEdit ? `, or clear ${them}` : ""}.
      </p>
      {canEdit && (
        <Button size="sm" variant="outline" disabled={clear.isPending} onClick={() => clear.mutate(outside)}>
          {clear.isPending ? "Clearing…" : `Clear ${them}`}
        </Button>
      )}
    </div>
  );
}
