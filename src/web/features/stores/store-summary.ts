import type { Store } from "../../../domain/schemas/stores";
import { endsNextDay, minutesToWholeHours, normalizeTime } from "../../../domain/time";

/**
 * "09:00 - 21:00", tolerating seconds from the server; "17:00 - 02:00 (next day)" for a store that closes
 * the next day (docs/product.md, The real week).
 */
export function formatStoreHours(store: Pick<Store, "openTime" | "closeTime">): string {
  const hours = `${safeTime(store.openTime)} - ${safeTime(store.closeTime)}`;
  return closesNextDay(store) ? `${hours} (next day)` : hours;
}

function closesNextDay(store: Pick<Store, "openTime" | "closeTime">): boolean {
  try {
    return endsNextDay(store.openTime, store.closeTime);
  } catch {
    return false;
  }
}

function safeTime(value: string): string {
  try {
    return normalizeTime(value);
  } catch {
    return value;
  }
}

export type StoreDefaultsSummary = {
  minShiftHours: number;
  maxShiftHours: number;
  mealBreakAfterHours: number;
  mealBreakLengthMinutes: number;
  restBreakLengthMinutes: number;
};

/**
 * The "default shift lengths" and "break rules" cards read the first store of the list
 * (docs/product.md, Screens). Durations of an hour or more are shown in whole hours, rounded down
 * (docs/product.md, Validation); break lengths stay in minutes, since 30 minutes in whole hours would read as
 * 0.
 */
export function summarizeStoreDefaults(stores: readonly Store[]): StoreDefaultsSummary | null {
  const first = stores[0];
  if (!first) return null;
  return {
    minShiftHours: minutesToWholeHours(first.defaultShiftMinLength),
    maxShiftHours: minutesToWholeHours(first.defaultShiftMaxLength),
    mealBreakAfterHours: minutesToWholeHours(first.defaultMealBreakAfter),
    mealBreakLengthMinutes: first.defaultMealBreakLength,
    restBreakLengthMinutes: first.defaultRestBreakLength,
  };
}
