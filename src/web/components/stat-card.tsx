import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * A summary figure with a label, an optional icon and a note under it (dashboard, requests, helpdesk,
 * reports). The label is the card's heading, so screen readers can jump between figures.
 */
export function StatCard({
  title,
  value,
  icon: Icon,
  note,
  className,
  headingLevel = "h2",
  isCompact = false,
}: {
  title: string;
  value: ReactNode;
  icon?: LucideIcon;
  note?: ReactNode;
  className?: string;
  headingLevel?: "h2" | "h3";
  /** Tighter padding below `sm`, for grids of two cards side by side on a phone (Team). */
  isCompact?: boolean;
}) {
  const inset = isCompact ? "px-4 sm:px-6" : undefined;
  return (
    <Card className={cn("gap-2", isCompact && "py-4 sm:py-6", className)}>
      <CardHeader className={cn("flex-row items-center justify-between gap-2", inset)}>
        <CardTitle as={headingLevel} className="text-sm font-medium">
          {title}
        </CardTitle>
        {Icon && <Icon aria-hidden className="size-4 text-muted-foreground" />}
      </CardHeader>
      <CardContent className={inset}>
        <p className="text-2xl font-bold tabular-nums">{value ?? "–"}</p>
        {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}
