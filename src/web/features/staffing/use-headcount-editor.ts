import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { MAX_HEADCOUNT, type StaffingUpsert } from "../../../domain/schemas/staffing";
import type { DayOfWeek } from "../../../domain/time";
import { toast } from "@/lib/toast";
import { saveStaffingSlot, staffingTemplateQueryOptions } from "./api";
import { headcountAt, withHeadcount, type HeadcountGrid } from "./headcount-grid";
import { createSaveQueue } from "./save-queue";

/** A click on a slot's + or −: the slot is its "HH:MM" on the store's business day (FRIDAY "01:00" = Saturday 01:00). */
export type ChangeHeadcount = (positionId: number, timeSlot: string, delta: 1 | -1) => void;

/**
 * Click → the cache shows the new count at once → the absolute value is saved. Per slot, saves are
 * chained and coalesced (save-queue.ts), so rapid clicks end at the right count and an older answer
 * never overwrites a newer value. A failed slot rolls back and the global handler toasts
 * "Failed to save". When nothing is pending the day is refetched (lists are reloaded after changes).
 * The returned callback is stable per store and day, so memoized cells don't re-render.
 */
export function useHeadcountEditor(storeId: number, day: DayOfWeek): ChangeHeadcount {
  const queryClient = useQueryClient();
  // A mutation (not a bare fetch) so the global path handles errors: toast, 401 → signed out.
  const { mutateAsync } = useMutation({
    mutationFn: saveStaffingSlot,
    meta: { errorTitle: "Failed to save", errorFallback: "An error occurred" },
  });

  const [queue] = useState(() =>
    createSaveQueue<StaffingUpsert>({
      send: (input, value) => mutateAsync({ ...input, requiredHeadcount: value }),
      onSaved: (_key, input) => {
        if (!queue.isIdle()) return;
        toast({ title: "Template saved" });
        void queryClient.invalidateQueries({
          queryKey: staffingTemplateQueryOptions(input.storeId, input.dayOfWeek).queryKey,
        });
      },
      onFailed: (_key, input, rollbackTo) => {
        const { queryKey } = staffingTemplateQueryOptions(input.storeId, input.dayOfWeek);
        queryClient.setQueryData<HeadcountGrid>(queryKey, (grid) =>
          withHeadcount(grid, input.positionId, input.timeSlot, rollbackTo),
        );
        if (queue.isIdle()) void queryClient.invalidateQueries({ queryKey });
      },
    }),
  );

  return useCallback<ChangeHeadcount>(
    (positionId, timeSlot, delta) => {
      const { queryKey } = staffingTemplateQueryOptions(storeId, day);
      const grid = queryClient.getQueryData<HeadcountGrid>(queryKey);
      const current = headcountAt(grid, positionId, timeSlot);
      const next = Math.min(MAX_HEADCOUNT, Math.max(0, current + delta));
      if (next === current) return;
      // Stop a refetch in flight: its answer predates this click. (Synchronous; the revert it does
      // happens before the optimistic write below.)
      void queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData<HeadcountGrid>(queryKey, withHeadcount(grid, positionId, timeSlot, next));
      const key = `${storeId}|${day}|${positionId}|${timeSlot}`;
      queue.save(
        key,
        { storeId, positionId, dayOfWeek: day, timeSlot, requiredHeadcount: next },
        next,
        current,
      );
    },
    [queryClient, queue, storeId, day],
  );
}
