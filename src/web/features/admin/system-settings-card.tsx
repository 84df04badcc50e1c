import type { UseQueryResult } from "@tanstack/react-query";
import type { SystemInfo } from "../../../domain/schemas/admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CurrencySetting } from "./currency-setting";

/** The install as the server runs it: NODE_ENV as is, the database it really uses. */
export function SystemSettingsCard({ system }: { system: UseQueryResult<SystemInfo> }) {
  const fields: { label: string; value: string | number | undefined; mono?: boolean }[] = [
    { label: "Organization", value: system.data?.organizationName },
    { label: "Tenant ID", value: system.data?.tenantId, mono: true },
    { label: "Version", value: system.data?.version, mono: true },
    { label: "API Version", value: system.data?.apiVersion, mono: true },
    { label: "Environment", value: system.data?.environment },
    { label: "Database", value: system.data?.database },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>System Settings</CardTitle>
        <CardDescription>
          {system.isError
            ? "Failed to load system settings"
            : "The organization's currency, and this installation as the server runs it"}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CurrencySetting />
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          {fields.map((field) => (
            <div key={field.label} className="grid gap-1">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className={field.mono ? "font-mono" : "break-words"}>{field.value ?? "…"}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
