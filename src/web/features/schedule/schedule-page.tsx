import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CalendarPlusIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  DownloadIcon,
  LockIcon,
  PlayIcon,
  PrinterIcon,
  SendIcon,
  UnlockIcon,
} from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { can } from "../../../domain/permissions";
import type { Position } from "../../../domain/schemas/positions";
import type { Run, Schedule, ScheduleWarning, Shift, StaffDay } from "../../../domain/schemas/schedules";
import { addDays, isDate } from "../../../domain/time";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { storeThisWeek } from "@/components/store-week-picker";
import { formatWeekLabel, weekDates, weekStartOf } from "@/components/week";
import { useSignedInUser } from "@/lib/current-user";
import { employeesQueryOptions } from "@/lib/queries/employees";
import { laborTargetsQueryOptions } from "@/lib/queries/labor-targets";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";
import { useIsMobile } from "@/lib/use-is-mobile";
import {
  changesQueryOptions,
  scheduleQueryOptions,
  useCreateScheduleMutation,
  useLockScheduleMutation,
  useStartRunMutation,
  useUpdateShiftMutation,
  weekDemandQueryOptions,
  weekStaffQueryOptions,
  type VersionedEdit,
} from "./api";
import { DayList } from "./day-list";
import { MySchedule } from "./my-schedule";
import { NATIVE_SELECT } from "./native-select";
import { PublishDialog } from "./publish-dialog";
import { RunPanel } from "./run-panel";
import { ScheduleFigures } from "./schedule-figures";
import { coverageByDay, formatHours, groupShifts, hoursByPerson } from "./schedule-model";
import { ScheduleWarnings } from "./schedule-warnings";
import { ShiftDialog, type ShiftDraft } from "./shift-dialog";
import { WeekGrid, type GridRow } from "./week-grid";
import { WhyDialog } from "./why-dialog";

const OPEN_ROW = "open";

/**
 * The real week (DESIGN §6): store and week in the URL, the grid by person or by position, shifts added,
 * edited, dragged and locked, the engine run with progress, warnings with Fix, and publishing.
 */
export function SchedulePage() {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const stores = useQuery(storesQueryOptions());
  const positionsQuery = useQuery(positionsQueryOptions());
  const canEdit = can(user, "editSchedule");
  const canPublish = can(user, "publishSchedule");
  const employees = useQuery({ ...employeesQueryOptions(), enabled: canEdit });
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();

  const weekParam = params.get("week");
  const storeId = Number(params.get("store")) || stores.data?.[0]?.id || 0;
  // Without a week in the URL: this week on the store's wall clock (its time zone).
  const monday =
    weekParam && isDate(weekParam) ? weekStartOf(weekParam) : storeThisWeek(stores.data, storeId);
  const view = params.get("view") === "position" || !canEdit ? "position" : "person";
  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        p.set(key, value);
        return p;
      },
      { replace: true },
    );

  const dates = useMemo(() => weekDates(monday), [monday]);
  const schedule = useQuery({ ...scheduleQueryOptions(storeId, monday), enabled: storeId > 0 });
  const previous = useQuery({
    ...scheduleQueryOptions(storeId, addDays(monday, -7)),
    enabled: storeId > 0 && canEdit && schedule.data === null,
  });
  const demand = useQuery({ ...weekDemandQueryOptions(storeId), enabled: storeId > 0 });
  const positions = useMemo(
    () => new Map<number, Position>((positionsQuery.data ?? []).map((p) => [p.id, p])),
    [positionsQuery.data],
  );
  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const e of employees.data ?? []) map.set(e.userId, e.fullName?.trim() || e.username);
    return map;
  }, [employees.data]);

  const week = schedule.data ?? null;
  const staff = useQuery({ ...weekStaffQueryOptions(week?.id ?? 0), enabled: canEdit && week !== null });
  const targets = useQuery({
    ...laborTargetsQueryOptions(storeId),
    enabled: storeId > 0 && can(user, "manageLabor"),
  });
  const budget = targets.data?.length ? targets.data.reduce((sum, t) => sum + t.budget, 0) : null;
  // Per person and date, kept while the staff list is unchanged so that memoized rows can skip rendering.
  const daysOf = useMemo(
    () => new Map((staff.data ?? []).map((s) => [s.userId, new Map(s.days.map((d) => [d.date, d]))])),
    [staff.data],
  );
  const rows: GridRow[] = useMemo(
    () => (week ? buildRows(view, week, positions, employees.data, storeId, names, daysOf) : []),
    [view, week, positions, employees.data, storeId, names, daysOf],
  );
  const shiftList = week?.shifts;
  const coverage = useMemo(
    () => (shiftList && demand.data ? coverageByDay(dates, demand.data, shiftList) : undefined),
    [dates, demand.data, shiftList],
  );
  const [runId, setRunId] = useState<number | null>(null);
  const activeRunId = runId ?? week?.activeRun?.id ?? null;
  const [dialog, setDialog] = useState<{ shift?: Shift; draft: ShiftDraft } | null>(null);
  const [why, setWhy] = useState<Shift | null>(null);
  const [publishing, setPublishing] = useState(false);

  const create = useCreateScheduleMutation();
  const lock = useLockScheduleMutation(week?.id ?? 0);
  const startRun = useStartRunMutation(week?.id ?? 0);
  const move = useUpdateShiftMutation();
  const changes = useQuery({
    ...changesQueryOptions(week?.id ?? 0),
    enabled:
      canEdit && week !== null && week.publishedVersion !== null && week.version > week.publishedVersion,
  });

  const onRunFinished = useCallback(
    (_run: Run) => void queryClient.invalidateQueries({ queryKey: ["schedules"] }),
    [queryClient],
  );

  if (stores.isLoading || (storeId > 0 && schedule.isLoading)) return <LoadingState what="the schedule" />;
  const store = stores.data?.find((s) => s.id === storeId);

  const openDraft = (draft: Partial<ShiftDraft>) =>
    setDialog({
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
  const openShift = (shift: Shift) =>
    setDialog({
      shift,
      draft: {
        positionId: shift.positionId,
        userId: shift.userId,
        date: shift.date,
        startTime: shift.startTime,
        endTime: shift.endTime,
        isLocked: shift.isLocked,
      },
    });

  const onFix = (warning: ScheduleWarning) => {
    if (warning.code === "UNDERSTAFFED") {
      openDraft({
        positionId: warning.positionId,
        date: warning.date,
        startTime: warning.start ?? "09:00",
        endTime: warning.end ?? "17:00",
      });
      return;
    }
    const shift = week?.shifts.find((s) => s.id === warning.shiftIds[0]);
    if (shift) openShift(shift);
  };

  /** Drag: optimistic, rolled back (refetched) with the server's message if it refuses. */
  const onMove = (shift: Shift, rowKey: string, date: string) => {
    const patch =
      view === "person"
        ? { userId: rowKey === OPEN_ROW ? null : Number(rowKey), date }
        : { positionId: Number(rowKey), date };
    if (Object.entries(patch).every(([k, v]) => shift[k as keyof Shift] === v)) return;
    queryClient.setQueryData<Schedule | null>(scheduleQueryOptions(storeId, monday).queryKey, (old) =>
      old ? { ...old, shifts: old.shifts.map((s) => (s.id === shift.id ? { ...s, ...patch } : s)) } : old,
    );
    move.mutate({ id: shift.id, patch, edit });
  };

  const scheduleKey = scheduleQueryOptions(storeId, monday).queryKey;
  const edit: VersionedEdit = {
    version: week?.version ?? 0,
    onVersion: (version) =>
      queryClient.setQueryData<Schedule | null>(scheduleKey, (old) => (old ? { ...old, version } : old)),
  };
  const unpublished = changes.data?.length ?? 0;
  const status = !week
    ? null
    : week.status === "DRAFT"
      ? "Draft"
      : week.version > (week.publishedVersion ?? 0) && unpublished > 0
        ? `${unpublished} unpublished change${unpublished === 1 ? "" : "s"}`
        : "Published";

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Schedule"
        subtitle={store ? `${store.name} · ${formatWeekLabel(monday)}` : "Pick a store"}
        actions={
          week && (
            <>
              {canEdit && (
                <Button
                  variant="outline"
                  aria-pressed={week.isLocked}
                  disabled={lock.isPending}
                  onClick={() => lock.mutate(!week.isLocked)}
                >
                  {week.isLocked ? <UnlockIcon aria-hidden /> : <LockIcon aria-hidden />}
                  {week.isLocked ? "Unlock" : "Lock"}
                </Button>
              )}
              {canEdit && (
                <Button
                  variant="outline"
                  disabled={week.isLocked || week.activeRun !== null || startRun.isPending}
                  onClick={() => startRun.mutate(undefined, { onSuccess: (run) => setRunId(run.id) })}
                >
                  <PlayIcon aria-hidden />
                  Run Scheduling
                </Button>
              )}
              {canPublish && (
                <Button onClick={() => setPublishing(true)}>
                  <SendIcon aria-hidden />
                  Publish
                </Button>
              )}
              <Button variant="outline" asChild>
                <a href={`/api/schedules/${week.id}/export.csv`} download={`schedule-${monday}.csv`}>
                  <DownloadIcon aria-hidden />
                  Export CSV
                </a>
              </Button>
              <Button variant="outline" onClick={() => window.print()}>
                <PrinterIcon aria-hidden />
                Print
              </Button>
            </>
          )
        }
      />
      {!canEdit && <MySchedule />}

      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="grid gap-1">
          <Label htmlFor="schedule-store">Store</Label>
          <select
            id="schedule-store"
            className={`${NATIVE_SELECT} w-52`}
            value={storeId || ""}
            onChange={(e) => setParam("store", e.target.value)}
          >
            {stores.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous week"
            onClick={() => setParam("week", addDays(monday, -7))}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <h2 className="min-w-56 text-center text-lg font-semibold" aria-live="polite">
            {formatWeekLabel(monday)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next week"
            onClick={() => setParam("week", addDays(monday, 7))}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
        {status && <Badge variant={status === "Published" ? "default" : "secondary"}>{status}</Badge>}
        {week?.isLocked && (
          <Badge variant="outline">
            <LockIcon aria-hidden />
            Locked
          </Badge>
        )}
        {week && canEdit && !isMobile && (
          <div role="group" aria-label="Grid view" className="ml-auto flex gap-1">
            <Button
              size="sm"
              variant={view === "person" ? "default" : "outline"}
              aria-pressed={view === "person"}
              onClick={() => setParam("view", "person")}
            >
              By employee
            </Button>
            <Button
              size="sm"
              variant={view === "position" ? "default" : "outline"}
              aria-pressed={view === "position"}
              onClick={() => setParam("view", "position")}
            >
              By position
            </Button>
          </div>
        )}
      </div>

      {!store ? (
        <Card>
          <CardContent>
            <EmptyState icon={CalendarPlusIcon} title="No store yet">
              Add a store first; its week is scheduled here.
            </EmptyState>
          </CardContent>
        </Card>
      ) : !week ? (
        <Card>
          <CardContent>
            <EmptyState icon={CalendarPlusIcon} title="No schedule for this week">
              {canEdit ? (
                <span className="grid justify-items-center gap-3">
                  Start an empty week and let the engine fill it, or copy last week's shifts.
                  <span className="flex flex-wrap justify-center gap-2">
                    <Button
                      disabled={create.isPending}
                      onClick={() => create.mutate({ storeId, weekStartDate: monday })}
                    >
                      <CalendarPlusIcon aria-hidden />
                      Create schedule
                    </Button>
                    {previous.data && (
                      <Button
                        variant="outline"
                        disabled={create.isPending}
                        onClick={() =>
                          create.mutate({ storeId, weekStartDate: monday, copyFrom: previous.data?.id ?? 0 })
                        }
                      >
                        <CopyIcon aria-hidden />
                        Copy last week
                      </Button>
                    )}
                  </span>
                </span>
              ) : (
                "Nothing is published for this week yet."
              )}
            </EmptyState>
          </CardContent>
        </Card>
      ) : (
        <>
          {canEdit && <ScheduleFigures schedule={week} budget={budget} />}
          {activeRunId !== null && (
            <RunPanel
              key={activeRunId}
              runId={activeRunId}
              onFinished={onRunFinished}
              onDismiss={() => setRunId(null)}
            />
          )}
          {isMobile ? (
            <DayList
              dates={dates}
              shifts={week.shifts}
              positions={positions}
              names={names}
              staff={staff.data}
              canEdit={canEdit && !week.isLocked}
              onOpenShift={openShift}
              onWhy={setWhy}
              onAdd={(date) => openDraft({ date })}
            />
          ) : (
            <WeekGrid
              rows={rows}
              dates={dates}
              positions={positions}
              coverage={coverage}
              canEdit={canEdit && !week.isLocked}
              caption={view === "person" ? "Shifts by employee and day" : "Shifts by position and day"}
              onOpenShift={(s) => (canEdit ? openShift(s) : setWhy(s))}
              onAddShift={(rowKey, date) =>
                openDraft(
                  view === "person"
                    ? { date, userId: rowKey === OPEN_ROW ? null : Number(rowKey) }
                    : { date, positionId: Number(rowKey) },
                )
              }
              onMove={onMove}
            />
          )}
          {canEdit && (
            <ScheduleWarnings
              warnings={week.warnings}
              positions={positions}
              canFix={!week.isLocked}
              onFix={onFix}
            />
          )}
          {dialog && (
            <ShiftDialog
              open
              onOpenChange={(open) => !open && setDialog(null)}
              scheduleId={week.id}
              dates={dates}
              positions={(positionsQuery.data ?? []).filter(
                (p) => p.isActive || p.id === dialog.shift?.positionId,
              )}
              shift={dialog.shift}
              draft={dialog.draft}
              edit={edit}
              onWhy={
                dialog.shift?.explanation
                  ? () => {
                      setWhy(dialog.shift ?? null);
                      setDialog(null);
                    }
                  : undefined
              }
            />
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
          {canPublish && (
            <PublishDialog
              open={publishing}
              onOpenChange={setPublishing}
              scheduleId={week.id}
              names={names}
              positions={positions}
            />
          )}
        </>
      )}
    </div>
  );
}

function buildRows(
  view: "person" | "position",
  week: Schedule,
  positions: ReadonlyMap<number, Position>,
  employees:
    | {
        userId: number;
        fullName: string | null;
        username: string;
        storeIds: number[];
        desiredWeeklyHours: number;
      }[]
    | undefined,
  storeId: number,
  names: ReadonlyMap<number, string>,
  daysOf: ReadonlyMap<number, ReadonlyMap<string, StaffDay>>,
): GridRow[] {
  if (view === "position") {
    const byPosition = groupShifts(week.shifts, (s) => s.positionId);
    return [...positions.values()]
      .filter((p) => p.isActive || byPosition.has(p.id))
      .map((p) => ({ key: String(p.id), label: p.name, shifts: byPosition.get(p.id) ?? [] }));
  }
  const byPerson = groupShifts(week.shifts, (s) => s.userId);
  const hours = hoursByPerson(week.shifts);
  const people = (employees ?? []).filter((e) => e.storeIds.includes(storeId) || byPerson.has(e.userId));
  const known = new Set(people.map((e) => e.userId));
  const rows: GridRow[] = people.map((e) => {
    const worked = hours.get(e.userId) ?? 0;
    return {
      key: String(e.userId),
      label: names.get(e.userId) ?? e.username,
      detail: `${formatHours(worked)} of ${e.desiredWeeklyHours}h desired`,
      shifts: byPerson.get(e.userId) ?? [],
      days: daysOf.get(e.userId),
    };
  });
  for (const [userId, shifts] of byPerson) {
    if (userId === null || known.has(userId)) continue;
    rows.push({ key: String(userId), label: `User ${userId}`, detail: "not at this store", shifts });
  }
  rows.push({
    key: OPEN_ROW,
    label: "Open shifts",
    detail: "nobody assigned yet",
    shifts: byPerson.get(null) ?? [],
  });
  return rows;
}
