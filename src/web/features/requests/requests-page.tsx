import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2Icon, ClockIcon, XCircleIcon } from "lucide-react";
import { can } from "../../../domain/permissions";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSignedInUser } from "@/lib/current-user";
import { claimRequestsQueryOptions, swapRequestsQueryOptions, timeOffRequestsQueryOptions } from "./api";
import { ClaimTable } from "./claim-table";
import { ConsentsCard } from "./consents-card";
import { NewRequestDialog } from "./new-request-dialog";
import { countRequests } from "./request-helpers";
import { SwapTable } from "./swap-table";
import { TimeOffTable } from "./time-off-table";

export function RequestsPage() {
  const user = useSignedInUser();
  const timeOff = useQuery(timeOffRequestsQueryOptions());
  const swaps = useQuery(swapRequestsQueryOptions());
  const claims = useQuery(claimRequestsQueryOptions());
  const canDecide = can(user, "approveRequests");
  const isLoading = timeOff.isPending || swaps.isPending || claims.isPending;
  const counts = countRequests(timeOff.data ?? [], swaps.data ?? [], claims.data ?? []);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Requests"
        subtitle="Manage time-off and shift swap requests"
        // Enabled for every signed-in user (docs/product.md, Decisions).
        actions={<NewRequestDialog />}
      />

      {isLoading ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label="Loading requests" />
        </div>
      ) : (
        <>
          <ConsentsCard />
          <section aria-label="Request summary" className="grid gap-4 sm:grid-cols-3">
            <StatCard
              title="Pending Requests"
              value={counts.pending}
              icon={ClockIcon}
              note="Awaiting a decision"
            />
            <StatCard
              title="Approved This Week"
              value={counts.approved}
              icon={CheckCircle2Icon}
              note="All loaded requests"
            />
            <StatCard
              title="Denied This Week"
              value={counts.denied}
              icon={XCircleIcon}
              note="All loaded requests"
            />
          </section>

          <Tabs defaultValue="timeoff">
            <TabsList>
              <TabsTrigger value="timeoff">Time-Off Requests</TabsTrigger>
              <TabsTrigger value="swap">Shift Swaps</TabsTrigger>
              <TabsTrigger value="open-shift">Open Shifts</TabsTrigger>
            </TabsList>
            <RequestTab value="timeoff">
              <TimeOffTable requests={timeOff.data ?? []} canDecide={canDecide} userId={user.id} />
            </RequestTab>
            <RequestTab value="swap">
              <SwapTable requests={swaps.data ?? []} canDecide={canDecide} userId={user.id} />
            </RequestTab>
            <RequestTab value="open-shift">
              <ClaimTable requests={claims.data ?? []} canDecide={canDecide} userId={user.id} />
            </RequestTab>
          </Tabs>
        </>
      )}
    </div>
  );
}

/** One tab of requests: its table in a card. */
function RequestTab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <Card className="py-2">
        <CardContent className="px-2">{children}</CardContent>
      </Card>
    </TabsContent>
  );
}
