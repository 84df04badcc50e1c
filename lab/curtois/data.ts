// Where the benchmark files live and how to load one by number.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseInstance, type Instance } from "./parser";

/**
 * Default data directory: `lab/bench-data/curtois-qu` in this repository (copied there with its source and
 * licence note, lab/bench-data/README.md), found from this file rather than the current directory, so that a
 * clone with nothing beside it runs the tests and the benchmark from anywhere.
 */
export function defaultDataDir(): string {
  return fileURLToPath(new URL("../bench-data/curtois-qu", import.meta.url));
}

export function loadInstance(n: number, dataDir: string = defaultDataDir()): Instance {
  return parseInstance(readFileSync(join(dataDir, `Instance${n}.txt`), "utf8"));
}

/** Best known objective per instance number, from best-known.csv. */
export function loadBestKnown(dataDir: string = defaultDataDir()): Map<number, number> {
  const best = new Map<number, number>();
  const lines = readFileSync(join(dataDir, "best-known.csv"), "utf8").split(/\r?\n/).slice(1);
  for (const line of lines) {
    const [instance, , , , bestKnown] = line.split(",");
    if (instance === undefined || bestKnown === undefined) continue;
    best.set(Number(instance), Number(bestKnown));
  }
  return best;
}
