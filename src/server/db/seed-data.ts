import type { Role } from "../../domain/roles";
import type { ShiftType } from "../../domain/schemas/preferences";
import type { DayOfWeek } from "../../domain/time";

/**
 * The demo organization's fixed content (README.md, Demo accounts). Dates are computed from today in seed.ts.
 */
export const DEMO_ORGANIZATION = "Demo Restaurant Group";

/** Sign-in accounts shown on the login screen; each gets its own password. */
export { DEMO_ACCOUNTS } from "../../domain/demo-accounts";

/** Everyone else shares one password, hashed once, so seeding stays fast. */
export const DEMO_STAFF_PASSWORD = "password123";

export interface DemoPerson {
  username: string;
  fullName: string;
  role: Role;
  /** Age in years today; under 18 makes a minor. Undefined = birth date not on file. */
  age?: number;
  trainer?: boolean;
  /** Position names this person is qualified for. */
  positions: string[];
  hours?: number;
  shiftType?: ShiftType;
  /**
   * The stores (by name) this person works at. Default: the first store, and every other person the
   * second too; only people who work at the first store are on its demo week.
   */
  stores?: string[];
}

export const DEMO_STAFF: DemoPerson[] = [
  {
    username: "grace.kim",
    fullName: "Grace Kim",
    role: "GM",
    age: 41,
    positions: ["Server", "Host", "Expo"],
  },
  {
    username: "tom.rivera",
    fullName: "Tom Rivera",
    role: "TRAINER",
    age: 34,
    trainer: true,
    positions: ["Bartender", "Server"],
    shiftType: "CLOSING",
    stores: ["Downtown Bistro", "Harbor Grill", "Night Owl Bar"],
  },
  {
    username: "priya.patel",
    fullName: "Priya Patel",
    role: "TRAINER",
    age: 29,
    trainer: true,
    positions: ["Line Cook", "Prep Cook"],
    shiftType: "OPENING",
  },
  { username: "aaron.lee", fullName: "Aaron Lee", role: "ACCOUNTING", age: 45, positions: [], hours: 20 },
  {
    username: "sofia.martinez",
    fullName: "Sofia Martinez",
    role: "EMPLOYEE",
    age: 24,
    trainer: true,
    positions: ["Bartender", "Server", "Host"],
    stores: ["Downtown Bistro", "Night Owl Bar"],
  },
  {
    username: "james.wilson",
    fullName: "James Wilson",
    role: "EMPLOYEE",
    age: 31,
    positions: ["Line Cook", "Prep Cook"],
    hours: 38,
  },
  {
    username: "chloe.nguyen",
    fullName: "Chloe Nguyen",
    role: "EMPLOYEE",
    age: 22,
    positions: ["Server", "Host"],
    shiftType: "CLOSING",
  },
  {
    username: "marcus.johnson",
    fullName: "Marcus Johnson",
    role: "EMPLOYEE",
    age: 27,
    positions: ["Line Cook", "Expo"],
    hours: 40,
  },
  {
    username: "emma.davis",
    fullName: "Emma Davis",
    role: "EMPLOYEE",
    age: 17,
    positions: ["Host", "Server"],
    hours: 15,
  },
  {
    username: "liam.oconnor",
    fullName: "Liam O'Connor",
    role: "EMPLOYEE",
    age: 16,
    positions: ["Dishwasher", "Prep Cook"],
    hours: 12,
  },
  {
    username: "ava.thompson",
    fullName: "Ava Thompson",
    role: "EMPLOYEE",
    age: 17,
    positions: ["Host"],
    hours: 15,
    shiftType: "OPENING",
  },
  {
    username: "noah.brown",
    fullName: "Noah Brown",
    role: "EMPLOYEE",
    age: 38,
    positions: ["Dishwasher", "Prep Cook"],
    hours: 32,
  },
  {
    username: "isabella.rossi",
    fullName: "Isabella Rossi",
    role: "EMPLOYEE",
    age: 26,
    positions: ["Server", "Bartender"],
  },
  {
    username: "daniel.cho",
    fullName: "Daniel Cho",
    role: "EMPLOYEE",
    age: 33,
    positions: ["Line Cook"],
    hours: 36,
  },
  {
    username: "mia.hernandez",
    fullName: "Mia Hernandez",
    role: "EMPLOYEE",
    age: 21,
    positions: ["Server", "Host"],
    hours: 25,
  },
  {
    username: "ryan.walker",
    fullName: "Ryan Walker",
    role: "EMPLOYEE",
    positions: ["Dishwasher"],
    hours: 28,
  },
  // The bar's own staff (after everyone else, so the others keep their places in the seed's patterns).
  {
    username: "jordan.blake",
    fullName: "Jordan Blake",
    role: "EMPLOYEE",
    age: 29,
    trainer: true,
    positions: ["Bartender", "Server"],
    hours: 40,
    shiftType: "CLOSING",
    stores: ["Night Owl Bar"],
  },
  {
    username: "zoe.park",
    fullName: "Zoe Park",
    role: "EMPLOYEE",
    age: 23,
    positions: ["Server"],
    hours: 30,
    shiftType: "CLOSING",
    stores: ["Night Owl Bar"],
  },
];

/** Qualifications of the four demo accounts, by username. */
export const DEMO_ACCOUNT_POSITIONS: Record<string, string[]> = {
  owner: [],
  admin: [],
  manager: ["Server", "Host", "Expo"],
  employee: ["Server", "Host"],
};

export const DEMO_STORES = [
  {
    name: "Downtown Bistro",
    timezone: "America/New_York",
    openTime: "09:00",
    closeTime: "21:00",
    color: "#3b82f6",
  },
  {
    name: "Harbor Grill",
    timezone: "America/Chicago",
    openTime: "07:00",
    closeTime: "23:00",
    color: "#10b981",
    defaultShiftMinLength: 300,
  },
  {
    name: "Uptown Cafe",
    timezone: "America/Los_Angeles",
    openTime: "06:00",
    closeTime: "15:00",
    color: "#f59e0b",
    defaultShiftMaxLength: 420,
  },
  // Closes the next day (docs/product.md, The real week): its Friday runs to Saturday 02:00.
  {
    name: "Night Owl Bar",
    timezone: "America/New_York",
    openTime: "17:00",
    closeTime: "02:00",
    color: "#6366f1",
  },
];

export const NIGHT_OWL_BAR = "Night Owl Bar";

/**
 * The bar's staffing needs per position: `base` people from `from` until `until` (the close, 02:00, is
 * after midnight: those slots are the business day's), and `late` more from 21:00 on the busy nights.
 */
export const NIGHT_OWL_DEMAND = [
  { position: "Bartender", from: "18:00", until: "02:00", base: 1, late: 1 },
  { position: "Server", from: "17:00", until: "23:00", base: 1, late: 0 },
];
export const NIGHT_OWL_BUSY_NIGHTS: readonly DayOfWeek[] = ["THURSDAY", "FRIDAY", "SATURDAY"];

/** Shift patterns of the bar's published demo week: [position, start, end, busy nights only]. */
export const NIGHT_OWL_SHIFTS: [string, string, string, boolean][] = [
  ["Bartender", "18:00", "02:00", false],
  ["Server", "17:00", "23:00", false],
  ["Bartender", "21:00", "02:00", true],
];

/**
 * Availability into the small hours (an end before the start is the next day): the bar's own staff have
 * only these windows; the others who also work there have them besides their usual ones.
 */
export const NIGHT_WINDOWS: Record<string, { days: readonly DayOfWeek[]; start: string; end: string }> = {
  "jordan.blake": {
    days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"],
    start: "16:00",
    end: "02:00",
  },
  "zoe.park": {
    days: ["MONDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"],
    start: "17:00",
    end: "02:00",
  },
  "tom.rivera": { days: NIGHT_OWL_BUSY_NIGHTS, start: "20:00", end: "02:00" },
  "sofia.martinez": { days: ["TUESDAY", "FRIDAY", "SATURDAY", "SUNDAY"], start: "20:00", end: "02:00" },
};

export const DEMO_POSITIONS = [
  { name: "Server", color: "#3b82f6", description: "Takes orders and serves guests", sortOrder: 1 },
  { name: "Host", color: "#8b5cf6", description: "Greets and seats guests", sortOrder: 2 },
  { name: "Line Cook", color: "#ef4444", description: "Cooks on the line during service", sortOrder: 3 },
  { name: "Prep Cook", color: "#f97316", description: "Prepares ingredients before service", sortOrder: 4 },
  {
    name: "Bartender",
    color: "#14b8a6",
    description: "Mixes drinks; new bartenders work beside a trainer",
    sortOrder: 5,
    requiresTrainer: true,
  },
  {
    name: "Dishwasher",
    color: "#64748b",
    description: "Keeps the kitchen supplied with clean dishes",
    sortOrder: 6,
  },
  {
    name: "Expo",
    color: "#eab308",
    description: "Coordinates the pass (not staffed this season)",
    sortOrder: 7,
    isActive: false,
  },
];

export const STRICT_PROFILE = {
  name: "Strict (school term)",
  description: "Tighter rules for minors during the school year and a lower weekly cap",
  minorCurfewTime: "21:00",
  minorMaxDailyHours: 6,
  minorMaxWeeklyHours: 15,
  minRestBetweenShifts: 600,
  maxClopenGap: 600,
  overtimeThreshold: 38,
  weeklyHourCap: 50,
  requiredTrainerRatio: 2,
};

/**
 * Per position at the first store: base headcount, extra at lunch (11:30-14:00) and dinner (17:30-20:30).
 * About 450 staff-hours a week: what the demo staff can cover within their availability and desired hours.
 */
export const DEMAND = [
  { position: "Server", base: 1, lunch: 1, dinner: 2 },
  { position: "Host", base: 0, lunch: 1, dinner: 1 },
  { position: "Line Cook", base: 1, lunch: 1, dinner: 1 },
  { position: "Prep Cook", base: 0, lunch: 1, dinner: 0 },
  { position: "Bartender", base: 0, lunch: 0, dinner: 1 },
  { position: "Dishwasher", base: 0, lunch: 1, dinner: 1 },
];

/** Shift patterns of the published demo week at the first store: [position, start, end]. */
export const SHIFT_PATTERN: [string, string, string][] = [
  ["Server", "09:00", "15:00"],
  ["Server", "11:00", "17:00"],
  ["Server", "15:00", "21:00"],
  ["Server", "16:00", "21:00"],
  ["Host", "11:00", "19:00"],
  ["Line Cook", "09:00", "17:00"],
  ["Line Cook", "13:00", "21:00"],
  ["Prep Cook", "09:00", "14:00"],
  ["Bartender", "16:00", "21:00"],
  ["Dishwasher", "12:00", "20:00"],
];

/** Hourly wage by a person's first position (managers and accounting: their own figure). */
export const DEMO_WAGES: Record<string, number> = {
  Server: 15.5,
  Host: 14.75,
  "Line Cook": 19.25,
  "Prep Cook": 17,
  Bartender: 16.5,
  Expo: 16,
  Dishwasher: 14.25,
};

/**
 * Labor targets (docs/api.md, Labor and figures): budgeted paid hours a day per position at the first store,
 * weekday and Friday-Sunday, priced at the position's wage. Set close to the demo week's shifts so the
 * Dashboard and Reports compare real figures: most days land under budget, a few (weekday servers and
 * bartenders) over.
 */
export const DEMO_LABOR_HOURS: Record<string, { weekday: number; weekend: number }> = {
  Server: { weekday: 20, weekend: 24 },
  Host: { weekday: 7, weekend: 8 },
  "Line Cook": { weekday: 15, weekend: 16 },
  "Prep Cook": { weekday: 6, weekend: 6 },
  Bartender: { weekday: 4, weekend: 6 },
  Dishwasher: { weekday: 8, weekend: 8 },
};

/** The stores with labor targets, and how their hours compare with the first store's (longer opening). */
export const DEMO_LABOR_STORES: Record<string, number> = {
  "Downtown Bistro": 1,
  // Open 16 hours instead of 12; Uptown Cafe keeps no targets and shows that state.
  "Harbor Grill": 16 / 12,
};

/** Looks a seeded name up; a miss is a bug in the seed data itself. */
export function must<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data refers to unknown ${String(key)}`);
  return value;
}
