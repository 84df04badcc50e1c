import { displayName } from "../../../domain/display-name";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { PasswordChange, User } from "../../../domain/schemas/auth";
import { FormError } from "@/components/form-error";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api";
import { currentUserQueryOptions } from "@/lib/current-user";
import {
  EMPTY_PASSWORD_FIELDS,
  passwordChangeFormSchema,
  passwordChangeIssue,
  type PasswordFields,
} from "@/lib/password-change";
import { toast } from "@/lib/toast";
import { useLogoutMutation } from "./api";
import { AuthLayout } from "./auth-layout";

/**
 * First sign-in of an invited person (docs/api.md, Admin): the one-time password must be replaced before
 * anything else; the server answers 403 to every other call until then. Once saved, the app opens as usual.
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
  const form = useForm<PasswordFields, unknown, PasswordChange>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY_PASSWORD_FIELDS,
  });
  const { errors } = form.formState;

  const onValid = (input: PasswordChange) => {
    if (change.isPending) return;
    change.mutate(input);
  };
  // docs/product.md, Validation: the failing check is also a destructive toast, and nothing is sent.
  const onInvalid = () => {
    const problem = passwordChangeIssue(form.getValues());
    if (problem) toast({ variant: "destructive", title: problem.message });
  };

  const password = (name: keyof PasswordFields, id: string, label: string, autoComplete: string) => {
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          type="password"
          autoComplete={autoComplete}
          {...fieldAria(id, error)}
          {...form.register(name)}
        />
      </FormField>
    );
  };

  return (
    <AuthLayout
      title="Set a new password"
      description={`Welcome, ${displayName(user)}. You signed in with a one-time password: choose your own to continue.`}
    >
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        className="grid gap-4"
        aria-label="Set a new password"
      >
        {password("currentPassword", "one-time-current", "One-time password", "current-password")}
        {password("newPassword", "first-new-password", "New Password", "new-password")}
        {password("confirmPassword", "first-confirm-password", "Confirm New Password", "new-password")}
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
