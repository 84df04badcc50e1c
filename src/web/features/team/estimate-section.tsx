import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { estimateInputSchema } from "../../../domain/schemas/fair-workweek";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { readNumberInput } from "@/lib/forms";
import { estimatesQueryOptions, useAddEstimateMutation } from "./estimates-api";

/**
 * The good-faith estimate of an employee's weekly hours and days (docs/product.md, Fair Workweek), in the
 * Edit Employee dialog: the current one, a new one, and the history with who set each and when. Saved on
 * its own (each save is a new version), apart from the dialog's Save Changes.
 */
export function EstimateSection({ userId }: { userId: number }) {
  const id = useId();
  const estimates = useQuery(estimatesQueryOptions(userId));
  const add = useAddEstimateMutation(userId);
  const current = estimates.data?.[0];
  const [hours, setHours] = useState("");
  const [days, setDays] = useState("");
  const parsed = estimateInputSchema.safeParse({
    weeklyHours: readNumberInput(hours),
    weeklyDays: readNumberInput(days),
  });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border p-4">
      <h3 id={`${id}-title`} className="text-sm font-medium">
        Good-faith estimate
      </h3>
      <p className="text-sm text-muted-foreground">
        {estimates.isPending
          ? "Loading…"
          : current
            ? `Now: ${current.weeklyHours} hours over ${current.weeklyDays} days a week (set by ${current.setByName}, ${new Date(current.setAt).toLocaleDateString()}).`
            : "No estimate given yet."}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-hours`}>Hours a week</Label>
          <Input
            id={`${id}-hours`}
            type="number"
            min={0}
            max={168}
            step={0.5}
            className="w-28"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-days`}>Days a week</Label>
          <Input
            id={`${id}-days`}
            type="number"
            min={0}
            max={7}
            className="w-28"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!parsed.success || add.isPending}
          onClick={() => {
            if (parsed.success)
              add.mutate(parsed.data, {
                onSuccess: () => {
                  setHours("");
                  setDays("");
                },
              });
          }}
        >
          Save estimate
        </Button>
      </div>
      {estimates.data && estimates.data.length > 1 && (
        <details className="text-sm">
          <summary className="cursor-pointer">Earlier estimates ({estimates.data.length - 1})</summary>
          <ul className="mt-2 grid gap-1 text-muted-foreground">
            {estimates.data.slice(1).map((e) => (
              <li key={e.id}>
                {e.weeklyHours} h over {e.weeklyDays} days, by {e.setByName} on{" "}
                {new Date(e.setAt).toLocaleDateString()}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
