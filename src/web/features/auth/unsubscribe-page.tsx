import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { AuthLayout } from "./auth-layout";
import { useUnsubscribeMutation } from "./password-link-api";

/**
 * An email's unsubscribe link: a button, not a visit, turns the email off (mail scanners open links), and
 * only for the person and kind the link names.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribeMutation();
  useEffect(() => {
    document.title = "Stop emails · Brigade";
  }, []);

  return (
    <AuthLayout title="Stop these emails" description="Turn off one kind of email from Brigade.">
      {unsubscribe.isSuccess ? (
        <p role="status" className="text-sm">
          Done: no more emails for “{unsubscribe.data.label}”. You still see it in the app. Change this any
          time in{" "}
          <Link to="/account" className="font-medium text-primary underline-offset-4 hover:underline">
            Account Settings
          </Link>
          .
        </p>
      ) : (
        <div className="grid gap-4">
          {unsubscribe.isError && (
            <p role="alert" className="text-sm text-destructive">
              This link is not valid. Change your emails in Account Settings instead.
            </p>
          )}
          <Button disabled={!token || unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {unsubscribe.isPending ? "Turning off..." : "Stop these emails"}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
