import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDay } from "@/components/my-shifts-card";
import { nextDaySuffix } from "@/lib/time-range";
import { openShiftsQueryOptions, useClaimShiftMutation } from "@/lib/queries/me";

/** The card's fragment: the OPEN_SHIFT notification's link (src/server/schedules/open-shift-sweep.ts). */
const OPEN_SHIFTS_ID = "open-shifts";

/**
 * Published open shifts of my stores and positions, each with Claim (a manager decides); one I could not
 * work (already on then, too little rest…) says why, and its Claim is disabled.
 */
export function OpenShiftsCard() {
  const offers = useQuery(openShiftsQueryOptions());
  const claim = useClaimShiftMutation();
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = offers.isSuccess;
  // The open-shift email and push link here (/schedule#open-shifts): the card is drawn after the page
  // loads, too late for the browser's own jump to the fragment. scroll-mt-20 keeps it below the sticky header.
  useEffect(() => {
    if (hash === `#${OPEN_SHIFTS_ID}` && loaded) card.current?.scrollIntoView({ block: "start" });
  }, [hash, loaded]);
  return (
    <Card id={OPEN_SHIFTS_ID} ref={card} aria-labelledby="open-shifts-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="open-shifts-title">Open shifts</CardTitle>
        <CardDescription>Shifts nobody works yet at your stores, in your positions</CardDescription>
      </CardHeader>
      <CardContent>
        {offers.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading open shifts" />
          </div>
        ) : offers.isError ? (
          <p className="text-sm text-muted-foreground">Open shifts could not be loaded.</p>
        ) : offers.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open shifts right now.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Open shifts">
            {offers.data.map((s) => {
              const when = `${s.startTime}-${s.endTime}${nextDaySuffix(s.startTime, s.endTime)}`;
              const what = `${formatDay(s.date)} ${when} ${s.positionName}`;
              return (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
                >
                  <span>
                    <span className="font-medium">{what}</span>
                    <span className="block text-muted-foreground">{s.storeName}</span>
                  </span>
                  {s.isClaimed ? (
                    <span className="text-muted-foreground">Claimed, awaiting a decision</span>
                  ) : s.whyNot ? (
                    // Listed, not hidden: the reason tells the person what stands in the way.
                    <>
                      <span id={`why-not-${s.id}`} className="basis-full text-muted-foreground">
                        You can't take it: {s.whyNot}
                      </span>
                      <Button
                        size="sm"
                        disabled
                        aria-label={`Claim ${what}`}
                        aria-describedby={`why-not-${s.id}`}
                      >
                        Claim
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      aria-label={`Claim ${what}`}
                      disabled={claim.isPending}
                      onClick={() => claim.mutate(s.id)}
                    >
                      Claim
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
