import type { ReactNode } from "react";
import type { ConstraintProfile } from "../../../domain/schemas/constraints";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeleteProfileMutation } from "./api";

export function DeleteProfileDialog({
  profile,
  trigger,
}: {
  profile: ConstraintProfile;
  trigger: ReactNode;
}) {
  const remove = useDeleteProfileMutation(profile.id);
  return (
    <ConfirmDialog
      trigger={trigger}
      title="Delete Profile"
      description={`Delete the profile ${profile.name}? This cannot be undone.`}
      action={remove}
    />
  );
}
