/** Axis scaling for the small SVG charts (forecast days, demand fit): pure, unit-tested. */

/**
 * A round top for a chart axis at or above `max` (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × a power of ten, each
 * splitting into 4 readable ticks), so the tallest bar fills most of the height; 0 data → 1.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Bar heights as fractions (0..1) of the axis top, plus the ticks to draw. */
export function scaleBars(
  values: readonly number[],
  ticks = 4,
): { top: number; heights: number[]; ticks: number[] } {
  const top = niceMax(Math.max(0, ...values));
  return {
    top,
    heights: values.map((v) => Math.max(0, v) / top),
    ticks: Array.from({ length: ticks + 1 }, (_, i) => (top * i) / ticks),
  };
}
