import { ClockIcon, GraduationCapIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { BabyIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TeamStats } from "./team-stats";

function StatCard({
  title,
  value,
  note,
  icon: Icon,
}: {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="gap-2 py-4 sm:py-6">
      <CardHeader className="flex-row items-start justify-between gap-2 px-4 sm:px-6">
        <CardTitle as="h2" className="text-sm font-medium">
          {title}
        </CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

export function TeamStatCards({ stats }: { stats: TeamStats }) {
  return (
    <section aria-label="Team summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        title="Total Employees"
        value={String(stats.total)}
        note="Everyone in the organization"
        icon={UsersIcon}
      />
      <StatCard
        title="Certified Trainers"
        value={String(stats.trainers)}
        note="Eligible to train new staff"
        icon={GraduationCapIcon}
      />
      <StatCard
        title="Minors"
        value={String(stats.minors)}
        note="Under 18: curfew and hour limits"
        icon={BabyIcon}
      />
      <StatCard
        title="Avg Desired Hours"
        value={`${stats.averageDesiredHours}h`}
        note="Per week, across the team"
        icon={ClockIcon}
      />
    </section>
  );
}
