import type { Store } from "../../../domain/schemas/stores";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { summarizeStoreDefaults } from "./store-summary";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

const hours = (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`;
const minutes = (n: number) => `${n} ${n === 1 ? "minute" : "minutes"}`;

/** "Default shift lengths" and "Break rules", from the first store of the list (docs/product.md, Screens). */
export function StoreDefaultsCards({ stores }: { stores: Store[] }) {
  const summary = summarizeStoreDefaults(stores);
  const first = stores[0];
  if (!summary || !first) return null;
  const source = `From ${first.name}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="gap-3" role="region" aria-labelledby="store-lengths-title">
        <CardHeader>
          <CardTitle id="store-lengths-title">Default Shift Lengths</CardTitle>
          <CardDescription>{source}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="text-sm">
            <Fact label="Minimum shift" value={hours(summary.minShiftHours)} />
            <Fact label="Maximum shift" value={hours(summary.maxShiftHours)} />
          </dl>
        </CardContent>
      </Card>
      <Card className="gap-3" role="region" aria-labelledby="store-breaks-title">
        <CardHeader>
          <CardTitle id="store-breaks-title">Break Rules</CardTitle>
          <CardDescription>{source}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="text-sm">
            <Fact label="Meal break after" value={hours(summary.mealBreakAfterHours)} />
            <Fact label="Meal break length" value={minutes(summary.mealBreakLengthMinutes)} />
            <Fact label="Rest break length" value={minutes(summary.restBreakLengthMinutes)} />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
