import { useQuery } from "@tanstack/react-query";
import { PlusIcon, StoreIcon } from "lucide-react";
import { can } from "../../../domain/permissions";
import { ListState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useSignedInUser } from "@/lib/current-user";
import { storesQueryOptions } from "@/lib/queries/stores";
import { StoreDefaultsCards } from "./store-defaults-cards";
import { StoreDialog } from "./store-dialog";
import { StoresTable } from "./stores-table";

export function StoresPage() {
  const user = useSignedInUser();
  const canManage = can(user, "manageStores");
  const stores = useQuery(storesQueryOptions());
  const addButton = (
    <Button>
      <PlusIcon aria-hidden />
      Add Store
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Stores"
        subtitle="Locations, their hours and default shift rules"
        actions={canManage && <StoreDialog trigger={addButton} />}
      />
      {stores.data && stores.data.length > 0 && <StoreDefaultsCards stores={stores.data} />}
      <Card className="py-2">
        <CardContent className="px-2 sm:px-4">
          <ListState
            query={stores}
            what="stores"
            emptyIcon={StoreIcon}
            emptyText={
              canManage ? "No stores yet. Add your first store to start scheduling." : "No stores yet."
            }
          >
            {(data) => <StoresTable stores={data} canManage={canManage} />}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}
