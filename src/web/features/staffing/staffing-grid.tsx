import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, type KeyboardEvent } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { Store } from "../../../domain/schemas/stores";
import { STAFFING_SLOTS, type DayOfWeek } from "../../../domain/time";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { dayLabel } from "@/lib/day-label";
import { staffingTemplateQueryOptions } from "./api";
import { nextGridCell } from "./grid-keys";
import { formatStaffHours, headcountRow, HOUR_GROUPS, isOpenAt, staffHours } from "./headcount-grid";
import { PositionRow } from "./position-row";
import { useHeadcountEditor } from "./use-headcount-editor";

/**
 * Arrow keys (and Home/End) move between the grid's + and − buttons, so the grid is one tab stop rather
 * than a thousand. The moved-to button becomes the one in the tab order (roving tabindex), set on the
 * DOM directly so no cell re-renders.
 */
function moveFocus(event: KeyboardEvent<HTMLTableElement>, rows: number) {
  const from = event.target;
  if (!(from instanceof HTMLButtonElement) || from.dataset.row === undefined) return;
  const at = { row: Number(from.dataset.row), col: Number(from.dataset.col) };
  const to = nextGridCell(event.key, at, { rows, cols: STAFFING_SLOTS.length });
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

/** The day's grid: a row per active position, 68 slot columns grouped by hour, scrolling sideways. */
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
  // Open on the store's opening hour (on a phone 06:00 is often hours before opening); once per day shown.
  useEffect(() => {
    const container = scroller.current;
    if (!isLoaded || !container) return;
    const openHour = `${store.openTime.slice(0, 2)}:00`;
    const header = container.querySelector<HTMLElement>(`th[data-hour="${openHour}"]`);
    const rowHeader = container.querySelector<HTMLElement>("th[data-sticky]");
    if (header && rowHeader) container.scrollLeft = Math.max(0, header.offsetLeft - rowHeader.offsetWidth);
  }, [isLoaded, store.id, store.openTime, day]);
  const openSlots = useMemo(
    () => STAFFING_SLOTS.map((slot) => isOpenAt(slot, store.openTime, store.closeTime)),
    [store.openTime, store.closeTime],
  );

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
  const totalHours = positions.reduce((sum, p) => sum + staffHours(headcountRow(grid, p.id)), 0);
  const caption = `Staff needed at ${store.name} on ${dayLabel(day)}, per 15 minutes`;

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-1 text-sm">
        <p className="text-muted-foreground">
          {caption}. Open {store.openTime.slice(0, 5)}-{store.closeTime.slice(0, 5)}; shaded slots are outside
          opening hours.
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
      {/* ScrollRegion is relative: the sr-only slot labels are absolutely positioned; clipped there, they cannot widen the page. */}
      <ScrollRegion ref={scroller} label="Staffing grid" className="scroll-pl-40 rounded-md border">
        <table
          className="border-collapse text-sm"
          onKeyDown={canEdit ? (event) => moveFocus(event, positions.length * 2) : undefined}
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
              {HOUR_GROUPS.map(({ hour }) => (
                <th
                  key={hour}
                  data-hour={hour}
                  scope="colgroup"
                  colSpan={4}
                  className="border-l px-1 py-1 text-left font-medium"
                >
                  {hour}
                </th>
              ))}
            </tr>
            <tr className="border-b">
              {STAFFING_SLOTS.map((slot, index) => (
                <th
                  key={slot}
                  scope="col"
                  className={`w-8 px-0 py-0.5 text-center text-[0.7rem] font-normal text-muted-foreground ${index % 4 === 0 ? "border-l" : ""}`}
                >
                  <span aria-hidden>:{slot.slice(3)}</span>
                  <span className="sr-only">{slot}</span>
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
                openSlots={openSlots}
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
