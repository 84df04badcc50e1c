import { PencilIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Employee } from "../../../domain/schemas/employees";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { useUpdateEmployeeMutation } from "./api";
import { EmployeeWorkFields, type WorkFieldValues } from "./employee-work-fields";
import { parseIntegerOrZero } from "./parse-integer";

export function EditEmployeeDialog({ employee, name }: { employee: Employee; name: string }) {
  return (
    <FormDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`}>
          <PencilIcon aria-hidden />
        </Button>
      }
      title="Edit Employee"
      description={`Scheduling details for ${name}.`}
    >
      {(close) => <EditEmployeeForm employee={employee} onDone={close} />}
    </FormDialog>
  );
}

function EditEmployeeForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const updateEmployee = useUpdateEmployeeMutation(employee.userId);
  const [work, setWork] = useState<WorkFieldValues>({
    dateOfBirth: employee.dateOfBirth ?? "",
    desiredWeeklyHours: String(employee.desiredWeeklyHours),
    maxConsecutiveDays: String(employee.maxConsecutiveDays),
    isTrainerEligible: employee.isTrainerEligible,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    updateEmployee.mutate(
      {
        dateOfBirth: work.dateOfBirth || null,
        desiredWeeklyHours: parseIntegerOrZero(work.desiredWeeklyHours),
        maxConsecutiveDays: parseIntegerOrZero(work.maxConsecutiveDays),
        isTrainerEligible: work.isTrainerEligible,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmployeeWorkFields idPrefix="edit" values={work} onChange={setWork} />
      <DialogFooter>
        <Button type="submit" disabled={updateEmployee.isPending}>
          {updateEmployee.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
