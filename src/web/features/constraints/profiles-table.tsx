import { memo } from "react";
import type { ConstraintProfile } from "../../../domain/schemas/constraints";
import { minutesToWholeHours } from "../../../domain/time";
import { RowActions } from "@/components/row-actions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeleteProfileDialog } from "./delete-profile-dialog";
import { ProfileDialog } from "./profile-dialog";
import { displayTime, formatTrainerRatio } from "./profile-form";

/**
 * docs/product.md, Screens: create, edit and delete show for everyone who can open the screen (the route
 * guard decides).
 */
export const ProfilesTable = memo(function ProfilesTable({ profiles }: { profiles: ConstraintProfile[] }) {
  return (
    <Table aria-label="Constraint profiles">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Minor Curfew</TableHead>
          <TableHead>Min Rest (hours)</TableHead>
          <TableHead>Overtime Threshold</TableHead>
          <TableHead>Trainer Ratio</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {profiles.map((profile) => (
          <TableRow key={profile.id}>
            <TableCell className="min-w-36">
              <div className="font-medium">{profile.name}</div>
              {profile.description && (
                <div
                  className="max-w-48 text-xs whitespace-normal text-muted-foreground sm:max-w-xs sm:truncate"
                  title={profile.description}
                >
                  {profile.description}
                </div>
              )}
            </TableCell>
            <TableCell className="tabular-nums">{displayTime(profile.minorCurfewTime)}</TableCell>
            <TableCell className="tabular-nums">
              {minutesToWholeHours(profile.minRestBetweenShifts)}
            </TableCell>
            <TableCell className="tabular-nums">{profile.overtimeThreshold} h/week</TableCell>
            <TableCell className="tabular-nums">{formatTrainerRatio(profile.requiredTrainerRatio)}</TableCell>
            <RowActions
              name={profile.name}
              edit={(trigger) => <ProfileDialog profile={profile} trigger={trigger} />}
              remove={(trigger) => <DeleteProfileDialog profile={profile} trigger={trigger} />}
            />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});
