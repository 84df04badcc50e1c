// Parser for the Curtois & Qu text format (see lab/bench-data/curtois-qu/README.md). It returns the instance
// as written, with string IDs; model.ts compiles it into dense arrays for the solver.

export interface ShiftType {
  id: string;
  minutes: number;
  /** Shift IDs that may not be worked on the day after this one. */
  cannotFollow: string[];
}

export interface Staff {
  id: string;
  maxShifts: Record<string, number>;
  maxTotalMinutes: number;
  minTotalMinutes: number;
  maxConsecutiveShifts: number;
  minConsecutiveShifts: number;
  minConsecutiveDaysOff: number;
  maxWeekends: number;
}

export interface ShiftRequest {
  employee: string;
  day: number;
  shift: string;
  weight: number;
}

export interface Cover {
  day: number;
  shift: string;
  requirement: number;
  weightUnder: number;
  weightOver: number;
}

export interface Instance {
  horizon: number;
  shifts: ShiftType[];
  staff: Staff[];
  daysOff: Map<string, number[]>;
  shiftOnRequests: ShiftRequest[];
  shiftOffRequests: ShiftRequest[];
  cover: Cover[];
}

/** Splits the text into sections: name → data lines (comments and blank lines dropped). */
function readSections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") {
      current = null; // a blank line ends the section
      continue;
    }
    if (line.startsWith("#")) continue;
    if (line.startsWith("SECTION_")) {
      current = [];
      sections.set(line, current);
      continue;
    }
    if (current === null) throw new Error(`line outside any section: "${line}"`);
    current.push(line);
  }
  return sections;
}

function toInt(field: string | undefined, what: string): number {
  const value = Number(field);
  if (field === undefined || field.trim() === "" || !Number.isInteger(value)) {
    throw new Error(`${what}: expected an integer, got "${field ?? ""}"`);
  }
  return value;
}

function field(fields: string[], i: number, what: string): string {
  const value = fields[i];
  if (value === undefined) throw new Error(`${what}: missing field ${i}`);
  return value.trim();
}

function parseRequests(lines: string[], what: string): ShiftRequest[] {
  return lines.map((line) => {
    const f = line.split(",");
    return {
      employee: field(f, 0, what),
      day: toInt(f[1], `${what} day`),
      shift: field(f, 2, what),
      weight: toInt(f[3], `${what} weight`),
    };
  });
}

export function parseInstance(text: string): Instance {
  const sections = readSections(text);
  const get = (name: string): string[] => sections.get(name) ?? [];

  const horizonLine = get("SECTION_HORIZON")[0];
  const horizon = toInt(horizonLine, "horizon");

  const shifts = get("SECTION_SHIFTS").map((line): ShiftType => {
    const f = line.split(",");
    const follow = (f[2] ?? "").trim();
    return {
      id: field(f, 0, "shift"),
      minutes: toInt(f[1], "shift length"),
      cannotFollow: follow === "" ? [] : follow.split("|").map((s) => s.trim()),
    };
  });

  const staff = get("SECTION_STAFF").map((line): Staff => {
    const f = line.split(",");
    const maxShifts: Record<string, number> = {};
    for (const pair of field(f, 1, "MaxShifts").split("|")) {
      if (pair.trim() === "") continue;
      const [shift, max] = pair.split("=");
      maxShifts[(shift ?? "").trim()] = toInt(max, "MaxShifts");
    }
    return {
      id: field(f, 0, "staff"),
      maxShifts,
      maxTotalMinutes: toInt(f[2], "MaxTotalMinutes"),
      minTotalMinutes: toInt(f[3], "MinTotalMinutes"),
      maxConsecutiveShifts: toInt(f[4], "MaxConsecutiveShifts"),
      minConsecutiveShifts: toInt(f[5], "MinConsecutiveShifts"),
      minConsecutiveDaysOff: toInt(f[6], "MinConsecutiveDaysOff"),
      maxWeekends: toInt(f[7], "MaxWeekends"),
    };
  });

  const daysOff = new Map<string, number[]>();
  for (const line of get("SECTION_DAYS_OFF")) {
    const f = line.split(",");
    const employee = field(f, 0, "days off");
    const days = f
      .slice(1)
      .filter((d) => d.trim() !== "")
      .map((d) => toInt(d, "day off"));
    daysOff.set(employee, [...(daysOff.get(employee) ?? []), ...days]);
  }

  const cover = get("SECTION_COVER").map((line): Cover => {
    const f = line.split(",");
    return {
      day: toInt(f[0], "cover day"),
      shift: field(f, 1, "cover shift"),
      requirement: toInt(f[2], "cover requirement"),
      weightUnder: toInt(f[3], "cover weight under"),
      weightOver: toInt(f[4], "cover weight over"),
    };
  });

  return {
    horizon,
    shifts,
    staff,
    daysOff,
    shiftOnRequests: parseRequests(get("SECTION_SHIFT_ON_REQUESTS"), "shift-on request"),
    shiftOffRequests: parseRequests(get("SECTION_SHIFT_OFF_REQUESTS"), "shift-off request"),
    cover,
  };
}
