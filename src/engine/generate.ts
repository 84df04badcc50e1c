import { DAYS_OF_WEEK, addDays, formatTime } from "../domain/time";
import type { EngineInputRaw } from "./input";
import { Rng } from "./solve/rng";

/**
 * A seeded generator of realistic restaurant weeks: lunch and dinner peaks at 15-minute resolution,
 * busier weekends, cooks needing a trainer on shift, students with evening-only availability, minors
 * (one turning 18 mid-week), time off, previous-week shifts, a locked shift or two.
 */
export interface RestaurantOptions {
  staff?: number;
  positions?: number;
  seed?: number;
  weekStart?: string;
  /** Demand as a share of what the staff could work (≈ 27 h a head); 0.7 leaves room to choose. */
  load?: number;
  /**
   * A bar that closes after midnight (docs/engine.md, Model): open 17:00, close 02:00, demand peaking
   * 21:00-00:30, evening and night availability, some of last Sunday's shifts ending on Monday at
   * 02:00 and an overnight locked shift. Off (the default), the week is the same as it always was.
   */
  overnight?: boolean;
  /** The store's time zone (default America/New_York). */
  timezone?: string;
}

const POSITIONS = [
  { name: "Server", weight: 1.0, lunch: 1.0, dinner: 1.3 },
  { name: "Line Cook", weight: 0.8, lunch: 0.8, dinner: 1.0, requiresTrainer: true },
  { name: "Host", weight: 0.35, lunch: 0.5, dinner: 0.7 },
  { name: "Bartender", weight: 0.45, lunch: 0.2, dinner: 1.0 },
  { name: "Dishwasher", weight: 0.45, lunch: 0.6, dinner: 0.8 },
  { name: "Prep Cook", weight: 0.4, lunch: 0.3, dinner: 0.2 },
  { name: "Busser", weight: 0.4, lunch: 0.7, dinner: 0.9 },
  { name: "Expo", weight: 0.25, lunch: 0.8, dinner: 0.9 },
];

const FIRST = [
  "Ana",
  "Ben",
  "Cy",
  "Dee",
  "Eli",
  "Fay",
  "Gus",
  "Hana",
  "Ivo",
  "Jun",
  "Kai",
  "Lea",
  "Mo",
  "Nia",
  "Oz",
  "Pia",
];
const LAST = [
  "Ruiz",
  "Okafor",
  "Chen",
  "Novak",
  "Haddad",
  "Silva",
  "Kim",
  "Berg",
  "Patel",
  "Costa",
  "Ng",
  "Moreau",
];

export function generateRestaurant(options: RestaurantOptions = {}): EngineInputRaw {
  const staff = options.staff ?? 60;
  const nP = Math.min(8, Math.max(1, options.positions ?? 6));
  const rng = new Rng(options.seed ?? 1);
  const weekStart = options.weekStart ?? "2026-11-23";
  const load = options.load ?? 0.7;
  const overnight = options.overnight === true;
  const positions = POSITIONS.slice(0, nP).map((p, i) => ({
    id: i + 1,
    name: p.name,
    requiresTrainer: p.requiresTrainer ?? false,
  }));
  const demand = overnight ? buildNightDemand(staff, nP, load) : buildDemand(staff, nP, load);

  const employees: NonNullable<EngineInputRaw["employees"]> = [];
  const weights = POSITIONS.slice(0, nP).map((p) => p.weight);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < staff; i++) {
    // Primary position in proportion to demand; a third also cover a second position.
    let r = rng.next() * totalWeight;
    let primary = 0;
    while (primary < nP - 1 && r > (weights[primary] ?? 0)) r -= weights[primary++] ?? 0;
    const positionIds = [primary + 1];
    if (nP > 1 && rng.next() < 0.35) positionIds.push(((primary + 1 + rng.int(nP - 1)) % nP) + 1);
    const isMinor = rng.next() < 0.12;
    const birthYear = isMinor ? 2009 : 1975 + rng.int(30);
    const dateOfBirth =
      i === 3
        ? "2008-11-26"
        : `${birthYear}-${String(1 + rng.int(12)).padStart(2, "0")}-${String(1 + rng.int(28)).padStart(2, "0")}`;
    const desiredWeeklyHours = isMinor
      ? 12 + 2 * rng.int(4)
      : ([20, 25, 30, 32, 35, 38, 40][rng.int(7)] ?? 30);
    const availability = buildAvailability(rng, isMinor, AVAILABILITY_HOURS[overnight ? "night" : "day"]);
    const timeOff =
      rng.next() < 0.1 ? [{ startDate: addDays(weekStart, rng.int(6)), endDate: addDays(weekStart, 6) }] : [];
    if (timeOff[0]) timeOff[0].endDate = addDays(timeOff[0].startDate, rng.int(3));
    employees.push({
      id: 100 + i,
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}${i >= FIRST.length ? ` ${Math.floor(i / FIRST.length) + 1}` : ""}`,
      positionIds,
      dateOfBirth,
      isTrainerEligible: !isMinor && rng.next() < 0.4,
      desiredWeeklyHours,
      maxConsecutiveDays: rng.next() < 0.8 ? 5 : 6,
      hourlyCost: 14 + rng.int(12),
      availability,
      timeOff,
      preferences:
        rng.next() < 0.3
          ? null
          : {
              preferredShiftType: (["OPENING", "MID", "CLOSING"] as const)[rng.int(3)] ?? "MID",
              prefersWeekends: rng.next() < 0.3,
              desiredHoursMin: Math.max(0, desiredWeeklyHours - 8),
              desiredHoursMax: desiredWeeklyHours + 6,
              maxConsecutiveDays: 4 + rng.int(2),
            },
    });
  }
  const previousShifts = employees
    .filter((_, i) => i % 4 === 0)
    .map((e, k) => ({
      positionId: e.positionIds[0] ?? 1,
      employeeId: e.id,
      date: addDays(weekStart, -1),
      ...(overnight
        ? { start: k % 2 === 0 ? "18:00" : "20:00", end: k % 2 === 0 ? "02:00" : "23:00" }
        : { start: k % 2 === 0 ? "14:00" : "10:00", end: k % 2 === 0 ? "22:00" : "16:00" }),
    }));
  // A manager's lock on someone free any time, so the lock itself breaks no rule.
  const lockable = employees.find(
    (e) =>
      (e.availability ?? []).length === 0 && (e.timeOff ?? []).length === 0 && (e.dateOfBirth ?? "") < "2000",
  );
  const lockedShifts = lockable
    ? [
        {
          positionId: lockable.positionIds[0] ?? 1,
          employeeId: lockable.id,
          date: addDays(weekStart, 2),
          ...(overnight ? { start: "19:00", end: "01:00" } : { start: "11:00", end: "17:00" }),
        },
      ]
    : [];
  return {
    weekStart,
    seed: options.seed ?? 1,
    timeLimitSeconds: 60,
    store: {
      timezone: options.timezone ?? "America/New_York",
      openTime: overnight ? "17:00" : "10:00",
      closeTime: overnight ? "02:00" : "22:00",
    },
    constraints: {},
    positions,
    demand,
    employees,
    lockedShifts,
    previousShifts,
  };
}

/** Heads per slot: a base from open to close, lunch and dinner peaks, busier Friday to Sunday, scaled to the staff. */
function buildDemand(staff: number, nP: number, load: number): NonNullable<EngineInputRaw["demand"]> {
  const curves: number[][] = [];
  let total = 0;
  for (let p = 0; p < nP; p++) {
    const spec = POSITIONS[p] ?? POSITIONS[0];
    for (let d = 0; d < 7; d++) {
      const busy = d >= 4 ? 1.35 : 1;
      const curve: number[] = [];
      for (let t = 0; t < 96; t++) {
        const minute = t * 15;
        let heads = 0;
        const opensAt = spec?.name === "Prep Cook" ? 8 * 60 : 10 * 60;
        const closesAt = spec?.name === "Dishwasher" ? 22 * 60 + 30 : 22 * 60;
        if (minute >= opensAt && minute < closesAt) heads = 1;
        if (minute >= 11 * 60 + 30 && minute < 14 * 60) heads += 2 * (spec?.lunch ?? 1);
        if (minute >= 17 * 60 + 30 && minute < 21 * 60) heads += 2.5 * (spec?.dinner ?? 1);
        heads *= (spec?.weight ?? 1) * busy;
        curve.push(heads);
        total += heads * 0.25;
      }
      curves.push(curve);
    }
  }
  const scale = (load * staff * 27) / total;
  const demand: NonNullable<EngineInputRaw["demand"]> = [];
  curves.forEach((curve, k) => {
    const p = Math.floor(k / 7);
    const d = k % 7;
    curve.forEach((heads, t) => {
      const required = heads > 0 ? Math.max(1, Math.round(heads * scale)) : 0;
      if (required > 0) {
        demand.push({
          positionId: p + 1,
          dayOfWeek: DAYS_OF_WEEK[d] ?? "MONDAY",
          timeSlot: formatTime(t * 15),
          requiredHeadcount: required,
        });
      }
    });
  });
  return demand;
}

/**
 * The bar's heads per slot: one from 17:00 to 02:00, an early-evening bump 18:00-20:00 and the peak
 * 21:00-00:30, busier Friday to Sunday, scaled to the staff. Slots after midnight are written on the
 * business day that opened the evening before (FRIDAY "01:00" is Saturday 01:00).
 */
function buildNightDemand(staff: number, nP: number, load: number): NonNullable<EngineInputRaw["demand"]> {
  const open = 17 * 60;
  const close = 26 * 60;
  const curves: number[][] = [];
  let total = 0;
  for (let p = 0; p < nP; p++) {
    const spec = POSITIONS[p] ?? POSITIONS[0];
    for (let d = 0; d < 7; d++) {
      const busy = d >= 4 ? 1.35 : 1;
      const curve: number[] = [];
      for (let minute = open; minute < close; minute += 15) {
        let heads = 1;
        if (minute >= 18 * 60 && minute < 20 * 60) heads += 1.2 * (spec?.lunch ?? 1);
        if (minute >= 21 * 60 && minute < 24 * 60 + 30) heads += 2.5 * (spec?.dinner ?? 1);
        heads *= (spec?.weight ?? 1) * busy;
        curve.push(heads);
        total += heads * 0.25;
      }
      curves.push(curve);
    }
  }
  const scale = (load * staff * 27) / total;
  const demand: NonNullable<EngineInputRaw["demand"]> = [];
  curves.forEach((curve, k) => {
    curve.forEach((heads, t) => {
      demand.push({
        positionId: Math.floor(k / 7) + 1,
        dayOfWeek: DAYS_OF_WEEK[k % 7] ?? "MONDAY",
        timeSlot: formatTime((open + t * 15) % 1440),
        requiredHeadcount: Math.max(1, Math.round(heads * scale)),
      });
    });
  });
  return demand;
}

/** The availability patterns of a day restaurant and of a bar open past midnight (its windows end the next day). */
const AVAILABILITY_HOURS = {
  // School days: evenings only; weekends from the morning. Others: two shifts' worth; one time blocked.
  day: {
    student: ["16:00", "09:00", "22:00"],
    split: ["08:00", "16:00", "24:00"],
    blocked: ["12:00", "15:00"],
  },
  night: {
    student: ["18:00", "16:00", "02:00"],
    split: ["12:00", "20:00", "04:00"],
    blocked: ["23:00", "01:00"],
  },
} as const;

function buildAvailability(
  rng: Rng,
  isMinor: boolean,
  hours: (typeof AVAILABILITY_HOURS)[keyof typeof AVAILABILITY_HOURS],
): NonNullable<NonNullable<EngineInputRaw["employees"]>[number]["availability"]> {
  const kind = rng.next();
  if (!isMinor && kind < 0.35) return []; // available any time
  const out: NonNullable<NonNullable<EngineInputRaw["employees"]>[number]["availability"]> = [];
  const daysOff = new Set([rng.int(7), rng.int(7)]);
  const [weekdayStart, weekendStart, studentEnd] = hours.student;
  const [early, middle, late] = hours.split;
  DAYS_OF_WEEK.forEach((day, d) => {
    if (daysOff.has(d)) return;
    if (isMinor || kind < 0.55) {
      out.push({
        dayOfWeek: day,
        startTime: d >= 5 ? weekendStart : weekdayStart,
        endTime: studentEnd,
        isAvailable: true,
      });
    } else {
      out.push({ dayOfWeek: day, startTime: early, endTime: middle, isAvailable: true });
      out.push({ dayOfWeek: day, startTime: middle, endTime: late, isAvailable: true });
    }
  });
  if (kind > 0.85)
    out.push({
      dayOfWeek: "TUESDAY",
      startTime: hours.blocked[0],
      endTime: hours.blocked[1],
      isAvailable: false,
    });
  return out;
}
