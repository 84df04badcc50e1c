const MONEY = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,018.50"; signed, a variance reads "+$28.00" / "-$42.00". */
export function formatMoney(value: number, signed = false): string {
  const text = MONEY.format(Math.abs(value));
  if (value < 0 && Math.round(value * 100) !== 0) return `-${text}`;
  return signed && Math.round(value * 100) > 0 ? `+${text}` : text;
}
