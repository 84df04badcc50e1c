import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { DEFAULT_CURRENCY, formatMoney, type MoneyOptions } from "../../domain/money";
import { organizationQueryOptions } from "./queries/organization";

export type FormatMoney = (value: number, options?: Omit<MoneyOptions, "locale">) => string;

/** The organization's currency ("USD" while it loads or could not be read: the default it starts with). */
export function useCurrency(): string {
  return useQuery(organizationQueryOptions()).data?.currency ?? DEFAULT_CURRENCY;
}

/**
 * The one way the app writes money: in the organization's currency, in the reader's locale ("$1,018.50",
 * "1.018,50 €"); `signed` for a variance, `whole` for a chart's axis.
 */
export function useFormatMoney(): FormatMoney {
  const currency = useCurrency();
  return useCallback(
    (value, options) => formatMoney(value, currency, { ...options, locale: navigator.language }),
    [currency],
  );
}
