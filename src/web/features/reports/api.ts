import { queryOptions } from "@tanstack/react-query";
import type { ReportFigures } from "../../../domain/schemas/figures";
import { api } from "@/lib/api";
import { FIGURES_KEY } from "@/lib/queries/roots";

/** GET /api/figures/reports: the three tabs for a store and week, computed by the server. */
export const reportFiguresQueryOptions = (storeId: number, weekStart: string) =>
  queryOptions({
    queryKey: [...FIGURES_KEY, "reports", storeId, weekStart],
    queryFn: () => api.get<ReportFigures>(`/api/figures/reports?storeId=${storeId}&weekStart=${weekStart}`),
    meta: { errorTitle: "Failed to load the reports" },
  });
