import { useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/** Shown when a screen throws while rendering or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : "An unexpected error occurred.";
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
