import { displayName } from "../../../domain/display-name";
import type { User } from "../../../domain/schemas/auth";
import type { Employee } from "../../../domain/schemas/employees";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AccountBadge } from "./account-badge";
import { EmployeeActions } from "./employee-actions";
import { EmployeeAge } from "./employee-age";
import { RoleBadge } from "./role-badge";
import { telHref } from "./tel-href";
import { describeAge, type AgeInfo } from "./team-stats";

type Props = {
  employees: Employee[];
  user: User;
  today: string;
  canManage: boolean;
  /** "Server, Host · Harbor Grill", or null. */
  workOf: (employee: Employee) => string | null;
};

function WorkLine({ work }: { work: string | null }) {
  if (!work) return null;
  return <div className="text-xs break-words text-muted-foreground">{work}</div>;
}

/** The contact cell: the email and the phone, each a link; muted words when neither is known. */
function Contact({ employee }: { employee: Employee }) {
  const { email, phone } = employee;
  if (!email && !phone) return <span className="text-muted-foreground">No email or phone</span>;
  return (
    <div className="grid gap-0.5">
      {email && (
        <a className="break-all underline-offset-4 hover:underline" href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {phone && (
        <a className="whitespace-nowrap underline-offset-4 hover:underline" href={telHref(phone)}>
          {phone}
        </a>
      )}
    </div>
  );
}

/** The roster as a table (tablet and wider). */
export function EmployeeTable({ employees, user, today, canManage, workOf }: Props) {
  return (
    <Table aria-label="Employees">
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
        {employees.map((employee) => (
          <TableRow key={employee.userId}>
            <TableCell>
              <div className="font-medium">{displayName(employee)}</div>
              <div className="text-xs text-muted-foreground">@{employee.username}</div>
              <WorkLine work={workOf(employee)} />
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <RoleBadge role={employee.globalRole} />
                <AccountBadge account={employee.account} />
              </div>
            </TableCell>
            <TableCell>
              <EmployeeAge age={describeAge(employee.dateOfBirth, today)} />
            </TableCell>
            <TableCell>{employee.desiredWeeklyHours}h / week</TableCell>
            <TableCell>
              <Contact employee={employee} />
            </TableCell>
            <TableCell className="text-right">
              <EmployeeActions employee={employee} user={user} canManage={canManage} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CardAge({ age }: { age: AgeInfo }) {
  if (!age) return <span className="text-muted-foreground">Age not set</span>;
  return (
    <span>
      <span className="text-muted-foreground">Age </span>
      <EmployeeAge age={age} />
    </span>
  );
}

/** The roster as a list of cards (phones), with the same facts and actions as the table. */
export function EmployeeCards({ employees, user, today, canManage, workOf }: Props) {
  return (
    <ul className="grid divide-y" aria-label="Employees">
      {employees.map((employee) => (
        <li key={employee.userId} className="grid gap-2 py-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <div className="font-medium">{displayName(employee)}</div>
              <div className="text-xs break-all text-muted-foreground">@{employee.username}</div>
              <WorkLine work={workOf(employee)} />
            </div>
            <EmployeeActions employee={employee} user={user} canManage={canManage} />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <RoleBadge role={employee.globalRole} />
            <AccountBadge account={employee.account} />
            <CardAge age={describeAge(employee.dateOfBirth, today)} />
            <span>{employee.desiredWeeklyHours}h / week</span>
          </div>
          <div className="text-sm">
            <Contact employee={employee} />
          </div>
        </li>
      ))}
    </ul>
  );
}
