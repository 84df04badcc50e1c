import { queryOptions } from "@tanstack/react-query";
import type { Store } from "../../../domain/schemas/stores";
import { api } from "../api";

/** GET /api/stores, shared by the Stores and Staffing screens (one cache entry, one error toast). */
export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ["stores"],
    queryFn: () => api.get<Store[]>("/api/stores"),
    meta: { errorTitle: "Failed to load stores" },
  });
