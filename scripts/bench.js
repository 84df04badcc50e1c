// `npm run bench`: API throughput and latency against an in-run reference, bundle size, start-up time.
// All traffic goes to 127.0.0.1. See docs/performance.md for the budgets and how to read the figures.
//
//   npm run bench                         10 s per endpoint at 50 connections, PGlite (+ PostgreSQL when
//                                         BENCH_DATABASE_URL is set: a fresh database is created and dropped)
//   npm run bench -- --duration 3         shorter runs;  --repeat 3  medians over three rounds
//   npm run bench -- --no-startup --no-bundle --no-pglite --rebuild --connections 20
//   npm run bench -- --no-lighthouse       skip Lighthouse (mobile) on /login and /schedule in Chromium
import { businessSlotCycle } from "./bench/business-slots.js";
import { execFileSync, fork } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "./bench/args.js";
import { measureBundle } from "./bench/bundle.js";
import { measureForecast } from "./bench/forecast.js";
import { measureLighthouse } from "./bench/lighthouse.js";
import { measure, median, round } from "./bench/load.js";
import { createFreshDatabase } from "./bench/postgres.js";
import {
  createGeneratedStore,
  mondayAfter,
  prepareScreenWeek,
  prepareWeek,
  timeRun,
} from "./bench/schedule.js";
import { measurePunches } from "./bench/punch.js";
import { measureSalesImport } from "./bench/sales-import.js";
import { measureScreen } from "./bench/screen.js";
import { measureTimesheet } from "./bench/timesheet.js";
import {
  api,
  BROWSER_ACCEPT_ENCODING,
  DEMO_USERS,
  ensureBuilt,
  freePort,
  HOST,
  login,
  rawRequest,
  root,
  sleep,
  startServer,
  stopServer,
} from "./bench/server.js";

const options = parseArgs(process.argv.slice(2), {
  duration: { type: "number", default: 10, help: "seconds per measurement" },
  connections: { type: "number", default: 50, help: "concurrent connections" },
  warmup: { type: "number", default: 1, help: "seconds of unmeasured warm-up before each measurement" },
  repeat: { type: "number", default: 1, help: "rounds of the load measurements (medians are reported)" },
  startupRuns: { type: "number", default: 5, help: "warm starts to take the median of" },
  noStartup: { type: "boolean", default: false, help: "skip the start-up measurement" },
  noBundle: { type: "boolean", default: false, help: "skip the bundle measurement" },
  noLoad: { type: "boolean", default: false, help: "skip the load measurements" },
  noPglite: { type: "boolean", default: false, help: "skip the PGlite target" },
  rebuild: { type: "boolean", default: false, help: "run npm run build even when dist/ exists" },
  noSchedule: {
    type: "boolean",
    default: false,
    help: "skip the scheduling runs and the schedule endpoints",
  },
  scheduleRuns: { type: "number", default: 3, help: "runs of each week to take the median of" },
  noForecast: {
    type: "boolean",
    default: false,
    help: "skip the forecast of a store with three years of daily history",
  },
  noTimesheet: {
    type: "boolean",
    default: false,
    help: "skip the 60-person week's timesheet",
  },
  timesheetRuns: { type: "number", default: 9, help: "timesheet reads to take the median of" },
  noBig: {
    type: "boolean",
    default: false,
    help: "skip the 150-person week (its runs and the Schedule screen)",
  },
  noScreen: {
    type: "boolean",
    default: false,
    help: "skip the Schedule screen in Chromium (150-person week: navigation, drag)",
  },
  screenRuns: { type: "number", default: 5, help: "navigations and drags to take the median of" },
  noImport: { type: "boolean", default: false, help: "skip the sales-history import figures" },
  noPunch: { type: "boolean", default: false, help: "skip the time clock punches (20 people at once)" },
  punchRuns: { type: "number", default: 3, help: "rounds of punches to take the median p99 of" },
  noEmail: {
    type: "boolean",
    default: false,
    help: "skip the email figures (150-person publish with email on, 1,000 messages to a local SMTP server)",
  },
  importRuns: {
    type: "number",
    default: 3,
    help: "imports of three years of daily rows to take the median of",
  },
  noLighthouse: {
    type: "boolean",
    default: false,
    help: "skip Lighthouse (mobile defaults) on /login and on /schedule as the demo manager",
  },
  lighthouseRuns: { type: "number", default: 3, help: "Lighthouse runs of each page to take the median of" },
  onlyScreen: {
    type: "boolean",
    default: false,
    help: "only the Schedule screen: one PGlite server, the 150-person week run once, then Chromium",
  },
});

const BUDGET = {
  readRatio: 0.25,
  readP99Ms: 25,
  loginJsGzipKB: 150,
  warmStartMs: 1500,
  screenNavigationMs: 1500,
  screenDragMs: 100,
  forecastMs: 300,
  salesImportMs: 2000,
  punchP99Ms: 50,
  timesheetMs: 300,
  lighthouseLogin: 0.95,
  lighthouseSchedule: 0.8,
};
const cleanups = [];
const results = {
  date: new Date().toISOString(),
  node: process.version,
  options,
  loadAverageBefore: loadavg().map((n) => round(n, 2)),
  budgets: BUDGET,
};

try {
  const built = await ensureBuilt({ rebuild: options.rebuild });
  if (built) console.log("built dist/");
  if (!options.noBundle && !options.onlyScreen) {
    results.bundle = measureBundle(join(root, "dist", "web"));
    printBundle(results.bundle);
  }
  if (!options.noStartup && !options.onlyScreen) {
    results.startup = await measureStartup(options.startupRuns);
    printStartup(results.startup);
  }
  if (!options.noLighthouse && !options.onlyScreen) {
    results.lighthouse = await measureLighthouseStep(options.lighthouseRuns);
    printLighthouse(results.lighthouse);
  }
  if (options.onlyScreen) {
    results.screen = await measureScreenOnly();
  } else if (!options.noLoad) {
    results.load = await measureLoad();
    printLoad(results.load);
  }
  if (!options.noEmail && !options.onlyScreen) {
    results.email = measureEmail();
    console.log(`email: ${JSON.stringify(results.email)}`);
  }
  results.loadAverageAfter = loadavg().map((n) => round(n, 2));
  const dir = join(root, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${results.date.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `\nload average before/after: ${results.loadAverageBefore.join(" ")} / ${results.loadAverageAfter.join(" ")}`,
  );
  console.log(`wrote ${file}`);
} finally {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((e) => console.error("cleanup:", e.message));
}

// --- start-up ---------------------------------------------------------------------------------------

/** Process start → first 200 from /api/health on PGlite: empty data dir once, then warm restarts. */
async function measureStartup(warmRuns) {
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-bench-start-"));
  try {
    const env = { DATA_DIR: dataDir };
    const first = await startServer({ env });
    await stopServer(first);
    const warm = [];
    for (let i = 0; i < warmRuns; i++) {
      const server = await startServer({ env });
      warm.push(round(server.healthyAt - server.startedAt, 0));
      await stopServer(server);
    }
    return {
      firstRunMs: round(first.healthyAt - first.startedAt, 0),
      warmMs: warm,
      warmMedianMs: median(warm),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- Lighthouse ---------------------------------------------------------------------------------------

/** A demo server of its own (PGlite, the demo seeded), /login signed out and /schedule as the manager. */
async function measureLighthouseStep(runs) {
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-bench-lighthouse-"));
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  try {
    const { cookie } = await login(server.url, ...DEMO_USERS.manager);
    return await measureLighthouse({
      url: server.url,
      runs,
      pages: [
        { name: "/login", path: "/login", budget: BUDGET.lighthouseLogin },
        {
          name: "/schedule (manager, demo week)",
          path: "/schedule",
          cookie,
          budget: BUDGET.lighthouseSchedule,
        },
      ],
    });
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- load -------------------------------------------------------------------------------------------

async function measureLoad() {
  const targets = [];
  if (!options.noPglite) {
    const dataDir = mkdtempSync(join(tmpdir(), "brigade-bench-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    targets.push({ name: "pglite", server: await startApp({ DATA_DIR: dataDir }) });
  }
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createFreshDatabase(process.env.BENCH_DATABASE_URL, "brigade_bench");
    cleanups.push(database.drop);
    targets.push({
      name: "postgres",
      server: await startApp({ DATABASE_URL: database.url, DEMO_DATA: "true" }),
    });
  }
  if (targets.length === 0) throw new Error("no target: drop --no-pglite or set BENCH_DATABASE_URL");

  // The endpoints, with the ids of the first target (every target holds the same demo data).
  const first = targets[0];
  for (const target of targets) {
    target.session = await login(target.server.url, ...DEMO_USERS.admin);
    const stores = (await api(target.server.url, target.session.cookie, "GET", "/api/stores")).body;
    const positions = (await api(target.server.url, target.session.cookie, "GET", "/api/positions")).body;
    if (!stores[0] || !positions[0])
      throw new Error(`${target.name}: the demo data has no store or position`);
    target.storeId = stores[0].id;
    target.openTime = stores[0].openTime;
    target.closeTime = stores[0].closeTime;
    target.positionId = positions[0].id;
    if (!options.noForecast) {
      target.forecast = await measureForecast(target.server.url, target.session.cookie);
      printForecast(target.name, target.forecast);
    }
    if (!options.noSchedule) await prepareSchedules(target);
    if (!options.noImport) {
      target.salesImport = await measureSalesImport(
        target.server.url,
        target.session.cookie,
        options.importRuns,
      );
      printSalesImport(target.name, target.salesImport);
    }
    if (!options.noPunch) {
      target.punch = await measurePunches(target.server.url, target.session.cookie, {
        people: 20,
        duration: options.duration,
        runs: options.punchRuns,
      });
      printPunch(target.name, target.punch);
    }
    if (!options.noTimesheet) {
      target.timesheet = await measureTimesheet(
        target.server.url,
        target.session.cookie,
        options.timesheetRuns,
      );
      printTimesheet(target.name, target.timesheet);
    }
    if (!options.noSchedule && !options.noScreen && !options.noBig && target === first) {
      target.scheduling.screen = await measureScreen({
        url: target.server.url,
        username: DEMO_USERS.admin[0],
        password: DEMO_USERS.admin[1],
        ...target.bigWeek,
        runs: options.screenRuns,
      });
      printScreen(target.name, target.scheduling.screen);
    }
  }
  const endpoints = [
    { name: "GET /api/stores", kind: "read", path: () => "/api/stores" },
    { name: "GET /api/employees", kind: "read", path: () => "/api/employees" },
    {
      name: "GET /api/staffing-templates/{store}/MONDAY",
      kind: "read",
      path: (t) => `/api/staffing-templates/${t.storeId}/MONDAY`,
    },
    {
      name: "POST /api/staffing-templates",
      kind: "write",
      method: "POST",
      path: () => "/api/staffing-templates",
      body: writeBodies,
    },
    ...(options.noSchedule
      ? []
      : [
          {
            name: "GET /api/schedules/{60-person week}",
            kind: "read",
            budget: { ratio: 0.2, p99Ms: 50 },
            path: (t) => `/api/schedules/${t.scheduleId}`,
          },
          {
            name: "PATCH /api/shifts/{id} (warnings recomputed)",
            kind: "write",
            method: "PATCH",
            connections: 10,
            budget: { p99Ms: 50 },
            path: (t) => `/api/shifts/${t.shiftId}`,
            body: () => {
              let n = 0;
              return () => ({ isLocked: n++ % 2 === 0 });
            },
          },
          // The same at a bar open 17:00-02:00 (issue 29): night shifts, demand after midnight.
          {
            name: "GET /api/schedules/{60-person night week}",
            kind: "read",
            budget: { ratio: 0.2, p99Ms: 50 },
            path: (t) => `/api/schedules/${t.nightScheduleId}`,
          },
          {
            name: "PATCH /api/shifts/{id} (night week, warnings recomputed)",
            kind: "write",
            method: "PATCH",
            connections: 10,
            budget: { p99Ms: 50 },
            path: (t) => `/api/shifts/${t.nightShiftId}`,
            body: () => {
              let n = 0;
              return () => ({ isLocked: n++ % 2 === 0 });
            },
          },
        ]),
  ];

  // The reference answers what the app answered, byte for byte (gzip included), for the first target's paths.
  const bodies = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path(first);
    const method = endpoint.method ?? "GET";
    const body = endpoint.body ? endpoint.body(first)() : undefined;
    const answer = await rawRequest(first.server.url, first.session.cookie, method, path, body);
    bodies[`${method} ${path}`] = { base64: answer.bytes.toString("base64"), encoding: answer.encoding };
  }
  const reference = await startReference(bodies);
  cleanups.push(reference.stop);
  const all = [
    {
      name: "reference",
      url: reference.url,
      storeId: first.storeId,
      openTime: first.openTime,
      closeTime: first.closeTime,
      positionId: first.positionId,
      scheduleId: first.scheduleId,
      shiftId: first.shiftId,
      nightScheduleId: first.nightScheduleId,
      nightShiftId: first.nightShiftId,
      session: { cookie: "" },
    },
    ...targets.map((t) => ({ ...t, url: t.server.url })),
  ];

  // Rounds × endpoints × targets, interleaved so that a burst of load from elsewhere hits all alike.
  const runs = [];
  for (let round_ = 0; round_ < options.repeat; round_++) {
    for (const endpoint of endpoints) {
      for (const target of all) {
        const request = {
          method: endpoint.method ?? "GET",
          path: endpoint.path(target),
          headers: {
            "accept-encoding": BROWSER_ACCEPT_ENCODING,
            ...(target.session.cookie ? { cookie: target.session.cookie } : {}),
          },
          ...(endpoint.body ? { nextBody: endpoint.body(target) } : {}),
        };
        const connections = endpoint.connections ?? options.connections;
        if (options.warmup > 0) await measure(target.url, request, { connections, duration: options.warmup });
        const figures = await measure(target.url, request, { connections, duration: options.duration });
        runs.push({
          round: round_,
          endpoint: endpoint.name,
          kind: endpoint.kind,
          target: target.name,
          ...figures,
        });
        process.stdout.write(`  ${endpoint.name} on ${target.name}: ${figures.requestsPerSecond} req/s\n`);
      }
    }
  }
  for (const target of targets) {
    const exit = await stopServer(target.server);
    if (exit.code !== 0) console.error(`${target.name} exited with ${exit.code ?? exit.signal}`);
  }
  return {
    connections: options.connections,
    durationSeconds: options.duration,
    rounds: options.repeat,
    runs,
    summary: summarize(runs, endpoints, all),
    scheduling: targets.map((t) => ({ target: t.name, ...t.scheduling })),
    forecast: targets.map((t) => ({ target: t.name, ...t.forecast })),
    salesImport: targets.map((t) => ({ target: t.name, ...t.salesImport })),
    punch: targets.map((t) => ({ target: t.name, ...t.punch })),
    timesheet: targets.map((t) => ({ target: t.name, ...t.timesheet })),
  };
}

/**
 * `--only-screen`: the Schedule screen alone, for working on it (about a minute instead of several): the
 * same generated 150-person week as the full run (one engine run instead of `scheduleRuns`), on PGlite.
 */
async function measureScreenOnly() {
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-bench-screen-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  // BENCH_PORT: a port of your own on a shared machine (otherwise a free one).
  const server = await startServer({ env: { DATA_DIR: dataDir }, port: Number(process.env.BENCH_PORT) });
  cleanups.push(() => stopServer(server));
  const { cookie } = await login(server.url, ...DEMO_USERS.admin);
  const screen = await measureScreen({
    url: server.url,
    username: DEMO_USERS.admin[0],
    password: DEMO_USERS.admin[1],
    ...(await prepareScreenWeek(server.url, cookie)),
    runs: options.screenRuns,
  });
  printScreen("pglite", screen);
  return screen;
}

/** Upserts that walk every slot of SUNDAY's business day with changing headcounts (MONDAY is read). */
function writeBodies(target) {
  let n = 0;
  const slotOf = businessSlotCycle(target.openTime, target.closeTime);
  return () => {
    const body = {
      storeId: target.storeId,
      positionId: target.positionId,
      dayOfWeek: "SUNDAY",
      timeSlot: slotOf(n),
      requiredHeadcount: n % 10,
    };
    n++;
    return body;
  };
}

async function startApp(env) {
  const server = await startServer({ env });
  cleanups.push(() => stopServer(server));
  return server;
}

async function startReference(bodies) {
  const dir = mkdtempSync(join(tmpdir(), "brigade-bench-ref-"));
  const file = join(dir, "bodies.json");
  writeFileSync(file, JSON.stringify(bodies));
  const port = await freePort();
  const child = fork(join(root, "scripts", "bench", "reference-server.js"), [String(port), file], {
    stdio: "inherit",
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`reference server exited (${code})`)));
  });
  await sleep(50);
  return {
    url: `http://${HOST}:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Medians over rounds per endpoint and target, with the ratio to the reference of the same endpoint. */
function summarize(runs, endpoints, all) {
  const rows = [];
  for (const endpoint of endpoints) {
    const of = (target) => runs.filter((r) => r.endpoint === endpoint.name && r.target === target);
    const refRps = median(of("reference").map((r) => r.requestsPerSecond));
    for (const target of all) {
      const mine = of(target.name);
      const rps = median(mine.map((r) => r.requestsPerSecond));
      const ratios = mine.map((r) => {
        const ref = runs.find(
          (x) => x.endpoint === r.endpoint && x.round === r.round && x.target === "reference",
        );
        return r.requestsPerSecond / ref.requestsPerSecond;
      });
      const row = {
        endpoint: endpoint.name,
        kind: endpoint.kind,
        target: target.name,
        requestsPerSecond: round(rps, 0),
        p50Ms: median(mine.map((r) => r.p50Ms)),
        p99Ms: median(mine.map((r) => r.p99Ms)),
        errors: mine.reduce((n, r) => n + r.errors + r.timeouts, 0),
        non2xx: mine.reduce((n, r) => n + r.non2xx, 0),
        ratioToReference: round(median(ratios), 3),
      };
      if (target.name !== "reference" && endpoint.kind === "read") {
        row.meetsBudget =
          row.ratioToReference >= (endpoint.budget?.ratio ?? BUDGET.readRatio) &&
          row.p99Ms <= (endpoint.budget?.p99Ms ?? BUDGET.readP99Ms) &&
          row.errors === 0 &&
          row.non2xx === 0;
      } else if (target.name !== "reference") {
        row.meetsBudget =
          row.errors === 0 && row.non2xx === 0 && row.p99Ms <= (endpoint.budget?.p99Ms ?? Infinity);
      }
      rows.push(row);
    }
    void refRps;
  }
  return rows;
}

// --- output -----------------------------------------------------------------------------------------

/**
 * The scheduling runs (POST to SUCCEEDED with the shifts read back): the demo Downtown week and a generated
 * 150-person store, `scheduleRuns` times each (re-runs of the same week), and a generated 60-person week
 * whose GET and shift PATCH are then measured under load.
 */
async function prepareSchedules(target) {
  const { url } = target.server;
  const { cookie } = target.session;
  const demo = (
    await api(url, cookie, "POST", "/api/schedules", {
      storeId: target.storeId,
      weekStartDate: mondayAfter(2),
    })
  ).body;
  const demoRuns = [];
  for (let i = 0; i < options.scheduleRuns; i++)
    demoRuns.push(await timeRun(url, cookie, demo.id, { seed: i + 1 }));
  const sixty = await createGeneratedStore(url, cookie, 60, "60");
  const week60 = await prepareWeek(url, cookie, sixty.id, mondayAfter(2));
  target.scheduleId = week60.scheduleId;
  target.shiftId = week60.shiftId;
  const bar = await createGeneratedStore(url, cookie, 60, "night60", { overnight: true });
  const night60 = await prepareWeek(url, cookie, bar.id, mondayAfter(2));
  target.nightScheduleId = night60.scheduleId;
  target.nightShiftId = night60.shiftId;
  const bigRuns = [];
  if (!options.noBig) {
    const big = await createGeneratedStore(url, cookie, 150, "150");
    const bigWeek = (
      await api(url, cookie, "POST", "/api/schedules", { storeId: big.id, weekStartDate: mondayAfter(2) })
    ).body;
    for (let i = 0; i < options.scheduleRuns; i++)
      bigRuns.push(await timeRun(url, cookie, bigWeek.id, { seed: i + 1, timeLimitSeconds: 30 }));
    target.bigWeek = { storeId: big.id, weekStart: mondayAfter(2), shifts: bigRuns.at(-1)?.shifts ?? 0 };
  }
  const summary = (runs) => ({
    medianMs: Math.round(median(runs.map((r) => r.ms))),
    runsMs: runs.map((r) => Math.round(r.ms)),
    shifts: runs.at(-1)?.shifts,
    coveragePercent: runs.at(-1)?.metrics?.coveragePercent,
    hardViolations: runs.at(-1)?.metrics?.hardViolations,
  });
  target.scheduling = {
    demoWeek: summary(demoRuns),
    week60: { shifts: week60.run.shifts, runMs: Math.round(week60.run.ms) },
    nightWeek60: {
      shifts: night60.run.shifts,
      runMs: Math.round(night60.run.ms),
      coveragePercent: night60.run.metrics?.coveragePercent,
    },
    ...(bigRuns.length ? { week150: summary(bigRuns) } : {}),
  };
  console.log(
    `  ${target.name}: demo week run ${target.scheduling.demoWeek.medianMs} ms (median of ${demoRuns.length}), ` +
      `150-person run ${target.scheduling.week150?.medianMs ?? "-"} ms, 60-person week ${week60.run.shifts} shifts, ` +
      `60-person night week ${night60.run.shifts} shifts (run ${Math.round(night60.run.ms)} ms)`,
  );
}

function printLoad(load) {
  console.log(
    `\nAPI at ${load.connections} connections, ${load.durationSeconds} s each, median of ${load.rounds} round(s)`,
  );
  console.table(
    load.summary.map((r) => ({
      endpoint: r.endpoint,
      target: r.target,
      "req/s": r.requestsPerSecond,
      "p50 ms": r.p50Ms,
      "p99 ms": r.p99Ms,
      errors: r.errors,
      "non-2xx": r.non2xx,
      "× ref": r.ratioToReference,
      budget: r.meetsBudget === undefined ? "" : r.meetsBudget ? "ok" : "MISS",
    })),
  );
  console.log(
    `budget for reads: ≥ ${BUDGET.readRatio} × reference req/s, p99 ≤ ${BUDGET.readP99Ms} ms, 0 errors; writes: 0 errors`,
  );
}

function printForecast(target, forecast) {
  if (forecast.skipped) {
    console.log(`\nGET forecast (${target}): skipped, ${forecast.skipped}`);
    return;
  }
  console.log(
    `\nGET forecast (${target}, ${forecast.historyDays} days of daily history, ${forecast.method}, backtest of ${forecast.backtest?.weeks} weeks)`,
  );
  console.table([
    { what: "first request (every fit made: 26)", ms: forecast.firstMs, budget: "", ok: "" },
    {
      what: `same week again (median of ${forecast.sameWeekMs.length}: ${forecast.sameWeekMs.join(", ")})`,
      ms: forecast.sameWeekMedianMs,
      budget: `≤ ${BUDGET.forecastMs}`,
      ok: forecast.sameWeekMedianMs <= BUDGET.forecastMs ? "ok" : "MISS",
    },
    {
      what: `the weeks after (median of ${forecast.nextWeeksMs.length}: ${forecast.nextWeeksMs.join(", ")})`,
      ms: forecast.nextWeeksMedianMs,
      budget: `≤ ${BUDGET.forecastMs}`,
      ok: forecast.nextWeeksMedianMs <= BUDGET.forecastMs ? "ok" : "MISS",
    },
  ]);
}

function printScreen(target, screen) {
  console.log(
    `\nSchedule screen in Chromium (${target}, generated 150-person week, ${screen.shifts} shifts)`,
  );
  console.table([
    {
      what: `navigation to every shift shown (${screen.navigationMs.join(", ")})`,
      "median ms": screen.navigationMedianMs,
      budget: `≤ ${BUDGET.screenNavigationMs}`,
      ok: screen.navigationMedianMs <= BUDGET.screenNavigationMs ? "ok" : "MISS",
    },
    {
      what: `keyboard drop to chip drawn in its new day (${screen.dragMs.join(", ")})`,
      "median ms": screen.dragMedianMs,
      budget: `≤ ${BUDGET.screenDragMs}`,
      ok: screen.dragMedianMs <= BUDGET.screenDragMs ? "ok" : "MISS",
    },
  ]);
}

function printTimesheet(target, figures) {
  console.log(`\nTimesheet (${target}, GET /api/timesheets)`);
  console.table([
    {
      what: `${figures.people}-person week, ${figures.entries} entries (${figures.runsMs.join(", ")})`,
      "median ms": figures.medianMs,
      budget: `≤ ${BUDGET.timesheetMs}`,
      ok: figures.medianMs <= BUDGET.timesheetMs ? "ok" : "MISS",
    },
  ]);
}

function printSalesImport(target, figures) {
  const { threeYearsDaily: daily, capIntraday: cap } = figures;
  console.log(`\nSales-history import (${target}, CSV POST to answer)`);
  console.table([
    {
      what: `${daily.rows} daily rows, 3 years (${daily.runsMs.join(", ")}; re-imports replace ${daily.replacedOnRerun})`,
      "median ms": daily.medianMs,
      budget: `≤ ${BUDGET.salesImportMs}`,
      ok: daily.medianMs <= BUDGET.salesImportMs ? "ok" : "MISS",
    },
    {
      what: `${cap.rows} intraday rows (the cap), first import`,
      "median ms": cap.firstMs,
      budget: "",
      ok: "",
    },
    {
      what: `${cap.rows} intraday rows, replacing them all`,
      "median ms": cap.replacingMs,
      budget: "",
      ok: "",
    },
  ]);
}

function printPunch(target, figures) {
  console.log(`\nTime clock punches (${target}, ${figures.people} people at once, POST /api/me/clock)`);
  console.table([
    ...figures.rounds.map((r, i) => ({
      what: `round ${i + 1}: ${r.punches} punches, ${r.perSecond}/s, p50 ${r.p50Ms} ms, max ${r.maxMs} ms, ${r.failures} failed`,
      "p99 ms": r.p99Ms,
      budget: "",
      ok: "",
    })),
    {
      what: "median of the rounds' p99",
      "p99 ms": figures.p99Ms,
      budget: `≤ ${BUDGET.punchP99Ms}`,
      ok: figures.p99Ms <= BUDGET.punchP99Ms ? "ok" : "MISS",
    },
  ]);
}

function printBundle(bundle) {
  const kb = (b) => round(b / 1024, 1);
  console.log("\nBundle (gzip)");
  console.table([
    {
      what: "initial JS for /login",
      KB: kb(bundle.loginJsGzipBytes),
      budget: `≤ ${BUDGET.loginJsGzipKB} KB`,
      ok: kb(bundle.loginJsGzipBytes) <= BUDGET.loginJsGzipKB ? "ok" : "MISS",
    },
    { what: "  of which entry + modulepreload", KB: kb(bundle.entryJsGzipBytes), budget: "", ok: "" },
    { what: "initial CSS", KB: kb(bundle.cssGzipBytes), budget: "", ok: "" },
    {
      what: `largest lazy chunk (${bundle.largestLazyChunk?.file ?? "-"})`,
      KB: kb(bundle.largestLazyChunk?.gzipBytes ?? 0),
      budget: "",
      ok: "",
    },
  ]);
}

function printLighthouse(pages) {
  console.log(
    `\nLighthouse ${pages[0]?.lighthouseVersion ?? ""}, mobile defaults (median score of the runs)`,
  );
  console.table(
    pages.map((p) => ({
      page: p.page,
      score: p.score,
      runs: p.scores.join(" "),
      "LCP ms": p.lcpMs,
      "TBT ms": p.tbtMs,
      CLS: p.cls,
      "DOM nodes": p.domNodes,
      "transfer KB": p.transferKB,
      budget: `≥ ${p.budget}`,
      ok: p.score >= p.budget ? "ok" : "MISS",
    })),
  );
}

function printStartup(startup) {
  console.log("\nStart-up to first healthy /api/health (PGlite on disk)");
  console.table([
    { run: "first (migrations + seed)", ms: startup.firstRunMs, budget: "", ok: "" },
    {
      run: `warm (median of ${startup.warmMs.length}: ${startup.warmMs.join(", ")})`,
      ms: startup.warmMedianMs,
      budget: `≤ ${BUDGET.warmStartMs}`,
      ok: startup.warmMedianMs <= BUDGET.warmStartMs ? "ok" : "MISS",
    },
  ]);
}

/** scripts/bench-email.ts in its own process (tsx): its JSON, or the failure it printed. */
function measureEmail() {
  try {
    const out = execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts", "bench-email.ts")], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    return JSON.parse(out);
  } catch (error) {
    const out = error && typeof error === "object" && "stdout" in error ? String(error.stdout) : "";
    try {
      return JSON.parse(out);
    } catch {
      return { error: String(error) };
    }
  }
}
