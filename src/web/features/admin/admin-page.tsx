import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/components/page-header";
import { useSignedInUser } from "@/lib/current-user";
import { systemQueryOptions } from "./api";
import { DemoAccountsCard } from "./demo-accounts-card";
import { PlanCard } from "./plan-card";
import { SystemSettingsCard } from "./system-settings-card";
import { UserManagementCard } from "./user-management-card";

export function AdminPage() {
  const user = useSignedInUser();
  const system = useQuery(systemQueryOptions());
  // The demo credentials belong to the demo organization only; nowhere else do they sign anyone in.
  const isDemo = system.data?.isDemo === true;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Admin Settings" subtitle="Plan, users and system information" />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PlanCard system={system} className={isDemo ? undefined : "lg:col-span-2"} />
        {isDemo && <DemoAccountsCard />}
      </div>

      <UserManagementCard me={user} />

      <SystemSettingsCard system={system} />
    </div>
  );
}
