import { memo, type ReactNode } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { Shift, StaffDay } from "../../../domain/schemas/schedules";
import { formatDayHeader } from "@/components/week";
import { nextDaySuffix } from "@/lib/time-range";
import { DESCRIBED_BY } from "./grid-drag";
import { formatHours, workedHours } from "./schedule-model";
import { ShiftChipContent } from "./shift-chip-content";

export interface GridRow {
  key: string;
  label: string;
  detail?: ReactNode;
  /** Approved hours worked, beside the plan (a person's row of a lived, published week). */
  actual?: string | undefined;
  /** Approved minutes per day, beside each day's shifts (the same rows; a day without any shows none). */
  actualByDay?: ReadonlyMap<string, number> | undefined;
  shifts: Shift[];
  /** The person's days (time off, workable times), when the row is a person's. */
  days?: ReadonlyMap<string, StaffDay> | undefined;
  /** People's names, when the row is a position's: its chips say who works each shift. */
  names?: ReadonlyMap<number, string> | undefined;
}

export interface WeekRowProps {
  row: GridRow;
  dates: readonly string[];
  positions: ReadonlyMap<number, Position>;
  canEdit: boolean;
  /** The store's time zone: a shift's hours are its real length. */
  timeZone?: string | undefined;
  /** The lifted chip's shift, when it is in this row (drawn pressed). */
  liftedId: number | null;
  /** The day under the lifted chip, when it is in this row (highlighted). */
  overDate: string | null;
  onAddShift: (rowKey: string, date: string) => void;
  /** Whether a shift has started (its chip is marked); changes once a minute. */
  started?: ((shift: Shift) => boolean) | undefined;
}

/**
 * One person's (or position's) week. Memoized on what it shows: a drag or an edit re-renders the one or
 * two rows whose shifts, lifted chip or highlighted cell changed, not all 150 (the query keeps unchanged
 * shifts as the same objects). Chips take their clicks from the grid body (one handler, not 772).
 */
export const WeekRow = memo(function WeekRow({
  row,
  dates,
  positions,
  canEdit,
  timeZone,
  liftedId,
  overDate,
  onAddShift,
  started,
}: WeekRowProps) {
  return (
    <tr className="border-b align-top">
      <th scope="row" className="p-2 text-left font-medium">
        <span className="block break-words">{row.label}</span>
        {row.detail && <span className="block font-normal text-muted-foreground">{row.detail}</span>}
        {row.actual && <span className="block font-normal text-muted-foreground">{row.actual}</span>}
      </th>
      {dates.map((date) => (
        <DayCell
          key={date}
          rowKey={row.key}
          rowLabel={row.label}
          date={date}
          day={row.days?.get(date)}
          canEdit={canEdit}
          isOver={overDate === date}
          onAddShift={onAddShift}
        >
          {row.shifts
            .filter((s) => s.date === date)
            .map((s) => (
              <ShiftChip
                key={s.id}
                shift={s}
                position={positions.get(s.positionId)}
                who={row.names}
                canEdit={canEdit}
                timeZone={timeZone}
                isLifted={s.id === liftedId}
                isStarted={started?.(s) ?? false}
              />
            ))}
          {row.actualByDay?.has(date) && (
            <span className="block px-1 text-xs text-muted-foreground">
              Actual {formatHours((row.actualByDay.get(date) ?? 0) / 60)}
            </span>
          )}
        </DayCell>
      ))}
    </tr>
  );
}, sameRow);

function sameRow(a: WeekRowProps, b: WeekRowProps): boolean {
  return (
    a.dates === b.dates &&
    a.positions === b.positions &&
    a.canEdit === b.canEdit &&
    a.timeZone === b.timeZone &&
    a.liftedId === b.liftedId &&
    a.overDate === b.overDate &&
    a.onAddShift === b.onAddShift &&
    a.started === b.started &&
    a.row.key === b.row.key &&
    a.row.label === b.row.label &&
    a.row.detail === b.row.detail &&
    a.row.actual === b.row.actual &&
    a.row.actualByDay === b.row.actualByDay &&
    a.row.days === b.row.days &&
    a.row.names === b.row.names &&
    a.row.shifts.length === b.row.shifts.length &&
    a.row.shifts.every((shift, i) => shift === b.row.shifts[i])
  );
}

/** A day the person cannot work at all (time off, or no workable time), or only part of. */
function dayNote(day: StaffDay | undefined): { text: string; blocked: boolean } | null {
  if (!day) return null;
  if (day.timeOff) return { text: "Time off", blocked: true };
  if (day.available.length === 0) return { text: "Unavailable", blocked: true };
  const [first] = day.available;
  if (day.available.length === 1 && first?.start === "00:00" && first.end === "24:00") return null;
  const ranges = day.available.map((a) => `${a.start}-${a.end}${nextDaySuffix(a.start, a.end)}`);
  return { text: ranges.join(", "), blocked: false };
}

function DayCell({
  rowKey,
  rowLabel,
  date,
  day,
  canEdit,
  isOver,
  onAddShift,
  children,
}: {
  rowKey: string;
  rowLabel: string;
  date: string;
  day: StaffDay | undefined;
  canEdit: boolean;
  isOver: boolean;
  onAddShift: (rowKey: string, date: string) => void;
  children: ReactNode;
}) {
  const header = formatDayHeader(date);
  const note = dayNote(day);
  return (
    <td
      data-cell={`${rowKey}|${date}`}
      className={`group border-l p-0.5 xl:p-1${note?.blocked ? " day-blocked" : ""}${isOver ? " bg-accent" : ""}`}
    >
      <div className="cell-body grid gap-1">
        {note && (
          <span
            title={note.blocked ? undefined : `Available ${note.text}`}
            className={`day-note truncate rounded px-1 text-[11px] leading-4 ${
              note.blocked ? "bg-muted font-medium text-foreground" : "text-muted-foreground"
            }`}
          >
            {!note.blocked && <span className="sr-only">Available </span>}
            {note.text}
          </span>
        )}
        {children}
        {canEdit && (
          <button
            type="button"
            tabIndex={-1}
            onClick={() => onAddShift(rowKey, date)}
            aria-label={`Add shift: ${rowLabel}, ${header.weekday} ${header.date}`}
            className="print:hidden flex h-6 items-center justify-center rounded text-muted-foreground opacity-60 hover:bg-accent hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {/* A "+" glyph, not an icon: 1,050 cells × an SVG of three nodes was a quarter of the grid's DOM. */}
            <span aria-hidden className="text-sm leading-none">
              +
            </span>
          </button>
        )}
      </div>
    </td>
  );
}

// Class names joined by hand in the grid's cells and chips: no utility here overrides another, and merging
// them (cn) for 1,050 cells and 772 chips was a tenth of the grid's first render (issue 13).
const CHIP =
  "shift-chip w-full rounded border border-l-4 px-1 py-1 text-left leading-tight hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring";
// An open shift is drawn as a hole, not a card: a dashed outline (muted-foreground: 3:1 against the
// background in each theme) and no fill, and by position the word "Open" where a name would be.
const ASSIGNED = " bg-card shadow-xs";
const OPEN = " shift-open border-dashed bg-transparent";

/**
 * A shift as a button: a click (from the grid body's handler) opens it; when the week can be edited it
 * is draggable (the grid's one dnd-kit draggable takes it when pressed), so it says so and how.
 */
function ShiftChip({
  shift,
  position,
  who,
  canEdit,
  timeZone,
  isLifted,
  isStarted,
}: {
  shift: Shift;
  position: Position | undefined;
  who: ReadonlyMap<number, string> | undefined;
  canEdit: boolean;
  timeZone: string | undefined;
  isLifted: boolean;
  isStarted: boolean;
}) {
  const hasProblem = shift.violations.length > 0;
  const isOpen = shift.userId === null;
  const hours = workedHours(shift, timeZone);
  // The name is the chip's visible text plus hidden words (WCAG 2.5.3: the name contains what is seen).
  const extra = `${isStarted ? ", started" : ""}${shift.isLocked ? ", locked shift" : ""}${
    hasProblem ? `, ${shift.violations.length} rule${shift.violations.length > 1 ? "s" : ""} broken` : ""
  }`;
  return (
    <button
      type="button"
      tabIndex={-1}
      data-shift-id={shift.id}
      title={hasProblem ? shift.violations.map((v) => v.message).join("\n") : undefined}
      {...(canEdit
        ? {
            "aria-roledescription": "draggable",
            "aria-describedby": DESCRIBED_BY,
            "aria-pressed": isLifted ? true : undefined,
          }
        : {})}
      style={{ borderLeftColor: position?.color ?? "#64748b" }}
      className={`${CHIP}${hasProblem ? " border-destructive" : isOpen ? " border-muted-foreground" : ""}${isLifted ? " opacity-80 shadow-lg" : ""}${
        isStarted ? " shift-started" : ""
      }${isOpen ? OPEN : ASSIGNED}`}
    >
      <ShiftChipContent shift={shift} position={position} who={who} hours={hours} />
      {extra && <span className="sr-only">{extra}</span>}
    </button>
  );
}
