import { Badge } from "@/components/ui/badge";
import { requestStatusVariant } from "./request-helpers";

export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={requestStatusVariant(status)} className="capitalize">
      {status}
    </Badge>
  );
}
