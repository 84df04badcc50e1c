import { ShieldAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function AccessDeniedPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <ShieldAlertIcon className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">You don&apos;t have permission to access this page.</p>
      <Button asChild variant="outline">
        <Link to="/">Go to Dashboard</Link>
      </Button>
    </div>
  );
}
