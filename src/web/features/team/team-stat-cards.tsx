import { BabyIcon, ClockIcon, GraduationCapIcon, UsersIcon } from "lucide-react";
import { StatCard } from "@/components/stat-card";
import type { TeamStats } from "./team-stats";

export function TeamStatCards({ stats }: { stats: TeamStats }) {
  return (
    <section aria-label="Team summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        isCompact
        title="Total Employees"
        value={String(stats.total)}
        note="Everyone in the organization"
        icon={UsersIcon}
      />
      <StatCard
        isCompact
        title="Certified Trainers"
        value={String(stats.trainers)}
        note="Eligible to train new staff"
        icon={GraduationCapIcon}
      />
      <StatCard
        isCompact
        title="Minors"
        value={String(stats.minors)}
        note="Under 18: curfew and hour limits"
        icon={BabyIcon}
      />
      <StatCard
        isCompact
        title="Avg Desired Hours"
        value={`${stats.averageDesiredHours}h`}
        note="Per week, across the team"
        icon={ClockIcon}
      />
    </section>
  );
}
