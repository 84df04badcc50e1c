import { addDays, formatTime, parseTime } from "../domain/time";
import { parseEngineInput, type EngineInput, type EngineInputRaw } from "./input";
import type { OutputShift, ShiftBreak } from "./output";

/**
 * A tiny store for tests: Monday 2026-11-23, open 09:00-21:00, shifts 4-8 h, meal of 30 min after 5 h.
 * Ana (1): Server and Cook, trainer. Ben (2): Server and Cook, not a trainer. Cy (3): Server, a minor.
 * Dee (4): Server, turns 18 on Wednesday 2026-11-25.
 */
export const WEEK = "2026-11-23";

export function baseRaw(): EngineInputRaw {
  return {
    weekStart: WEEK,
    seed: 1,
    store: { timezone: "America/New_York", openTime: "09:00", closeTime: "21:00" },
    constraints: {},
    positions: [
      { id: 1, name: "Server" },
      { id: 2, name: "Cook", requiresTrainer: true },
    ],
    demand: [],
    employees: [
      { id: 1, name: "Ana", positionIds: [1, 2], isTrainerEligible: true, desiredWeeklyHours: 30 },
      { id: 2, name: "Ben", positionIds: [1, 2], desiredWeeklyHours: 30 },
      { id: 3, name: "Cy", positionIds: [1], dateOfBirth: "2009-01-01", desiredWeeklyHours: 15 },
      { id: 4, name: "Dee", positionIds: [1], dateOfBirth: "2008-11-25", desiredWeeklyHours: 20 },
    ],
  };
}

export function parse(raw: EngineInputRaw): EngineInput {
  const result = parseEngineInput(raw);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.input;
}

/** A shift on day `day` of the test week with its meal break placed two hours in when one is due. */
export function shift(
  employeeId: number | null,
  positionId: number,
  day: number,
  start: string,
  end: string,
  breaks?: ShiftBreak[],
): OutputShift {
  const s = parseTime(start);
  const meal: ShiftBreak[] =
    parseTime(end) - s > 300 ? [{ start: formatTime(s + 120), end: formatTime(s + 150), kind: "MEAL" }] : [];
  return { positionId, employeeId, date: addDays(WEEK, day), start, end, breaks: breaks ?? meal };
}

/**
 * A tiny store whose best schedule is unique, so a golden test can pin it exactly: needs that match
 * shift lengths, preferences that break every tie, and one need nobody may meet.
 */
export function goldenStore(): EngineInputRaw {
  const raw = baseRaw();
  const block = (
    positionId: number,
    dayOfWeek: "MONDAY" | "TUESDAY" | "SATURDAY" | "SUNDAY",
    from: number,
    to: number,
    heads: number,
  ) => {
    const out = [];
    for (let m = from * 60; m < to * 60; m += 15) {
      const timeSlot = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      out.push({ positionId, dayOfWeek, timeSlot, requiredHeadcount: heads });
    }
    return out;
  };
  raw.demand = [
    ...block(1, "MONDAY", 10, 14, 1),
    ...block(1, "MONDAY", 17, 21, 1),
    ...block(2, "TUESDAY", 12, 16, 2),
    ...block(1, "SATURDAY", 18, 22, 1),
    ...block(2, "SUNDAY", 10, 14, 1),
  ];
  const [ana, ben, cy, dee] = raw.employees ?? [];
  if (!ana || !ben || !cy || !dee) throw new Error("the base store has four employees");
  ana.preferences = { preferredShiftType: "OPENING" };
  ana.timeOff = [{ startDate: "2026-11-29", endDate: "2026-11-29" }];
  ben.preferences = { preferredShiftType: "CLOSING" };
  cy.preferences = { prefersWeekends: true, preferredShiftType: "CLOSING" };
  dee.availability = [{ dayOfWeek: "MONDAY", startTime: "09:00", endTime: "13:00" }];
  return raw;
}
