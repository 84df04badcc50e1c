import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { PushPayload } from "../../src/server/push/deliver";
import { addDays } from "../../src/domain/time";
import { weekStartOf } from "../../src/web/components/week";
import { DEMO_ACCOUNTS, expectNoA11yViolations, json, loginAs, setTheme, THEMES } from "./helpers";

// The installable app (docs/decisions/078-installable-app-and-push.md): the manifest and icons, the service
// worker registered after load, My shifts and the week readable offline with the "last updated" mark, the
// "Turn on notifications" prompt only after a click, and the calendar's webcal and Google links.

test.use({ serviceWorkers: "allow" });

const SHOTS = "test-results/pwa";

/** A week of its own, two weeks ahead (other specs use 1, 3 and 40+ weeks ahead), inside My shifts' reach. */
const W = addDays(weekStartOf(), 14);

/** Publishes a shift of the demo employee in week W, so that My shifts has something to show. */
test.beforeAll(async ({ playwright, baseURL }) => {
  const signIn = async (who: "manager" | "employee") => {
    const api = await playwright.request.newContext({ baseURL: baseURL ?? "" });
    await json(api, "post", "/api/auth/login", DEMO_ACCOUNTS[who]);
    return api;
  };
  const [manager, employee] = await Promise.all([signIn("manager"), signIn("employee")]);
  const me = await json<{ id: number }>(employee, "get", "/api/auth/me");
  const stores = await json<{ id: number }[]>(manager, "get", "/api/stores");
  const positions = await json<{ id: number }[]>(manager, "get", "/api/positions");
  const schedule = await json<{ id: number }>(manager, "post", "/api/schedules", {
    storeId: stores[0]?.id,
    weekStartDate: W,
  });
  for (let d = 0; d < 7; d++)
    for (const position of positions) {
      const q = `positionId=${position.id}&date=${addDays(W, d)}&startTime=10:00&endTime=14:00`;
      const list = await json<{ userId: number; eligible: boolean }[]>(
        manager,
        "get",
        `/api/schedules/${schedule.id}/candidates?${q}`,
      );
      if (!list.some((c) => c.userId === me.id && c.eligible)) continue;
      await json(manager, "post", `/api/schedules/${schedule.id}/shifts`, {
        positionId: position.id,
        userId: me.id,
        date: addDays(W, d),
        startTime: "10:00",
        endTime: "14:00",
      });
      await json(manager, "post", `/api/schedules/${schedule.id}/publish`);
      await Promise.all([manager.dispose(), employee.dispose()]);
      return;
    }
  throw new Error("the demo employee can work no slot of week W");
});

/** Waits until the service worker controls the page (it claims open pages when it activates). */
async function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    return registration.active?.scriptURL ?? "";
  });
}

const myShifts = (page: Page) => page.getByRole("region", { name: "My schedule" });

test("the manifest, its icons and the service worker are served; the worker registers after load", async ({
  page,
  request,
}) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()["content-type"]).toMatch(/manifest\+json/);
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ name: "Brigade", display: "standalone", start_url: "/schedule" });
  expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()["content-type"]).toMatch(/^image\//);
  }
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/javascript/);

  await page.goto("/login");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  expect(await controlled(page)).toMatch(/\/sw\.js$/);
});

test("My shifts and the week stay readable offline, marked with when they were last updated", async ({
  page,
  context,
}) => {
  await loginAs(page, "employee", "/schedule");
  await controlled(page);
  // Once more through the worker, which keeps what it fetches.
  await page.reload();
  await expect(myShifts(page).getByRole("heading", { name: "My shifts" })).toBeVisible();
  await expect(myShifts(page).getByText(/^Loading/)).toHaveCount(0);
  await expect(myShifts(page).getByRole("list", { name: "Upcoming shifts by day" })).toContainText("10:00");
  await expect(page.getByText(/^Offline/)).toHaveCount(0);
  const shiftsOnline = await myShifts(page).locator("[aria-labelledby='my-shifts-title']").innerText();
  const weekHeading = await page.getByRole("heading", { level: 1 }).innerText();
  const subtitle = await page.getByText(/ · /).first().innerText();

  await context.setOffline(true);
  await page.reload();
  const mark = page.getByRole("status").filter({ hasText: /^Offline: last updated / });
  await expect(mark).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(weekHeading);
  await expect(page.getByText(subtitle).first()).toBeVisible();
  await expect(myShifts(page).getByText(/^Loading/)).toHaveCount(0);
  // The kept copy is read through the worker: wait for it to be drawn, not only for the spinner's text.
  await expect(myShifts(page).getByRole("list", { name: "Upcoming shifts by day" })).toContainText("10:00");
  expect(await myShifts(page).locator("[aria-labelledby='my-shifts-title']").innerText()).toBe(shiftsOnline);
  // Only the kept reads answer: another screen's data fails as it would without a service worker.
  expect(
    await page.evaluate(() =>
      fetch("/api/helpdesk/tickets").then(
        (r) => r.status,
        () => "no network",
      ),
    ),
  ).toBe("no network");

  await page.screenshot({ path: `${SHOTS}/offline-light.png`, fullPage: true });
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expect(mark).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await page.screenshot({ path: `${SHOTS}/offline-high-contrast.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(mark).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-phone.png` });
  await expectNoA11yViolations(page);

  await context.setOffline(false);
  await page.reload();
  await expect(myShifts(page).getByRole("heading", { name: "My shifts" })).toBeVisible();
  await expect(page.getByText(/^Offline/)).toHaveCount(0);
  await setTheme(page, "light");
});

/** Counts the page's permission requests: none may happen before the user asks. */
async function countPermissionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { permissionRequests: number };
    w.permissionRequests = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      w.permissionRequests += 1;
      return ask(...args);
    };
  });
}
const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

test("'Turn on notifications' asks for permission only when pressed, and says what happened", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await countPermissionRequests(page);
  await loginAs(page, "employee", "/schedule");
  await controlled(page);
  const button = myShifts(page).getByRole("button", { name: "Turn on notifications" });
  await expect(button).toBeVisible();
  expect(await permissionRequests(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/prompt.png`, fullPage: true });
  await button.click();
  // Headless Chromium has no push service to reach: either outcome is said in words.
  await expect(
    myShifts(page).getByText(
      /Notifications are on for this device\.|This browser could not reach its notification service/,
    ),
  ).toBeVisible({ timeout: 15_000 });
  expect(await permissionRequests(page)).toBe(1);
  await expectNoA11yViolations(page);

  // The bell's panel offers the same.
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(
    panel.getByRole("button", { name: /Turn on notifications|Turn off on this device/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bell.png` });
  await expectNoA11yViolations(page);
});

/**
 * Delivers a push to this origin's service worker the way a push service would, through the DevTools
 * protocol (ServiceWorker.deliverPushMessage): headless Chromium reaches no real push service.
 */
async function pushTo(context: BrowserContext, page: Page, payload: PushPayload): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/** The notifications the worker is showing, as the page reads them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });

/**
 * Clicks a shown notification: the worker's own `notificationclick` handler runs with the notification
 * it showed. Headless Chromium draws no notification to click, and a worker may focus a window only
 * during a click the browser itself delivered, so focus() alone is let through here; the handler's
 * choice of link, its navigate() of the open app and its close() are the real ones.
 */
async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      WindowClient: { prototype: { focus(): Promise<unknown> } };
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification ${wanted} is shown`);
    scope.WindowClient.prototype.focus = function focus(this: unknown) {
      return Promise.resolve(this);
    };
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  }, tag);
}

test("a push is shown by the worker, and clicking it brings the open app to its link (never elsewhere)", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await loginAs(page, "employee", "/");
  await controlled(page);
  const origin = new URL(page.url()).origin;
  // Shaped as the server sends it (src/server/push/deliver.ts).
  const payload: PushPayload = {
    title: "Brigade",
    body: "Open shifts you could work in the week of 2030-01-07 at Downtown Bistro",
    link: "/schedule#open-shifts",
    tag: "notification-900001",
  };
  await pushTo(context, page, payload);
  await expect
    .poll(() => shownNotifications(page), { timeout: 15_000 })
    .toEqual([{ title: "Brigade", body: payload.body, tag: payload.tag, data: { link: payload.link } }]);

  await clickNotification(context, payload.tag);
  await expect(page).toHaveURL(`${origin}/schedule#open-shifts`, { timeout: 15_000 });
  // The link's card is scrolled to once drawn; the clicked notification is closed.
  await expect(page.getByRole("heading", { name: "Open shifts" })).toBeInViewport();
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  // A pushed link that would leave the app opens the app's start instead.
  await pushTo(context, page, { ...payload, link: "https://evil.example/phish", tag: "notification-900002" });
  await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toHaveLength(1);
  await clickNotification(context, "notification-900002");
  await expect(page).toHaveURL(`${origin}/`, { timeout: 15_000 });
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test("a blocked or unsupported browser gets a plain sentence instead of the button", async ({ browser }) => {
  const blocked = await browser.newContext({ serviceWorkers: "allow" });
  const page = await blocked.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(Notification, "permission", { get: () => "denied" });
  });
  await loginAs(page, "employee", "/schedule");
  await expect(
    myShifts(page).getByText(/Notifications are blocked for Brigade in this browser/),
  ).toBeVisible();
  await expect(myShifts(page).getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);
  await blocked.close();

  const old = await browser.newContext({ serviceWorkers: "allow" });
  const oldPage = await old.newPage();
  await oldPage.addInitScript(() => {
    delete (window as unknown as { PushManager?: unknown }).PushManager;
  });
  await loginAs(oldPage, "employee", "/schedule");
  await expect(
    myShifts(oldPage).getByText(/This browser cannot show notifications from Brigade/),
  ).toBeVisible();
  await old.close();
});

test("Add to calendar offers a webcal link and Google Calendar's subscribe link beside Copy", async ({
  page,
  request,
}) => {
  test.slow(); // ~21 s of CI's busy machine against the default 30 s.
  await loginAs(page, "employee", "/schedule");
  await myShifts(page).getByRole("button", { name: "Add to calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to calendar" });
  const webcal = await dialog.getByRole("link", { name: "Open in my calendar app" }).getAttribute("href");
  const origin = new URL(page.url());
  expect(webcal).toMatch(new RegExp(`^webcal://${origin.host}/api/calendar/[\\w-]{20,}\\.ics$`));
  const google = await dialog.getByRole("link", { name: /Add to Google Calendar/ }).getAttribute("href");
  expect(google).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal ?? "")}`);
  await expect(dialog.getByRole("button", { name: "Copy" })).toBeVisible();
  // The webcal address is the feed itself.
  const feed = await request.get((webcal ?? "").replace(/^webcal:/, origin.protocol));
  expect(feed.ok()).toBe(true);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await myShifts(page).getByRole("button", { name: "Add to calendar" }).click();
    await expect(dialog.getByRole("link", { name: "Open in my calendar app" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/calendar-${theme}.png` });
    await page.keyboard.press("Escape");
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await myShifts(page).getByRole("button", { name: "Add to calendar" }).click();
  await expect(dialog.getByRole("link", { name: "Open in my calendar app" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/calendar-phone.png` });
  await setTheme(page, "light");
});
