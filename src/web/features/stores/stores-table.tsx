import { TimerIcon } from "lucide-react";
import { memo } from "react";
import type { Store } from "../../../domain/schemas/stores";
import { RowActions } from "@/components/row-actions";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeleteStoreDialog } from "./delete-store-dialog";
import { StoreClockDialog } from "./store-clock-dialog";
import { StoreDialog } from "./store-dialog";
import { formatStoreHours } from "./store-summary";

export const StoresTable = memo(function StoresTable({
  stores,
  canManage,
}: {
  stores: Store[];
  canManage: boolean;
}) {
  return (
    <Table aria-label="Stores">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Timezone</TableHead>
          <TableHead>Hours</TableHead>
          <TableHead>Color</TableHead>
          {canManage && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {stores.map((store) => (
          <TableRow key={store.id}>
            <TableCell className="font-medium">{store.name}</TableCell>
            <TableCell>{store.timezone.replaceAll("_", " ")}</TableCell>
            <TableCell className="tabular-nums">{formatStoreHours(store)}</TableCell>
            <TableCell>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="size-4 shrink-0 rounded-sm border border-border"
                  style={{ backgroundColor: store.color }}
                />
                <span className="font-mono text-xs">{store.color}</span>
              </span>
            </TableCell>
            {canManage && (
              <RowActions
                name={store.name}
                extra={
                  <StoreClockDialog
                    store={store}
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Time clock of ${store.name}`}>
                        <TimerIcon aria-hidden />
                      </Button>
                    }
                  />
                }
                edit={(trigger) => <StoreDialog store={store} trigger={trigger} />}
                remove={(trigger) => <DeleteStoreDialog store={store} trigger={trigger} />}
              />
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});
