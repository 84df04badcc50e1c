import { Loader2Icon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A spinning icon announced as "Loading" (override with `label`). */
export function Spinner({
  className,
  label = "Loading",
  ...props
}: ComponentProps<"svg"> & { label?: string }) {
  return (
    <Loader2Icon
      role="status"
      aria-label={label}
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );
}
