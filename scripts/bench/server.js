// Starting, probing and stopping the built server (dist/server/main.js) as a child process, for the
// benchmark and the resilience tests. All traffic goes to 127.0.0.1.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const HOST = "127.0.0.1";
const MAIN = join(root, "dist", "server", "main.js");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port the kernel has just handed out and released: free unless someone grabs it in between. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Builds the web client and the server bundle unless both exist (`--rebuild` forces it). */
export async function ensureBuilt({ rebuild = false } = {}) {
  const built = existsSync(MAIN) && existsSync(join(root, "dist", "web", "index.html"));
  if (built && !rebuild) return false;
  const code = await new Promise((resolve) => {
    const child = spawn("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
    child.on("exit", (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
  return true;
}

/**
 * Spawns `node dist/server/main.js` on a free port (or `port`) with the given environment (DATA_DIR or DATABASE_URL)
 * and resolves once GET /api/health answers 200. `startedAt`/`healthyAt` are performance.now() values.
 * The child's output is kept (last 200 lines) for error reports, and never blocks the child.
 */
export async function startServer({ env = {}, timeoutMs = 90_000, nodeArgs = [], port: fixed } = {}) {
  const port = fixed || (await freePort());
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: root,
    env: { ...process.env, HOST, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const server = { child, port, url: `http://${HOST}:${port}`, startedAt, healthyAt: 0, output, exited };

  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    if (performance.now() - startedAt > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${output.slice(-20).join("\n")}`);
    }
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        server.healthyAt = performance.now();
        return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const { code, signal } = await exited;
  throw new Error(
    `server exited (${code ?? signal}) before it was healthy:\n${output.slice(-20).join("\n")}`,
  );
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. Resolves with the exit. */
export async function stopServer(server, graceMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** Signs in and returns the Cookie header value of the session. */
export async function login(baseUrl, username, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login as ${username}: ${res.status} ${JSON.stringify(body)}`);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("brigade_session="));
  if (!setCookie) throw new Error(`login as ${username}: no session cookie`);
  return { cookie: setCookie.split(";")[0], user: body };
}

/** GET (or another method) as a signed-in user; throws on a non-2xx answer. */
export async function api(baseUrl, cookie, method, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

/** What Chromium sends as `Accept-Encoding`: the load measurements ask as a browser does. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/**
 * One request as a browser would send it (`Accept-Encoding` included), answering the bytes on the wire
 * undecoded with their `Content-Encoding`: what the reference server replays.
 */
export async function rawRequest(baseUrl, cookie, method, path, body) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        headers: {
          cookie,
          "accept-encoding": BROWSER_ACCEPT_ENCODING,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          if (res.statusCode < 200 || res.statusCode > 299)
            reject(new Error(`${method} ${path}: ${res.statusCode}`));
          else
            resolve({
              bytes: Buffer.concat(chunks),
              encoding: res.headers["content-encoding"] ?? null,
            });
        });
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

export const DEMO_USERS = {
  admin: ["admin", "admin123"],
  manager: ["manager", "manager123"],
  employee: ["employee", "employee123"],
};
