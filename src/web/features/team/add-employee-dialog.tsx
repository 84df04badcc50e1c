import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import type { User } from "../../../domain/schemas/auth";
import type { employeeCreateSchema } from "../../../domain/schemas/employees";
import { ADDABLE_ROLES, canGrantRole } from "../../../domain/roles";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { useAddEmployeeMutation } from "./api";
import {
  addEmployeeFormSchema,
  addEmployeeFormValues,
  isMissingRequired,
  type AddEmployeeFormValues,
} from "./employee-form";
import { EmployeeWorkFields, PhoneField } from "./employee-work-fields";
import { roleLabel } from "../../../domain/role-label";

type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;

export function AddEmployeeDialog({ user }: { user: User }) {
  return (
    <FormDialog
      trigger={
        <Button>
          <PlusIcon aria-hidden />
          Add Employee
        </Button>
      }
      title="Add Employee"
      description="Create a sign-in for a new team member."
      className="sm:max-w-2xl"
    >
      {(close) => <AddEmployeeForm user={user} onDone={close} />}
    </FormDialog>
  );
}

function AddEmployeeForm({ user, onDone }: { user: User; onDone: () => void }) {
  const addEmployee = useAddEmployeeMutation();
  const roles = ADDABLE_ROLES.filter((role) => canGrantRole(user.globalRole, role));
  const form = useForm<AddEmployeeFormValues, unknown, EmployeeCreateInput>({
    resolver: zodResolver(addEmployeeFormSchema),
    defaultValues: addEmployeeFormValues(),
  });
  const { errors } = form.formState;

  const onValid = (input: EmployeeCreateInput) => {
    if (addEmployee.isPending) return;
    addEmployee.mutate(input, { onSuccess: onDone });
  };

  const onInvalid = () => {
    // docs/product.md, Validation: one toast for a missing username or password; the fields say the rest.
    if (isMissingRequired(form.getValues())) {
      toast({
        variant: "destructive",
        title: "Missing required fields",
        description: "Username and password are required",
      });
    }
  };

  const text = (
    name: "fullName" | "username" | "password" | "email",
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => {
    const id = `add-${name === "fullName" ? "full-name" : name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete ?? "off"}
          aria-required={props.required}
          {...fieldAria(id, error)}
          {...form.register(name)}
        />
      </FormField>
    );
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("fullName", "Full Name")}
          {text("email", "Email", { type: "email" })}
          {text("username", "Username", { required: true })}
          {text("password", "Password", { type: "password", autoComplete: "new-password", required: true })}
          <PhoneField idPrefix="add" />
          <FormField id="add-role" label="Role" error={errors.globalRole?.message}>
            <Controller
              control={form.control}
              name="globalRole"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="add-role" ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {roleLabel(role)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
        </div>
        <EmployeeWorkFields idPrefix="add" />
        <DialogFooter>
          <Button type="submit" disabled={addEmployee.isPending}>
            {addEmployee.isPending ? "Adding..." : "Add Employee"}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
