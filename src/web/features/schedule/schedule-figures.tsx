import { OVERTIME_MULTIPLIER } from "../../../domain/labor-cost";
import { budgetStatus, BUDGET_STATUS_LABEL } from "../../../domain/money";
import { needsNobody, type Schedule } from "../../../domain/schemas/schedules";
import { StatCard } from "@/components/stat-card";
import { useFormatMoney } from "@/lib/money";

/**
 * The week's figures from the schedule's metrics (recomputed after every change): coverage, hours, labor
 * cost (against the store's labor targets for the week, where set), fairness, warnings, and how far the week is from the best possible when a run proved a bound.
 */
export function ScheduleFigures({ schedule, budget }: { schedule: Schedule; budget?: number | null }) {
  const money = useFormatMoney();
  const m = schedule.metrics;
  if (!m) return null;
  const isNothingToCover = schedule.coverage !== null && needsNobody(schedule.coverage);
  const rules = schedule.warnings.filter((w) => w.code !== "UNDERSTAFFED" && w.code !== "OVERTIME").length;
  const gap =
    m.lowerBound > 0 && m.objective > 0 ? Math.max(0, (m.objective - m.lowerBound) / m.objective) : null;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6 print:hidden">
      <StatCard
        headingLevel="h3"
        isCompact
        title="Coverage"
        value={isNothingToCover ? "—" : `${m.coveragePercent.toFixed(1)}%`}
        note={isNothingToCover ? "No staffing needs set" : `${m.understaffedHours} staff-h short`}
      />
      <StatCard
        headingLevel="h3"
        isCompact
        title="Hours"
        value={m.totalHours.toFixed(1)}
        note={`${m.overtimeHours.toFixed(1)} h overtime`}
      />
      <StatCard
        headingLevel="h3"
        isCompact
        title="Labor cost"
        value={money(m.laborCost)}
        note={
          budget
            ? `of ${money(budget)} target (${BUDGET_STATUS_LABEL[budgetStatus(m.laborCost, budget)].toLowerCase()}), overtime at ${OVERTIME_MULTIPLIER}×`
            : `overtime at ${OVERTIME_MULTIPLIER}×`
        }
      />
      <StatCard
        headingLevel="h3"
        isCompact
        title="Fairness"
        value={m.fairness.toFixed(2)}
        note="1 = hours shared as desired"
      />
      <StatCard
        headingLevel="h3"
        isCompact
        title="Warnings"
        value={schedule.warnings.length}
        note={`${rules} rule${rules === 1 ? "" : "s"} broken`}
      />
      <StatCard
        headingLevel="h3"
        isCompact
        title="Best possible"
        value={gap === null ? "—" : `within ${(gap * 100).toFixed(1)}%`}
        note={gap === null ? "run the engine for a proven bound" : "proven by the engine's bound"}
      />
    </div>
  );
}
