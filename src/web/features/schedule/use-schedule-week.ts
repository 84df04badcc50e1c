import type { TimesheetPerson } from "../../../domain/schemas/timesheets";
import { displayName } from "../../../domain/display-name";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { can } from "../../../domain/permissions";
import type { Position } from "../../../domain/schemas/positions";
import { addDays } from "../../../domain/time";
import { storeThisWeek, weekDates } from "@/components/week";
import { useSignedInUser } from "@/lib/current-user";
import { useIsMobile } from "@/lib/use-is-mobile";
import { employeesQueryOptions } from "@/lib/queries/employees";
import { laborTargetsQueryOptions } from "@/lib/queries/labor-targets";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";
import { timesheetQueryOptions } from "@/lib/queries/timesheets";
import { changesQueryOptions, scheduleQueryOptions, weekStaffQueryOptions } from "./api";
import { scheduleWeekFor } from "./schedule-query";
import { coverageByDay } from "./schedule-model";
import { buildRows, type ApprovedMinutes } from "./schedule-rows";
import type { GridRow } from "./week-grid";

/**
 * Everything the Schedule screen reads: the store and week from the URL (this week on the store's wall
 * clock when the URL has none), the week's schedule and what the grid derives from it (rows, the coverage
 * strips from the server's counts), the people, positions, labor budget and the changes since the last
 * publish.
 */
export function useScheduleWeek() {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const stores = useQuery(storesQueryOptions());
  const positionsQuery = useQuery(positionsQueryOptions());
  const canEdit = can(user, "editSchedule");
  const canPublish = can(user, "publishSchedule");
  const employees = useQuery({ ...employeesQueryOptions(), enabled: canEdit });

  const { storeId, monday } = scheduleWeekFor(params, stores.data);
  const view: "person" | "position" = params.get("view") === "position" || !canEdit ? "position" : "person";
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
  const positions = useMemo(
    () => new Map<number, Position>((positionsQuery.data ?? []).map((p) => [p.id, p])),
    [positionsQuery.data],
  );
  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const e of employees.data ?? []) map.set(e.userId, displayName(e));
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
  const store = stores.data?.find((s) => s.id === storeId);
  const timeZone = store?.timezone;
  // Scheduled vs actual: a published week that has begun, for those who read timesheets.
  const thisWeek = storeThisWeek(stores.data, storeId);
  const showsActual =
    can(user, "viewTimesheets") && view === "person" && week?.publishedVersion != null && monday <= thisWeek;
  const timesheet = useQuery({ ...timesheetQueryOptions(storeId, monday), enabled: showsActual });
  const approved = useMemo(
    () =>
      showsActual && timesheet.data
        ? new Map(timesheet.data.people.map((p) => [p.userId, approvedOf(p)]))
        : undefined,
    [showsActual, timesheet.data],
  );
  // The grid's rows (each person's week hours on the store's clock): a phone draws a day list instead.
  const isMobile = useIsMobile();
  const rows: GridRow[] = useMemo(
    () =>
      week && !isMobile
        ? buildRows(view, week, positions, employees.data, storeId, names, daysOf, timeZone, approved)
        : [],
    [isMobile, view, week, positions, employees.data, storeId, names, daysOf, timeZone, approved],
  );
  // The server's per-position counts, from the same review as the warnings; none for a week not reviewed.
  // Each date is a business day: with the store's hours, its slots after midnight come after its evening.
  const counted = week?.coverage;
  const [openTime, closeTime] = [store?.openTime, store?.closeTime];
  const coverage = useMemo(
    () =>
      counted
        ? coverageByDay(dates, counted, openTime && closeTime ? { openTime, closeTime } : undefined)
        : undefined,
    [dates, counted, openTime, closeTime],
  );
  const changes = useQuery({
    ...changesQueryOptions(week?.id ?? 0),
    enabled:
      canEdit && week !== null && week.publishedVersion !== null && week.version > week.publishedVersion,
  });

  return {
    canEdit,
    canPublish,
    stores,
    store,
    storeId,
    monday,
    dates,
    view,
    setParam,
    isLoading: stores.isLoading || (storeId > 0 && schedule.isLoading),
    week,
    previous: previous.data ?? null,
    positionList: positionsQuery.data ?? [],
    /** Undefined while loading: "no positions" must not be said of a list not read yet. */
    loadedPositions: positionsQuery.data,
    /** The roster (editors only), for what the store lacks before a run. */
    employees: employees.data,
    positions,
    names,
    staff: staff.data,
    budget,
    rows,
    coverage,
    unpublished: changes.data?.length ?? 0,
  };
}

export type ScheduleWeek = ReturnType<typeof useScheduleWeek>;

/** A person's approved minutes, in all and per day (the day of each clock-in, on the store's calendar). */
function approvedOf(person: TimesheetPerson): ApprovedMinutes {
  const byDay = new Map<string, number>();
  for (const e of person.entries)
    if (e.status === "APPROVED") byDay.set(e.date, (byDay.get(e.date) ?? 0) + e.workedMinutes);
  return { total: person.approvedMinutes, byDay };
}
