import { CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/current-user";

export function NotFoundPage() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <CircleAlertIcon className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild variant="outline">
        {user ? <Link to="/">Go to Dashboard</Link> : <Link to="/login">Go to login</Link>}
      </Button>
    </div>
  );
}
