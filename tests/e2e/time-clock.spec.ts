import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import {
  createOrganization,
  expectAccessibleInEveryTheme,
  expectNoSidewaysScroll,
  expectToast,
  send,
  setTheme,
  signIn,
  THEMES,
  uniqueName,
  type TestUser,
} from "./helpers";

// Punching end to end (docs/product.md, Time clock): an employee clocks in, takes a break and clocks out
// from the phone layout, the location asked at the clock-in; a manager makes the store's kiosk address; a
// person sets a PIN and punches at the kiosk. Axe in three themes; screenshots in test-results/time-clock.

const PHONE = { width: 390, height: 844 };
const STORE_PLACE = { latitude: 40.7128, longitude: -74.006 };
const SHOTS = "test-results/time-clock";

interface Org {
  owner: TestUser;
  api: APIRequestContext;
  storeId: number;
  storeName: string;
  employee: { username: string; password: string; fullName: string };
}

async function orgWithEmployee(): Promise<Org> {
  const { owner, api } = await createOrganization();
  const storeName = `Clock Bistro ${uniqueName("s").slice(-5)}`;
  const store = await send<{ id: number }>(api, "post", "/api/stores", { name: storeName });
  await send(api, "patch", `/api/stores/${store.id}/clock`, { ...STORE_PLACE, clockRadiusM: 150 });
  const username = uniqueName("punch");
  const employee = { username, password: "punch-pass-123", fullName: "Paula Punch" };
  await send(api, "post", "/api/admin/create-employee", {
    ...employee,
    email: `${username}@example.com`,
    globalRole: "EMPLOYEE",
    dateOfBirth: "1990-01-01",
    desiredWeeklyHours: 30,
    maxConsecutiveDays: 5,
    isTrainerEligible: false,
    storeIds: [store.id],
  });
  return { owner, api, storeId: store.id, storeName, employee };
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...STORE_PLACE, accuracy: 20 });
  return { context, page: await context.newPage() };
}

test("an employee clocks in, takes a break and clocks out from the phone layout", async ({ browser }) => {
  const org = await orgWithEmployee();
  const { context, page } = await phonePage(browser);
  await signIn(page, org.employee, "/schedule");
  const card = page
    .getByRole("region", { name: "Time clock" })
    .or(page.locator('[aria-labelledby="time-clock-title"]'));
  await expect(card.getByText("Not clocked in")).toBeVisible();
  await expect(card.getByText("No shift of yours starts soon: a clock-in now is unscheduled")).toBeVisible();

  const clockIn = page.waitForRequest((r) => r.url().endsWith("/api/me/clock") && r.method() === "POST");
  await card.getByRole("button", { name: "Clock in" }).click();
  const sent = (await clockIn).postDataJSON() as { action: string; location: { latitude: number } | null };
  expect(sent.action).toBe("CLOCK_IN");
  expect(sent.location?.latitude).toBeCloseTo(STORE_PLACE.latitude, 4);
  await expect(card.getByText(`Clocked in at ${org.storeName}`)).toBeVisible();
  await expect(card.getByText("Unscheduled", { exact: true })).toBeVisible();
  await expect(card.getByText(/^0:00:0\d$/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Clock in" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Running-time screenshots in every theme at phone width.
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expect(card.getByRole("button", { name: "Start break" })).toBeVisible();
    await card.screenshot({ path: `${SHOTS}/phone-clocked-in-${theme}.png` });
  }
  await expectAccessibleInEveryTheme(page, () =>
    expect(card.getByRole("button", { name: "Start break" })).toBeVisible(),
  );

  await card.getByRole("button", { name: "Start break" }).click();
  await expect(card.getByText("On a break")).toBeVisible();
  await expect(card.getByRole("button", { name: "Clock out" })).toHaveCount(0);
  await card.getByRole("button", { name: "End break" }).click();
  await expect(card.getByText(`Clocked in at ${org.storeName}`)).toBeVisible();
  await card.getByRole("button", { name: "Clock out" }).click();
  await expect(card.getByText("Not clocked in")).toBeVisible();
  await expect(card.getByRole("button", { name: "Clock in" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-schedule-after.png`, fullPage: true });
  await context.close();
});

test("a manager makes the kiosk address; a person sets a PIN and punches at the kiosk", async ({
  browser,
}) => {
  // Three people's sessions and a dozen screens: past the default 30 s on CI's busy machine.
  test.setTimeout(90_000);
  const org = await orgWithEmployee();

  // The manager's side: Stores → Time clock → Make a kiosk address.
  const manager = await browser.newContext();
  const managerPage = await manager.newPage();
  await signIn(managerPage, org.owner, "/stores");
  await managerPage.getByRole("button", { name: `Time clock of ${org.storeName}` }).click();
  const dialog = managerPage.getByRole("dialog", { name: `Time clock: ${org.storeName}` });
  await dialog.getByRole("button", { name: "Make a kiosk address" }).click();
  const address = dialog.getByLabel("Kiosk address");
  await expect(address).toHaveValue(/\/kiosk\/[\w-]{22,}$/);
  await expect(dialog.getByLabel("Latitude")).toHaveValue(String(STORE_PLACE.latitude));
  await dialog.screenshot({ path: `${SHOTS}/store-clock-dialog.png` });
  const kioskUrl = new URL(await address.inputValue()).pathname;
  await expectAccessibleInEveryTheme(managerPage, async () => {
    await managerPage.getByRole("button", { name: `Time clock of ${org.storeName}` }).click();
    await expect(managerPage.getByRole("dialog").getByLabel("Kiosk address")).toBeVisible();
  });
  await manager.close();

  // The person sets a PIN on Account.
  const { context: phone, page } = await phonePage(browser);
  await signIn(page, org.employee, "/account");
  await page.getByLabel("New PIN (4-6 digits)").fill("4821");
  await page.getByLabel("Confirm PIN").fill("4821");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(page.getByText("You have a PIN. Set a new one here if you forgot it.")).toBeVisible();
  await phone.close();

  // The kiosk: no session.
  const kiosk = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  const kioskPage = await kiosk.newPage();
  await kioskPage.goto(kioskUrl);
  await expect(kioskPage.getByRole("heading", { name: `${org.storeName} time clock` })).toBeVisible();
  await kioskPage.getByLabel("Find your name").fill("paula");
  await kioskPage.getByRole("button", { name: /Paula Punch/ }).click();
  await kioskPage.getByLabel("PIN", { exact: true }).fill("1111");
  await kioskPage.getByRole("button", { name: "Clock in" }).click();
  await expect(kioskPage.getByRole("alert")).toHaveText("Wrong PIN");
  await kioskPage.getByLabel("PIN", { exact: true }).fill("4821");
  await kioskPage.screenshot({ path: `${SHOTS}/kiosk-pin.png` });
  await kioskPage.getByRole("button", { name: "Clock in" }).click();
  await expect(kioskPage.getByRole("status")).toContainText(/Clocked in at \d\d:\d\d/);
  await kioskPage.screenshot({ path: `${SHOTS}/kiosk-done.png` });
  await kioskPage.getByRole("button", { name: "Next person" }).click();
  await expect(kioskPage.getByRole("button", { name: /Paula Punch\s*Clocked in/ })).toBeVisible();
  for (const theme of THEMES) {
    await setTheme(kioskPage, theme);
    await expect(kioskPage.getByLabel("Find your name")).toBeVisible();
    await kioskPage.screenshot({ path: `${SHOTS}/kiosk-list-${theme}.png` });
  }
  await expectAccessibleInEveryTheme(kioskPage, () =>
    expect(kioskPage.getByLabel("Find your name")).toBeVisible(),
  );
  await kiosk.close();

  // A manager clears the forgotten PIN from the Team roster; the kiosk then asks for a new one.
  const again = await browser.newContext();
  const teamPage = await again.newPage();
  await signIn(teamPage, org.owner, "/team");
  await teamPage.getByRole("button", { name: "Clear the time clock PIN of Paula Punch" }).first().click();
  await teamPage.getByRole("alertdialog").getByRole("button", { name: "Clear PIN" }).click();
  await expectToast(teamPage, "PIN cleared");
  const listed = (await (await teamPage.request.get(`/api${kioskUrl}`)).json()) as {
    people: { name: string; hasPin: boolean }[];
  };
  expect(listed.people.find((p) => p.name === "Paula Punch")?.hasPin).toBe(false);
  await again.close();
});
