import { useQuery } from "@tanstack/react-query";
import {
  BanknoteIcon,
  CalendarClockIcon,
  ClockIcon,
  InboxIcon,
  ScaleIcon,
  TargetIcon,
  TimerIcon,
} from "lucide-react";
import { budgetStatus, BUDGET_STATUS_LABEL } from "../../../domain/money";
import { can } from "../../../domain/permissions";
import type { User } from "../../../domain/schemas/auth";
import { LoadError } from "@/components/load-error";
import { MyShiftsCard } from "@/components/my-shifts-card";
import { NoStoreYet } from "@/components/no-store-yet";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { StoreWeekPicker, useStoreWeek } from "@/components/store-week-picker";
import { Card } from "@/components/ui/card";
import { formatDayHeader, formatWeekLabel, weekStartOf } from "@/components/week";
import { useSignedInUser } from "@/lib/current-user";
import { useFormatMoney } from "@/lib/money";
import { costBasis } from "@/lib/cost-basis";
import { timeRangeText } from "@/lib/time-range";
import { dashboardFiguresQueryOptions, myFiguresQueryOptions, trendFiguresQueryOptions } from "./api";
import { FigureCard } from "./figure-card";
import { QuickActions } from "./quick-actions";
import { SetupChecklist } from "./setup-checklist";
import { TrendsChart } from "./trends-chart";
import { WeekStatusCard } from "./week-status-card";

const percent = (v: number) => `${v}%`;
const signedPercent = (v: number) => `${v > 0 ? "+" : ""}${v}%`;

/**
 * The Dashboard (docs/product.md, Decisions): the store and week a manager picks, with figures computed by
 * the server; an employee sees their own cards instead. Each block is a child of the page's grid, in reading
 * order: whoever manages reads the week's figures first and their own shifts below them (issue 32), an
 * employee their shifts first.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  const seesFigures = can(user, "viewReports");
  const picked = useStoreWeek();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader title="Dashboard" subtitle={formatWeekLabel(seesFigures ? picked.monday : weekStartOf())} />
      {seesFigures ? <ManagerDashboard user={user} picked={picked} /> : <EmployeeDashboard user={user} />}
    </div>
  );
}

function ManagerDashboard({ user, picked }: { user: User; picked: ReturnType<typeof useStoreWeek> }) {
  const { stores, storeId, monday } = picked;
  const money = useFormatMoney();
  const figures = useQuery({ ...dashboardFiguresQueryOptions(storeId, monday), enabled: storeId > 0 });
  const trend = useQuery({ ...trendFiguresQueryOptions(storeId, monday), enabled: storeId > 0 });
  const d = figures.data;
  const variance = d?.budgetVariance;
  // Unfinished setup is the manager's to do: after the week's figures, before their own shifts.
  const setup = can(user, "viewSetup") && <SetupChecklist />;
  // The figures wait on a store: without one their queries never start, so say what to do instead.
  if (stores.isError) {
    return (
      <>
        <LoadError title="Failed to load stores" error={stores.error} onRetry={() => void stores.refetch()} />
        {setup}
        <MyShiftsCard />
      </>
    );
  }
  if (stores.data?.length === 0) {
    return (
      <>
        <Card role="region" aria-label="Key figures">
          <NoStoreYet shows="the figures, the week's status and the trend are a store's week" />
        </Card>
        {setup}
        <MyShiftsCard />
      </>
    );
  }
  return (
    <>
      <StoreWeekPicker idPrefix="dashboard" picked={picked} />
      {figures.isError ? (
        <LoadError
          title="Failed to load the dashboard figures"
          error={figures.error}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          <FigureCard title="Coverage Rate" figure={d?.coverage} format={percent} icon={TargetIcon} />
          <FigureCard
            title="Budget Variance"
            figure={variance}
            format={signedPercent}
            icon={BanknoteIcon}
            note={
              variance && d && variance.laborCost !== null && variance.budget !== null
                ? `${costBasis(d.week.status, d.week.hasUnpublishedChanges).label} ${money(variance.laborCost)} against ${money(variance.budget)}: ${BUDGET_STATUS_LABEL[
                    budgetStatus(variance.laborCost, variance.budget)
                  ].toLowerCase()}`
                : undefined
            }
          />
          <FigureCard
            title="Fairness Score"
            figure={d?.fairness}
            format={(v) => `${v}/100`}
            icon={ScaleIcon}
          />
          <FigureCard title="Pending Requests" figure={d?.pendingRequests} format={String} icon={InboxIcon} />
          <FigureCard
            title="Actual Cost"
            figure={d?.actualCost}
            format={(v) => money(v)}
            icon={TimerIcon}
            note={
              d?.actualCost.hours != null ? `${d.actualCost.hours} approved hours (Timesheets)` : undefined
            }
          />
        </section>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <WeekStatusCard week={d?.week} />
        <QuickActions user={user} storeId={storeId} storeName={d?.storeName ?? null} monday={monday} />
      </div>
      {setup}
      <MyShiftsCard />
      <TrendsChart
        trend={trend.data}
        error={trend.isError ? trend.error : null}
        onRetry={() => void trend.refetch()}
      />
    </>
  );
}

function EmployeeDashboard({ user }: { user: User }) {
  const mine = useQuery(myFiguresQueryOptions());
  const m = mine.data;
  const next = m?.nextShift;
  return (
    <>
      <MyShiftsCard />
      {mine.isError ? (
        <LoadError
          title="Failed to load your figures"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <section aria-label="Your figures" className="grid gap-4 sm:grid-cols-3">
          <StatCard
            title="Next Shift"
            icon={CalendarClockIcon}
            value={
              m
                ? next
                  ? `${formatDayHeader(next.date).weekday} ${formatDayHeader(next.date).date}`
                  : "None"
                : "…"
            }
            note={
              m
                ? next
                  ? `${timeRangeText(next.startTime, next.endTime)}, ${next.positionName} at ${next.storeName}`
                  : "No published shift ahead of you"
                : "Loading…"
            }
          />
          <FigureCard
            title="Hours This Week"
            figure={m?.hoursThisWeek}
            format={(v) => `${v} h`}
            icon={ClockIcon}
          />
          <FigureCard
            title="My Pending Requests"
            figure={m?.pendingRequests}
            format={String}
            icon={InboxIcon}
          />
        </section>
      )}
      <QuickActions user={user} storeId={0} storeName={null} monday={weekStartOf()} />
    </>
  );
}
