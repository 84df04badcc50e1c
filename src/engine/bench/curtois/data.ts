// Where the benchmark files live and how to load one by number.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseInstance, type Instance } from "./parser";

const DATA_SUBDIR = "shared/bench-data/curtois-qu";

/**
 * Default data directory: `../shared/bench-data/curtois-qu` from the repository root (DESIGN §7). A git
 * worktree sits one level deeper than the main checkout, so when that path is missing we look further
 * up for the same `shared/` folder rather than fail.
 */
export function defaultDataDir(cwd: string = process.cwd()): string {
  const preferred = resolve(cwd, "..", DATA_SUBDIR);
  let dir = resolve(cwd, "..");
  for (;;) {
    const candidate = join(dir, DATA_SUBDIR);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return preferred;
    dir = parent;
  }
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
