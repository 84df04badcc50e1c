import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LaborTarget } from "../../../domain/schemas/labor-targets";
import { api } from "@/lib/api";
import { laborTargetsQueryOptions } from "@/lib/queries/labor-targets";
import { FIGURES_KEY } from "@/lib/queries/roots";

/** PUT /api/labor-targets?storeId: replaces the store's targets; figures computed from them refresh. */
export function useSaveLaborTargetsMutation(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targets: LaborTarget[]) =>
      api.put<LaborTarget[]>(`/api/labor-targets?storeId=${storeId}`, targets),
    onSuccess: (saved) => {
      queryClient.setQueryData(laborTargetsQueryOptions(storeId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: FIGURES_KEY });
    },
    meta: {
      successTitle: "Labor targets saved",
      errorTitle: "Failed to save labor targets",
      errorFallback: "An error occurred",
    },
  });
}
