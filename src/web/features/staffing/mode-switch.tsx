import { isDate, mondayOf } from "../../../domain/time";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatWeekLabel, weekStartOf } from "@/components/week";

/** "Typical week | Week of …": the weekday templates, or one week's own needs (DESIGN §9). */
export function ModeSwitch({ week, onWeek }: { week: string | null; onWeek: (week: string | null) => void }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div role="group" aria-label="What to edit" className="flex gap-1">
        <Button
          size="sm"
          variant={week ? "outline" : "default"}
          aria-pressed={!week}
          onClick={() => onWeek(null)}
        >
          Typical week
        </Button>
        <Button
          size="sm"
          variant={week ? "default" : "outline"}
          aria-pressed={!!week}
          onClick={() => onWeek(week ?? weekStartOf())}
        >
          {week ? formatWeekLabel(week) : "A week…"}
        </Button>
      </div>
      {week && (
        <div className="grid gap-1">
          <Label htmlFor="staffing-week">Week of</Label>
          <Input
            id="staffing-week"
            type="date"
            className="w-44"
            value={week}
            onChange={(e) => {
              if (isDate(e.target.value)) onWeek(mondayOf(e.target.value));
            }}
          />
        </div>
      )}
    </div>
  );
}
