import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import {
  createOrganization,
  DEMO_ACCOUNTS,
  expectAccessibleInEveryTheme,
  expectNoA11yViolations,
  signIn,
} from "./helpers";

/**
 * Demo only where it belongs (docs/decisions/071-first-day.md): the e2e server is the README's first look
 * (embedded database, demo seeded); a second server started here is a deployment without demo data.
 */

function heading(page: Page, name: string) {
  return page.getByRole("heading", { name, exact: true });
}

/** /login once it has asked /api/instance: the box can no longer appear after this. */
async function openLogin(page: Page, baseURL: string) {
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/instance");
  await page.goto(`${baseURL}/login`);
  expect((await asked).status()).toBe(200);
  await expect(heading(page, "Sign in")).toBeVisible();
}

const demoBox = (page: Page) => page.getByRole("region", { name: "Demo accounts" });

test.describe("the demo install (embedded database, demo seeded)", () => {
  test("/login lists the demo accounts", async ({ page, baseURL }) => {
    await openLogin(page, baseURL ?? "");
    await expect(demoBox(page).getByRole("button")).toHaveCount(3);
    await expectNoA11yViolations(page);
  });

  test("the demo organization's Admin shows its plan and the demo accounts", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin, "/admin");
    await expect(heading(page, "Plan")).toBeVisible();
    await expect(page.getByText("Self-hosted", { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Demo test accounts" }).locator("tbody tr")).toHaveCount(3);
    await expect(page.getByRole("term").filter({ hasText: /^Organization$/ })).toBeVisible();
    await expect(page.getByText("Demo Restaurant Group", { exact: true })).toBeVisible();
    await expectAccessibleInEveryTheme(page, () => expect(heading(page, "Demo Test Accounts")).toBeVisible());
  });

  test("a new organization's Admin: the self-hosted plan, no demo passwords, no trial", async ({ page }) => {
    const { owner } = await createOrganization();
    await signIn(page, owner, "/admin");
    await expect(heading(page, "Plan")).toBeVisible();
    await expect(page.getByText("Self-hosted", { exact: true })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("No limits: every feature, any number of stores and people.")).toBeVisible();
    await expect(page.getByText("Not yet chosen — see the repository")).toBeVisible();
    const system = page.getByRole("definition");
    await expect(system.filter({ hasText: /^PGlite$/ })).toBeVisible();
    await expect(system.filter({ hasText: /^0\.1\.0$/ }).first()).toBeVisible();

    await expect(heading(page, "Demo Test Accounts")).toHaveCount(0);
    await expect(page.getByText("admin123")).toHaveCount(0);
    for (const gone of [/trial/i, /subscription/i, /days remaining/i, /billing/i]) {
      await expect(page.getByText(gone)).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: /Start Subscription|Manage Billing/ })).toHaveCount(0);
    await expectAccessibleInEveryTheme(page, () => expect(heading(page, "Plan")).toBeVisible());

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Trial", { exact: true })).toHaveCount(0);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

test.describe("a deployment without demo data (DEMO_DATA=false)", () => {
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess | undefined;
  let url = "";

  test.beforeAll(async () => {
    // A cold start (PGlite's initdb, the migrations) takes 15 s or more on a busy machine.
    test.setTimeout(120_000);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // The bundle the e2e webServer has just built (playwright.config.ts).
    server = spawn(process.execPath, ["dist/server/main.js"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory", DEMO_DATA: "false" },
      stdio: "ignore",
    });
    const until = Date.now() + 110_000;
    for (;;) {
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > until || server.exitCode !== null) throw new Error("the second server did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("/login shows no demo box, and the demo accounts do not exist", async ({ page }) => {
    await openLogin(page, url);
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(demoBox(page)).toHaveCount(0);
    await expect(page.getByText("admin123")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
    await expectNoA11yViolations(page);
    const login = await page.request.post(`${url}/api/auth/login`, { data: DEMO_ACCOUNTS.admin });
    expect(login.status()).toBe(401);
  });
});
