import { displayName } from "../../../domain/display-name";
import { KeyRoundIcon, Trash2Icon } from "lucide-react";
import { can } from "../../../domain/permissions";
import type { User } from "../../../domain/schemas/auth";
import type { Employee } from "../../../domain/schemas/employees";
import { outranksOrEquals } from "../../../domain/roles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useClearClockPinMutation, useDeleteEmployeeMutation } from "./api";
import { EditEmployeeDialog } from "./edit-employee-dialog";
import { InviteEmployeeDialog } from "./invite-employee-dialog";

/** Invite, edit and delete for one employee, shown only where the caller may act on them. */
export function EmployeeActions({
  employee,
  user,
  canManage,
}: {
  employee: Employee;
  user: User;
  canManage: boolean;
}) {
  const deleteEmployee = useDeleteEmployeeMutation();
  const clearPin = useClearClockPinMutation(employee.userId);
  const name = displayName(employee);
  // Nobody edits or deletes someone ranked above them, nor deletes themselves (docs/api.md, Security).
  const mayEdit = canManage && outranksOrEquals(user.globalRole, employee.globalRole);
  const mayDelete = mayEdit && employee.userId !== user.id;
  // Invite is for someone who cannot sign in with a password of their own yet.
  const mayInvite = mayDelete && employee.account !== "ACTIVE";
  // Those who run the stores' kiosks clear a forgotten kiosk PIN (docs/api.md, Time clock).
  const mayClearPin = mayEdit && can(user, "manageStores");

  const onDelete = () => {
    // docs/product.md, Screens: the browser's own confirmation.
    if (!window.confirm(`Delete ${name}? This cannot be undone.`)) return;
    deleteEmployee.mutate(employee.userId);
  };

  return (
    <div className="flex shrink-0 justify-end gap-1">
      {mayInvite && <InviteEmployeeDialog employee={employee} name={name} />}
      {mayClearPin && (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Clear the time clock PIN of ${name}`}>
              <KeyRoundIcon aria-hidden />
            </Button>
          }
          title={`Clear ${name}'s time clock PIN?`}
          description="They cannot punch at a kiosk until they set a new PIN under Account."
          confirmLabel="Clear PIN"
          pendingLabel="Clearing..."
          action={clearPin}
        />
      )}
      {mayEdit && <EditEmployeeDialog employee={employee} name={name} />}
      {/* Keeps the edit buttons in one column on rows without a delete. */}
      {mayEdit && !mayDelete && <span className="size-9" aria-hidden />}
      {mayDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${name}`}
          disabled={deleteEmployee.isPending}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden />
        </Button>
      )}
    </div>
  );
}
