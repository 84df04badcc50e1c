// Scheduling figures of `npm run bench` (issue 12): a run of the demo Downtown week from POST to SUCCEEDED
// with shifts readable, a run of a generated store of N people, and the ids of a generated 60-person week
// (and of a 60-person bar open 17:00-02:00, issue 29) for the GET and PATCH load measurements.
import { api, sleep } from "./server.js";

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];

export function mondayAfter(weeks) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7) + 7 * weeks);
  return d.toISOString().slice(0, 10);
}

/** POST a run and wait until it ends; returns the milliseconds from the POST to the shifts read back. */
export async function timeRun(url, cookie, scheduleId, body = {}) {
  const started = performance.now();
  const run = (await api(url, cookie, "POST", `/api/schedules/${scheduleId}/runs`, body)).body;
  for (;;) {
    const now = (await api(url, cookie, "GET", `/api/schedule-runs/${run.id}`)).body;
    if (now.status === "SUCCEEDED") break;
    if (now.status !== "QUEUED" && now.status !== "RUNNING")
      throw new Error(`run ${now.status}: ${now.error}`);
    await sleep(20);
  }
  const schedule = (await api(url, cookie, "GET", `/api/schedules/${scheduleId}`)).body;
  return { ms: performance.now() - started, shifts: schedule.shifts.length, metrics: schedule.metrics };
}

/**
 * A store of `people` staff over the demo positions: everyone qualified for two positions, paid by the hour,
 * demand from 10:00 to 22:00 scaled to the staff, no availability limits. Made through the API.
 * `overnight`: a bar open 17:00-02:00 instead (docs/product.md, The real week), its demand from 17:00 to the
 * close, the slots after midnight the business day's (FRIDAY's 01:00 is Saturday 01:00), peaks 20:00-24:00.
 */
export async function createGeneratedStore(url, cookie, people, label, { overnight = false } = {}) {
  const positions = (await api(url, cookie, "GET", "/api/positions")).body.filter((p) => p.isActive);
  const [open, close] = overnight ? [17, 26] : [10, 22];
  const store = (
    await api(url, cookie, "POST", "/api/stores", {
      name: `Bench ${label} ${Date.now()}`,
      openTime: `${String(open).padStart(2, "0")}:00`,
      closeTime: `${String(close % 24).padStart(2, "0")}:00`,
    })
  ).body;
  for (let i = 0; i < people; i++) {
    await api(url, cookie, "POST", "/api/admin/create-employee", {
      username: `bench-${label}-${Date.now()}-${i}`,
      password: "password123",
      fullName: `Bench Person ${i + 1}`,
      positionIds: [positions[i % positions.length].id, positions[(i + 1) % positions.length].id],
      storeIds: [store.id],
      hourlyWage: 15 + (i % 6),
      desiredWeeklyHours: 24 + (i % 3) * 8,
    });
  }
  // Heads per position: staff × 30 h / (7 days × open hours) spread over the positions, with peaks (lunch
  // and dinner; late evening at the bar).
  const base = Math.max(1, Math.round((people * 30) / (7 * (close - open)) / positions.length / 1.4));
  const isPeak = (h) => (overnight ? h >= 20 && h < 24 : (h >= 11 && h < 14) || (h >= 17 && h < 20));
  for (const position of positions) {
    for (const day of DAYS) {
      for (let h = open; h < close; h++) {
        const peak = isPeak(h) ? Math.ceil(base / 2) : 0;
        for (const m of ["00", "15", "30", "45"]) {
          await api(url, cookie, "POST", "/api/staffing-templates", {
            storeId: store.id,
            positionId: position.id,
            dayOfWeek: day,
            timeSlot: `${String(h % 24).padStart(2, "0")}:${m}`,
            requiredHeadcount: base + peak,
          });
        }
      }
    }
  }
  return store;
}

/** Creates the week, runs it, and answers the schedule id, a shift id to PATCH and the run's figures. */
export async function prepareWeek(url, cookie, storeId, weekStartDate) {
  const schedule = (await api(url, cookie, "POST", "/api/schedules", { storeId, weekStartDate })).body;
  const run = await timeRun(url, cookie, schedule.id, { timeLimitSeconds: 30 });
  const full = (await api(url, cookie, "GET", `/api/schedules/${schedule.id}`)).body;
  const shift = full.shifts.find((s) => s.userId !== null);
  return { scheduleId: schedule.id, shiftId: shift?.id, run };
}

/** The Schedule screen's week: a generated 150-person store, its week two Mondays ahead, run once. */
export async function prepareScreenWeek(url, cookie) {
  const big = await createGeneratedStore(url, cookie, 150, "150");
  const weekStart = mondayAfter(2);
  const week = (
    await api(url, cookie, "POST", "/api/schedules", { storeId: big.id, weekStartDate: weekStart })
  ).body;
  const run = await timeRun(url, cookie, week.id, { seed: 1, timeLimitSeconds: 30 });
  return { storeId: big.id, weekStart, shifts: run.shifts };
}
