import type { ReactNode } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { describePack } from "../../../domain/fair-workweek/describe";
import {
  FAIR_WORKWEEK_PACKS,
  RULE_PACKS,
  customPack,
  noticeDaysOf,
} from "../../../domain/fair-workweek/packs";
import { FormField } from "@/components/form-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { readNumberInput } from "@/lib/forms";
import { useCurrency } from "@/lib/money";
import type { ProfileFormValues } from "./profile-form";

const PACK_LABEL = {
  ...Object.fromEntries(Object.values(RULE_PACKS).map((p) => [p.id, p.label])),
  CUSTOM: "Custom numbers",
} as Record<(typeof FAIR_WORKWEEK_PACKS)[number], string>;

/**
 * The profile's Fair Workweek rule pack (docs/product.md, Fair Workweek): which law it follows, and what
 * that pack assumes, in words. CUSTOM shows its own numbers (`customFields`).
 */
export function FairWorkweekFields({
  idPrefix,
  customFields,
}: {
  idPrefix: string;
  customFields: ReactNode[];
}) {
  const { control } = useFormContext<ProfileFormValues>();
  const values = useWatch({ control });
  const currency = useCurrency();
  const packId = values.fairWorkweekPack ?? "NONE";
  const notice = noticeDaysOf({
    fairWorkweekPack: packId,
    advanceNoticeDays: readNumberInput(values.advanceNoticeDays ?? "") ?? 0,
  });
  const number = (text: string | undefined) => {
    const n = readNumberInput(text ?? "");
    return n === null || !Number.isFinite(n) ? null : n;
  };
  const pack =
    packId === "CUSTOM"
      ? customPack(
          {
            addPremiumHours: number(values.customAddPremiumHours),
            cutPremiumShare: number(values.customCutPremiumShare),
            clopenRestHours: number(values.customClopenRestHours),
            clopenPremiumMoney: number(values.customClopenPremiumMoney),
            clopenNeedsConsent: values.customClopenNeedsConsent ?? false,
            addNeedsConsent: values.customAddNeedsConsent ?? false,
          },
          notice,
        )
      : RULE_PACKS[packId];
  const id = `${idPrefix}-fairWorkweekPack`;
  return (
    <fieldset className="grid gap-4 rounded-md border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Fair Workweek</legend>
      <FormField id={id} label="Rule pack">
        <Controller
          control={control}
          name="fairWorkweekPack"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FAIR_WORKWEEK_PACKS.map((p) => (
                  <SelectItem key={p} value={p}>
                    {PACK_LABEL[p]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {packId === "CUSTOM" && (
        <>
          {customFields}
          {(["customAddNeedsConsent", "customClopenNeedsConsent"] as const).map((name) => (
            <div key={name} className="flex items-center gap-2">
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <Checkbox
                    id={`${idPrefix}-${name}`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                )}
              />
              <Label htmlFor={`${idPrefix}-${name}`}>
                {name === "customAddNeedsConsent"
                  ? "Late added hours need the employee's consent"
                  : "Clopenings need the employee's consent"}
              </Label>
            </div>
          ))}
        </>
      )}
      <div className="sm:col-span-2" aria-live="polite">
        <p className="text-sm font-medium">What this pack assumes</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {describePack(pack, notice, currency).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
