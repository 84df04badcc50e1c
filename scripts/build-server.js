// Bundles the API server (src/server/main.ts and what it imports from src/domain) into one ESM file, and
// the scheduling engine's worker thread (src/server/schedules/engine-worker.ts) into another beside it.
// Dependencies stay external: they load from node_modules at run time.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function buildServer() {
  await build({
    absWorkingDir: root,
    // The engine's worker thread is its own entry, beside main.js (src/server/schedules/engine-thread.ts).
    entryPoints: { main: "src/server/main.ts", worker: "src/server/schedules/engine-worker.ts" },
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
