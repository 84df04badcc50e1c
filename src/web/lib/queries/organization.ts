import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Organization, OrganizationUpdate } from "../../../domain/schemas/organization";
import { api } from "../api";

/**
 * GET /api/organization: the name and currency every money figure is shown in. Read once per session
 * (it changes only through Admin, which refreshes it).
 */
export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: ["organization"],
    queryFn: () => api.get<Organization>("/api/organization"),
    staleTime: Infinity,
    meta: { errorTitle: "Failed to load the organization" },
  });

/** PATCH /api/organization (Admin → System Settings). */
export function useUpdateOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrganizationUpdate) => api.patch<Organization>("/api/organization", update),
    onSuccess: (organization) => queryClient.setQueryData(organizationQueryOptions().queryKey, organization),
    meta: { successTitle: "Currency saved", errorTitle: "Failed to save the currency" },
  });
}
