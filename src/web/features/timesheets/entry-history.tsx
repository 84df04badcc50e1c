import type { Position } from "../../../domain/schemas/positions";
import type { TimeEntryEdit } from "../../../domain/schemas/timesheets";
import { clockTime, wallValue } from "./entry-time";

const FIELD_NAMES: Record<string, string> = {
  created: "Added",
  clockIn: "Clock in",
  clockOut: "Clock out",
  breaks: "Breaks",
  positionId: "Position",
  status: "Status",
};

/**
 * A value of the history as a person reads it: instants on the store's clock, a position by its name (the
 * history keeps its id), the rest as stored.
 */
function shown(
  value: string | null,
  field: string,
  timeZone: string,
  positions: readonly Position[],
): string {
  if (value === null || value === "") return "none";
  if (field === "positionId")
    return positions.find((p) => String(p.id) === value)?.name ?? "a position since deleted";
  if (field === "clockIn" || field === "clockOut") return wallValue(value, timeZone).replace("T", " ");
  if (field === "breaks" || field === "created")
    return value.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, (iso) => clockTime(iso, timeZone));
  if (field === "status") return value.charAt(0) + value.slice(1).toLowerCase();
  return value;
}

/** The entry's changes, oldest first: who, when, what changed and why. */
export function EntryHistory({
  edits,
  timeZone,
  positions,
}: {
  edits: readonly TimeEntryEdit[];
  timeZone: string;
  positions: readonly Position[];
}) {
  return (
    <section aria-labelledby="entry-history-title" className="grid gap-2">
      <h3 id="entry-history-title" className="text-sm font-medium">
        History
      </h3>
      {edits.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not changed since it was punched.</p>
      ) : (
        <ol className="grid max-h-48 gap-2 overflow-y-auto text-sm">
          {edits.map((e) => (
            <li key={e.id} className="rounded-md border p-2">
              <p>
                <span className="font-medium">{FIELD_NAMES[e.field] ?? e.field}</span>
                {e.field === "created"
                  ? `: ${shown(e.after, e.field, timeZone, positions)}`
                  : `: ${shown(e.before, e.field, timeZone, positions)} → ${shown(e.after, e.field, timeZone, positions)}`}
              </p>
              <p className="text-muted-foreground">
                {e.byName ?? "Someone"}, {wallValue(e.at, timeZone).replace("T", " ")}: “{e.reason}”
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
