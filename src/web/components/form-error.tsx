import { errorMessage } from "@/lib/api";

/**
 * A failed save, repeated inside the open dialog: a modal dialog hides the rest of the page (the toast
 * included) from assistive technology, so the reason has to be readable where the focus is.
 */
export function FormError({
  error,
  fallback = "An error occurred",
}: {
  error: Error | null;
  fallback?: string;
}) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {errorMessage(error, fallback)}
    </p>
  );
}
