import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import type { Position, PositionCreate } from "../../../domain/schemas/positions";
import { fieldAria, FormField } from "@/components/form-field";
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
import { positionFormSchema, positionFormValues, type PositionFormValues } from "./position-form";

const SORT_HINT = "Lower numbers are listed first";

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
  const form = useForm<PositionFormValues, unknown, PositionCreate>({
    resolver: zodResolver(positionFormSchema),
    defaultValues: positionFormValues(position),
  });
  const { errors } = form.formState;
  const color = useWatch({ control: form.control, name: "color" });

  const onValid = (payload: PositionCreate) => {
    if (save.isPending) return;
    save.mutate(payload, { onSuccess: onDone });
  };

  const onInvalid = (invalid: FieldErrors<PositionFormValues>) => {
    // docs/product.md, Validation: name non-empty; a destructive toast and nothing sent.
    if (invalid.name) {
      toast({ variant: "destructive", title: "Name required", description: "Please enter a position name" });
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input
          id={`${id}-name`}
          {...fieldAria(`${id}-name`, errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <FormField
        id={`${id}-description`}
        label="Description"
        hint="Optional"
        error={errors.description?.message}
      >
        <Textarea
          id={`${id}-description`}
          {...fieldAria(`${id}-description`, errors.description?.message, "Optional")}
          {...form.register("description")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-color`} label="Color" error={errors.color?.message}>
          <div className="flex items-center gap-3">
            <Input
              id={`${id}-color`}
              type="color"
              className="h-9 w-16 cursor-pointer p-1"
              {...fieldAria(`${id}-color`, errors.color?.message)}
              {...form.register("color")}
            />
            <span className="font-mono text-sm text-muted-foreground">{color}</span>
          </div>
        </FormField>
        <FormField id={`${id}-sort`} label="Sort order" hint={SORT_HINT} error={errors.sortOrder?.message}>
          <Input
            id={`${id}-sort`}
            type="number"
            inputMode="numeric"
            step={1}
            {...fieldAria(`${id}-sort`, errors.sortOrder?.message, SORT_HINT)}
            {...form.register("sortOrder")}
          />
        </FormField>
      </div>
      <div className="grid gap-3 rounded-md border p-4">
        {(
          [
            ["isActive", "active", "Active"],
            ["requiresTrainer", "trainer", "Requires trainer"],
          ] as const
        ).map(([name, suffix, label]) => (
          <div key={name} className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-${suffix}`}>{label}</Label>
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <Switch
                  id={`${id}-${suffix}`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </div>
        ))}
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
