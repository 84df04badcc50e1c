import { queryOptions } from "@tanstack/react-query";
import type { ConstraintProfile } from "../../../domain/schemas/constraints";
import { api } from "../api";

/** GET /api/constraints, shared by the Constraints screen and the store dialog's profile choice. */
export const constraintProfilesQueryOptions = () =>
  queryOptions({
    queryKey: ["constraints"],
    queryFn: () => api.get<ConstraintProfile[]>("/api/constraints"),
    meta: { errorTitle: "Failed to load profiles" },
  });
