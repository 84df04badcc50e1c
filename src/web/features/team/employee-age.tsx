import { Badge } from "@/components/ui/badge";
import type { AgeInfo } from "./team-stats";

export function EmployeeAge({ age }: { age: AgeInfo }) {
  if (!age) return <span className="text-muted-foreground">Not set</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span>{age.age}</span>
      {age.isMinor && <Badge variant="destructive">Minor</Badge>}
    </span>
  );
}
