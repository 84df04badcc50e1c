import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { Position } from "../../../domain/schemas/positions";
import { describedBy, FormField } from "@/components/form-field";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useCreatePositionMutation, useUpdatePositionMutation } from "./api";
import {
  parsePositionForm,
  positionFormValues,
  type PositionFormErrors,
  type PositionFormValues,
} from "./position-form";

/** Add Position (no `position`) or Edit Position. */
export function PositionDialog({ position, trigger }: { position?: Position; trigger: ReactNode }) {
  return (
    <FormDialog
      trigger={trigger}
      title={position ? "Edit Position" : "Add Position"}
      description={
        position
          ? `Change the details of ${position.name}.`
          : "A role people are scheduled for, such as Server or Line Cook."
      }
    >
      {(close) => <PositionForm position={position} onDone={close} />}
    </FormDialog>
  );
}

function PositionForm({ position, onDone }: { position?: Position; onDone: () => void }) {
  const id = useId();
  const create = useCreatePositionMutation();
  const update = useUpdatePositionMutation(position?.id ?? 0);
  const save = position ? update : create;
  const [values, setValues] = useState<PositionFormValues>(() => positionFormValues(position));
  const [errors, setErrors] = useState<PositionFormErrors>({});
  const set = <K extends keyof PositionFormValues>(field: K, value: PositionFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (values.name.trim() === "") {
      // SPEC §5: name non-empty; a destructive toast and nothing sent.
      setErrors({ name: "Name is required" });
      toast({ variant: "destructive", title: "Name required", description: "Please enter a position name" });
      return;
    }
    const result = parsePositionForm(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.payload, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name}>
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(`${id}-name`, undefined, errors.name)}
        />
      </FormField>
      <FormField id={`${id}-description`} label="Description" hint="Optional" error={errors.description}>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          aria-describedby={describedBy(`${id}-description`, "Optional", errors.description)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-color`} label="Color" error={errors.color}>
          <div className="flex items-center gap-3">
            <Input
              id={`${id}-color`}
              type="color"
              className="h-9 w-16 cursor-pointer p-1"
              value={values.color}
              onChange={(e) => set("color", e.target.value)}
            />
            <span className="font-mono text-sm text-muted-foreground">{values.color}</span>
          </div>
        </FormField>
        <FormField
          id={`${id}-sort`}
          label="Sort order"
          hint="Lower numbers are listed first"
          error={errors.sortOrder}
        >
          <Input
            id={`${id}-sort`}
            type="number"
            step={1}
            value={values.sortOrder}
            onChange={(e) => set("sortOrder", e.target.value)}
            aria-invalid={errors.sortOrder ? true : undefined}
            aria-describedby={describedBy(`${id}-sort`, "hint", errors.sortOrder)}
          />
        </FormField>
      </div>
      <div className="grid gap-3 rounded-md border p-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-active`}>Active</Label>
          <Switch id={`${id}-active`} checked={values.isActive} onCheckedChange={(v) => set("isActive", v)} />
        </div>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-trainer`}>Requires trainer</Label>
          <Switch
            id={`${id}-trainer`}
            checked={values.requiresTrainer}
            onCheckedChange={(v) => set("requiresTrainer", v)}
          />
        </div>
      </div>
      <FormError error={save.error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : position ? "Save Changes" : "Add Position"}
        </Button>
      </DialogFooter>
    </form>
  );
}
