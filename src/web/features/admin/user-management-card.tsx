import { UserPlusIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { notAvailable } from "./not-available";
import type { SampleAdminUser } from "./sample-admin-data";

export function UserManagementCard({ users }: { users: readonly SampleAdminUser[] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>User Management</CardTitle>
          <CardDescription>Sample users and their roles</CardDescription>
        </div>
        <CardAction>
          <Button size="sm" onClick={() => notAvailable("Inviting users")}>
            <UserPlusIcon aria-hidden />
            Invite User
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="px-2">
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
            {users.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="font-medium">{user.name}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <Badge variant="secondary">{user.role}</Badge>
                </TableCell>
                <TableCell>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit role of ${user.name}`}
                    onClick={() => notAvailable("Editing roles")}
                  >
                    Edit Role
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
