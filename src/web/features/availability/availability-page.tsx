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
import { useSignedInUser } from "@/lib/current-user";
import { employeesQueryOptions } from "@/lib/queries/employees";
import { availabilityQueryOptions } from "./api";
import { EmployeePicker } from "./employee-picker";
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
        <TeamAvailability user={user} />
      ) : (
        <OwnerAvailability
          owner={{ userId: user.id, tenantId: user.tenantId, name: displayName(user), isSelf: true }}
        />
      )}
    </div>
  );
}

function TeamAvailability({ user }: { user: User }) {
  // No default choice: nothing is requested until someone is selected (docs/product.md, Screens).
  const [selected, setSelected] = useState<Owner | null>(null);
  // The picker reads the same list (one cache entry): nobody but the caller means a team still to add.
  const employees = useQuery(employeesQueryOptions());
  const isOnlyMe = employees.data !== undefined && employees.data.every((e) => e.userId === user.id);
  return (
    <>
      <EmployeePicker
        currentUserId={user.id}
        selectedId={selected?.userId ?? null}
        onSelect={(employee) =>
          setSelected({
            userId: employee.userId,
            tenantId: user.tenantId,
            name: displayName(employee),
            isSelf: employee.userId === user.id,
          })
        }
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
        {windows.isSuccess && addButton}
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
