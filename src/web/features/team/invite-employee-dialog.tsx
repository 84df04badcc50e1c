import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import type { InvitedUser } from "../../../domain/schemas/admin";
import type { Employee } from "../../../domain/schemas/employees";
import { FormDialog } from "@/components/form-dialog";
import { FormError } from "@/components/form-error";
import { OneTimePassword } from "@/components/one-time-password";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { useInviteEmployeeMutation } from "./api";

/**
 * Invite: a one-time password for someone who cannot sign in yet (imported, or invited before and not
 * signed in), shown once; they set their own password at first sign-in.
 */
export function InviteEmployeeDialog({ employee, name }: { employee: Employee; name: string }) {
  return (
    <FormDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Invite ${name}`} title="Invite">
          <KeyRoundIcon aria-hidden />
        </Button>
      }
      title={`Invite ${name}`}
      description="Gives a one-time password, shown once. They set their own password at first sign-in."
    >
      {(close) => <InviteStep employee={employee} name={name} onDone={close} />}
    </FormDialog>
  );
}

function InviteStep({ employee, name, onDone }: { employee: Employee; name: string; onDone: () => void }) {
  const invite = useInviteEmployeeMutation(employee.userId);
  const [invited, setInvited] = useState<InvitedUser | null>(null);
  if (invited) return <OneTimePassword invited={invited} onDone={onDone} />;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {employee.account === "INVITED"
          ? `${name} already has a one-time password. A new one replaces it.`
          : `${name} cannot sign in yet.`}{" "}
        Sign-in name: <span className="font-medium">{employee.username}</span>
      </p>
      <FormError error={invite.error} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          disabled={invite.isPending}
          onClick={() => invite.mutate(undefined, { onSuccess: setInvited })}
        >
          {invite.isPending ? "Inviting..." : "Give one-time password"}
        </Button>
      </DialogFooter>
    </div>
  );
}
