import { PencilIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Employee } from "../../../domain/schemas/employees";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useUpdateEmployeeMutation } from "./api";
import { EmployeeWorkFields, type WorkFieldValues } from "./employee-work-fields";
import { parseIntegerOrZero } from "./parse-integer";

export function EditEmployeeDialog({ employee, name }: { employee: Employee; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`}>
          <PencilIcon aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Employee</DialogTitle>
          <DialogDescription>Scheduling details for {name}.</DialogDescription>
        </DialogHeader>
        <EditEmployeeForm employee={employee} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
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
