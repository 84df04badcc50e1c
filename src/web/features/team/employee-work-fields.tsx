import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { Controller, useFormContext } from "react-hook-form";
import { CheckboxGroup, type CheckboxOption } from "@/components/checkbox-group";
import { fieldAria, FormField } from "@/components/form-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCurrency } from "@/lib/money";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { storesQueryOptions } from "@/lib/queries/stores";
import { PHONE_MAX_LENGTH } from "../../../domain/schemas/employees";
import type { WorkFormValues } from "./employee-form";

const WAGE_HINT = "Per hour. Leave empty if unknown.";
const PHONE_HINT = "Leave empty if unknown.";

/** The person's phone number (both employee dialogs), inside their react-hook-form. */
export function PhoneField({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<WorkFormValues>();
  const id = `${idPrefix}-phone`;
  const error = formState.errors.phone?.message;
  return (
    <FormField id={id} label="Phone" hint={PHONE_HINT} error={error}>
      <Input
        id={id}
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        {...fieldAria(id, error, PHONE_HINT)}
        {...register("phone")}
      />
    </FormField>
  );
}

/** What a multi-select shows instead of its options while they load, fail or are none. */
function optionsStatus(query: UseQueryResult<unknown[]>, what: string): string | undefined {
  if (query.data === undefined) return query.isError ? `Could not load ${what}.` : `Loading ${what}...`;
  return query.data.length === 0 ? `No ${what} yet.` : undefined;
}

/**
 * The scheduling fields both employee dialogs edit, inside their react-hook-form (FormProvider):
 * date of birth, hours, days, trainer, the positions they are qualified for, their stores and wage.
 */
export function EmployeeWorkFields({ idPrefix }: { idPrefix: string }) {
  const { register, control, formState } = useFormContext<WorkFormValues>();
  const { errors } = formState;
  const positions = useQuery(positionsQueryOptions());
  const stores = useQuery(storesQueryOptions());
  const currency = useCurrency();
  const positionOptions: CheckboxOption[] = (positions.data ?? []).map((p) => ({
    value: p.id,
    label: p.isActive ? p.name : `${p.name} (inactive)`,
  }));
  const storeOptions: CheckboxOption[] = (stores.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("dob")} label="Date of Birth" error={errors.dateOfBirth?.message}>
          <Input
            id={id("dob")}
            type="date"
            {...fieldAria(id("dob"), errors.dateOfBirth?.message)}
            {...register("dateOfBirth")}
          />
        </FormField>
        <FormField
          id={id("wage")}
          label={`Hourly Wage (${currency})`}
          hint={WAGE_HINT}
          error={errors.hourlyWage?.message}
        >
          <Input
            id={id("wage")}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...fieldAria(id("wage"), errors.hourlyWage?.message, WAGE_HINT)}
            {...register("hourlyWage")}
          />
        </FormField>
        <FormField id={id("hours")} label="Desired Weekly Hours" error={errors.desiredWeeklyHours?.message}>
          <Input
            id={id("hours")}
            type="number"
            inputMode="numeric"
            min={0}
            max={168}
            step={1}
            {...fieldAria(id("hours"), errors.desiredWeeklyHours?.message)}
            {...register("desiredWeeklyHours")}
          />
        </FormField>
        <FormField id={id("days")} label="Max Consecutive Days" error={errors.maxConsecutiveDays?.message}>
          <Input
            id={id("days")}
            type="number"
            inputMode="numeric"
            min={1}
            max={14}
            step={1}
            {...fieldAria(id("days"), errors.maxConsecutiveDays?.message)}
            {...register("maxConsecutiveDays")}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="isTrainerEligible"
          render={({ field }) => (
            <Checkbox
              id={id("trainer")}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={id("trainer")}>Certified trainer</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="positionIds"
          render={({ field }) => (
            <CheckboxGroup
              id={id("positions")}
              legend="Positions"
              options={positionOptions}
              value={field.value}
              onChange={field.onChange}
              status={optionsStatus(positions, "positions")}
              error={errors.positionIds?.message}
              firstRef={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="storeIds"
          render={({ field }) => (
            <CheckboxGroup
              id={id("stores")}
              legend="Stores"
              options={storeOptions}
              value={field.value}
              onChange={field.onChange}
              status={optionsStatus(stores, "stores")}
              error={errors.storeIds?.message}
              firstRef={field.ref}
            />
          )}
        />
      </div>
    </>
  );
}
