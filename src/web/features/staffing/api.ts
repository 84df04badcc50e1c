import { queryOptions } from "@tanstack/react-query";
import type { Position } from "../../../domain/schemas/positions";
import type { StaffingEntry, StaffingUpsert } from "../../../domain/schemas/staffing";
import type { Store } from "../../../domain/schemas/stores";
import type { DayOfWeek } from "../../../domain/time";
import { api } from "@/lib/api";
import { toHeadcountGrid } from "./headcount-grid";

/*
 * The store and position lists share their cache entries with the Stores and Positions screens (same
 * keys, same data), so a change made there shows here. Features don't import each other, hence the
 * keys are repeated; they belong in lib/ once that folder is open for resource queries.
 */
export const storeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ["stores"],
    queryFn: () => api.get<Store[]>("/api/stores"),
    meta: { errorTitle: "Failed to load stores" },
  });

export const positionChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ["positions"],
    queryFn: () => api.get<Position[]>("/api/positions"),
    meta: { errorTitle: "Failed to load positions" },
  });

/** One store's needs on one day, as a grid (position → 68 headcounts). */
export const staffingTemplateQueryOptions = (storeId: number, day: DayOfWeek) =>
  queryOptions({
    queryKey: ["staffing-templates", storeId, day],
    queryFn: async ({ signal }) =>
      toHeadcountGrid(await api.get<StaffingEntry[]>(["/api/staffing-templates", storeId, day], { signal })),
    meta: { errorTitle: "Failed to load staffing template" },
  });

/** Upserts one slot with its absolute headcount (DESIGN §3). */
export function saveStaffingSlot(input: StaffingUpsert): Promise<StaffingEntry> {
  return api.post<StaffingEntry>("/api/staffing-templates", input);
}
