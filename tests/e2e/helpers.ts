import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, request, type APIRequestContext, type Page, type Request } from "@playwright/test";
import type { Role } from "../../src/domain/roles";
import type { Theme } from "../../src/web/lib/theme";

/** The seeded demo accounts (README.md, Demo accounts). */
export const DEMO_ACCOUNTS = {
  admin: { username: "admin", password: "admin123" },
  manager: { username: "manager", password: "manager123" },
  employee: { username: "employee", password: "employee123" },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export type Credentials = { username: string; password: string };
export type TestUser = Credentials & { id: number; globalRole: Role; fullName: string | null };

let counter = 0;
/** A username no other test (or earlier run against the same server) has used. */
export function uniqueName(prefix = "u"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

function baseURL(): string {
  // Set by playwright.config.ts (the app it started, or the one given in E2E_BASE_URL).
  return process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
}

async function expectOk(
  response: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/** Signs up a new organization; the returned context holds its OWNER's session. */
export async function createOrganization(): Promise<{ owner: TestUser; api: APIRequestContext }> {
  const api = await request.newContext({ baseURL: baseURL() });
  const username = uniqueName("owner");
  const password = "owner-pass-123";
  const response = await api.post("/api/auth/register", {
    data: { username, password, email: `${username}@example.com`, fullName: "Olivia Owner" },
  });
  await expectOk(response, "register");
  const body = (await response.json()) as TestUser;
  return { owner: { ...body, username, password }, api };
}

let sharedOrg: Promise<{ owner: TestUser; api: APIRequestContext }> | undefined;

/**
 * A fresh user holding `role`, in an organization owned by this worker's OWNER.
 * OWNER itself gets a brand-new organization.
 */
export async function createUser(role: Role, fullName: string | null = null): Promise<TestUser> {
  if (role === "OWNER") return (await createOrganization()).owner;
  sharedOrg ??= createOrganization();
  const { api } = await sharedOrg;
  const username = uniqueName(role.toLowerCase());
  const password = `${role.toLowerCase()}-pass-123`;
  const response = await api.post("/api/admin/create-employee", {
    data: {
      username,
      password,
      email: `${username}@example.com`,
      ...(fullName ? { fullName } : {}),
      globalRole: role,
      dateOfBirth: "1990-01-01",
      desiredWeeklyHours: 30,
      maxConsecutiveDays: 5,
      isTrainerEligible: false,
    },
  });
  await expectOk(response, `create-employee ${role}`);
  return { id: 0, globalRole: role, fullName, username, password };
}

/** Calls the API through a context and returns its JSON answer; fails the test unless 2xx. */
export async function json<T>(
  api: APIRequestContext,
  method: "get" | "post",
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await api[method](url, data === undefined ? undefined : { data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Sends JSON through an API context (an organization's OWNER, say) and returns the answer; throws unless 2xx. */
export async function send<T>(api: APIRequestContext, method: "post" | "patch", url: string, data: object) {
  const res = await api[method](url, { data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs the page's browser context in through the API (fast) and opens `path`. */
export async function signIn(page: Page, credentials: Credentials, path = "/"): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: credentials });
  await expectOk(response, `login ${credentials.username}`);
  await page.goto(path);
}

/**
 * Signs in as a demo account ("admin" | "manager" | "employee") or as a fresh user of any of the
 * seven roles ("OWNER" … "ACCOUNTING"), then waits for the shell. Returns the credentials used.
 */
export async function loginAs(page: Page, who: DemoAccount | Role, path = "/"): Promise<Credentials> {
  const credentials =
    who in DEMO_ACCOUNTS ? DEMO_ACCOUNTS[who as DemoAccount] : await createUser(who as Role, "Test Person");
  await signIn(page, credentials, path);
  // The header's toggle exists at every width once the shell is up.
  await expect(page.getByRole("banner").getByRole("button", { name: "Toggle Sidebar" })).toBeVisible();
  return credentials;
}

/**
 * The rule sets an auditor checks WCAG 2.1 AA with: exactly these, not axe's defaults (which add
 * best-practice rules).
 */
export const WCAG_21_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The serious and critical WCAG 2.1 A/AA violations on the current page, one line per rule.
 * axe is put into each document once and run there. (AxeBuilder from @axe-core/playwright injects
 * its 600 kB engine and opens a blank page on every call, some 4 s each on a busy machine; our pages
 * have no cross-origin frames, which is what that is for. Same axe-core, same rules.)
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  // Colours caught mid-transition (a button fading to its hover colours under the pointer that just
  // clicked it: white on black to black on yellow in high contrast, grey on grey halfway) are no colours a
  // person reads: let running transitions and animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner runs forever: only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  }, WCAG_21_AA_TAGS);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join("\n  ")}`);
}

/** Runs axe on the current page and fails on any serious or critical violation. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await a11yViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/** Stores the theme the way the app does and reloads so it applies from the first render. */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("scheduling-theme", value), theme);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
}

/**
 * The toast with this title. Found with `includeHidden`: while a modal dialog is open, Radix hides everything
 * outside it from the accessibility tree (aria-hidden), the toast region included, and a toast raised from
 * inside a dialog must still be found. At most one toast is shown at a time
 * (docs/product.md, Constants and limits).
 */
export function toastItem(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
}

/** Waits for a toast with this title (and description, when given) on screen, even behind a dialog. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const item = toastItem(page, title);
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item).toContainText(description);
}

/** The summary card (StatCard) whose heading is `title`; its figure is the card's first paragraph. */
/** One figure of the Schedule's compact "Week figures" strip, by its heading. */
export function weekFigure(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Week figures" })
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

export function statCard(page: Page, title: string) {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/**
 * Records the API calls the page makes, so a test can say "nothing was sent".
 * `calls(method, pathPrefix)` lists the matching requests seen so far.
 */
export function recordApiCalls(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) seen.push(request);
  });
  return {
    calls(method: string, pathPrefix: string): Request[] {
      return seen.filter((r) => r.method() === method && new URL(r.url()).pathname.startsWith(pathPrefix));
    },
  };
}

/** Every non-GET request the page sends to the API from now on, as "METHOD /path". */
export function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() !== "GET") {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

/** The JSON body a request carried. */
export function bodyOf(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

/** Answers the next `method` call to a matching URL with an error, as a failing server would. */
export async function failNext(
  page: Page,
  method: string,
  pathPattern: RegExp,
  status = 500,
  message = "Database is unavailable",
): Promise<void> {
  let used = false;
  // Not `times: 1`: a call of another method (the list's GET) would use that one time up.
  await page.route(pathPattern, async (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ message }) });
  });
}

export const THEMES: Theme[] = ["light", "dark", "high-contrast"];

/** Runs axe on the current screen in each theme; `ready` waits for the screen's content after a reload. */
export async function expectAccessibleInEveryTheme(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await ready();
    await expectNoA11yViolations(page);
  }
}

export async function expectAccessDenied(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
}

/** Whether the page scrolls sideways (it should not at phone width: wide content scrolls in place). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
