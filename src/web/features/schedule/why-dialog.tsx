import type { Shift } from "../../../domain/schemas/schedules";
import { TimeRange } from "@/components/time-range";
import { formatDayHeader } from "@/components/week";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { reasonWithoutName } from "./schedule-model";

/** Why the engine chose this person: its summary, the factors and the alternatives it weighed. */
export function WhyDialog({
  shift,
  names,
  onClose,
  onEdit,
}: {
  shift: Shift | null;
  names: ReadonlyMap<number, string>;
  onClose: () => void;
  onEdit: (shift: Shift) => void;
}) {
  const explanation = shift?.explanation;
  const day = shift ? formatDayHeader(shift.date) : null;
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Why this assignment?</DialogTitle>
          <DialogDescription>{explanation?.summary ?? "This shift was placed by hand."}</DialogDescription>
        </DialogHeader>
        {shift && day && (
          <p className="text-sm font-medium">
            {day.weekday} {day.date}, <TimeRange start={shift.startTime} end={shift.endTime} />
          </p>
        )}
        {explanation && (
          <div className="grid gap-3 text-sm">
            {explanation.factors.length > 0 && (
              <section>
                <h3 className="font-medium">Factors</h3>
                <ul className="list-disc pl-5">
                  {explanation.factors.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </section>
            )}
            {explanation.alternatives.length > 0 && (
              <section>
                <h3 className="font-medium">Alternatives</h3>
                <ul className="list-disc pl-5">
                  {explanation.alternatives.map((a) => {
                    const name = names.get(a.employeeId) ?? `User ${a.employeeId}`;
                    return (
                      <li key={a.employeeId}>
                        <span className="font-medium">{name}</span>: {reasonWithoutName(a.reason, name)}
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
          </div>
        )}
        <DialogFooter>
          {shift && (
            <Button variant="outline" onClick={() => onEdit(shift)}>
              Edit shift
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
