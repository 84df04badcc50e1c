import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}
