import type { Ref } from "react";
import { FieldError } from "@/components/field-error";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export type CheckboxOption = { value: number; label: string };

/**
 * A multi-select as a group of checkboxes: a fieldset named by its legend, one checkbox per option
 * (Tab moves between them, Space toggles), scrolling inside when the list is long. `status` stands in
 * for the options while they load or when there are none.
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  status,
  error,
  firstRef,
  className,
}: {
  id: string;
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** Shown instead of the options, e.g. "Loading positions..." or "No positions yet". */
  status?: string | undefined;
  error?: string | undefined;
  /** Given to the first checkbox, so that a form can move focus to the group. */
  firstRef?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  const chosen = new Set(value);
  const toggle = (option: number, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset
      className={cn("grid min-w-0 content-start gap-2", className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      {status ? (
        <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground">{status}</p>
      ) : (
        <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2">
          {options.map((option, index) => {
            const optionId = `${id}-${option.value}`;
            return (
              <li key={option.value} className="flex min-w-0 items-center gap-2 rounded px-1 py-1">
                <Checkbox
                  id={optionId}
                  ref={index === 0 ? firstRef : undefined}
                  checked={chosen.has(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked === true)}
                />
                <Label htmlFor={optionId} className="min-w-0 font-normal break-words">
                  {option.label}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
