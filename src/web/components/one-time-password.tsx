import type { InvitedUser } from "../../domain/schemas/admin";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

/**
 * A one-time password just given (Admin's Invite User, the Team roster's Invite): shown this once, with a
 * copy button; the person sets their own password at first sign-in.
 */
export function OneTimePassword({ invited, onDone }: { invited: InvitedUser; onDone: () => void }) {
  const password = invited.oneTimePassword;
  if (password === null)
    return (
      <div className="grid gap-4">
        <p className="text-sm" role="status">
          We emailed <span className="font-medium">{invited.user.username}</span> a link to set their password
          {invited.emailedTo ? ` (${invited.emailedTo})` : ""}. It works once, for 24 hours.
        </p>
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">{invited.user.username}</span> can now sign in with this one-time
        password. Give it to them privately: it is shown only now.
      </p>
      <FormField id="one-time-password" label="One-time password">
        <Input id="one-time-password" readOnly value={password} className="font-mono" />
      </FormField>
      <DialogFooter>
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(password).catch(() => undefined)}
        >
          Copy
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
