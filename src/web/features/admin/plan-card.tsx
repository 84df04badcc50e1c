import type { UseQueryResult } from "@tanstack/react-query";
import type { SystemInfo } from "../../../domain/schemas/admin";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The plan of a self-hosted install (docs/decisions/071-first-day.md): no trial, no limits, nothing to buy.
 * The repository has no licence yet, and the card says so rather than name one.
 */
export function PlanCard({ system, className }: { system: UseQueryResult<SystemInfo>; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CardDescription>
          {system.isError ? "Failed to load the plan" : "This installation of Brigade"}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="text-lg font-semibold">{system.data?.plan ?? "…"}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Status</dt>
            <dd>{system.data ? <Badge>Active</Badge> : "…"}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Version</dt>
            <dd className="font-mono">{system.data?.version ?? "…"}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Licence</dt>
            <dd>Not yet chosen — see the repository</dd>
          </div>
        </dl>
        <p className="rounded-md border p-3 text-sm text-muted-foreground">
          No limits: every feature, any number of stores and people.
        </p>
      </CardContent>
    </Card>
  );
}
