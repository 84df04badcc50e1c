import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { passwordChangeProblem } from "@/lib/password-change";
import { toast } from "@/lib/toast";
import { useChangePasswordMutation } from "./api";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

function fail(title: string) {
  toast({ variant: "destructive", title });
}

/**
 * Change Password (docs/product.md, Screens, Validation): checks locally, sends nothing on failure, clears
 * the fields on success.
 */
export function PasswordForm({ userId }: { userId: number }) {
  const changePassword = useChangePasswordMutation(userId);
  const [fields, setFields] = useState(EMPTY);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = fields;
    const problem = passwordChangeProblem(currentPassword, newPassword, confirmPassword);
    if (problem) return fail(problem);
    changePassword.mutate({ currentPassword, newPassword }, { onSuccess: () => setFields(EMPTY) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="password-heading">Change Password</CardTitle>
        <CardDescription>Other devices are signed out when the password changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading" className="grid gap-4">
          <FormField id="current-password" label="Current Password">
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              value={fields.currentPassword}
              onChange={set("currentPassword")}
            />
          </FormField>
          <FormField id="new-password" label="New Password">
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={fields.newPassword}
              onChange={set("newPassword")}
            />
          </FormField>
          <FormField id="confirm-password" label="Confirm New Password">
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              value={fields.confirmPassword}
              onChange={set("confirmPassword")}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={changePassword.isPending}>
              {changePassword.isPending ? "Updating..." : "Update Password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
