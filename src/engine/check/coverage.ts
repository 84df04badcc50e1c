import { DAYS_OF_WEEK, formatTime } from "../../domain/time";
import type { EngineInput } from "../input";
import type { CoverageEntry, OutputShift } from "../output";
import { SLOT_MINUTES, dayNumber, safeParseTime, minutesOf, dateAfter } from "./calendar";

const SLOTS = 1440 / SLOT_MINUTES;

/**
 * Required and scheduled people per position, date and 15-minute slot, counted straight from the
 * demand list and the output's assigned shifts (open shifts cover nothing until someone takes them).
 */
export class CoverageGrid {
  readonly required = new Map<number, Int32Array>();
  readonly scheduled = new Map<number, Int32Array>();

  constructor(
    readonly input: EngineInput,
    shifts: OutputShift[],
  ) {
    for (const p of input.positions) {
      this.required.set(p.id, new Int32Array(7 * SLOTS));
      this.scheduled.set(p.id, new Int32Array(7 * SLOTS));
    }
    for (const d of input.demand) {
      const grid = this.required.get(d.positionId);
      if (grid)
        grid[DAYS_OF_WEEK.indexOf(d.dayOfWeek) * SLOTS + minutesOf(d.timeSlot) / SLOT_MINUTES] =
          d.requiredHeadcount;
    }
    const first = dayNumber(input.weekStart);
    for (const s of shifts) {
      if (s.employeeId === null) continue;
      const grid = this.scheduled.get(s.positionId);
      const day = dayNumber(s.date) - first;
      const start = safeParseTime(s.start);
      const end = safeParseTime(s.end);
      if (!grid || day < 0 || day > 6 || start === null || end === null) continue;
      for (let t = Math.floor(start / SLOT_MINUTES); t < Math.ceil(end / SLOT_MINUTES) && t < SLOTS; t++) {
        grid[day * SLOTS + t] = (grid[day * SLOTS + t] ?? 0) + 1;
      }
    }
  }

  /** Entries for every slot with a requirement or someone scheduled, in position, date, time order. */
  entries(): CoverageEntry[] {
    const out: CoverageEntry[] = [];
    for (const p of this.input.positions) {
      const req = this.required.get(p.id) as Int32Array; // filled for every position in the constructor
      const sch = this.scheduled.get(p.id) as Int32Array;
      for (let i = 0; i < 7 * SLOTS; i++) {
        const required = req[i] ?? 0;
        const scheduled = sch[i] ?? 0;
        if (required === 0 && scheduled === 0) continue;
        out.push({
          positionId: p.id,
          date: dateAfter(this.input.weekStart, Math.floor(i / SLOTS)),
          timeSlot: formatTime((i % SLOTS) * SLOT_MINUTES),
          required,
          scheduled,
        });
      }
    }
    return out;
  }
}
