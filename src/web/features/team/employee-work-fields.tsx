import { FormField } from "@/components/form-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The scheduling fields both employee dialogs edit, kept as typed text until submit. */
export type WorkFieldValues = {
  dateOfBirth: string;
  desiredWeeklyHours: string;
  maxConsecutiveDays: string;
  isTrainerEligible: boolean;
};

export function EmployeeWorkFields({
  idPrefix,
  values,
  onChange,
}: {
  idPrefix: string;
  values: WorkFieldValues;
  onChange: (next: WorkFieldValues) => void;
}) {
  const set = <K extends keyof WorkFieldValues>(key: K, value: WorkFieldValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <FormField id={`${idPrefix}-dob`} label="Date of Birth">
        <Input
          id={`${idPrefix}-dob`}
          type="date"
          value={values.dateOfBirth}
          onChange={(e) => set("dateOfBirth", e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-hours`} label="Desired Weekly Hours">
          <Input
            id={`${idPrefix}-hours`}
            type="number"
            inputMode="numeric"
            min={0}
            max={168}
            step={1}
            value={values.desiredWeeklyHours}
            onChange={(e) => set("desiredWeeklyHours", e.target.value)}
          />
        </FormField>
        <FormField id={`${idPrefix}-days`} label="Max Consecutive Days">
          <Input
            id={`${idPrefix}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={14}
            step={1}
            value={values.maxConsecutiveDays}
            onChange={(e) => set("maxConsecutiveDays", e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${idPrefix}-trainer`}
          checked={values.isTrainerEligible}
          onCheckedChange={(checked) => set("isTrainerEligible", checked === true)}
        />
        <Label htmlFor={`${idPrefix}-trainer`}>Certified trainer</Label>
      </div>
    </>
  );
}
