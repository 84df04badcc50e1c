import { useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../../domain/schemas/auth";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { useSignupMutation } from "./api";
import { AuthLayout } from "./auth-layout";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "" };
type Field = keyof typeof EMPTY;
type Errors = Partial<Record<Field, string>>;

const REQUIRED: [Field, string][] = [
  ["username", "Username is required"],
  ["email", "Email is required"],
  ["password", "Password is required"],
];

export function SignupPage() {
  const navigate = useNavigate();
  const signup = useSignupMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const [field, message] of REQUIRED) if (!values[field].trim()) found[field] = message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // docs/product.md, Validation: these show a destructive toast and send nothing.
    if (values.password !== values.confirmPassword) {
      toast({
        variant: "destructive",
        title: "Password mismatch",
        description: "Passwords do not match. Please try again.",
      });
      return;
    }
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      toast({
        variant: "destructive",
        title: "Password too short",
        description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
      });
      return;
    }
    signup.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      { onSuccess: () => navigate("/", { replace: true }) },
    );
  };

  const field = (name: Field) => ({
    id: `signup-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `signup-${name}-error` : undefined,
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Start scheduling your restaurant group. You will own the new organization."
      footer={
        <p className="text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="signup-username">Username</Label>
          <Input autoComplete="username" autoFocus required {...field("username")} />
          <FieldError id="signup-username-error" message={errors.username} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="signup-email">Email</Label>
          <Input type="email" autoComplete="email" required {...field("email")} />
          <FieldError id="signup-email-error" message={errors.email} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="signup-password">Password</Label>
          <Input type="password" autoComplete="new-password" required {...field("password")} />
          <FieldError id="signup-password-error" message={errors.password} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="signup-confirmPassword">Confirm Password</Label>
          <Input type="password" autoComplete="new-password" {...field("confirmPassword")} />
        </div>
        <Button type="submit" disabled={signup.isPending} className="w-full">
          {signup.isPending ? "Creating account..." : "Create account"}
        </Button>
      </form>
    </AuthLayout>
  );
}
