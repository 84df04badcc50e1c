import { Trash2Icon } from "lucide-react";
import type { User } from "../../../domain/schemas/auth";
import type { Employee } from "../../../domain/schemas/employees";
import { outranksOrEquals } from "../../../domain/roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDeleteEmployeeMutation } from "./api";
import { EditEmployeeDialog } from "./edit-employee-dialog";
import { RoleBadge } from "./role-badge";
import { describeAge } from "./team-stats";

export function employeeName(employee: Pick<Employee, "fullName" | "username">): string {
  return employee.fullName || employee.username;
}

export function EmployeeTable({
  employees,
  user,
  today,
  canManage,
}: {
  employees: Employee[];
  user: User;
  today: string;
  canManage: boolean;
}) {
  const deleteEmployee = useDeleteEmployeeMutation();

  const onDelete = (employee: Employee) => {
    // SPEC §2: the browser's own confirmation.
    if (!window.confirm(`Delete ${employeeName(employee)}? This cannot be undone.`)) return;
    deleteEmployee.mutate(employee.userId);
  };

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Age</TableHead>
          <TableHead>Desired Hours</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {employees.map((employee) => {
          const name = employeeName(employee);
          const age = describeAge(employee.dateOfBirth, today);
          // Nobody edits or deletes someone ranked above them, nor deletes themselves (DESIGN §4).
          const mayEdit = canManage && outranksOrEquals(user.globalRole, employee.globalRole);
          const mayDelete = mayEdit && employee.userId !== user.id;
          const isDeleting = deleteEmployee.isPending && deleteEmployee.variables === employee.userId;
          return (
            <TableRow key={employee.userId}>
              <TableCell>
                <div className="font-medium">{name}</div>
                <div className="text-xs text-muted-foreground">@{employee.username}</div>
              </TableCell>
              <TableCell>
                <RoleBadge role={employee.globalRole} />
              </TableCell>
              <TableCell>
                {age ? (
                  <div className="flex items-center gap-2">
                    <span>{age.age}</span>
                    {age.isMinor && <Badge variant="destructive">Minor</Badge>}
                  </div>
                ) : (
                  <span className="text-muted-foreground">Not set</span>
                )}
              </TableCell>
              <TableCell>{employee.desiredWeeklyHours}h / week</TableCell>
              <TableCell>
                {employee.email ? (
                  <a className="underline-offset-4 hover:underline" href={`mailto:${employee.email}`}>
                    {employee.email}
                  </a>
                ) : (
                  <span className="text-muted-foreground">No email</span>
                )}
              </TableCell>
              <TableCell className="text-right">
                <div className="flex justify-end gap-1">
                  {mayEdit && <EditEmployeeDialog employee={employee} name={name} />}
                  {/* Keeps the edit buttons in one column on rows without a delete. */}
                  {mayEdit && !mayDelete && <span className="size-9" aria-hidden />}
                  {mayDelete && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${name}`}
                      disabled={isDeleting}
                      onClick={() => onDelete(employee)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
