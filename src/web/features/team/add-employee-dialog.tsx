import { PlusIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { User } from "../../../domain/schemas/auth";
import { EMPLOYEE_DEFAULTS } from "../../../domain/schemas/employees";
import { ADDABLE_ROLES, canGrantRole } from "../../../domain/roles";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { useAddEmployeeMutation } from "./api";
import { EmployeeWorkFields, type WorkFieldValues } from "./employee-work-fields";
import { parseIntegerOrZero } from "./parse-integer";
import { roleLabel } from "./role-badge";

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
    >
      {(close) => <AddEmployeeForm user={user} onDone={close} />}
    </FormDialog>
  );
}

function AddEmployeeForm({ user, onDone }: { user: User; onDone: () => void }) {
  const addEmployee = useAddEmployeeMutation();
  const roles = ADDABLE_ROLES.filter((role) => canGrantRole(user.globalRole, role));
  const [fullName, setFullName] = useState("");
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [globalRole, setGlobalRole] = useState<(typeof ADDABLE_ROLES)[number]>(EMPLOYEE_DEFAULTS.globalRole);
  const [work, setWork] = useState<WorkFieldValues>({
    dateOfBirth: "",
    desiredWeeklyHours: String(EMPLOYEE_DEFAULTS.desiredWeeklyHours),
    maxConsecutiveDays: String(EMPLOYEE_DEFAULTS.maxConsecutiveDays),
    isTrainerEligible: EMPLOYEE_DEFAULTS.isTrainerEligible,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({
        variant: "destructive",
        title: "Missing required fields",
        description: "Username and password are required",
      });
      return;
    }
    addEmployee.mutate(
      {
        username: username.trim(),
        email: email.trim(),
        password,
        fullName: fullName.trim(),
        globalRole,
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
      <FormField id="add-full-name" label="Full Name">
        <Input
          id="add-full-name"
          autoComplete="off"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="add-username" label="Username">
          <Input
            id="add-username"
            autoComplete="off"
            aria-required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </FormField>
        <FormField id="add-password" label="Password">
          <Input
            id="add-password"
            type="password"
            autoComplete="new-password"
            aria-required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
      </div>
      <FormField id="add-email" label="Email">
        <Input
          id="add-email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <FormField id="add-role" label="Role">
        <Select value={globalRole} onValueChange={(value) => setGlobalRole(value as typeof globalRole)}>
          <SelectTrigger id="add-role">
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
      </FormField>
      <EmployeeWorkFields idPrefix="add" values={work} onChange={setWork} />
      <DialogFooter>
        <Button type="submit" disabled={addEmployee.isPending}>
          {addEmployee.isPending ? "Adding..." : "Add Employee"}
        </Button>
      </DialogFooter>
    </form>
  );
}
