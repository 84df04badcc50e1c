// Profiling aid for the Schedule screen budget (issue 13), not part of `npm run bench`:
//   node scripts/bench/screen-profile.js DATA_DIR OUT_DIR [navigations]
// Starts the built server on BENCH_PORT with DATA_DIR (the generated 150-person week is made on the first
// use and kept), times `navigations` loads of /schedule as the bench does, then records a Chromium trace of
// one more and prints where its main-thread time went (script, style/layout, paint, idle) and the requests.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { prepareScreenWeek } from "./schedule.js";
import { timedNavigations, waitForChips } from "./screen.js";
import { DEMO_USERS, login, startServer, stopServer } from "./server.js";

const [dataDir, outDir, runs = "3"] = process.argv.slice(2);
const server = await startServer({ env: { DATA_DIR: dataDir }, port: Number(process.env.BENCH_PORT) });
try {
  const { cookie } = await login(server.url, ...DEMO_USERS.admin);
  const stateFile = join(dataDir, "screen-profile.json");
  let state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, "utf8")) : null;
  if (!state) {
    state = await prepareScreenWeek(server.url, cookie);
    writeFileSync(stateFile, JSON.stringify(state));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      ...(process.env.CHROMIUM_ARGS?.split(" ").filter(Boolean) ?? []),
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.request.post(`${server.url}/api/auth/login`, {
    data: { username: DEMO_USERS.admin[0], password: DEMO_USERS.admin[1] },
  });
  const path = `${server.url}/schedule?store=${state.storeId}&week=${state.weekStart}`;
  const wait = (page) => waitForChips(page, state.shifts);
  // Timed as the bench times them (one settled tab); the first one fills the HTTP cache.
  const times = (await timedNavigations(context, path, state.shifts, Number(runs) + 1))
    .slice(1)
    .map(Math.round);
  console.log(
    "navigations (ms):",
    times.join(" "),
    "sorted median:",
    times.sort((a, b) => a - b)[times.length >> 1],
  );

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    traceConfig: {
      includedCategories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "blink.user_timing",
        "loading",
        "disabled-by-default-v8.cpu_profiler",
      ],
    },
  });
  await page.goto(path, { waitUntil: "commit" });
  const ms = await wait(page);
  const resources = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((r) => ({
      name: r.name.replace(location.origin, ""),
      start: Math.round(r.startTime),
      responseStart: Math.round(r.responseStart),
      end: Math.round(r.responseEnd),
      bytes: r.transferSize,
      decoded: r.decodedBodySize,
    })),
  );
  await cdp.send("Tracing.end");
  await done;
  writeFileSync(join(outDir, "trace.json"), JSON.stringify({ traceEvents: events }));
  console.log(`traced navigation: ${Math.round(ms)} ms`);
  for (const r of resources)
    console.log(
      `  ${String(r.start).padStart(5)} → ${String(r.responseStart).padStart(5)} → ${String(r.end).padStart(5)}  ${String(r.decoded).padStart(8)} B ${r.bytes === 0 ? "cache" : "net  "}  ${r.name}`,
    );
  await page.close();

  // The same navigation under V8's sampling profiler: where the script time goes, by function.
  const profiled = await context.newPage();
  const session = await context.newCDPSession(profiled);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 200 });
  await session.send("Profiler.start");
  await profiled.goto(path, { waitUntil: "commit" });
  console.log(`profiled navigation: ${Math.round(await wait(profiled))} ms`);
  const { profile } = await session.send("Profiler.stop");
  writeFileSync(join(outDir, "navigation.cpuprofile"), JSON.stringify(profile));
  await browser.close();
} finally {
  await stopServer(server);
}
