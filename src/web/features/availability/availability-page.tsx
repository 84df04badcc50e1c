import { displayName } from "../../../domain/display-name";
import { useQuery } from "@tanstack/react-query";
import { CalendarClockIcon, PlusIcon, UserSearchIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { can } from "../../../domain/permissions";
import type { User } from "../../../domain/schemas/auth";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSignedInUser } from "@/lib/current-user";
import { employeesQueryOptions } from "@/lib/queries/employees";
import { availabilityQueryOptions } from "./api";
import { EmployeePicker } from "./employee-picker";
import { PatternDialog } from "./pattern-dialog";
import { TeamWeekView } from "./team-week-view";
import { WindowDialog } from "./window-dialog";
import { WindowList } from "./window-list";

type Owner = { userId: number; tenantId: number; name: string; isSelf: boolean };

export function AvailabilityPage() {
  const user = useSignedInUser();
  const canManageTeam = can(user, "manageTeam");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Availability"
        subtitle={
          canManageTeam
            ? "View and edit when each team member can work"
            : "The times you can work, day by day"
        }
      />
      {/* Team managers choose whose windows to see; everyone else sees only their own (docs/product.md, Roles and permissions). */}
      {canManageTeam ? (
        <ManagerAvailability user={user} />
      ) : (
        <OwnerAvailability
          owner={{ userId: user.id, tenantId: user.tenantId, name: displayName(user), isSelf: true }}
        />
      )}
    </div>
  );
}

/** Team managers: the team's week at a glance, or one person's windows (a name in the week opens them). */
function ManagerAvailability({ user }: { user: User }) {
  const [tab, setTab] = useState<"week" | "person">("week");
  // No default person: nothing of one person is requested until someone is chosen (docs/product.md, Screens).
  const [selected, setSelected] = useState<Owner | null>(null);
  const ownerOf = (person: { userId: number; name: string }): Owner => ({
    userId: person.userId,
    tenantId: user.tenantId,
    name: person.name,
    isSelf: person.userId === user.id,
  });
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === "person" ? "person" : "week")}>
      <TabsList aria-label="Availability views">
        <TabsTrigger value="week">Team week</TabsTrigger>
        <TabsTrigger value="person">One person</TabsTrigger>
      </TabsList>
      <TabsContent value="week" className="mt-2">
        <TeamWeekView
          onOpen={(person) => {
            setSelected(ownerOf(person));
            setTab("person");
          }}
        />
      </TabsContent>
      <TabsContent value="person" className="mt-2 grid grid-cols-1 gap-6">
        <TeamAvailability
          currentUserId={user.id}
          selected={selected}
          onSelect={(person) => setSelected(ownerOf(person))}
        />
      </TabsContent>
    </Tabs>
  );
}

function TeamAvailability({
  currentUserId,
  selected,
  onSelect,
}: {
  currentUserId: number;
  selected: Owner | null;
  onSelect: (person: { userId: number; name: string }) => void;
}) {
  // The picker reads the same list (one cache entry): nobody but the caller means a team still to add.
  const employees = useQuery(employeesQueryOptions());
  const isOnlyMe = employees.data !== undefined && employees.data.every((e) => e.userId === currentUserId);
  return (
    <>
      <EmployeePicker
        currentUserId={currentUserId}
        selectedId={selected?.userId ?? null}
        onSelect={(employee) => onSelect({ userId: employee.userId, name: displayName(employee) })}
      />
      {selected ? (
        <OwnerAvailability key={selected.userId} owner={selected} />
      ) : (
        <Card>
          <CardContent>
            {isOnlyMe ? (
              <EmptyState icon={UsersIcon} title="No team members yet">
                <span className="grid justify-items-center gap-3">
                  Add your team first; then choose someone here to set when they can work.
                  <Link to="/team" className={buttonVariants()}>
                    Go to Team
                  </Link>
                </span>
              </EmptyState>
            ) : (
              <EmptyState icon={UserSearchIcon} title="No employee selected">
                Choose an employee above to see and edit their availability.
              </EmptyState>
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}

function OwnerAvailability({ owner }: { owner: Owner }) {
  const windows = useQuery(availabilityQueryOptions(owner.userId));
  const addButton = (
    <WindowDialog
      owner={owner}
      trigger={
        <Button>
          <PlusIcon aria-hidden />
          Add Window
        </Button>
      }
    />
  );
  return (
    <section className="grid gap-4" aria-labelledby="availability-owner">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="availability-owner" className="text-lg font-semibold">
          {owner.isSelf ? "Your weekly availability" : `Weekly availability: ${owner.name}`}
        </h2>
        {windows.isSuccess && (
          <div className="flex flex-wrap gap-2">
            <PatternDialog initialUserIds={[owner.userId]} forName={owner.isSelf ? undefined : owner.name} />
            {addButton}
          </div>
        )}
      </div>
      {windows.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading availability" />
        </div>
      ) : windows.data === undefined ? (
        <LoadError
          title="Failed to load availability"
          error={windows.error}
          onRetry={() => void windows.refetch()}
        />
      ) : windows.data.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={CalendarClockIcon} title="No availability yet">
              {owner.isSelf
                ? "Add a time window for each day you can work. Until then you count as available any time."
                : `Add a time window for each day ${owner.name} can work. Until then they count as available any time.`}
            </EmptyState>
          </CardContent>
        </Card>
      ) : (
        <WindowList owner={owner} windows={windows.data} />
      )}
    </section>
  );
}
