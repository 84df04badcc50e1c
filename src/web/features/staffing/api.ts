import { queryOptions } from "@tanstack/react-query";
import type { DayNeed, WeekNeed } from "../../../domain/schemas/demand";
import type { StaffingEntry } from "../../../domain/schemas/staffing";
import { DAYS_OF_WEEK } from "../../../domain/time";
import { weekDates } from "@/components/week";
import { api } from "@/lib/api";
import { toHeadcountGrid } from "./headcount-grid";
import { weekGrids, type WeekGrids } from "./week-needs";

/**
 * What the editor edits: the store's typical week (its weekday templates) or one week's own needs
 * (DESIGN §9: they override the templates for that week only). Days are keyed "MONDAY" … or by date.
 */
export type NeedsMode = { kind: "template" } | { kind: "week"; weekStart: string };

export function dayKeys(mode: NeedsMode): string[] {
  return mode.kind === "template" ? [...DAYS_OF_WEEK] : weekDates(mode.weekStart);
}

export type LoadedWeek = {
  grids: WeekGrids;
  /** A chosen week: WEEK when it has its own needs, TEMPLATE when a run would read the typical week. */
  source: "WEEK" | "TEMPLATE" | null;
};

async function loadTemplates(storeId: number, signal?: AbortSignal): Promise<LoadedWeek> {
  const days = await Promise.all(
    DAYS_OF_WEEK.map((day) =>
      api.get<StaffingEntry[]>(["/api/staffing-templates", storeId, day], { signal }),
    ),
  );
  return {
    grids: Object.fromEntries(DAYS_OF_WEEK.map((day, i) => [day, toHeadcountGrid(days[i] ?? [])])),
    source: null,
  };
}

async function loadWeekNeeds(storeId: number, weekStart: string, signal?: AbortSignal): Promise<LoadedWeek> {
  const needs = await api.get<WeekNeed[]>(`/api/stores/${storeId}/needs?weekStart=${weekStart}`, { signal });
  const grids = weekGrids(needs, weekDates(weekStart));
  return { grids, source: needs.some((n) => n.source === "WEEK") ? "WEEK" : "TEMPLATE" };
}

/** Under the "staffing-templates" root, so changes elsewhere (a position deleted) refetch it. */
export const weekNeedsQueryOptions = (storeId: number, mode: NeedsMode) =>
  queryOptions({
    queryKey: [
      "staffing-templates",
      "week-editor",
      storeId,
      mode.kind === "week" ? mode.weekStart : "typical",
    ],
    queryFn: ({ signal }) =>
      mode.kind === "template"
        ? loadTemplates(storeId, signal)
        : loadWeekNeeds(storeId, mode.weekStart, signal),
    meta: { errorTitle: "Failed to load staffing needs" },
  });

/** One PUT replacing one day (the template's weekday, or the chosen week's date). */
export function saveDay(storeId: number, mode: NeedsMode, day: string, needs: DayNeed[]): Promise<unknown> {
  return mode.kind === "template"
    ? api.put(`/api/staffing-templates?storeId=${storeId}&dayOfWeek=${day}`, needs)
    : api.put(`/api/stores/${storeId}/needs?weekStart=${mode.weekStart}&date=${day}`, needs);
}

/** "Back to the typical week": the week's own needs go. */
export function resetWeek(storeId: number, weekStart: string): Promise<unknown> {
  return api.delete(`/api/stores/${storeId}/needs?weekStart=${weekStart}`);
}
