import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { addDays } from "../../domain/time";
import { Button } from "@/components/ui/button";
import { formatWeekLabel } from "@/components/week";
import { cn } from "@/lib/utils";

/**
 * "‹ Week of Nov 30 – Dec 6, 2026 ›": steps a week back or forward. The label is announced when it
 * changes; `children` follow the arrows (a "This week" button, say).
 */
export function WeekStepper({
  weekStart,
  onChange,
  labelClassName,
  children,
}: {
  weekStart: string;
  onChange: (weekStart: string) => void;
  labelClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous week"
        onClick={() => onChange(addDays(weekStart, -7))}
      >
        <ChevronLeftIcon aria-hidden />
      </Button>
      <p
        className={cn("min-w-0 text-center text-sm font-semibold sm:min-w-56 sm:text-base", labelClassName)}
        aria-live="polite"
      >
        {formatWeekLabel(weekStart)}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next week"
        onClick={() => onChange(addDays(weekStart, 7))}
      >
        <ChevronRightIcon aria-hidden />
      </Button>
      {children}
    </div>
  );
}
