import { useQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { can } from "../../../domain/permissions";
import type { Employee } from "../../../domain/schemas/employees";
import { localToday } from "../../../domain/time";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useSignedInUser } from "@/lib/current-user";
import { AddEmployeeDialog } from "./add-employee-dialog";
import { employeesQueryOptions } from "@/lib/queries/employees";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";
import { EmployeeCards, EmployeeTable } from "./employee-table";
import { ImportDialog } from "./import-dialog";
import { NobodySchedulable } from "./nobody-schedulable";
import { TeamStatCards } from "./team-stat-cards";
import { computeTeamStats } from "./team-stats";
import { summarizeWork } from "./work-summary";

export function TeamPage() {
  const user = useSignedInUser();
  const canManage = can(user, "manageTeam");
  const employees = useQuery(employeesQueryOptions());
  // The local calendar date, so ages never slip a day through UTC (domain ageOn/localToday).
  const today = localToday();
  // Names for the roster's positions-and-stores line; without them the line is simply left out.
  const positions = useQuery(positionsQueryOptions());
  const stores = useQuery(storesQueryOptions());
  const workOf = (employee: Employee) => summarizeWork(employee, positions.data ?? [], stores.data ?? []);
  const stats = useMemo(() => computeTeamStats(employees.data ?? [], today), [employees.data, today]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Team Roster"
        subtitle="Manage employees, roles and scheduling details"
        actions={
          canManage && (
            <>
              <ImportDialog />
              <AddEmployeeDialog user={user} />
            </>
          )
        }
      />
      {employees.isPending ? (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
          <div className="flex justify-center py-10">
            <Spinner className="size-6" label="Loading employees" />
          </div>
        </>
      ) : employees.data === undefined ? (
        <LoadError
          title="Failed to load employees"
          error={employees.error}
          onRetry={() => void employees.refetch()}
        />
      ) : (
        <>
          <TeamStatCards stats={stats} />
          <NobodySchedulable
            employees={employees.data}
            positions={positions.data}
            stores={stores.data}
            canManage={canManage}
          />
          <Card>
            <CardHeader className="px-4 sm:px-6">
              <CardTitle>Employees</CardTitle>
              <CardDescription>
                Everyone who can be scheduled, with their weekly hours and contact.
              </CardDescription>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              {employees.data.length === 0 ? (
                <EmptyState icon={UsersIcon} title="No employees yet">
                  Add your first team member to start scheduling.
                </EmptyState>
              ) : (
                <>
                  <div className="hidden md:block">
                    <EmployeeTable
                      employees={employees.data}
                      user={user}
                      today={today}
                      canManage={canManage}
                      workOf={workOf}
                    />
                  </div>
                  <div className="md:hidden">
                    <EmployeeCards
                      employees={employees.data}
                      user={user}
                      today={today}
                      canManage={canManage}
                      workOf={workOf}
                    />
                  </div>
                </>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
