import { CreditCardIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { SampleSubscription } from "./sample-admin-data";
import { notAvailable } from "./not-available";

export function SubscriptionCard({ subscription }: { subscription: SampleSubscription }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Status</CardTitle>
        <CardDescription>Your organization's plan</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="text-lg font-semibold">{subscription.plan}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={subscription.isActive ? "default" : "destructive"}>
                {subscription.isActive ? "Active" : "Inactive"}
              </Badge>
            </dd>
          </div>
          <div className="col-span-2 grid gap-1">
            <dt className="text-muted-foreground">Days Remaining</dt>
            <dd>{subscription.daysRemaining} days remaining</dd>
          </div>
        </dl>
        <p className="rounded-md border p-3 text-sm text-muted-foreground">
          Publishing schedules requires an active subscription.
        </p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button onClick={() => notAvailable("Starting a subscription")}>
          <CreditCardIcon aria-hidden />
          Start Subscription
        </Button>
        <Button variant="outline" onClick={() => notAvailable("Billing")}>
          Manage Billing
        </Button>
      </CardFooter>
    </Card>
  );
}
