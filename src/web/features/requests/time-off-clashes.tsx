import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { timeOffClashesQueryOptions } from "./api";
import { RequestShiftSummary } from "./request-shift";

/**
 * Inside Approve for time off: the requester's published shifts it clashes with, each with who could
 * cover it, and what approving does to them (docs/decisions/072-requests-with-the-facts.md).
 */
export function TimeOffClashes({ requestId }: { requestId: number }) {
  const clashes = useQuery(timeOffClashesQueryOptions(requestId));
  if (clashes.isPending)
    return (
      <div className="flex justify-center py-2">
        <Spinner label="Loading the shifts it clashes with" />
      </div>
    );
  if (clashes.isError)
    return (
      <p className="text-sm text-muted-foreground">
        The shifts it clashes with could not be loaded; check the Schedule before approving.
      </p>
    );
  if (clashes.data.length === 0)
    return <p className="text-sm">No published shifts of theirs fall in this time off.</p>;
  return (
    <section aria-labelledby={`clashes-${requestId}`} className="grid gap-2 text-sm">
      <h3 id={`clashes-${requestId}`} className="font-semibold">
        Clashes with{" "}
        {clashes.data.length === 1 ? "1 published shift" : `${clashes.data.length} published shifts`}
      </h3>
      <ul className="grid gap-2" aria-label="Clashing shifts">
        {clashes.data.map(({ shift, covers }) => (
          <li key={shift.id} className="rounded-md border p-2" data-shift-id={shift.id}>
            <RequestShiftSummary shift={shift} />
            <p className="mt-1">
              {covers.length === 0 ? (
                <span className="text-destructive">Nobody else could work it without breaking a rule.</span>
              ) : (
                <>
                  <span className="font-medium">Could cover: </span>
                  {covers.map((c) => `${c.name} (${c.weekHours} of ${c.desiredHours} h)`).join(", ")}
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        Approving keeps these shifts on the schedule, flagged as time off: reassign each on the Schedule.
      </p>
    </section>
  );
}
