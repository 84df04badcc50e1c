// Bundles the API server (src/server/main.ts and what it imports from src/domain) into one ESM file.
// Dependencies stay external: they load from node_modules at run time.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: ["src/server/main.ts"],
    outfile: "dist/server/main.js",
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
