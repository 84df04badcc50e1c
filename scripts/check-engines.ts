// `npm run check:engines` (part of `npm test`): fails when an installed package needs a newer Node than
// package.json's `engines` promises, which `npm install` only prints as an EBADENGINE warning (issue 32).
// It reads the `engines` that package-lock.json records for every package, so it needs no install, and
// checks them against the lowest Node version the declared range allows, not the one running it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import semver from "semver";

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}
export interface EngineMismatch {
  name: string;
  version: string | undefined;
  needs: string;
}

/** Packages of the lock whose `engines.node` excludes the lowest version of declaredRange. */
export function engineMismatches(
  lock: { packages?: Record<string, LockEntry> },
  declaredRange: string,
): EngineMismatch[] {
  const lowest = semver.minVersion(declaredRange);
  if (!lowest) throw new Error(`engines.node "${declaredRange}" allows no version`);
  const mismatches: EngineMismatch[] = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    // Old packages may list engines as an array of strings, which npm ignores.
    const needs = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    if (path === "" || needs === undefined) continue;
    if (semver.satisfies(lowest, needs, { includePrerelease: true })) continue;
    mismatches.push({ name: path.replace(/^.*node_modules\//, ""), version: entry.version, needs });
  }
  return mismatches;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL("..", import.meta.url);
  const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
  const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8"));
  const declared = pkg.engines.node;
  const mismatches = engineMismatches(lock, declared);
  for (const { name, version, needs } of mismatches)
    console.error(`${name}@${version} needs Node ${needs}, but package.json engines says ${declared}`);
  if (mismatches.length > 0) process.exit(1);
  console.log(`every locked package runs on Node ${declared}`);
}
