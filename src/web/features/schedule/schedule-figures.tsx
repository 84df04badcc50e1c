import { OVERTIME_MULTIPLIER } from "../../../domain/labor-cost";
import { budgetStatus, BUDGET_STATUS_LABEL } from "../../../domain/money";
import { needsNobody } from "../../../domain/run-status";
import type { Schedule } from "../../../domain/schemas/schedules";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useFormatMoney } from "@/lib/money";
import { publishNoticeQueryOptions } from "./api";

/**
 * The week's figures from the schedule's metrics (recomputed after every change): coverage, hours, labor
 * cost (against the store's labor targets for the week, where set), fairness, warnings, and how far the week
 * is from the best possible when a run proved a bound. One compact strip, not six cards: the cards took a
 * third of the first screen and pushed the grid below it (issue 32).
 */
export function ScheduleFigures({ schedule, budget }: { schedule: Schedule; budget?: number | null }) {
  const money = useFormatMoney();
  // Fair Workweek premiums already owed for the week by its publishes (the records), under a rule pack.
  const notice = useQuery({
    ...publishNoticeQueryOptions(schedule.id),
    enabled: schedule.publishedVersion !== null,
  });
  const premiums =
    notice.data && notice.data.fairWorkweekPack !== "NONE" ? notice.data.premiumsPaidToDate : null;
  const m = schedule.metrics;
  if (!m) return null;
  const isNothingToCover = schedule.coverage !== null && needsNobody(schedule.coverage);
  const rules = schedule.warnings.filter((w) => w.code !== "UNDERSTAFFED" && w.code !== "OVERTIME").length;
  const gap =
    m.lowerBound > 0 && m.objective > 0 ? Math.max(0, (m.objective - m.lowerBound) / m.objective) : null;
  return (
    <section
      aria-label="Week figures"
      className="grid grid-cols-2 gap-px overflow-hidden rounded-md border bg-border sm:grid-cols-3 lg:grid-cols-6 print:hidden"
    >
      <Figure
        title="Coverage"
        value={isNothingToCover ? "—" : `${m.coveragePercent.toFixed(1)}%`}
        note={isNothingToCover ? "No staffing needs set" : `${m.understaffedHours} staff-h short`}
      />
      <Figure
        title="Hours"
        value={m.totalHours.toFixed(1)}
        note={`${m.overtimeHours.toFixed(1)} h overtime at ${OVERTIME_MULTIPLIER}×`}
      />
      <Figure
        title="Labor cost"
        value={money(m.laborCost)}
        note={
          <>
            {budget
              ? // Short enough for two lines at 1024 px; Hours gives the overtime rate.
                `of ${money(budget)} target (${BUDGET_STATUS_LABEL[budgetStatus(m.laborCost, budget)].toLowerCase()})`
              : `overtime at ${OVERTIME_MULTIPLIER}×`}
            {premiums !== null && <span className="block">{money(premiums)} premiums paid to date</span>}
          </>
        }
      />
      <Figure title="Fairness" value={m.fairness.toFixed(2)} note="1 = hours shared as desired" />
      <Figure
        title="Warnings"
        value={schedule.warnings.length}
        note={`${rules} rule${rules === 1 ? "" : "s"} broken`}
      />
      <Figure
        title="Best possible"
        value={gap === null ? "—" : `within ${(gap * 100).toFixed(1)}%`}
        note={gap === null ? "run the engine for a proven bound" : "proven by the engine's bound"}
      />
    </section>
  );
}

/** One figure of the strip: its name (a heading, to jump between figures), value and a short note. */
function Figure({ title, value, note }: { title: string; value: ReactNode; note: ReactNode }) {
  return (
    <div className="bg-card px-3 py-2">
      <h3 className="text-xs font-medium text-muted-foreground">{title}</h3>
      <p className="text-lg leading-tight font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}
