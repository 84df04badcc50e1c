import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Estimate, EstimateInput } from "../../../domain/schemas/fair-workweek";
import { api } from "@/lib/api";
import { employeesQueryOptions } from "@/lib/queries/employees";

/** GET /api/employees/:id/estimates: good-faith estimates, newest (current) first; under the employees root. */
export const estimatesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...employeesQueryOptions().queryKey, userId, "estimates"],
    queryFn: () => api.get<Estimate[]>(["/api/employees", userId, "estimates"]),
    meta: { errorTitle: "Failed to load the estimates" },
  });

export function useAddEstimateMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EstimateInput) => api.post<Estimate>(["/api/employees", userId, "estimates"], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estimatesQueryOptions(userId).queryKey }),
    meta: { successTitle: "Estimate saved" },
  });
}
