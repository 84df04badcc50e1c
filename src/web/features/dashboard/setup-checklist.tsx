import { useQuery } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { Link } from "react-router";
import type { SetupStep } from "../../../domain/schemas/setup";
import { LoadError } from "@/components/load-error";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { setupQueryOptions } from "./api";

/** Each step's action and where it is done (docs/product.md, Dashboard). */
const STEPS: Record<SetupStep, { title: string; path: string; screen: string }> = {
  STORE: { title: "Add a store", path: "/stores", screen: "Stores" },
  POSITIONS: { title: "Add positions", path: "/positions", screen: "Positions" },
  TEAM: { title: "Add your team", path: "/team", screen: "Team" },
  AVAILABILITY: { title: "Set availability", path: "/availability", screen: "Availability" },
  NEEDS: { title: "Set staffing needs", path: "/staffing", screen: "Staffing" },
  SCHEDULE: { title: "Build and publish a week", path: "/schedule", screen: "Schedule" },
};

/**
 * "Set up your first week": the six steps from an empty organization to a published schedule, each ticked
 * by the server from the organization's data (GET /api/setup), the next one to do as the primary button.
 * Gone once a week was published. Nothing shows while it loads: for most organizations it is complete and
 * a card that appears only to vanish would be noise.
 */
export function SetupChecklist() {
  const setup = useQuery(setupQueryOptions());
  if (setup.isError) {
    return (
      <LoadError
        title="Failed to load the setup checklist"
        error={setup.error}
        onRetry={() => void setup.refetch()}
      />
    );
  }
  if (!setup.data || setup.data.complete) return null;
  const steps = setup.data.steps;
  const next = steps.find((s) => !s.done)?.step;
  const doneCount = steps.filter((s) => s.done).length;
  return (
    <Card role="region" aria-labelledby="setup-title" className="border-primary/40 hc:border-primary">
      <CardHeader>
        <CardTitle as="h2" id="setup-title">
          Set up your first week
        </CardTitle>
        <CardDescription>
          {doneCount} of {steps.length} steps done. Each one ticks itself when its data is there.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2">
          {steps.map((s, i) => {
            const { title, path, screen } = STEPS[s.step];
            const isNext = s.step === next;
            return (
              <li
                key={s.step}
                aria-current={isNext ? "step" : undefined}
                className={cn(
                  "flex flex-wrap items-center gap-3 rounded-lg border p-3",
                  isNext && "border-primary bg-accent/40 hc:bg-transparent",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums",
                    s.done && "border-primary bg-primary text-primary-foreground",
                  )}
                >
                  {s.done ? <CheckIcon className="size-4" /> : i + 1}
                </span>
                <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                  <p className={cn("font-medium", s.done && "text-muted-foreground")}>
                    <span className="sr-only">{s.done ? "Done: " : `Step ${i + 1}: `}</span>
                    {title}
                  </p>
                  <p className="text-sm text-muted-foreground">{s.detail}</p>
                </div>
                <Link
                  to={path}
                  className={buttonVariants({ variant: isNext ? "default" : "ghost", size: "sm" })}
                >
                  {isNext ? title : `Open ${screen}`}
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
