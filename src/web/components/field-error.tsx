/** The inline message under a field; link it with `aria-describedby={id}` on the control. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {message}
    </p>
  );
}
