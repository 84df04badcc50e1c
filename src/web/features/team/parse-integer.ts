/**
 * Employee numeric inputs are read as whole numbers, and anything unreadable counts as 0 (SPEC §5).
 * "12.7" → 12, "" → 0, "abc" → 0.
 */
export function parseIntegerOrZero(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
