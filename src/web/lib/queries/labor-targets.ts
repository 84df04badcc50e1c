import { queryOptions } from "@tanstack/react-query";
import type { LaborTarget } from "../../../domain/schemas/labor-targets";
import { api } from "@/lib/api";

/** GET /api/labor-targets?storeId: the store's budget per position and weekday (Labor Targets, Schedule). */
export const laborTargetsQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: ["labor-targets", storeId],
    queryFn: () => api.get<LaborTarget[]>(`/api/labor-targets?storeId=${storeId}`),
    meta: { errorTitle: "Failed to load labor targets" },
  });
