import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import type { Employee, EmployeeUpdate } from "../../../domain/schemas/employees";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { useUpdateEmployeeMutation } from "./api";
import { editEmployeeFormSchema, workFormValues, type WorkFormValues } from "./employee-form";
import { EmployeeWorkFields, PhoneField } from "./employee-work-fields";
import { EstimateSection } from "./estimate-section";

export function EditEmployeeDialog({ employee, name }: { employee: Employee; name: string }) {
  return (
    <FormDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`}>
          <PencilIcon aria-hidden />
        </Button>
      }
      title="Edit Employee"
      description={`Phone and scheduling details for ${name}.`}
      className="sm:max-w-2xl"
    >
      {(close) => <EditEmployeeForm employee={employee} onDone={close} />}
    </FormDialog>
  );
}

function EditEmployeeForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const updateEmployee = useUpdateEmployeeMutation(employee.userId);
  const form = useForm<WorkFormValues, unknown, EmployeeUpdate>({
    resolver: zodResolver(editEmployeeFormSchema),
    defaultValues: workFormValues(employee),
  });

  const onValid = (patch: EmployeeUpdate) => {
    if (updateEmployee.isPending) return;
    updateEmployee.mutate(patch, { onSuccess: onDone });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField idPrefix="edit" />
        </div>
        <EmployeeWorkFields idPrefix="edit" />
        <EstimateSection userId={employee.userId} />
        <DialogFooter>
          <Button type="submit" disabled={updateEmployee.isPending}>
            {updateEmployee.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
