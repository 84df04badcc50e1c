/**
 * Seasonal naive, the baseline the method must beat (DESIGN §9): a day's forecast is the same weekday one
 * week before; when that day is missing (or lies inside the forecast week itself, for a week that starts
 * after the history ends), the latest same weekday before it that has data. Only indexes below `cut` (the
 * week's first day) are read.
 */
export function seasonalNaive(values: readonly (number | null)[], cut: number): (number | null)[] {
  return Array.from({ length: 7 }, (_, d) => {
    let j = cut + d - 7;
    while (j >= cut) j -= 7;
    while (j >= 0 && (values[j] ?? null) === null) j -= 7;
    return j >= 0 ? (values[j] ?? null) : null;
  });
}
