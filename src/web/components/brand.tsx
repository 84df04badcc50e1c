import { ChefHatIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export const PRODUCT_NAME = "Brigade";
export const PRODUCT_TAGLINE = "Restaurant shift scheduling";

/** Logo mark plus name and tagline. In the collapsed sidebar only the mark stays visible. */
export function Brand({ className }: { className?: string }) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <div className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ChefHatIcon className="size-5" aria-hidden />
      </div>
      <div className="grid min-w-0 leading-tight group-data-[collapsible=icon]:sr-only">
        <span className="truncate font-semibold">{PRODUCT_NAME}</span>
        <span className="truncate text-xs text-muted-foreground">{PRODUCT_TAGLINE}</span>
      </div>
    </div>
  );
}
