import { useState, type ReactNode } from "react";
import type { Position } from "../../../../domain/schemas/positions";
import type { Store } from "../../../../domain/schemas/stores";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ForecastTab } from "./forecast-tab";
import { LaborStandardsTab } from "./labor-standards-tab";

type Tab = "needs" | "forecast" | "standards";

/**
 * The Staffing screen's sections: the needs editor (given as `needs`), the forecast with the needs it
 * proposes, and the store's labor standards. The demand tabs are keyed by the store, so a store change
 * starts them afresh (its week, its unsaved edits).
 */
export function StaffingTabs({
  store,
  positions,
  canEdit,
  needs,
}: {
  store: Store | undefined;
  positions: Position[];
  canEdit: boolean;
  needs: ReactNode;
}) {
  const [tab, setTab] = useState<Tab>("needs");
  const noStore = (
    <p className="py-12 text-center text-muted-foreground">
      Choose a store to see its forecast and labor standards.
    </p>
  );
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="gap-4">
      <TabsList className="max-w-full">
        <TabsTrigger value="needs">Needs</TabsTrigger>
        <TabsTrigger value="forecast">Forecast</TabsTrigger>
        <TabsTrigger value="standards">Labor standards</TabsTrigger>
      </TabsList>
      <TabsContent value="needs">{needs}</TabsContent>
      <TabsContent value="forecast">
        {store ? (
          <ForecastTab
            key={store.id}
            store={store}
            positions={positions}
            canEdit={canEdit}
            onShowStandards={() => setTab("standards")}
          />
        ) : (
          noStore
        )}
      </TabsContent>
      <TabsContent value="standards">
        {store ? (
          <LaborStandardsTab key={store.id} storeId={store.id} positions={positions} canEdit={canEdit} />
        ) : (
          noStore
        )}
      </TabsContent>
    </Tabs>
  );
}
