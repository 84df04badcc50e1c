import { UserPlusIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { InvitedUser } from "../../../domain/schemas/admin";
import { canGrantRole, ROLES, type Role } from "../../../domain/roles";
import { FormDialog } from "@/components/form-dialog";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
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
  const [fields, setFields] = useState({ username: "", email: "", fullName: "" });
  const [role, setRole] = useState<Role>("EMPLOYEE");
  const [invited, setInvited] = useState<InvitedUser | null>(null);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  if (invited) {
    return (
      <div className="grid gap-4">
        <p className="text-sm">
          <span className="font-medium">{invited.user.username}</span> can now sign in with this one-time
          password. Give it to them privately: it is shown only now.
        </p>
        <FormField id="one-time-password" label="One-time password">
          <Input id="one-time-password" readOnly value={invited.oneTimePassword} className="font-mono" />
        </FormField>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard?.writeText(invited.oneTimePassword).catch(() => undefined)
            }
          >
            Copy
          </Button>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      {
        username: fields.username.trim(),
        email: fields.email.trim(),
        fullName: fields.fullName.trim(),
        globalRole: role,
      },
      { onSuccess: setInvited },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="invite-username" label="Username">
        <Input
          id="invite-username"
          autoComplete="off"
          required
          value={fields.username}
          onChange={set("username")}
        />
      </FormField>
      <FormField id="invite-full-name" label="Full name">
        <Input id="invite-full-name" autoComplete="off" value={fields.fullName} onChange={set("fullName")} />
      </FormField>
      <FormField id="invite-email" label="Email">
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          value={fields.email}
          onChange={set("email")}
        />
      </FormField>
      <FormField id="invite-role" label="Role">
        <select
          id="invite-role"
          className={SELECT_CLASS}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
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
        <Button type="submit" disabled={invite.isPending || !fields.username.trim()}>
          {invite.isPending ? "Inviting..." : "Invite"}
        </Button>
      </DialogFooter>
    </form>
  );
}
