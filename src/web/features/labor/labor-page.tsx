import { DollarSignIcon } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** DESIGN §5: the route exists; its content arrives with the labor budget work. */
export function LaborPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Labor Targets" subtitle="Weekly labor budgets per store and position" />
      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <DollarSignIcon aria-hidden className="size-5 text-muted-foreground" />
          <div className="grid gap-1.5">
            <CardTitle>Coming with the labor budget feature</CardTitle>
            <CardDescription>Nothing to set up here yet.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p>
            Labor targets will set a weekly budget for each store and position. The scheduling engine will
            weigh them when it builds a week, and the Labor vs Budget report will compare them with actual
            cost.
          </p>
          <p className="text-muted-foreground">Until then, the Reports screen shows sample budget figures.</p>
        </CardContent>
      </Card>
    </div>
  );
}
