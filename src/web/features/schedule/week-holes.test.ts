import { describe, expect, it } from "vitest";
import type { Position } from "../../../domain/schemas/positions";
import type { Schedule, ScheduleWarning, Shift } from "../../../domain/schemas/schedules";
import { weekHoles } from "./week-holes";

const positions = new Map([[1, { id: 1, name: "Bar" } as Position]]);
const warning = (date: string, start: string, end: string, code: ScheduleWarning["code"] = "UNDERSTAFFED") =>
  ({ code, message: "", date, positionId: 1, start, end, userId: null, shiftIds: [] }) as ScheduleWarning;
const shift = (id: number, userId: number | null, date: string, startTime: string, endTime: string) =>
  ({ id, positionId: 1, userId, date, startTime, endTime }) as Shift;

describe("weekHoles", () => {
  const week: Pick<Schedule, "warnings" | "shifts"> = {
    warnings: [
      warning("2026-12-01", "00:30", "01:30"),
      warning("2026-12-01", "18:00", "19:00"),
      warning("2026-11-30", "20:00", "21:00"),
      warning("2026-11-30", "09:00", "17:00", "MIN_REST"),
    ],
    shifts: [
      shift(1, 4, "2026-11-30", "09:00", "17:00"),
      shift(2, null, "2026-12-02", "17:00", "23:00"),
      shift(3, null, "2026-11-30", "17:00", "21:00"),
    ],
  };

  it("lists the understaffed slots in business-day order, after midnight last, and no other warning", () => {
    const { understaffed } = weekHoles(week, positions, { openTime: "17:00", closeTime: "02:00" });
    expect(understaffed.map((h) => [h.date, h.time, h.position])).toEqual([
      ["2026-11-30", "20:00–21:00", "Bar"],
      ["2026-12-01", "18:00–19:00", "Bar"],
      ["2026-12-01", "00:30–01:30 (next day)", "Bar"],
    ]);
  });

  it("lists the shifts nobody works, by day and time", () => {
    const { open } = weekHoles(week, positions, undefined);
    expect(open.map((h) => [h.date, h.time, h.position])).toEqual([
      ["2026-11-30", "17:00–21:00", "Bar"],
      ["2026-12-02", "17:00–23:00", "Bar"],
    ]);
  });
});
