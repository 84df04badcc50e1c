import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS, loginAs, signIn } from "./helpers";

// Issue 32: /login asked for the sign-in check, then its code, then whether this is a demo install, one
// after the other; the demo accounts' box came last and pushed the centred card up (Lighthouse: CLS 0.07).
// app/preload.ts now starts all three at once, so the card is drawn where it stays.
test("the login page does not move once drawn", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("admin / admin123")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});

// The Schedule's header (store and week) is its largest text on a phone: it is drawn once the stores are
// known, not after the week has loaded too.
test("the Schedule's header is drawn while its week still loads", async ({ page }) => {
  await loginAs(page, "manager", "/");
  let releaseWeek = () => {};
  const weekHeld = new Promise<void>((resolve) => (releaseWeek = resolve));
  await page.route(/\/api\/schedules\?/, async (route) => {
    await weekHeld;
    await route.continue();
  });
  await page.goto("/schedule");
  await expect(page.getByText("Loading the schedule…")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect(page.getByText(/^Downtown Bistro · Week of /)).toBeVisible();
  releaseWeek();
  await expect(page.getByRole("region", { name: "Week figures" })).toBeVisible();
});

// The first load asks for the week as soon as the stores say which (app/preload.ts), while the screen's
// code still loads; the screen then finds it fetched. Both read the address the same way: one request.
test("the Schedule opened fresh asks for its week once, before its own code has loaded", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager, "/api/health");
  const order: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/schedules") order.push(`week ${url.search}`);
    if (/\/assets\/schedule-page-[\w-]+\.js$/.test(url.pathname)) order.push("code");
  });
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/schedule-page-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto("/schedule");
  await expect.poll(() => order.filter((o) => o.startsWith("week")).length).toBe(1);
  releaseCode();
  await expect(page.getByRole("region", { name: "Week figures" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const weeks = order.filter((o) => o.startsWith("week"));
  expect(weeks).toHaveLength(1);
  expect(weeks[0]).toMatch(/^week \?storeId=\d+&weekStart=\d{4}-\d{2}-\d{2}$/);
});

// The page of each address names its screen's chunks (scripts/route-preloads.ts): the browser asks for the
// Schedule's code with the entry's, not once the entry has run and asked who is signed in.
test("the Schedule's page asks for its screen's code before the app's first call", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager, "/api/health");
  const order: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/auth/me") order.push("me");
    if (/\/assets\/schedule-page-[\w-]+\.js$/.test(pathname)) order.push("code");
  });
  await page.goto("/schedule");
  await expect(page.getByRole("region", { name: "Week figures" })).toBeVisible();
  expect(order.indexOf("code")).toBeGreaterThanOrEqual(0);
  expect(order.indexOf("code")).toBeLessThan(order.indexOf("me"));
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(preloads.some((href) => /\/assets\/schedule-page-[\w-]+\.js$/.test(href))).toBe(true);
});
