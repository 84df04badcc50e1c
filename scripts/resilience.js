// `npm run test:resilience`: load, graceful shutdown and crash recovery of the built server, on PGlite
// (data directory on disk) and on PostgreSQL when RESILIENCE_DATABASE_URL is set (a fresh database is
// created and dropped). All traffic goes to 127.0.0.1. Exits 1 when a check fails.
//
//   npm run test:resilience                               200 connections for 30 s, then shutdown, then crash
//   npm run test:resilience -- --duration 5 --only load   shorter, or one check (load, shutdown, crash)
import { parseArgs } from "./bench/args.js";
import { ensureBuilt } from "./bench/server.js";
import { checkCrash } from "./resilience/crash.js";
import { checkLoad } from "./resilience/load.js";
import { checkInstances } from "./resilience/instances.js";
import { checkShutdown } from "./resilience/shutdown.js";
import { openTargets } from "./resilience/targets.js";

const options = parseArgs(process.argv.slice(2), {
  duration: { type: "number", default: 30, help: "seconds of the load check" },
  connections: { type: "number", default: 200, help: "connections of the load check" },
  only: { type: "string", default: "load,shutdown,crash,instances", help: "comma-separated checks to run" },
  rebuild: { type: "boolean", default: false, help: "run npm run build even when dist/ exists" },
});
const only = new Set(options.only.split(","));
const checks = [
  ["load", (target) => checkLoad(target, options)],
  ["shutdown", (target) => checkShutdown(target)],
  ["crash", (target) => checkCrash(target)],
  ["instances", (target) => checkInstances(target)],
].filter(([name]) => only.has(name));

const started = performance.now();
await ensureBuilt({ rebuild: options.rebuild });
const targets = await openTargets();
let passed = 0;
let failed = 0;
try {
  for (const target of targets) {
    for (const [name, check] of checks) {
      console.log(`${name} on ${target.name}…`);
      let outcome;
      try {
        outcome = await check(target);
      } catch (error) {
        outcome = {
          ok: false,
          detail: "",
          problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
        };
      }
      if (outcome.ok) passed++;
      else failed++;
      console.log(`  ${outcome.ok ? "ok  " : "FAIL"} ${name} on ${target.name}: ${outcome.detail}`);
      for (const problem of outcome.problems) console.log(`       ${problem}`);
      if (!outcome.ok && outcome.server)
        console.log(
          outcome.server.output
            .slice(-10)
            .map((l) => `       | ${l}`)
            .join("\n"),
        );
    }
  }
} finally {
  for (const target of targets)
    await target.dispose().catch((e) => console.error(`cleanup ${target.name}: ${e.message}`));
}
console.log(
  `resilience: ${passed} passed, ${failed} failed (${Math.round((performance.now() - started) / 1000)} s)`,
);
process.exit(failed ? 1 : 0);
