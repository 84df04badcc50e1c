import { memo } from "react";
import type { Position } from "../../../domain/schemas/positions";
import { Badge } from "@/components/ui/badge";
import { RowActions } from "@/components/row-actions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeletePositionDialog } from "./delete-position-dialog";
import { PositionDialog } from "./position-dialog";

export const PositionsTable = memo(function PositionsTable({
  positions,
  canManage,
}: {
  positions: Position[];
  canManage: boolean;
}) {
  return (
    <Table aria-label="Positions">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Color</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Requires Trainer</TableHead>
          {canManage && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {positions.map((position) => (
          <TableRow key={position.id}>
            <TableCell className="min-w-36">
              <div className="font-medium">{position.name}</div>
              {position.description && (
                <div
                  className="max-w-48 text-xs whitespace-normal text-muted-foreground sm:max-w-xs sm:truncate"
                  title={position.description}
                >
                  {position.description}
                </div>
              )}
            </TableCell>
            <TableCell>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="size-4 shrink-0 rounded-sm border border-border"
                  style={{ backgroundColor: position.color }}
                />
                <span className="sr-only font-mono text-xs sm:not-sr-only">{position.color}</span>
              </span>
            </TableCell>
            <TableCell>
              <Badge variant={position.isActive ? "default" : "secondary"}>
                {position.isActive ? "Active" : "Inactive"}
              </Badge>
            </TableCell>
            <TableCell>{position.requiresTrainer ? "Yes" : "No"}</TableCell>
            {canManage && (
              <RowActions
                name={position.name}
                edit={(trigger) => <PositionDialog position={position} trigger={trigger} />}
                remove={(trigger) => <DeletePositionDialog position={position} trigger={trigger} />}
              />
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});
