import {
  CalendarDaysIcon,
  DollarSignIcon,
  InboxIcon,
  PlayIcon,
  ScaleIcon,
  TargetIcon,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { can, canAccessRoute, type AppRoute, type Capability } from "../../../domain/permissions";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatWeekLabel, weekStartOf } from "@/components/week";
import { MyShiftsCard } from "@/components/my-shifts-card";
import { useSignedInUser } from "@/lib/current-user";
import {
  SAMPLE_METRICS,
  SAMPLE_SUBSCRIPTION,
  SAMPLE_TRENDS,
  SAMPLE_WEEK_STATUS,
} from "./sample-dashboard-data";
import { TrendsChart } from "./trends-chart";

type QuickAction = { label: string; to: AppRoute; icon: LucideIcon; capability?: Capability };

/** Shown only where the user can open the route (and, for the engine, edit the schedule). */
const QUICK_ACTIONS: QuickAction[] = [
  { label: "View Schedule", to: "/schedule", icon: CalendarDaysIcon },
  { label: "Review Requests", to: "/requests", icon: InboxIcon },
  { label: "Run Scheduling Engine", to: "/schedule", icon: PlayIcon, capability: "editSchedule" },
];

export function DashboardPage() {
  const user = useSignedInUser();
  const metrics = SAMPLE_METRICS;
  const week = SAMPLE_WEEK_STATUS;
  const actions = QUICK_ACTIONS.filter(
    (a) => canAccessRoute(user, a.to) && (!a.capability || can(user, a.capability)),
  );
  const variance = metrics.budgetVariancePercent;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Dashboard"
        subtitle={formatWeekLabel(weekStartOf())}
        actions={
          <Badge variant="secondary" aria-label={`Subscription: ${SAMPLE_SUBSCRIPTION}`}>
            {SAMPLE_SUBSCRIPTION}
          </Badge>
        }
      />

      <MyShiftsCard />

      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Coverage Rate"
          value={`${metrics.coveragePercent}%`}
          icon={TargetIcon}
          note="Required shifts covered"
        />
        <StatCard
          title="Budget Variance"
          value={`${variance > 0 ? "+" : ""}${variance}%`}
          icon={DollarSignIcon}
          note={variance <= 0 ? "Under budget" : "Over budget"}
        />
        <StatCard
          title="Fairness Score"
          value={`${Math.round(metrics.fairness * 100)}/100`}
          icon={ScaleIcon}
          note="Even spread of hours and weekends"
        />
        <StatCard
          title="Pending Requests"
          value={metrics.pendingRequests}
          icon={InboxIcon}
          note="Awaiting a decision"
        />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Current Week Status</CardTitle>
            <CardDescription>Sample figures for this week's schedule</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div className="grid gap-1">
                <dt className="text-muted-foreground">Schedule Status</dt>
                <dd>
                  <Badge variant="secondary">{week.scheduleStatus}</Badge>
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-muted-foreground">Total Shifts</dt>
                <dd className="text-lg font-semibold tabular-nums">{week.totalShifts}</dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-muted-foreground">Assigned</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {week.assignedShifts} / {week.totalShifts}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-muted-foreground">Warnings</dt>
                <dd className="text-lg font-semibold tabular-nums">{week.warnings}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
            <CardDescription>Jump to this week's work</CardDescription>
          </CardHeader>
          <CardContent>
            <nav aria-label="Quick actions" className="grid gap-2">
              {actions.map((action) => (
                <Link
                  key={action.label}
                  to={action.to}
                  className={buttonVariants({ variant: "outline", className: "justify-start" })}
                >
                  <action.icon aria-hidden />
                  {action.label}
                </Link>
              ))}
            </nav>
          </CardContent>
        </Card>
      </div>

      <TrendsChart trends={SAMPLE_TRENDS} />
    </div>
  );
}
