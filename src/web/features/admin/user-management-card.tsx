import { displayName } from "../../../domain/display-name";
import { useQuery } from "@tanstack/react-query";
import type { User } from "../../../domain/schemas/auth";
import { outranksOrEquals } from "../../../domain/roles";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminUsersQueryOptions } from "./api";
import { EditRoleDialog } from "./edit-role-dialog";
import { InviteUserDialog } from "./invite-user-dialog";

/**
 * The organization's real users (docs/product.md, Decisions): Edit Role within the rank rules, Invite User.
 */
export function UserManagementCard({ me }: { me: User }) {
  const users = useQuery(adminUsersQueryOptions());
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle as="h2">User Management</CardTitle>
          <CardDescription>Everyone in your organization and their role</CardDescription>
        </div>
        <CardAction>
          <InviteUserDialog actorRole={me.globalRole} />
        </CardAction>
      </CardHeader>
      <CardContent className="px-2">
        {users.isPending ? (
          <LoadingState what="users" />
        ) : users.isError ? (
          <LoadError title="Failed to load users" error={users.error} onRetry={() => void users.refetch()} />
        ) : (
          <ScrollRegion label="Users table">
            <Table aria-label="Users">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.data.map((user) => (
                  <TableRow key={user.id}>
                    <TableCell className="font-medium">
                      {displayName(user)}
                      {user.mustChangePassword && (
                        <Badge variant="outline" className="ml-2">
                          Invited
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>{user.email ?? "–"}</TableCell>
                    <TableCell>
                      <Badge variant="secondary">{user.globalRole}</Badge>
                    </TableCell>
                    <TableCell>
                      {user.id !== me.id && outranksOrEquals(me.globalRole, user.globalRole) ? (
                        <EditRoleDialog user={user} actorRole={me.globalRole} />
                      ) : (
                        <span className="text-xs text-muted-foreground">
                          {user.id === me.id ? "You" : "Ranked above you"}
                        </span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
