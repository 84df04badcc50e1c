import { displayName } from "../../../domain/display-name";
import { useQuery } from "@tanstack/react-query";
import type { Employee } from "../../../domain/schemas/employees";
import { LoadError } from "@/components/load-error";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { employeesQueryOptions } from "@/lib/queries/employees";

/** Which employee's availability a team manager is looking at. */
export function EmployeePicker({
  currentUserId,
  selectedId,
  onSelect,
}: {
  currentUserId: number;
  selectedId: number | null;
  onSelect: (employee: Employee) => void;
}) {
  const employees = useQuery(employeesQueryOptions());
  if (employees.isError && !employees.data) {
    return (
      <LoadError
        title="Failed to load employees"
        error={employees.error}
        onRetry={() => void employees.refetch()}
      />
    );
  }
  const list = employees.data ?? [];
  return (
    <Card className="py-4">
      <CardContent className="grid max-w-md gap-2 px-4 sm:px-6">
        <Label htmlFor="availability-employee">Employee</Label>
        <Select
          value={selectedId === null ? "" : String(selectedId)}
          disabled={employees.isPending}
          onValueChange={(value) => {
            const employee = list.find((e) => String(e.userId) === value);
            if (employee) onSelect(employee);
          }}
        >
          <SelectTrigger id="availability-employee">
            <SelectValue placeholder={employees.isPending ? "Loading employees..." : "Select an employee"} />
          </SelectTrigger>
          <SelectContent>
            {list.map((employee) => (
              <SelectItem key={employee.userId} value={String(employee.userId)}>
                {displayName(employee)}
                {employee.userId === currentUserId ? " (you)" : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
