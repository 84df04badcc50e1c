import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api";
import { saveDay, type LoadedWeek, type NeedsMode } from "./api";
import { createDaySaver, type SaveStatus } from "./day-saver";
import type { HeadcountGrid } from "./headcount-grid";
import {
  applyChange,
  toDayNeeds,
  undoLast,
  type EditorState,
  type UndoStep,
  type WeekGrids,
} from "./week-needs";

export type SaveState = { status: SaveStatus; failedDays: string[]; message: string | null };

export type WeekEditor = {
  grids: WeekGrids;
  undoSteps: readonly UndoStep[];
  save: SaveState;
  source: LoadedWeek["source"];
  /** Replaces some days' grids as one undoable change and saves those days. */
  change: (label: string, changes: WeekGrids) => void;
  undo: () => void;
  retry: () => void;
};

/**
 * The editor's state for one store and mode, from the loaded week on: the grids shown are the local
 * ones (a refetch never overwrites a change not yet saved), each change saves the days it touched with
 * one PUT each, and a failed day stays as typed until Retry.
 */
export function useWeekEditor(
  storeId: number,
  mode: NeedsMode,
  loaded: LoadedWeek,
  slots: readonly string[],
): WeekEditor {
  const queryClient = useQueryClient();
  const [state, setState] = useState<EditorState>(() => ({ grids: loaded.grids, undo: [] }));
  const [source, setSource] = useState(loaded.source);
  const [save, setSave] = useState<SaveState>({ status: "idle", failedDays: [], message: null });
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  const stateRef = useRef(state);
  stateRef.current = state;

  const [saver] = useState(() =>
    createDaySaver<HeadcountGrid>({
      send: async (day, grid) => {
        // A template day holds only slots inside the hours (the server refuses others); a week's own
        // needs may also hold prep before the open and close-down after the close (an applied
        // forecast), which the grid does not show but must not drop.
        await saveDay(
          storeId,
          mode,
          day,
          toDayNeeds(grid, mode.kind === "template" ? slotsRef.current : null),
        );
        if (mode.kind === "week") setSource("WEEK");
      },
      onStatus: (status, failedDays, error) =>
        setSave({
          status,
          failedDays,
          message: status === "error" ? errorMessage(error, "The server did not answer") : null,
        }),
    }),
  );

  // Other screens reading the templates or the week's needs see the saved values once all is saved.
  useEffect(() => {
    if (save.status === "saved")
      void queryClient.invalidateQueries({ queryKey: ["staffing-templates"], refetchType: "none" });
  }, [save.status, queryClient]);

  const change = useCallback(
    (label: string, changes: WeekGrids) => {
      const result = applyChange(stateRef.current, label, changes);
      if (result.changed.length === 0) return;
      stateRef.current = result.state;
      setState(result.state);
      for (const day of result.changed) saver.save(day, result.state.grids[day] ?? {});
    },
    [saver],
  );

  const undo = useCallback(() => {
    const result = undoLast(stateRef.current);
    if (!result) return;
    stateRef.current = result.state;
    setState(result.state);
    for (const day of result.changed) saver.save(day, result.state.grids[day] ?? {});
  }, [saver]);

  return {
    grids: state.grids,
    undoSteps: state.undo,
    save,
    source,
    change,
    undo,
    retry: saver.retry,
  };
}
