import { describe, expect, it } from "vitest";
import { budgetStatus, formatMoney, isSupportedCurrency } from "./money";

describe("formatMoney", () => {
  it.each([
    [7303.88, "USD", {}, "$7,303.88"],
    [7303.88, "EUR", { locale: "de-DE" }, "7.303,88 €"],
    [1018.5, "JPY", {}, "¥1,019"],
    [28, "USD", { signed: true }, "+$28.00"],
    [-42, "USD", { signed: true }, "-$42.00"],
    [-42, "GBP", {}, "-£42.00"],
    [0.001, "USD", { signed: true }, "$0.00"],
    [-0.004, "USD", {}, "$0.00"],
    [1018.5, "USD", { whole: true }, "$1,019"],
  ] as const)("formats %d %s %j as %s", (value, currency, options, text) => {
    // Intl puts a no-break space before a trailing symbol; a plain space reads the same in the test.
    expect(formatMoney(value, currency, { locale: "en-US", ...options }).replace(/\s/g, " ")).toBe(text);
  });
});

describe("budgetStatus", () => {
  it.each([
    [100, null, "NO_TARGET"],
    [100, 100, "ON_BUDGET"],
    [100.004, 100, "ON_BUDGET"],
    [99.996, 100, "ON_BUDGET"],
    [0, 0, "ON_BUDGET"],
    [99.99, 100, "UNDER_BUDGET"],
    [100.01, 100, "OVER_BUDGET"],
    [0.1 + 0.2, 0.3, "ON_BUDGET"],
  ] as const)("cost %d against %s is %s", (cost, budget, status) => {
    expect(budgetStatus(cost, budget)).toBe(status);
  });
});

describe("isSupportedCurrency", () => {
  it.each([
    ["USD", true],
    ["EUR", true],
    ["JPY", true],
    ["usd", false],
    ["XYZ", false],
    ["US", false],
    ["USDX", false],
  ])("%s → %s", (code, ok) => {
    expect(isSupportedCurrency(code)).toBe(ok);
  });
});
