import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { formatMoney } from "../../../domain/money";
import { organizationQueryOptions, useUpdateOrganizationMutation } from "@/lib/queries/organization";

/** "EUR · Euro", by code: every currency Intl formats here (the server accepts the same list). */
function currencyOptions(locale: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}

/**
 * The organization's currency (OWNER, ADMIN): every money figure is shown in it. Amounts are not converted,
 * so the note says so before anyone saves.
 */
export function CurrencySetting() {
  const id = useId();
  const organization = useQuery(organizationQueryOptions());
  const save = useUpdateOrganizationMutation();
  const saved = organization.data?.currency;
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked ?? saved ?? "";
  const options = useMemo(() => currencyOptions(navigator.language), []);
  const noteId = `${id}-note`;
  return (
    <form
      className="grid gap-2 sm:max-w-md"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ currency }, { onSuccess: () => setPicked(null) });
      }}
    >
      <Label htmlFor={id}>Currency</Label>
      <div className="flex gap-2">
        <select
          id={id}
          className={SELECT_CLASS}
          value={currency}
          disabled={!saved}
          aria-describedby={noteId}
          onChange={(e) => setPicked(e.target.value)}
        >
          {!saved && <option value="">{organization.isError ? "Could not load" : "Loading…"}</option>}
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={!saved || currency === saved || save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
      <p id={noteId} className="text-sm text-muted-foreground">
        Wages, labor targets and costs are shown in it
        {currency ? ` (${formatMoney(1234.5, currency, { locale: navigator.language })})` : ""}; amounts are
        not converted.
      </p>
    </form>
  );
}
