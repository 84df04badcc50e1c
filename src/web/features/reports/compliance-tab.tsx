import { AlertTriangleIcon, CheckCircle2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ComplianceCheck } from "./sample-report-data";

export function ComplianceTab({ checks }: { checks: readonly ComplianceCheck[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {checks.map((check) => (
        <Card key={check.id}>
          <CardHeader className="flex-row items-start justify-between gap-2">
            <div className="grid gap-1.5">
              <CardTitle>{check.title}</CardTitle>
              <CardDescription>{check.rule}</CardDescription>
            </div>
            <Badge variant={check.passed ? "default" : "destructive"}>
              {check.passed ? <CheckCircle2Icon aria-hidden /> : <AlertTriangleIcon aria-hidden />}
              {check.passed ? "Compliant" : "Attention"}
            </Badge>
          </CardHeader>
          <CardContent>
            <p className="text-sm">{check.detail}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
