// Test fixtures for the build plugins that read rolldown's chunks (first-screen-chunks, route-preloads).
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

/** The absolute id of a module under src/web, as rolldown names it. */
export const web = (path: string) => fileURLToPath(new URL(`../src/web/${path}`, import.meta.url));

/**
 * A chunk with only what the plugins read: its first module is its facade, its code as long as 100
 * characters per module, `css` the stylesheets it imports.
 */
export function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
  css: string[] = [],
): Rolldown.OutputChunk {
  return {
    type: "chunk",
    fileName,
    facadeModuleId: moduleIds[0] ?? null,
    moduleIds,
    imports,
    isEntry,
    code: "x".repeat(moduleIds.length * 100),
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}
