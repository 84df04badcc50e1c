// Two app instances on one PostgreSQL (docs/api.md, Schedules): a run started through A is taken from the
// shared queue, its progress, result and later edits read through B at once; then kill -9 of the instance
// running a job: the run must end FAILED (or be retried) within 60 s, never stay RUNNING.
import { api, DEMO_USERS, login, sleep, startServer, stopServer } from "../bench/server.js";

const KILL_LIMIT_MS = 60_000;

function nextMonday(offsetWeeks) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7) + 7 * offsetWeeks);
  return d.toISOString().slice(0, 10);
}

async function waitFor(read, done, timeoutMs) {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() - started > timeoutMs) return value;
    await sleep(50);
  }
}

export async function checkInstances(target) {
  const problems = [];
  if (!target.env.DATABASE_URL)
    return { ok: true, detail: "PostgreSQL only (PGlite has one process)", problems };
  const env = { ...target.env, SCHEDULER_CONCURRENCY: "1", LOG_LEVEL: "warn" };
  let a = await startServer({ env });
  let b = await startServer({ env });
  const details = [];
  try {
    const [manager, password] = DEMO_USERS.manager;
    const onA = (await login(a.url, manager, password)).cookie;
    const onB = (await login(b.url, manager, password)).cookie;
    const stores = (await api(a.url, onA, "GET", "/api/stores")).body;
    const store = stores.find((s) => s.name === "Downtown Bistro") ?? stores[0];

    // 1. Run through A, read through B.
    const week = (
      await api(a.url, onA, "POST", "/api/schedules", { storeId: store.id, weekStartDate: nextMonday(4) })
    ).body;
    const run = (await api(a.url, onA, "POST", `/api/schedules/${week.id}/runs`, { timeLimitSeconds: 10 }))
      .body;
    const seen = new Set();
    const finished = await waitFor(
      async () => (await api(b.url, onB, "GET", `/api/schedule-runs/${run.id}`)).body,
      (r) => (seen.add(r.status), !["QUEUED", "RUNNING"].includes(r.status)),
      60_000,
    );
    if (finished.status !== "SUCCEEDED")
      problems.push(`run through A read through B ended ${finished.status}: ${finished.error}`);
    const viaB = (await api(b.url, onB, "GET", `/api/schedules/${week.id}`)).body;
    const viaA = (await api(a.url, onA, "GET", `/api/schedules/${week.id}`)).body;
    if (viaB.shifts.length === 0) problems.push("B sees no shifts after the run");
    if (viaA.version !== viaB.version) problems.push(`A sees version ${viaA.version}, B ${viaB.version}`);
    details.push(
      `run ${finished.status} (${[...seen].join("→")}), ${viaB.shifts.length} shifts seen through B`,
    );

    // 2. An edit through B is read through A at once.
    const shift = viaB.shifts.find((s) => s.userId !== null);
    if (shift) {
      const edited = (await api(b.url, onB, "PATCH", `/api/shifts/${shift.id}`, { userId: null })).body;
      const readA = (await api(a.url, onA, "GET", `/api/schedules/${week.id}`)).body;
      const there = readA.shifts.find((s) => s.id === edited.id);
      if (there?.userId !== null || readA.version !== viaB.version + 1)
        problems.push(`edit through B not seen through A (version ${readA.version})`);
      else details.push("edit through B seen through A");
    }

    // 3. kill -9 of the instance running a job. Only A runs, so A takes the job; B starts after the kill.
    await stopServer(b);
    let outcome = "not tried";
    for (let attempt = 0; attempt < 3 && outcome !== "failed-in-time"; attempt++) {
      const w = (
        await api(a.url, onA, "POST", "/api/schedules", {
          storeId: store.id,
          weekStartDate: nextMonday(5 + attempt),
        })
      ).body;
      const r = (await api(a.url, onA, "POST", `/api/schedules/${w.id}/runs`, { timeLimitSeconds: 30 })).body;
      const running = await waitFor(
        async () => (await api(a.url, onA, "GET", `/api/schedule-runs/${r.id}`)).body,
        (x) => x.status !== "QUEUED",
        20_000,
      );
      if (running.status !== "RUNNING") {
        outcome = `run ${running.status} before the kill`;
        continue;
      }
      a.child.kill("SIGKILL");
      const killedAt = performance.now();
      await a.exited;
      b = await startServer({ env });
      const cookie = (await login(b.url, manager, password)).cookie;
      const after = await waitFor(
        async () => (await api(b.url, cookie, "GET", `/api/schedule-runs/${r.id}`)).body,
        (x) => x.status !== "RUNNING",
        KILL_LIMIT_MS + 5_000,
      );
      const ms = Math.round(performance.now() - killedAt);
      if (after.status === "RUNNING" || ms > KILL_LIMIT_MS) {
        problems.push(`after kill -9 the run is ${after.status} ${ms} ms later`);
        outcome = "stuck";
      } else {
        outcome = "failed-in-time";
        details.push(`kill -9 mid-run: ${after.status} after ${ms} ms ("${after.error}")`);
      }
      break;
    }
    if (outcome !== "failed-in-time" && problems.length === 0)
      problems.push(`kill -9 check not done: ${outcome}`);
  } finally {
    await stopServer(a).catch(() => {});
    await stopServer(b).catch(() => {});
  }
  return { ok: problems.length === 0, detail: details.join("; "), problems, server: b };
}
