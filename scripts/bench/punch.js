// Time clock punches of `npm run bench` (issue 34): `people` employees punch at once, each in turn Clock in,
// Start break, End break, Clock out, for `duration` seconds (budget: p99 ≤ 50 ms at 20 at once). Every
// person has their own session, so the concurrency is that of a shift change, not one person's double-clicks.
import { api, login } from "./server.js";
import { median, round } from "./load.js";

const CYCLE = ["CLOCK_IN", "BREAK_START", "BREAK_END", "CLOCK_OUT"];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function createPeople(url, cookie, count) {
  const stamp = Date.now().toString(36);
  const store = (await api(url, cookie, "POST", "/api/stores", { name: `Bench punches ${stamp}` })).body;
  const people = [];
  for (let i = 0; i < count; i++) {
    const username = `punch${stamp}${i}`;
    const password = "punch-pass-123";
    await api(url, cookie, "POST", "/api/admin/create-employee", {
      username,
      password,
      fullName: `Punch Person ${i}`,
      globalRole: "EMPLOYEE",
      dateOfBirth: "1990-01-01",
      desiredWeeklyHours: 30,
      maxConsecutiveDays: 5,
      isTrainerEligible: false,
      storeIds: [store.id],
    });
    people.push((await login(url, username, password)).cookie);
  }
  return people;
}

/** One person punching in turn until `until`; `person.step` carries their place in the cycle over rounds. */
async function punchFor(url, person, until, latencies, failures) {
  for (; performance.now() < until; person.step = (person.step + 1) % CYCLE.length) {
    const started = performance.now();
    const res = await fetch(`${url}/api/me/clock`, {
      method: "POST",
      headers: { cookie: person.cookie, "content-type": "application/json" },
      body: JSON.stringify({ action: CYCLE[person.step] }),
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status !== 200) failures.push(res.status);
  }
}

/** `runs` rounds of `duration` seconds; the figure is the median of the rounds' p99. */
export async function measurePunches(url, adminCookie, { people = 20, duration = 10, runs = 3 } = {}) {
  const persons = (await createPeople(url, adminCookie, people)).map((cookie) => ({ cookie, step: 0 }));
  // Warm-up: a second of punches, unmeasured.
  const warm = performance.now() + 1000;
  await Promise.all(persons.map((p) => punchFor(url, p, warm, [], [])));
  const rounds = [];
  for (let r = 0; r < runs; r++) {
    const latencies = [];
    const failures = [];
    const until = performance.now() + duration * 1000;
    await Promise.all(persons.map((p) => punchFor(url, p, until, latencies, failures)));
    latencies.sort((a, b) => a - b);
    rounds.push({
      punches: latencies.length,
      perSecond: round(latencies.length / duration),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? NaN),
      failures: failures.length,
    });
  }
  return { people, durationSeconds: duration, rounds, p99Ms: median(rounds.map((r) => r.p99Ms)) };
}
