import { useQuery } from "@tanstack/react-query";
import { PlusIcon, ShieldIcon } from "lucide-react";
import { ListState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { constraintProfilesQueryOptions } from "@/lib/queries/constraint-profiles";
import { ProfileDialog } from "./profile-dialog";
import { summarizeFirstProfile } from "./profile-form";
import { ProfilesTable } from "./profiles-table";

export function ConstraintsPage() {
  const profiles = useQuery(constraintProfilesQueryOptions());
  const summary = profiles.data ? summarizeFirstProfile(profiles.data) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Constraint Profiles"
        subtitle="Labor rules and compliance settings the schedule follows"
        actions={
          <ProfileDialog
            trigger={
              <Button>
                <PlusIcon aria-hidden />
                Create Profile
              </Button>
            }
          />
        }
      />
      {summary && (
        <section aria-labelledby="profile-summary-title" className="grid gap-3">
          <h2 id="profile-summary-title" className="text-sm font-medium text-muted-foreground">
            Summary of {summary.name}
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              headingLevel="h3"
              title="Minor Curfew"
              value={summary.minorCurfewTime}
              note={`At most ${summary.minorMaxDailyHours} h a day, ${summary.minorMaxWeeklyHours} h a week`}
            />
            <StatCard
              headingLevel="h3"
              title="Min Rest Between Shifts"
              value={`${summary.minRestHours} h`}
              note={`${summary.clopenGapHours} h after a closing shift`}
            />
            <StatCard
              headingLevel="h3"
              title="Overtime Threshold"
              value={`${summary.overtimeThreshold} h`}
              note={`Weekly cap ${summary.weeklyHourCap} h`}
            />
            <StatCard
              headingLevel="h3"
              title="Trainer Ratio"
              value={summary.trainerRatio}
              note={`One trainer per ${summary.trainerRatio.slice(2)} trainees`}
            />
          </div>
        </section>
      )}
      <Card className="py-2">
        <CardContent className="px-2 sm:px-4">
          <ListState
            query={profiles}
            what="profiles"
            emptyIcon={ShieldIcon}
            emptyText="No constraint profiles yet. Create one to set the rules schedules follow."
          >
            {(data) => <ProfilesTable profiles={data} />}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}
