import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { addDays, DAYS_OF_WEEK, dayOfWeekOf, localToday } from "../../src/domain/time";
import { linkIn, MailServer } from "../api/mail-server";
import { expectNoA11yViolations, setTheme } from "./helpers";

// Email end to end (docs/decisions/077-email.md). This spec runs its own app (the built dist, as the shared
// webServer) with SMTP_URL pointing at a real SMTP server it started, so the other specs keep an app
// without email (their invites show one-time passwords).

test.describe.configure({ mode: "serial" });

const smtp = new MailServer();
let server: ChildProcess | undefined;
let base = "";
const EMPLOYEE_ADDRESS = "employee@demo-restaurants.example";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function signedIn(username: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: base });
  const res = await api.post("/api/auth/login", { data: { username, password } });
  expect(res.status(), `login ${username}`).toBe(200);
  return api;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await smtp.start(0);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory",
      DEMO_DATA: "true",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Brigade <schedule@brigade.test>",
      PUBLIC_URL: base,
      AUTH_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the app with email did not start");
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await smtp.stop();
});

test("a manager publishes by clicking Publish: the employee's mailbox has one message with their shifts, whose link opens the app", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The week's shifts are set up through the API; the publish is done as a manager does it.
  const manager = await signedIn("manager", "manager123");
  const stores = (await (await manager.get("/api/stores")).json()) as { id: number; name: string }[];
  const store = stores.find((s) => s.name === "Downtown Bistro");
  const employees = (await (await manager.get("/api/employees")).json()) as {
    userId: number;
    username: string;
    positionIds: number[];
  }[];
  const employee = employees.find((e) => e.username === "employee");
  expect(store && employee).toBeTruthy();
  const today = localToday();
  const monday = addDays(today, 7 * 9 - DAYS_OF_WEEK.indexOf(dayOfWeekOf(today)));
  const created = await manager.post("/api/schedules", {
    data: { storeId: store?.id, weekStartDate: monday },
  });
  expect(created.status()).toBe(201);
  const scheduleId = ((await created.json()) as { id: number }).id;
  for (const [day, start, end] of [
    [1, "09:00", "15:00"],
    [3, "10:00", "16:00"],
  ] as const) {
    const shift = await manager.post(`/api/schedules/${scheduleId}/shifts`, {
      data: {
        positionId: employee?.positionIds[0],
        userId: employee?.userId,
        date: addDays(monday, day),
        startTime: start,
        endTime: end,
      },
    });
    expect(shift.status(), await shift.text()).toBe(201);
  }
  await manager.dispose();

  // The manager signs in, opens the week's Schedule and publishes it from the publish dialog.
  const managerContext = await browser.newContext({ baseURL: base });
  const page = await managerContext.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Username").fill("manager");
  await page.getByLabel("Password", { exact: true }).fill("manager123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Toggle Sidebar" })).toBeVisible();
  await page.goto(`${base}/schedule?store=${store?.id}&week=${monday}`);
  const grid = page.getByRole("region", { name: "Week schedule grid" });
  await expect(grid.getByRole("button", { name: /^09:00–15:00/ })).toBeVisible({ timeout: 30_000 });
  await expect(grid.getByRole("button", { name: /^10:00–16:00/ })).toBeVisible();
  expect(smtp.to(EMPLOYEE_ADDRESS)).toHaveLength(0);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Publish this week?" });
  await expect(confirm.getByRole("region", { name: "The week's shifts (2)" })).toBeVisible({
    timeout: 30_000,
  });
  await confirm.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(confirm).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText("Published", { exact: true })).toBeVisible({ timeout: 30_000 });
  await managerContext.close();

  await expect.poll(() => smtp.to(EMPLOYEE_ADDRESS).length, { timeout: 30_000 }).toBe(1);
  const mail = smtp.to(EMPLOYEE_ADDRESS)[0]?.mail;
  expect(mail?.subject).toBe(`The schedule for the week of ${monday} at Downtown Bistro is published`);
  expect(mail?.text).toContain(`${addDays(monday, 1)} 09:00–15:00`);
  expect(mail?.text).toContain(`${addDays(monday, 3)} 10:00–16:00`);
  const link = linkIn(mail?.text, `${base}/`);
  expect(link).toBe(`${base}/schedule`);

  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await employeePage.request.post(`${base}/api/auth/login`, {
    data: { username: "employee", password: "employee123" },
  });
  await employeePage.goto(link);
  await expect(employeePage).toHaveURL(`${base}/schedule`);
  await expect(
    employeePage.getByRole("banner").getByRole("button", { name: "Toggle Sidebar" }),
  ).toBeVisible();
  await employeeContext.close();
});

test("Account → Notifications: a box per kind and channel, saved at once; axe clean in every theme and on a phone", async ({
  page,
}) => {
  await page.request.post(`${base}/api/auth/login`, {
    data: { username: "employee", password: "employee123" },
  });
  await page.goto(`${base}/account`);
  const box = page.getByRole("checkbox", { name: "A week's schedule is published: Email" });
  await expect(box).toBeChecked();
  // An employee is not offered what only managers get.
  await expect(page.getByRole("row", { name: /Time entries are waiting for my approval/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /A request is waiting for me/ })).toHaveCount(0);
  await box.click();
  await expect(box).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole("checkbox", { name: "A week's schedule is published: Email" }),
  ).not.toBeChecked();
  for (const theme of ["light", "dark", "high-contrast"] as const) {
    await setTheme(page, theme);
    await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("heading", { name: "Notifications" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/mail-shots/notifications-${theme}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await setTheme(page, "light");
  await page.getByRole("heading", { name: "Notifications" }).scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `/tmp/mail-shots/notifications-phone.png`, fullPage: true });
});

test("Forgot password? end to end: the same answer, a link by email, a new password, other sessions ended", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const elsewhere = await other.request.post(`${base}/api/auth/login`, {
    data: { username: "employee", password: "employee123" },
  });
  expect(elsewhere.status()).toBe(200);

  await page.goto(`${base}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(`${base}/forgot-password`);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/mail-shots/forgot.png" });
  await page.getByLabel("Username or email").fill("employee");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account matches, we sent a link" }),
  ).toBeVisible();

  await expect
    .poll(
      () => smtp.to(EMPLOYEE_ADDRESS).filter((m) => m.mail.subject === "Set a new Brigade password").length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  const mail = smtp.to(EMPLOYEE_ADDRESS).find((m) => m.mail.subject === "Set a new Brigade password")?.mail;
  const link = linkIn(mail?.text, `${base}/reset-password?token=`);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/mail-shots/reset.png" });
  await page.getByLabel("New password", { exact: true }).fill("fresh-pass-42");
  await page.getByLabel("Confirm new password").fill("fresh-pass-42");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Toggle Sidebar" })).toBeVisible();

  // The other browser's session ended; the old password no longer works, the new one does.
  expect((await other.request.get(`${base}/api/auth/me`)).status()).toBe(401);
  await other.close();
  const api = await request.newContext({ baseURL: base });
  expect(
    (await api.post("/api/auth/login", { data: { username: "employee", password: "employee123" } })).status(),
  ).toBe(401);
  expect(
    (
      await api.post("/api/auth/login", { data: { username: "employee", password: "fresh-pass-42" } })
    ).status(),
  ).toBe(200);
  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("again-pass-42");
  await page.getByLabel("Confirm new password").fill("again-pass-42");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("This link has expired or was already used").first()).toBeVisible();
});
