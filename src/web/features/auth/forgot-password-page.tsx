import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AuthLayout } from "./auth-layout";
import { useForgotPasswordMutation } from "./password-link-api";

/** "Forgot password?": a username or email; the answer is the same whether or not an account matched. */
export function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return setError("Enter your username or email");
    setError(undefined);
    forgot.mutate(username.trim());
  };

  return (
    <AuthLayout
      title="Forgot password?"
      description="Enter your username or email. We will email you a link to set a new password."
      footer={
        <p className="text-sm text-muted-foreground">
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      {forgot.isSuccess ? (
        <p role="status" className="text-sm">
          {forgot.data.message} The link works once, for 24 hours. No email? Ask your manager.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="forgot-username">Username or email</Label>
            <Input
              id="forgot-username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "forgot-username-error" : undefined}
            />
            <FieldError id="forgot-username-error" message={error} />
          </div>
          <Button type="submit" disabled={forgot.isPending} className="w-full">
            {forgot.isPending ? "Sending..." : "Send link"}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
