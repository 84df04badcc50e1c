// Timesheet figures of `npm run bench` (issue 34): a 60-person store's week, each person with five shifts
// and five punched entries (one with a break), read as the Timesheets screen reads it. Budget ≤ 300 ms,
// the median of `runs` reads.
import { api } from "./server.js";
import { median } from "./load.js";
import { mondayAfter } from "./schedule.js";

const PEOPLE = 60;
const DAYS = 5;

const isoDate = (start, days) => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function must(url, cookie, method, path, body) {
  const res = await api(url, cookie, method, path, body);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** Builds the store's week through the API, then times `runs` reads of its timesheet. */
export async function measureTimesheet(url, cookie, runs) {
  const positions = (await must(url, cookie, "GET", "/api/positions")).filter((p) => p.isActive);
  const store = await must(url, cookie, "POST", "/api/stores", { name: `Bench timesheet ${Date.now()}` });
  const weekStart = mondayAfter(3);
  const schedule = await must(url, cookie, "POST", "/api/schedules", {
    storeId: store.id,
    weekStartDate: weekStart,
  });
  for (let i = 0; i < PEOPLE; i++) {
    const position = positions[i % positions.length];
    const person = await must(url, cookie, "POST", "/api/admin/create-employee", {
      username: `bench-ts-${Date.now()}-${i}`,
      password: "password123",
      fullName: `Timesheet Person ${i + 1}`,
      positionIds: [position.id],
      storeIds: [store.id],
      hourlyWage: 15 + (i % 6),
    });
    for (let d = 0; d < DAYS; d++) {
      const date = isoDate(weekStart, (i + d) % 7);
      const shift = await must(url, cookie, "POST", `/api/schedules/${schedule.id}/shifts`, {
        positionId: position.id,
        userId: person.userId,
        date,
        startTime: "10:00",
        endTime: "16:00",
      });
      // Store clock is the store's zone; an ISO instant with an offset close enough for a benchmark.
      await must(url, cookie, "POST", "/api/time-entries", {
        userId: person.userId,
        storeId: store.id,
        positionId: position.id,
        shiftId: shift.id,
        clockIn: `${date}T15:0${d % 10}:00Z`,
        clockOut: `${date}T21:00:00Z`,
        breaks: d % 2 ? [{ start: `${date}T18:00:00Z`, end: `${date}T18:30:00Z` }] : [],
        reason: "Benchmark data",
      });
    }
  }
  const path = `/api/timesheets?storeId=${store.id}&weekStart=${weekStart}`;
  await must(url, cookie, "GET", path); // warm-up
  const runsMs = [];
  let entries = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const sheet = await must(url, cookie, "GET", path);
    runsMs.push(Math.round(performance.now() - started));
    entries = sheet.people.reduce((n, p) => n + p.entries.length, 0);
  }
  return { people: PEOPLE, entries, runsMs, medianMs: Math.round(median(runsMs)) };
}

/** Standalone: `node scripts/bench/timesheet.js http://127.0.0.1:3000` against a running demo app. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { login, DEMO_USERS } = await import("./server.js");
  const url = process.argv[2] ?? "http://127.0.0.1:3000";
  const session = await login(url, ...DEMO_USERS.admin);
  console.log(JSON.stringify(await measureTimesheet(url, session.cookie, 9)));
}
