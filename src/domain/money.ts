/**
 * Money as people read it (issue 32): every figure in the organization's currency (ISO 4217, stored on the
 * organization), formatted in the reader's locale, and one rule for when a cost is on, under or over budget.
 */

/** The currency an organization has until its owner picks another (drizzle/0013's default). */
export const DEFAULT_CURRENCY = "USD";

/**
 * A code Intl can format here: the ISO 4217 codes the runtime (Node on the server, the browser in the app)
 * knows. Checked at the route, so a saved currency always formats.
 */
export function isSupportedCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: string, locale: string | undefined, whole: boolean): Intl.NumberFormat {
  const key = `${locale ?? ""}|${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

export interface MoneyOptions {
  /** A variance: "+$28.00" / "-$42.00". */
  signed?: boolean;
  /** Whole units, for a chart's axis: "$1,019". */
  whole?: boolean;
  /** The reader's (navigator.language in the app); the runtime's default without it. */
  locale?: string;
}

/**
 * "$1,018.50", "1.018,50 €", "¥1,019": the currency's own decimals (Intl's). An amount that rounds to zero
 * has no sign ("-$0.00" would read as a loss).
 */
export function formatMoney(
  value: number,
  currency: string,
  { signed = false, whole = false, locale }: MoneyOptions = {},
): string {
  const format = numberFormat(currency, locale, whole);
  const text = format.format(Math.abs(value));
  const isZero = format.format(0) === text;
  if (isZero) return text;
  if (value < 0) return `-${text}`;
  return signed ? `+${text}` : text;
}

/** Costs within half a cent of the budget are on it: sums of rounded shift costs land there, not on 0. */
export const BUDGET_TOLERANCE = 0.005;

export const BUDGET_STATUSES = ["UNDER_BUDGET", "ON_BUDGET", "OVER_BUDGET", "NO_TARGET"] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** Where a cost stands against its budget (null: no target to compare with). */
export function budgetStatus(cost: number, budget: number | null): BudgetStatus {
  if (budget === null) return "NO_TARGET";
  const variance = cost - budget;
  if (Math.abs(variance) < BUDGET_TOLERANCE) return "ON_BUDGET";
  return variance < 0 ? "UNDER_BUDGET" : "OVER_BUDGET";
}

/** How each status reads, in a badge, a CSV cell or a sentence. */
export const BUDGET_STATUS_LABEL: Record<BudgetStatus, string> = {
  UNDER_BUDGET: "Under Budget",
  ON_BUDGET: "On Budget",
  OVER_BUDGET: "Over Budget",
  NO_TARGET: "No target",
};
