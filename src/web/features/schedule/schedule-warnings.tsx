import { AlertTriangleIcon, ChevronDownIcon, ChevronUpIcon, InfoIcon } from "lucide-react";
import { memo, useId, useMemo, useState } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { ScheduleWarning } from "../../../domain/schemas/schedules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDayHeader } from "@/components/week";
import { businessRangeText, timeRangeText, type StoreHours } from "@/lib/time-range";
import { gapStart } from "./schedule-model";

const TITLES: Record<ScheduleWarning["code"], string> = {
  UNDERSTAFFED: "Understaffed",
  NOT_QUALIFIED: "Not qualified",
  NOT_AT_STORE: "Not at this store",
  UNAVAILABLE: "Unavailable",
  TIME_OFF: "Time off",
  DOUBLE_SHIFT: "Double shift",
  SHIFT_LENGTH: "Shift length",
  MEAL_BREAK: "Meal break",
  MIN_REST: "Rest between shifts",
  CLOPEN: "Clopen",
  MINOR_CURFEW: "Minor curfew",
  MINOR_DAILY_HOURS: "Minor daily hours",
  MINOR_WEEKLY_HOURS: "Minor weekly hours",
  WEEKLY_CAP: "Weekly hour cap",
  CONSECUTIVE_DAYS: "Consecutive days",
  TRAINER_RATIO: "Trainer ratio",
  OVERTIME: "Overtime",
};

/**
 * "Understaffed · Server · Fri Nov 27 23:00–02:00 +1". An UNDERSTAFFED warning is on its business day
 * (after midnight of a store that closes late is the next morning); a rule's times are its shift's.
 */
export function warningTitle(
  w: ScheduleWarning,
  positions: ReadonlyMap<number, Position>,
  hours?: StoreHours,
): string {
  const day = formatDayHeader(w.date);
  const where = w.positionId === null ? "" : ` · ${positions.get(w.positionId)?.name ?? ""}`;
  const range =
    w.start && w.end
      ? w.code === "UNDERSTAFFED"
        ? businessRangeText(w.start, w.end, hours)
        : timeRangeText(w.start, w.end)
      : null;
  const when = range ? ` ${range}` : "";
  return `${TITLES[w.code]}${where} · ${day.weekday} ${day.date}${when}`;
}

/** Each kind shows this many warnings until asked for all: a phone drew 94 of them as a 12,500 px list. */
export const WARNINGS_SHOWN_PER_KIND = 5;

/** What the warnings list and each kind's part of it are drawn with. */
interface WarningListProps {
  positions: ReadonlyMap<number, Position>;
  /** The store's hours, to place UNDERSTAFFED times in their business day. */
  hours?: StoreHours | undefined;
  canFix: boolean;
  onFix: (warning: ScheduleWarning) => void;
  /** Whether a time of the week has passed in the store's zone: a gap already started gets no Fix. */
  hasStarted?: (slot: { date: string; startTime: string }) => boolean;
}

/**
 * Every warning of the week by kind, rules first, each kind's first few shown and the rest one click away.
 * Fix on UNDERSTAFFED opens a new shift for that slot with its candidates; Fix on a rule opens the shift it
 * names. Memoized: a drag or an edit that leaves the warnings as they were does not redraw a long list.
 */
export const ScheduleWarnings = memo(function ScheduleWarnings({
  warnings,
  positions,
  hours,
  canFix,
  onFix,
  hasStarted,
  isNothingToCover = false,
}: WarningListProps & {
  warnings: readonly ScheduleWarning[];
  /** The week has no staffing needs: "every need covered" would claim what nobody asked for. */
  isNothingToCover?: boolean;
}) {
  const kinds = useMemo(
    () =>
      byKind(
        warnings,
        (w) => w.code === "UNDERSTAFFED" && hasStarted !== undefined && hasStarted(gapStart(w, hours)),
      ),
    [warnings, hasStarted, hours],
  );
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>Warnings</CardTitle>
        <CardDescription>
          {warnings.length === 0
            ? isNothingToCover
              ? "No rule broken; no staffing needs to cover."
              : "No rule broken and every need covered."
            : `${warnings.length} issue${warnings.length === 1 ? "" : "s"} found in this week`}
        </CardDescription>
      </CardHeader>
      {warnings.length > 0 && (
        <CardContent className="grid gap-6">
          {kinds.map(([code, list]) => (
            <WarningKind
              key={code}
              code={code}
              warnings={list}
              positions={positions}
              hours={hours}
              canFix={canFix}
              onFix={onFix}
              hasStarted={hasStarted}
            />
          ))}
        </CardContent>
      )}
    </Card>
  );
});

/**
 * The week's warnings by kind, rules before unmet needs and overtime, each kind by date, except that a gap
 * already started (nothing to fix any more) comes after those still ahead: late in the week, the first few
 * shown are the ones a manager can act on.
 */
function byKind(
  warnings: readonly ScheduleWarning[],
  isPastGap: (warning: ScheduleWarning) => boolean,
): [ScheduleWarning["code"], ScheduleWarning[]][] {
  const isLast = (code: ScheduleWarning["code"]) => Number(code === "UNDERSTAFFED" || code === "OVERTIME");
  const past = new Set(warnings.filter(isPastGap));
  // ISO dates compare as strings (localeCompare was ~50 ms for a 150-person week's warnings).
  const ordered = [...warnings].sort(
    (a, b) =>
      isLast(a.code) - isLast(b.code) ||
      Number(past.has(a)) - Number(past.has(b)) ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
  const kinds = new Map<ScheduleWarning["code"], ScheduleWarning[]>();
  for (const warning of ordered) {
    const list = kinds.get(warning.code);
    if (list) list.push(warning);
    else kinds.set(warning.code, [warning]);
  }
  return [...kinds];
}

function WarningKind({
  code,
  warnings,
  positions,
  hours,
  canFix,
  onFix,
  hasStarted,
}: WarningListProps & {
  code: ScheduleWarning["code"];
  warnings: ScheduleWarning[];
}) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? warnings : warnings.slice(0, WARNINGS_SHOWN_PER_KIND);
  const hidden = warnings.length - WARNINGS_SHOWN_PER_KIND;
  return (
    <section
      aria-labelledby={`${listId}-title`}
      // Laid out and painted only near the screen (the list is below the week).
      className="grid gap-3 [contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]"
    >
      <h3 id={`${listId}-title`} className="text-sm font-semibold">
        {TITLES[code]} <span className="font-normal text-muted-foreground">· {warnings.length}</span>
      </h3>
      <ul id={listId} className="grid gap-3">
        {shown.map((warning, i) => {
          const title = warningTitle(warning, positions, hours);
          const soft = warning.code === "OVERTIME";
          const isPastGap =
            warning.code === "UNDERSTAFFED" &&
            hasStarted !== undefined &&
            hasStarted(gapStart(warning, hours));
          return (
            <li
              key={`${warning.code}-${i}`}
              className="flex flex-wrap items-start gap-3 rounded-md border p-3"
            >
              {soft ? (
                <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              ) : (
                <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{warning.message}</p>
              </div>
              {canFix && !isPastGap && (warning.code === "UNDERSTAFFED" || warning.shiftIds.length > 0) && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Fix: ${title}`}
                  onClick={() => onFix(warning)}
                >
                  Fix
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
          {showAll ? `Show the first ${WARNINGS_SHOWN_PER_KIND}` : `Show ${hidden} more`}
          <span className="sr-only"> {TITLES[code]} warnings</span>
        </Button>
      )}
    </section>
  );
}
