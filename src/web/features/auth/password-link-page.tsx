import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../../domain/schemas/auth";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AuthLayout } from "./auth-layout";
import { usePasswordLinkMutation } from "./password-link-api";

type Errors = { password?: string; confirm?: string };

/**
 * Where an invite (/set-password) or a reset (/reset-password) link leads: a new password, then the person
 * is signed in and every other session of theirs has ended.
 */
export function PasswordLinkPage({ invite }: { invite: boolean }) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const setPassword = usePasswordLinkMutation();
  const [password, setPasswordValue] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (password.length < MIN_PASSWORD_LENGTH)
      found.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
    if (confirm !== password) found.confirm = "The passwords do not match";
    setErrors(found);
    if (found.password || found.confirm) return;
    setPassword.mutate({ token, password }, { onSuccess: () => navigate("/", { replace: true }) });
  };

  const title = invite ? "Welcome to Brigade" : "Set a new password";
  if (!token)
    return (
      <AuthLayout title={title} description="This link is not complete.">
        <p className="text-sm">
          Open the link from your email again, or{" "}
          <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            ask for a new one
          </Link>
          .
        </p>
      </AuthLayout>
    );
  return (
    <AuthLayout
      title={title}
      description={
        invite
          ? "Choose a password to finish setting up your account."
          : "Choose a new password. Other devices are signed out."
      }
      footer={
        <p className="text-sm text-muted-foreground">
          Link expired?{" "}
          <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            Ask for a new one
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="link-password">New password</Label>
          <Input
            id="link-password"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPasswordValue(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "link-password-error" : undefined}
          />
          <FieldError id="link-password-error" message={errors.password} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="link-confirm">Confirm new password</Label>
          <Input
            id="link-confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? "link-confirm-error" : undefined}
          />
          <FieldError id="link-confirm-error" message={errors.confirm} />
        </div>
        <Button type="submit" disabled={setPassword.isPending} className="w-full">
          {setPassword.isPending ? "Saving..." : "Set password"}
        </Button>
      </form>
    </AuthLayout>
  );
}

export const SetPasswordLinkPage = () => <PasswordLinkPage invite />;
export const ResetPasswordPage = () => <PasswordLinkPage invite={false} />;
