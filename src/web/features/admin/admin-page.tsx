import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useSignedInUser } from "@/lib/current-user";
import { systemQueryOptions } from "./api";
import { DEMO_TEST_ACCOUNTS, SAMPLE_SUBSCRIPTION } from "./sample-admin-data";
import { SubscriptionCard } from "./subscription-card";
import { UserManagementCard } from "./user-management-card";

export function AdminPage() {
  const user = useSignedInUser();
  const system = useQuery(systemQueryOptions());
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Admin Settings" subtitle="Subscription, users and system information" />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SubscriptionCard subscription={SAMPLE_SUBSCRIPTION} />

        <Card>
          <CardHeader>
            <CardTitle>Demo Test Accounts</CardTitle>
            <CardDescription>Sign in with these to try each role</CardDescription>
          </CardHeader>
          <CardContent className="px-2">
            <Table aria-label="Demo test accounts">
              <TableHeader>
                <TableRow>
                  <TableHead>Username</TableHead>
                  <TableHead>Password</TableHead>
                  <TableHead>Role</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {DEMO_TEST_ACCOUNTS.map((account) => (
                  <TableRow key={account.username}>
                    <TableCell className="font-mono">{account.username}</TableCell>
                    <TableCell className="font-mono">{account.password}</TableCell>
                    <TableCell>
                      <Badge variant="secondary">{account.role}</Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </div>

      <UserManagementCard me={user} />

      <Card>
        <CardHeader>
          <CardTitle>System Settings</CardTitle>
          <CardDescription>
            {system.isError ? "Failed to load system settings" : "About this installation, from the server"}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Tenant ID</dt>
              <dd className="font-mono">{system.data?.tenantId ?? "…"}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">API Version</dt>
              <dd className="font-mono">{system.data?.apiVersion ?? "…"}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Environment</dt>
              <dd>{system.data?.environment ?? "…"}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
