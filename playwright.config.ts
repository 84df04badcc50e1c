import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the real app (built web client + API server, in-memory database).
 * Chromium is the system's (Debian package `chromium`); no browser is ever downloaded.
 */

// E2E_BASE_URL=http://127.0.0.1:3000 runs the tests against an app you started yourself.
const external =
  process.env.E2E_EXTERNAL === "1" ||
  (process.env.E2E_BASE_URL !== undefined && process.env.E2E_PORT === undefined);
if (external) process.env.E2E_EXTERNAL = "1";

// A free port, chosen once: workers re-read this file but inherit E2E_PORT from the runner.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
const port = process.env.E2E_PORT;
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${port}`;
const baseURL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.spec.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "off",
    screenshot: "off",
    // The app's service worker (docs/decisions/078) would answer requests that specs intercept with
    // page.route; only tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        // = `npm run build && node dist/server/main.js`, without npm's own chatter in the test output.
        // Always a fresh build: the tests must see the current code.
        command:
          "node node_modules/vite/bin/vite.js build --logLevel warn && node scripts/build-server.js && node dist/server/main.js",
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 240_000,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          PORT: port,
          HOST: "127.0.0.1",
          DATA_DIR: "memory",
          // Tests sign in many times from one IP.
          AUTH_RATE_LIMIT_MAX: "100000",
          LOG_LEVEL: "warn",
        },
      },
});
