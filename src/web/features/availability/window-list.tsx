import { PencilIcon } from "lucide-react";
import type { AvailabilityWindow } from "../../../domain/schemas/availability";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteWindowDialog } from "./delete-window-dialog";
import { groupWindowsByDay, windowRangeText } from "./group-windows";
import { WindowDialog } from "./window-dialog";

type Owner = { userId: number; tenantId: number; name: string };

/** The week, Monday to Sunday, each day with its windows (or a note that it has none). */
export function WindowList({ owner, windows }: { owner: Owner; windows: AvailabilityWindow[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={`Availability of ${owner.name}`}>
      {groupWindowsByDay(windows).map((group) => (
        <li key={group.day} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <h3 className="mb-2 font-semibold">{group.label}</h3>
          {group.windows.length === 0 ? (
            <p className="text-sm text-muted-foreground">No windows</p>
          ) : (
            <ul className="grid gap-2" aria-label={`${group.label} windows`}>
              {group.windows.map((window) => {
                const range = windowRangeText(window);
                const description = `${group.label} ${windowRangeText(window, "-")}`;
                return (
                  <li
                    key={window.id}
                    className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium tabular-nums">{range}</span>
                      <Badge variant={window.isAvailable ? "secondary" : "destructive"}>
                        {window.isAvailable ? "Available" : "Unavailable"}
                      </Badge>
                    </div>
                    <div className="flex shrink-0">
                      <WindowDialog
                        owner={owner}
                        window={window}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`Edit ${description}`}>
                            <PencilIcon aria-hidden />
                          </Button>
                        }
                      />
                      <DeleteWindowDialog
                        userId={owner.userId}
                        windowId={window.id}
                        description={description}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
