import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { PasswordChange, User } from "../../../domain/schemas/auth";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api";
import { currentUserQueryOptions } from "@/lib/current-user";
import { passwordChangeProblem } from "@/lib/password-change";
import { toast } from "@/lib/toast";
import { useLogoutMutation } from "./api";
import { AuthLayout } from "./auth-layout";

/**
 * First sign-in of an invited person (DESIGN §6): the one-time password must be replaced before anything
 * else; the server answers 403 to every other call until then. Once saved, the app opens as usual.
 */
export function SetPasswordPage({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const logout = useLogoutMutation();
  const change = useMutation({
    mutationFn: (input: PasswordChange) => api.patch<User>(["/api/users", user.id, "password"], input),
    onSuccess: (updated) => queryClient.setQueryData(currentUserQueryOptions().queryKey, updated),
    meta: {
      successTitle: "Password set",
      successMessage: "Welcome! Your own password is now in use.",
      errorTitle: "Password change failed",
      errorFallback: "Failed to change password",
    },
  });
  const [fields, setFields] = useState({ current: "", next: "", confirm: "" });
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(fields.current, fields.next, fields.confirm);
    if (problem) return toast({ variant: "destructive", title: problem });
    change.mutate({ currentPassword: fields.current, newPassword: fields.next });
  };

  return (
    <AuthLayout
      title="Set a new password"
      description={`Welcome, ${user.fullName?.trim() || user.username}. You signed in with a one-time password: choose your own to continue.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Set a new password">
        <FormField id="one-time-current" label="One-time password">
          <Input
            id="one-time-current"
            type="password"
            autoComplete="current-password"
            value={fields.current}
            onChange={set("current")}
          />
        </FormField>
        <FormField id="first-new-password" label="New Password">
          <Input
            id="first-new-password"
            type="password"
            autoComplete="new-password"
            value={fields.next}
            onChange={set("next")}
          />
        </FormField>
        <FormField id="first-confirm-password" label="Confirm New Password">
          <Input
            id="first-confirm-password"
            type="password"
            autoComplete="new-password"
            value={fields.confirm}
            onChange={set("confirm")}
          />
        </FormField>
        <FormError error={change.error} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Saving..." : "Set Password"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Button>
      </form>
    </AuthLayout>
  );
}
