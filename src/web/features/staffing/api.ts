import { queryOptions } from "@tanstack/react-query";
import type { StaffingEntry, StaffingUpsert } from "../../../domain/schemas/staffing";
import type { DayOfWeek } from "../../../domain/time";
import { api } from "@/lib/api";
import { toHeadcountGrid } from "./headcount-grid";

/** One store's needs on one day, as a grid (position → headcount per slot). */
export const staffingTemplateQueryOptions = (storeId: number, day: DayOfWeek) =>
  queryOptions({
    queryKey: ["staffing-templates", storeId, day],
    queryFn: async ({ signal }) =>
      toHeadcountGrid(await api.get<StaffingEntry[]>(["/api/staffing-templates", storeId, day], { signal })),
    meta: { errorTitle: "Failed to load staffing template" },
  });

/** Upserts one slot with its absolute headcount (docs/api.md, Conventions). */
export function saveStaffingSlot(input: StaffingUpsert): Promise<StaffingEntry> {
  return api.post<StaffingEntry>("/api/staffing-templates", input);
}
