/**
 * What paid work costs (docs/api.md, "Labor and figures"): the one formula behind the engine's
 * `laborCost`, the Dashboard and Reports figures, the CSV export's Cost column and a candidate's cost in
 * the shift dialog.
 *
 * A person's minutes are paid at their hourly wage; the minutes of their week past the store profile's
 * overtime threshold are paid at OVERTIME_MULTIPLIER times it. Their minutes at other stores that week
 * count first, then this store's shifts in date and time order, so each overtime minute is charged to the
 * shift that worked it. An unknown wage costs 0.
 */

/** Minutes past the weekly overtime threshold cost this many times the wage. */
export const OVERTIME_MULTIPLIER = 1.5;

export interface PricedMinutes {
  /** The minutes priced. */
  minutes: number;
  /** Of those, the minutes past the threshold. */
  overtime: number;
  /** wage × (regular + OVERTIME_MULTIPLIER × overtime) ÷ 60, not rounded. */
  cost: number;
}

export interface MinutesToPrice {
  /** Paid minutes (a shift's length less its meal break). */
  minutes: number;
  /** The person's minutes already counted this week: at other stores, then earlier shifts here. */
  before: number;
  /** The week's overtime threshold, in minutes. */
  thresholdMinutes: number;
  /** Hourly wage; null or undefined when unknown. */
  wage: number | null | undefined;
}

/** The price of one stretch of a person's work, after the minutes they have already worked this week. */
export function priceMinutes({ minutes, before, thresholdMinutes, wage }: MinutesToPrice): PricedMinutes {
  const regular = Math.max(0, Math.min(minutes, thresholdMinutes - before));
  const overtime = minutes - regular;
  return { minutes, overtime, cost: ((wage ?? 0) * (regular + OVERTIME_MULTIPLIER * overtime)) / 60 };
}

export interface WeekToPrice {
  /** The week's overtime threshold, in minutes. */
  thresholdMinutes: number;
  /** Each person's paid minutes at other stores that week (counted before this store's). */
  elsewhere: ReadonlyMap<number, number>;
  /** Each person's hourly wage (missing or null: unknown). */
  wages: ReadonlyMap<number, number | null>;
}

/**
 * Each shift's price, in the order given (date and time order): a person's minutes at other stores first,
 * then their shifts here one after the other. An open shift (`userId` null) costs nothing.
 */
export function priceShifts(
  shifts: readonly { userId: number | null; minutes: number }[],
  week: WeekToPrice,
): PricedMinutes[] {
  const sofar = new Map(week.elsewhere);
  return shifts.map(({ userId, minutes }) => {
    if (userId === null) return { minutes, overtime: 0, cost: 0 };
    const before = sofar.get(userId) ?? 0;
    sofar.set(userId, before + minutes);
    return priceMinutes({
      minutes,
      before,
      thresholdMinutes: week.thresholdMinutes,
      wage: week.wages.get(userId),
    });
  });
}
