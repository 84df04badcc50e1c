import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useMemo, useState } from "react";
import { needsNobody } from "../../../domain/run-status";
import type { Run, Schedule, ScheduleWarning, Shift } from "../../../domain/schemas/schedules";
import { LoadingState } from "@/components/loading-state";
import { preloadable } from "@/lib/lazy";
import { SCHEDULES_KEY } from "@/lib/queries/roots";
import { useIsMobile } from "@/lib/use-is-mobile";
import { useMountedInTransition } from "@/lib/use-mounted-in-transition";
import { useStableCallback } from "@/lib/use-stable-callback";
import {
  fixProposalQueryOptions,
  scheduleQueryOptions,
  trackVersion,
  useUpdateShiftMutation,
  type VersionedEdit,
} from "./api";
import { DemandFit } from "./demand-fit-chart";
import { DayList } from "./day-list";
import { NoNeedsNotice } from "./no-needs-notice";
import { PastConfirm, useWeekPast } from "./past";
import { PublishDialog } from "./publish-dialog";
import { RunPanel } from "./run-panel";
import { ScheduleFigures } from "./schedule-figures";
import { understaffedDraft } from "./schedule-model";
import { OPEN_ROW } from "./schedule-rows";
import { ScheduleWarnings } from "./schedule-warnings";
import type { ShiftDraft } from "./shift-dialog";
import { shiftPlace } from "./undo";
import { focusGridStop } from "./use-grid-keyboard";
import type { ScheduleWeek } from "./use-schedule-week";
import { useUndo } from "./use-undo";
import { WeekGlance } from "./week-glance";
import { WeekGrid } from "./week-grid";
import { WhyDialog } from "./why-dialog";

/**
 * The shift dialog's code (the form library and the domain's zod schemas, ~130 KB) is not needed to show the
 * week: it loads when a dialog opens first (issue 13). Not ahead "when idle": evaluating it is one long task
 * (~100-200 ms on a busy 2-core machine) that a drag started just then would wait for.
 */
const ShiftDialog = preloadable(() => import("./shift-dialog"), "ShiftDialog");

/**
 * A week that exists: its figures, the engine's run, the grid (a day list on a phone), the warnings with
 * Fix, and the dialogs they open (a shift, why the engine chose it, publishing).
 */
export function ScheduleWeekView({
  data,
  week,
  runId,
  onRunDismissed,
  publishing,
  onPublishingChange,
}: {
  data: ScheduleWeek;
  week: Schedule;
  runId: number | null;
  onRunDismissed: () => void;
  publishing: boolean;
  onPublishingChange: (open: boolean) => void;
}) {
  const { canEdit, canPublish, storeId, monday, dates, view, store, positions, names } = data;
  const isMobile = useIsMobile();
  // The shifts, the demand fit and the warnings are most of the screen's DOM: drawn in a transition.
  const showWeek = useMountedInTransition();
  const queryClient = useQueryClient();
  const move = useUpdateShiftMutation();
  /** The shift dialog; `fromGrid`: opened by a chip or "add" button of the grid, which gets focus back. */
  const [dialog, setDialog] = useState<{ shift?: Shift; draft: ShiftDraft; fromGrid?: boolean } | null>(null);
  const [why, setWhy] = useState<Shift | null>(null);
  const past = useWeekPast(store?.timezone);
  /** A drag of (or into) the past, waiting for its confirmation. */
  const [pastMove, setPastMove] = useState<{ shift: Shift; patch: Partial<Shift> } | null>(null);
  const activeRunId = runId ?? week.activeRun?.id ?? null;
  const isNothingToCover = week.coverage !== null && needsNobody(week.coverage);
  // The store's hours (kept while unchanged, for the memoized warnings): its business day.
  const [openTime, closeTime] = [store?.openTime, store?.closeTime];
  const hours = useMemo(
    () => (openTime && closeTime ? { openTime, closeTime } : undefined),
    [openTime, closeTime],
  );
  const onRunFinished = useCallback(
    (_run: Run) => void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
    [queryClient],
  );

  const scheduleKey = scheduleQueryOptions(storeId, monday).queryKey;
  const edit: VersionedEdit = {
    version: week.version,
    onVersion: (version) =>
      queryClient.setQueryData<Schedule | null>(scheduleKey, (old) => (old ? { ...old, version } : old)),
  };
  const undo = useUndo({ week, edit, started: past.started });
  const openDraft = (draft: Partial<ShiftDraft>, fromGrid = false) =>
    setDialog({
      fromGrid,
      draft: {
        positionId: null,
        userId: null,
        date: dates[0] ?? monday,
        startTime: store?.openTime.slice(0, 5) ?? "09:00",
        endTime: "17:00",
        isLocked: false,
        ...draft,
      },
    });
  const openShift = (shift: Shift, fromGrid = false) =>
    setDialog({
      shift,
      fromGrid,
      draft: shiftPlace(shift),
    });
  const onFix = (warning: ScheduleWarning) => {
    if (warning.code === "UNDERSTAFFED") {
      void fixGap(warning);
      return;
    }
    const shift = week.shifts.find((s) => s.id === warning.shiftIds[0]);
    if (shift) openShift(shift);
  };
  /**
   * Fix on an unmet need: the server's proposal (a legal-length shift around the gap for the best person
   * who breaks no rule, or open with why no one can), in the shift dialog to review and save. If it cannot
   * answer, the bare slot, saying so.
   */
  const fixGap = async (warning: ScheduleWarning) => {
    const { positionId, date, start, end } = warning;
    try {
      if (positionId === null || !start || !end) throw new Error("This warning names no slot");
      const proposal = await queryClient.fetchQuery(
        fixProposalQueryOptions(week.id, { positionId, date, start, end }),
      );
      const { userId, startTime, endTime, reason } = proposal;
      openDraft({ positionId, userId, date: proposal.date, startTime, endTime, notice: reason ?? undefined });
    } catch (error) {
      openDraft({
        positionId,
        ...understaffedDraft(warning, dates, hours),
        notice: `No shift could be proposed (${error instanceof Error ? error.message : "unknown error"}): choose the times and the person yourself.`,
      });
    }
  };
  // Handlers that never change, so the memoized warnings, day list and grid rows are not redrawn by every
  // render (each of the week's queries arriving is one).
  const fixWarning = useStableCallback(onFix);
  const openFromList = useStableCallback((shift: Shift) => openShift(shift));
  const addOnDay = useStableCallback((date: string) => openDraft({ date }));
  /** Drag: optimistic, rolled back (refetched) with the server's message if it refuses. */
  const onMove = (shift: Shift, rowKey: string, date: string) => {
    const patch =
      view === "person"
        ? { userId: rowKey === OPEN_ROW ? null : Number(rowKey), date }
        : { positionId: Number(rowKey), date };
    if (Object.entries(patch).every(([k, v]) => shift[k as keyof Shift] === v)) return;
    // A started shift, or one dropped on a time already past, asks first (docs/product.md, The real week).
    if (past.started(shift) || past.started({ date, startTime: shift.startTime })) {
      setPastMove({ shift, patch });
      return;
    }
    applyMove(shift, patch, false);
  };
  const applyMove = (shift: Shift, patch: Partial<Shift>, confirmPast: boolean) => {
    queryClient.setQueryData<Schedule | null>(scheduleKey, (old) =>
      old ? { ...old, shifts: old.shifts.map((s) => (s.id === shift.id ? { ...s, ...patch } : s)) } : old,
    );
    const tracked = trackVersion(edit);
    move.mutate(
      { id: shift.id, patch: confirmPast ? { ...patch, confirmPast } : patch, edit: tracked },
      { onSuccess: (saved) => undo.record({ kind: "update", before: shift, after: saved }, tracked.after) },
    );
  };

  return (
    <>
      {canEdit && isNothingToCover && <NoNeedsNotice storeId={storeId} />}
      {canEdit && <ScheduleFigures schedule={week} budget={data.budget} />}
      {activeRunId !== null && (
        <RunPanel
          key={activeRunId}
          runId={activeRunId}
          storeId={storeId}
          onFinished={onRunFinished}
          onDismiss={onRunDismissed}
        />
      )}
      {showWeek && isMobile && (
        <WeekGlance dates={dates} shifts={week.shifts} positions={positions} names={names} />
      )}
      {!showWeek ? (
        <LoadingState what="the week" />
      ) : isMobile ? (
        <DayList
          dates={dates}
          shifts={week.shifts}
          positions={positions}
          names={names}
          staff={data.staff}
          canEdit={canEdit && !week.isLocked}
          timeZone={store?.timezone}
          onOpenShift={openFromList}
          onWhy={setWhy}
          onAdd={addOnDay}
          past={past}
        />
      ) : (
        <WeekGrid
          rows={data.rows}
          dates={dates}
          positions={positions}
          coverage={data.coverage}
          canEdit={canEdit && !week.isLocked}
          timeZone={store?.timezone}
          caption={view === "person" ? "Shifts by employee and day" : "Shifts by position and day"}
          onOpenShift={(s) => (canEdit ? openShift(s, true) : setWhy(s))}
          onAddShift={(rowKey, date) =>
            openDraft(
              view === "person"
                ? { date, userId: rowKey === OPEN_ROW ? null : Number(rowKey) }
                : { date, positionId: Number(rowKey) },
              true,
            )
          }
          onMove={onMove}
          past={past}
        />
      )}
      {showWeek && canEdit && week.coverage && (
        <DemandFit dates={dates} coverage={week.coverage} hours={hours} />
      )}
      {showWeek && canEdit && (
        <ScheduleWarnings
          warnings={week.warnings}
          positions={positions}
          hours={hours}
          canFix={!week.isLocked}
          onFix={fixWarning}
          hasStarted={past.started}
          isNothingToCover={isNothingToCover}
        />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ShiftDialog
            open
            onOpenChange={(open) => !open && setDialog(null)}
            scheduleId={week.id}
            dates={dates}
            positions={data.positionList.filter((p) => p.isActive || p.id === dialog.shift?.positionId)}
            shift={dialog.shift}
            draft={dialog.draft}
            edit={edit}
            onSaved={undo.record}
            // Back to the chip or "add" button that opened it, wherever a save has redrawn it (WCAG 2.4.3).
            onCloseAutoFocus={
              dialog.fromGrid ? (event) => focusGridStop() && event.preventDefault() : undefined
            }
            started={past.started}
            timeZone={store?.timezone}
            onWhy={
              dialog.shift?.explanation
                ? () => {
                    setWhy(dialog.shift ?? null);
                    setDialog(null);
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      <WhyDialog
        shift={why}
        names={names}
        onClose={() => setWhy(null)}
        onEdit={(s) => {
          setWhy(null);
          if (canEdit) openShift(s);
        }}
      />
      <PastConfirm
        action={pastMove ? "move" : null}
        onCancel={() => setPastMove(null)}
        onConfirm={() => {
          if (pastMove) applyMove(pastMove.shift, pastMove.patch, true);
          setPastMove(null);
        }}
      />
      <PastConfirm {...undo.pastConfirm} />
      {canPublish && (
        <PublishDialog
          open={publishing}
          onOpenChange={onPublishingChange}
          week={week}
          names={names}
          positions={positions}
          hours={hours}
        />
      )}
    </>
  );
}
