import { useQuery } from "@tanstack/react-query";
import { BriefcaseIcon, PlusIcon } from "lucide-react";
import { can } from "../../../domain/permissions";
import { ListState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useSignedInUser } from "@/lib/current-user";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { PositionDialog } from "./position-dialog";
import { countPositions } from "./position-form";
import { PositionsTable } from "./positions-table";

export function PositionsPage() {
  const user = useSignedInUser();
  const canManage = can(user, "managePositions");
  const positions = useQuery(positionsQueryOptions());
  const counts = positions.data ? countPositions(positions.data) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Positions"
        subtitle="The roles people are scheduled for"
        actions={
          canManage && (
            <PositionDialog
              trigger={
                <Button>
                  <PlusIcon aria-hidden />
                  Add Position
                </Button>
              }
            />
          )
        }
      />
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard title="Total Positions" value={counts?.total} />
        <StatCard title="Active Positions" value={counts?.active} />
        <StatCard title="Requiring Trainer" value={counts?.requiringTrainer} />
      </div>
      <Card className="py-2">
        <CardContent className="px-2 sm:px-4">
          <ListState
            query={positions}
            what="positions"
            emptyIcon={BriefcaseIcon}
            emptyText={
              canManage
                ? "No positions yet. Add the roles your teams work in with Add Position."
                : "No positions yet."
            }
          >
            {(data) => <PositionsTable positions={data} canManage={canManage} />}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}
