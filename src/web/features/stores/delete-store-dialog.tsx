import type { ReactNode } from "react";
import type { Store } from "../../../domain/schemas/stores";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeleteStoreMutation } from "./api";

export function DeleteStoreDialog({ store, trigger }: { store: Store; trigger: ReactNode }) {
  const remove = useDeleteStoreMutation(store.id);
  return (
    <ConfirmDialog
      trigger={trigger}
      title="Delete Store"
      description={`Delete ${store.name}? Its staffing templates and schedules are deleted with it. This cannot be undone.`}
      action={remove}
    />
  );
}
