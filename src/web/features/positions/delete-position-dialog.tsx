import type { ReactNode } from "react";
import type { Position } from "../../../domain/schemas/positions";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeletePositionMutation } from "./api";

export function DeletePositionDialog({ position, trigger }: { position: Position; trigger: ReactNode }) {
  const remove = useDeletePositionMutation(position.id);
  return (
    <ConfirmDialog
      trigger={trigger}
      title="Delete Position"
      description={`Delete ${position.name}? Its staffing needs are deleted with it. A position that scheduled shifts still use cannot be deleted; mark it inactive instead.`}
      action={remove}
    />
  );
}
