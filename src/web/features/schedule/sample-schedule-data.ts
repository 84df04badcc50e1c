import type { DayOfWeek } from "../../../domain/time";

/**
 * The schedule screen's fixed sample week (SPEC §2: a static mock). Shaped like the coming `shifts`
 * and `schedule_warnings` tables (DESIGN §6) and the engine's warnings (DESIGN §7), so real data can
 * replace this module without touching the grid.
 */

export type SampleShift = {
  id: number;
  dayOfWeek: DayOfWeek;
  positionName: string;
  /** The position's colour, as positions carry one (#rrggbb). */
  positionColor: string;
  /** null = an open shift. */
  employeeName: string | null;
  startTime: string;
  endTime: string;
};

export type SampleWarning = {
  id: number;
  code: "UNDERSTAFFED" | "MINOR_CURFEW" | "MIN_REST";
  title: string;
  message: string;
};

/** SPEC §9: the mock grid shows hours 6 to 21. */
export const GRID_HOURS = Array.from({ length: 16 }, (_, i) => i + 6);

const COLORS: Record<string, string> = {
  Server: "#3b82f6",
  Host: "#8b5cf6",
  Bartender: "#f59e0b",
  "Line Cook": "#ef4444",
  "Prep Cook": "#10b981",
  Dishwasher: "#64748b",
};

type Row = [position: string, employee: string | null, start: string, end: string];

const WEEKDAY: Row[] = [
  ["Prep Cook", "Priya Patel", "06:00", "14:00"],
  ["Line Cook", "James Wilson", "10:00", "18:00"],
  ["Server", "Chloe Nguyen", "11:00", "17:00"],
  ["Host", "Ava Thompson", "11:00", "15:00"],
  ["Line Cook", "Daniel Cho", "15:00", "21:00"],
  ["Server", "Isabella Rossi", "16:00", "21:00"],
  ["Bartender", "Tom Rivera", "16:00", "21:00"],
];

const WEEKEND: Row[] = [
  ["Prep Cook", "Noah Brown", "07:00", "15:00"],
  ["Line Cook", "Marcus Johnson", "09:00", "17:00"],
  ["Server", "Sofia Martinez", "10:00", "16:00"],
  ["Host", "Emma Davis", "10:00", "15:00"],
  ["Server", "Mia Hernandez", "12:00", "20:00"],
  ["Line Cook", "Daniel Cho", "15:00", "21:00"],
  ["Bartender", "Tom Rivera", "17:00", "21:00"],
  ["Server", null, "17:00", "21:00"],
  ["Dishwasher", "Liam O'Connor", "17:00", "21:00"],
];

const DAYS: [DayOfWeek, Row[]][] = [
  ["MONDAY", WEEKDAY.slice(0, 6)],
  ["TUESDAY", WEEKDAY],
  ["WEDNESDAY", WEEKDAY],
  ["THURSDAY", WEEKDAY],
  ["FRIDAY", WEEKEND],
  ["SATURDAY", WEEKEND],
  ["SUNDAY", WEEKEND.slice(0, 7)],
];

let nextId = 1;
export const SAMPLE_SHIFTS: SampleShift[] = DAYS.flatMap(([dayOfWeek, rows]) =>
  rows.map(([positionName, employeeName, startTime, endTime]) => ({
    id: nextId++,
    dayOfWeek,
    positionName,
    positionColor: COLORS[positionName] ?? "#3b82f6",
    employeeName,
    startTime,
    endTime,
  })),
);

export const SAMPLE_WARNINGS: SampleWarning[] = [
  {
    id: 1,
    code: "UNDERSTAFFED",
    title: "Understaffed Friday dinner",
    message: "Server 17:00–21:00 on Friday has 3 of the 4 people needed.",
  },
  {
    id: 2,
    code: "MINOR_CURFEW",
    title: "Minor near curfew",
    message: "Liam O'Connor (16) closes at 21:00 on Saturday; cleanup could run past the 22:00 curfew.",
  },
  {
    id: 3,
    code: "MIN_REST",
    title: "Short rest between shifts",
    message:
      "Daniel Cho closes Thursday at 21:00 and is asked in for Friday's 04:30 delivery: 7.5 hours of rest, 8 required.",
  },
];
