import { PencilIcon, Trash2Icon } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TableCell } from "@/components/ui/table";

/**
 * The Edit and Delete icon buttons at the end of a table row. Each feature passes its own dialogs, which
 * receive the labelled button as their trigger ("Edit Main Street", "Delete Main Street").
 */
export function RowActions({
  name,
  edit,
  remove,
  extra,
}: {
  name: string;
  edit: (trigger: ReactElement) => ReactNode;
  remove: (trigger: ReactElement) => ReactNode;
  /** More of the row's own buttons, before Edit. */
  extra?: ReactNode;
}) {
  return (
    <TableCell className="text-right">
      <div className="flex justify-end gap-1">
        {extra}
        {edit(
          <Button variant="ghost" size="icon" aria-label={`Edit ${name}`}>
            <PencilIcon aria-hidden />
          </Button>,
        )}
        {remove(
          <Button variant="ghost" size="icon" aria-label={`Delete ${name}`}>
            <Trash2Icon aria-hidden className="text-destructive" />
          </Button>,
        )}
      </div>
    </TableCell>
  );
}
