import { DAY_MINUTES, endsNextDay, formatTime, parseTime, wallMinutes } from "../../domain/time";
import { placeBreaks, type EngineInput, type ShiftBreak } from "../../engine";

/**
 * The breaks of a shift a manager adds or moves by hand: the engine's `placeBreaks` (the MEAL break where
 * one is due, paid REST breaks), for an overnight shift too (docs/product.md, The real week). The engine
 * places breaks by their offsets from the shift's start, so an overnight shift ("18:00"-"02:00") gets the
 * breaks of a shift of the same length from midnight, moved to its start; a break after midnight is
 * written as its wall time on the next day ("00:30"-"00:45"), which `workedMinutes` and the checker read
 * on the next day.
 */
export function shiftBreaksFor(input: EngineInput, startTime: string, endTime: string): ShiftBreak[] {
  if (!endsNextDay(startTime, endTime)) return placeBreaks(input, startTime, endTime);
  const start = parseTime(startTime);
  const fromMidnight = placeBreaks(input, "00:00", formatTime(wallMinutes(startTime, endTime)));
  const at = (time: string) => formatTime((start + parseTime(time)) % DAY_MINUTES);
  return fromMidnight.map((b) => ({ ...b, start: at(b.start), end: at(b.end) }));
}
