import type { ReactNode } from "react";
import { FieldError } from "@/components/field-error";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * A labelled control with an optional hint and inline error. The control itself must carry
 * `id={id}` and, when there is a hint or error, `aria-describedby={describedBy(id, hint, error)}`.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The `aria-describedby` value matching FormField's hint and error ids. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The control's side of FormField: invalid state and the ids of its hint and error. */
export function fieldAria(
  id: string,
  error?: string,
  hint?: ReactNode,
): { "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error) };
}
