// `npm start`: build whatever is missing or stale (web client, server bundle), then run the server in
// this process, so signals reach it directly and nothing sits in between.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer } from "./build-server.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (...parts) => join(root, ...parts);

/** Newest modification time (ms) among the given files and directories, walked recursively. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

const isStale = (output, inputs) => !existsSync(output) || statSync(output).mtimeMs < newest(inputs);

// The web client may not exist yet on every branch; then the server serves the API alone.
if (existsSync(at("src/web/index.html"))) {
  const inputs = [at("src/web"), at("src/domain"), at("vite.config.ts"), at("package-lock.json")];
  if (isStale(at("dist/web/index.html"), inputs)) {
    console.log("Building the web client…");
    const vite = at("node_modules/vite/bin/vite.js");
    const result = spawnSync(process.execPath, [vite, "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const serverInputs = [at("src/server"), at("src/domain"), at("src/engine"), at("package-lock.json")];
if (isStale(at("dist/server/main.js"), serverInputs)) {
  console.log("Building the server…");
  await buildServer();
}

await import(pathToFileURL(at("dist/server/main.js")).href);
