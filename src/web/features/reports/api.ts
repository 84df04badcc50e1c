import { queryOptions } from "@tanstack/react-query";
import type { ReportFigures } from "../../../domain/schemas/figures";
import { api } from "@/lib/api";

/** GET /api/figures/reports: the three tabs for a store and week, computed by the server. */
export const reportFiguresQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: ["figures", "reports", storeId, weekStart],
    queryFn: () => api.get<ReportFigures>(`/api/figures/reports?storeId=${storeId}&weekStart=${weekStart}`),
    meta: { errorTitle: "Failed to load the reports" },
  });
