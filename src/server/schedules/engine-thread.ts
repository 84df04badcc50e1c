import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { EngineInput, SolveProgress, SolveResult } from "../../engine";
import type { WorkerData, WorkerMessage } from "./engine-worker";

export interface RunInWorkerOptions {
  onProgress?: (p: SolveProgress) => void;
  /** Aborting stops the search; the promise then resolves with the best schedule found so far. */
  signal?: AbortSignal;
  seed?: number;
  timeLimitSeconds?: number;
  iterations?: number;
  /**
   * The worker entry to run. Default: engine-worker.ts beside this file from sources, else worker.js
   * beside the running file; a bundled server emits engine-worker.ts as its own entry there
   * (dist/server/worker.js next to dist/server/main.js, scripts/build-server.js) or passes its URL here.
   */
  workerUrl?: URL;
}

/**
 * Node 20 does not apply `--import tsx` from a worker's execArgv to the worker's own entry file, so
 * the worker first registers tsx's loader itself, then imports the TypeScript entry.
 */
function tsxBootstrap(entry: URL): string {
  // tsx's ESM API file (its exports map's "import" target for tsx/esm/api); the CommonJS build points at a file tsx does not ship.
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const api = new URL("./dist/esm/api/index.mjs", pathToFileURL(manifest)).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}

/** If the worker has not answered this long after a cancel, it is terminated and the promise rejects. */
const CANCEL_GRACE_MS = 5_000;

/**
 * Runs `solve` in a worker thread so a server stays responsive. From TypeScript sources (tsx,
 * vitest) the worker is engine-worker.ts loaded through tsx; from built JavaScript it is worker.js beside
 * this file.
 */
export function runInWorker(input: EngineInput, options: RunInWorkerOptions = {}): Promise<SolveResult> {
  const url =
    options.workerUrl ??
    new URL(import.meta.url.endsWith(".ts") ? "./engine-worker.ts" : "./worker.js", import.meta.url);
  const isSource = url.pathname.endsWith(".ts");
  const stopFlag = new SharedArrayBuffer(4);
  const workerData: WorkerData = {
    input,
    stopFlag,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.timeLimitSeconds === undefined ? {} : { timeLimitSeconds: options.timeLimitSeconds }),
    ...(options.iterations === undefined ? {} : { iterations: options.iterations }),
  };
  const worker = isSource
    ? new Worker(tsxBootstrap(url), { eval: true, workerData })
    : new Worker(url, { workerData });

  return new Promise<SolveResult>((resolve, reject) => {
    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (graceTimer) clearTimeout(graceTimer);
      options.signal?.removeEventListener("abort", onAbort);
      outcome();
      void worker.terminate();
    };
    const onAbort = () => {
      Atomics.store(new Int32Array(stopFlag), 0, 1);
      graceTimer = setTimeout(
        () => finish(() => reject(new Error("solver did not stop after cancel"))),
        CANCEL_GRACE_MS,
      );
    };
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener("abort", onAbort, { once: true });

    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "progress") options.onProgress?.(message.progress);
      else if (message.type === "result") finish(() => resolve(message.result));
      else finish(() => reject(new Error(message.message)));
    });
    worker.on("error", (error) => finish(() => reject(error)));
    worker.on("exit", (code) => finish(() => reject(new Error(`solver worker exited with code ${code}`))));
  });
}
