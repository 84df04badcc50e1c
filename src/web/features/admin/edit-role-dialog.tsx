import { displayName } from "../../../domain/display-name";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { AdminUser } from "../../../domain/schemas/admin";
import { canGrantRole, ROLES, type Role } from "../../../domain/roles";
import { FormDialog } from "@/components/form-dialog";
import { FormError } from "@/components/form-error";
import { fieldAria, FormField } from "@/components/form-field";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { roleFormSchema, roleFormValues, type RoleFormValues } from "./admin-forms";
import { useSetRoleMutation } from "./api";

/**
 * Edit Role: only the roles the signed-in person may grant (docs/api.md, Security); the server checks the
 * same.
 */
export function EditRoleDialog({ user, actorRole }: { user: AdminUser; actorRole: Role }) {
  const name = displayName(user);
  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Edit role of ${name}`}>
          Edit Role
        </Button>
      }
      title={`Edit role of ${name}`}
      description="Nobody grants a role ranked above their own."
    >
      {(close) => <RoleForm user={user} actorRole={actorRole} onDone={close} />}
    </FormDialog>
  );
}

function RoleForm({ user, actorRole, onDone }: { user: AdminUser; actorRole: Role; onDone: () => void }) {
  const save = useSetRoleMutation(user.id);
  const form = useForm<RoleFormValues, unknown, RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: roleFormValues(user),
  });
  const error = form.formState.errors.globalRole?.message;
  const role = useWatch({ control: form.control, name: "globalRole" });

  const onValid = ({ globalRole }: RoleFormValues) => {
    if (save.isPending) return;
    save.mutate(globalRole, { onSuccess: onDone });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
      <FormField id="edit-role" label="Role" error={error}>
        <select
          id="edit-role"
          className={SELECT_CLASS}
          {...fieldAria("edit-role", error)}
          {...form.register("globalRole")}
        >
          {ROLES.filter((r) => canGrantRole(actorRole, r) || r === user.globalRole).map((r) => (
            <option key={r} value={r} disabled={!canGrantRole(actorRole, r)}>
              {r}
            </option>
          ))}
        </select>
      </FormField>
      <FormError error={save.error} />
      <DialogFooter>
        <Button type="submit" disabled={save.isPending || role === user.globalRole}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
