import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { instanceQueryOptions, useLoginMutation } from "./api";
import { AuthLayout } from "./auth-layout";
import { DemoAccounts } from "./demo-accounts";

type Errors = { username?: string; password?: string };

// Plain state rather than react-hook-form: two fields, and /login's first load stays small.
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLoginMutation();
  // Only a demo install lists the demo accounts; nothing shows while it is being asked (no flash of the box).
  const instance = useQuery(instanceQueryOptions());
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!username.trim()) found.username = "Username is required";
    if (!password) found.password = "Password is required";
    setErrors(found);
    if (found.username || found.password) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: () => navigate("/", { replace: true }) },
    );
  };

  return (
    <AuthLayout
      title="Sign in"
      description="Sign in to manage your restaurant's shifts."
      footer={
        <p className="text-sm text-muted-foreground">
          New to Brigade?{" "}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="login-username">Username</Label>
          <Input
            id="login-username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? "login-username-error" : undefined}
          />
          <FieldError id="login-username-error" message={errors.username} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="login-password">Password</Label>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "login-password-error" : undefined}
          />
          <FieldError id="login-password-error" message={errors.password} />
          {/* After the field, so Tab goes from username straight to password. */}
          <Link
            to="/forgot-password"
            className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={login.isPending} className="w-full">
          {login.isPending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
      {instance.data?.demo && (
        <DemoAccounts
          onPick={(account) => {
            setUsername(account.username);
            setPassword(account.password);
            setErrors({});
          }}
        />
      )}
    </AuthLayout>
  );
}
