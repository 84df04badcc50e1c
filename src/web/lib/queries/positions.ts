import { queryOptions } from "@tanstack/react-query";
import type { Position } from "../../../domain/schemas/positions";
import { api } from "../api";

/** GET /api/positions, shared by the Positions and Staffing screens (one cache entry, one error toast). */
export const positionsQueryOptions = () =>
  queryOptions({
    queryKey: ["positions"],
    queryFn: () => api.get<Position[]>("/api/positions"),
    meta: { errorTitle: "Failed to load positions" },
  });
