import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useSignedInUser } from "@/lib/current-user";
import { preferencesQueryOptions } from "./api";
import { PreferencesForm } from "./preferences-form";

/**
 * The signed-in user's own scheduling preferences (docs/product.md, Screens, Roles and permissions:
 * preferences belong to the current user).
 */
export function PreferencesPage() {
  const user = useSignedInUser();
  const preferences = useQuery(preferencesQueryOptions(user.id));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Scheduling Preferences" subtitle="Tell your managers how you like to work" />
      {preferences.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading preferences" />
        </div>
      ) : preferences.data === undefined ? (
        <LoadError
          title="Failed to load preferences"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>Shift Preferences</CardTitle>
            <CardDescription>
              {preferences.data
                ? "The scheduler weighs these when it builds the week."
                : "Nothing saved yet: these are the defaults. Save to keep them."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PreferencesForm key={user.id} user={user} saved={preferences.data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
