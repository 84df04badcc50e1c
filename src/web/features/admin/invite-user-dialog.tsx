import { UserPlusIcon } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { InvitedUser, InviteUser } from "../../../domain/schemas/admin";
import { canGrantRole, ROLES, type Role } from "../../../domain/roles";
import { FormDialog } from "@/components/form-dialog";
import { FormError } from "@/components/form-error";
import { fieldAria, FormField } from "@/components/form-field";
import { OneTimePassword } from "@/components/one-time-password";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { inviteFormSchema, inviteFormValues, type InviteFormValues } from "./admin-forms";
import { useInviteUserMutation } from "./api";

/**
 * Invite User: creates the account with a one-time password, shown here once; the person sets their own
 * password at first sign-in (the server refuses everything else until then).
 */
export function InviteUserDialog({ actorRole }: { actorRole: Role }) {
  return (
    <FormDialog
      trigger={
        <Button size="sm">
          <UserPlusIcon aria-hidden />
          Invite User
        </Button>
      }
      title="Invite User"
      description="The account gets a one-time password, shown once. The person sets their own at first sign-in."
    >
      {(close) => <InviteForm actorRole={actorRole} onDone={close} />}
    </FormDialog>
  );
}

function InviteForm({ actorRole, onDone }: { actorRole: Role; onDone: () => void }) {
  const invite = useInviteUserMutation();
  const [invited, setInvited] = useState<InvitedUser | null>(null);

  if (invited) return <OneTimePassword invited={invited} onDone={onDone} />;

  return <InviteFields actorRole={actorRole} invite={invite} onInvited={setInvited} />;
}

/** The invitation itself; the server's refusal (e.g. a username in use) shows under the fields. */
function InviteFields({
  actorRole,
  invite,
  onInvited,
}: {
  actorRole: Role;
  invite: ReturnType<typeof useInviteUserMutation>;
  onInvited: (invited: InvitedUser) => void;
}) {
  const form = useForm<InviteFormValues, unknown, InviteUser>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: inviteFormValues(),
  });
  const { errors } = form.formState;
  const username = useWatch({ control: form.control, name: "username" });

  const onValid = (input: InviteUser) => {
    if (invite.isPending) return;
    invite.mutate(input, { onSuccess: onInvited });
  };

  const text = (name: "username" | "fullName" | "email", id: string, label: string, type = "text") => {
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          type={type}
          autoComplete="off"
          required={name === "username"}
          {...fieldAria(id, error)}
          {...form.register(name)}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
      {text("username", "invite-username", "Username")}
      {text("fullName", "invite-full-name", "Full name")}
      {text("email", "invite-email", "Email", "email")}
      <FormField id="invite-role" label="Role" error={errors.globalRole?.message}>
        <select
          id="invite-role"
          className={SELECT_CLASS}
          {...fieldAria("invite-role", errors.globalRole?.message)}
          {...form.register("globalRole")}
        >
          {ROLES.filter((r) => canGrantRole(actorRole, r)).map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </FormField>
      <FormError error={invite.error} />
      <DialogFooter>
        <Button type="submit" disabled={invite.isPending || !username.trim()}>
          {invite.isPending ? "Inviting..." : "Invite"}
        </Button>
      </DialogFooter>
    </form>
  );
}
