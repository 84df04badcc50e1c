import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { GroupPublished, GroupRun } from "../../../domain/schemas/group-runs";
import type { Run } from "../../../domain/schemas/schedules";
import { api } from "@/lib/api";
import { SCHEDULES_KEY } from "@/lib/queries/roots";

// "Run all stores" (docs/api.md, Group runs).

const groupKey = (groupRunId: number) => ["group-runs", groupRunId] as const;

/** The group's state, read every second while any store's run is queued or running. */
export const groupRunQueryOptions = (groupRunId: number) =>
  queryOptions({
    queryKey: groupKey(groupRunId),
    queryFn: () => api.get<GroupRun>(["/api/group-runs", groupRunId]),
    refetchInterval: (query) => (query.state.data?.isActive === false ? false : 1_000),
    meta: { errorTitle: "Failed to load the run" },
  });

/** Every store's week may have changed: the Schedule page reads them afresh. */
function useRefresh(groupRunId?: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
    if (groupRunId !== undefined) await queryClient.invalidateQueries({ queryKey: groupKey(groupRunId) });
  };
}

export function useStartGroupRunMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { weekStartDate: string; storeIds: number[] }) =>
      api.post<GroupRun>("/api/group-runs", input),
    onSuccess: refresh,
    meta: { errorTitle: "Failed to start the run" },
  });
}

export function useCancelGroupRunMutation(groupRunId: number) {
  const refresh = useRefresh(groupRunId);
  return useMutation({
    mutationFn: () => api.post<GroupRun>(["/api/group-runs", groupRunId, "cancel"]),
    onSuccess: refresh,
    meta: { errorTitle: "Failed to cancel the run" },
  });
}

/** One store's run, cancelled through the ordinary run route (the stores waiting for it go on). */
export function useCancelStoreRunMutation(groupRunId: number) {
  const refresh = useRefresh(groupRunId);
  return useMutation({
    mutationFn: (runId: number) => api.post<Run>(["/api/schedule-runs", runId, "cancel"]),
    onSuccess: refresh,
    meta: { errorTitle: "Failed to cancel the store's run" },
  });
}

export function usePublishGroupMutation(groupRunId: number) {
  const refresh = useRefresh(groupRunId);
  return useMutation({
    mutationFn: (storeIds: number[]) =>
      api.post<GroupPublished>(["/api/group-runs", groupRunId, "publish"], { storeIds }),
    onSuccess: refresh,
    meta: { errorTitle: "Nothing was published" },
  });
}
