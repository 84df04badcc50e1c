import { parentPort, workerData } from "node:worker_threads";
import { solveWithStats, type EngineInput, type SolveProgress, type SolveResult } from "../../engine";

/**
 * worker_threads entry: runs one solve off the main thread. The parent asks it to stop through a
 * shared flag (a message could not arrive while the synchronous search runs); the search then
 * returns its best schedule so far.
 */
export interface WorkerData {
  input: EngineInput;
  seed?: number;
  timeLimitSeconds?: number;
  iterations?: number;
  stopFlag: SharedArrayBuffer;
}

export type WorkerMessage =
  | { type: "progress"; progress: SolveProgress }
  | { type: "result"; result: SolveResult }
  | { type: "error"; message: string };

const data = workerData as WorkerData;
const port = parentPort;
if (port) {
  const flag = new Int32Array(data.stopFlag);
  const post = (message: WorkerMessage) => port.postMessage(message);
  try {
    const result = solveWithStats(data.input, {
      ...(data.seed === undefined ? {} : { seed: data.seed }),
      ...(data.timeLimitSeconds === undefined ? {} : { timeLimitSeconds: data.timeLimitSeconds }),
      ...(data.iterations === undefined ? {} : { iterations: data.iterations }),
      shouldStop: () => Atomics.load(flag, 0) === 1,
      onProgress: (progress) => post({ type: "progress", progress }),
    });
    post({ type: "result", result });
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
