import { expect, test, type Page } from "@playwright/test";
import type { StaffingEntry } from "../../src/domain/schemas/staffing";
import { expectAccessDenied, expectToast, failNext, loginAs } from "./helpers";

/** A fresh organization with one store and two positions (one inactive), signed in on /staffing. */
async function setUpOrganization(page: Page) {
  await loginAs(page, "OWNER", "/");
  const store = await page.request.post("/api/stores", { data: { name: "Main Street" } });
  const server = await page.request.post("/api/positions", { data: { name: "Server", sortOrder: 1 } });
  await page.request.post("/api/positions", { data: { name: "Expo", isActive: false } });
  expect(store.ok() && server.ok()).toBe(true);
  return {
    storeId: ((await store.json()) as { id: number }).id,
    serverId: ((await server.json()) as { id: number }).id,
  };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

const count = (page: Page, positionId: number, slot: string) =>
  page.getByTestId(`count-${positionId}-${slot}`);

test("nothing is fetched until a store and a day are chosen; inactive positions are left out", async ({
  page,
}) => {
  const { storeId } = await setUpOrganization(page);
  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/staffing-templates")) reads.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.goto("/staffing");
  await expect(page.getByText("Choose a store and a day of the week")).toBeVisible();
  await choose(page, "Store", "Main Street");
  await expect(page.getByText("Choose a store and a day of the week")).toBeVisible();
  expect(reads).toEqual([]);
  await choose(page, "Day of week", "Wednesday");
  // The columns are the store's business day: open 09:00, close 21:00 (the defaults).
  await expect(page.getByRole("button", { name: "Add one Server at 09:00" })).toBeVisible();
  expect(reads).toEqual([`GET /api/staffing-templates/${storeId}/WEDNESDAY`]);
  await expect(page.getByRole("button", { name: "Add one Server at 20:45" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Add one Server at/ })).toHaveCount(48);
  await expect(page.getByRole("button", { name: /Expo/ })).toHaveCount(0);
  // The choice is kept in the address, so a reload opens the same day.
  await expect(page).toHaveURL(new RegExp(`store=${storeId}`));
});

test("rapid clicks end at the right count, saved on the server; minus is disabled at 0", async ({ page }) => {
  const { storeId, serverId } = await setUpOrganization(page);
  const posted: number[] = [];
  // A slow server, so clicks overtake the saves.
  await page.route(/\/api\/staffing-templates$/, async (route) => {
    posted.push((route.request().postDataJSON() as { requiredHeadcount: number }).requiredHeadcount);
    await new Promise((r) => setTimeout(r, 150));
    await route.continue();
  });
  await page.goto(`/staffing?store=${storeId}&day=MONDAY`);
  const plus = page.getByRole("button", { name: "Add one Server at 11:00" });
  const minus = page.getByRole("button", { name: "Remove one Server at 11:00" });
  await expect(minus).toBeDisabled();

  for (let i = 0; i < 5; i += 1) await plus.click();
  await expect(count(page, serverId, "11:00")).toHaveText("5");
  await minus.click();
  await minus.click();
  await expect(count(page, serverId, "11:00")).toHaveText("3");
  await expect(page.getByTestId(`hours-${serverId}`)).toHaveText("0.75 h staff-hours");
  // The last value sent is the final count (a "Template saved" toast may already show from a pause).
  await expect.poll(() => posted.at(-1)).toBe(3);
  await expectToast(page, "Template saved");

  // A burst inside one task (faster than any render) on another slot.
  await page
    .getByRole("button", { name: "Add one Server at 11:15" })
    .evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 4; i += 1) button.click();
    });
  await expect(count(page, serverId, "11:15")).toHaveText("4");

  // The server ends with the last values (polled: the toast from the earlier save may still show).
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/staffing-templates/${storeId}/MONDAY`);
      const entries = (await response.json()) as StaffingEntry[];
      return entries.map((e) => [e.timeSlot, e.requiredHeadcount]);
    })
    .toEqual([
      ["11:00", 3],
      ["11:15", 4],
    ]);

  await page.reload();
  await expect(count(page, serverId, "11:00")).toHaveText("3");
  await expect(count(page, serverId, "11:15")).toHaveText("4");
  await expect(page.getByTestId(`hours-${serverId}`)).toHaveText("1.75 h staff-hours");

  // Down to 0: minus disables.
  for (let i = 0; i < 3; i += 1) await minus.click();
  await expect(count(page, serverId, "11:00")).toHaveText("0");
  await expect(minus).toBeDisabled();
  await expectToast(page, "Template saved");
});

test("a failed save rolls the slot back and says why", async ({ page }) => {
  const { storeId, serverId } = await setUpOrganization(page);
  await page.goto(`/staffing?store=${storeId}&day=FRIDAY`);
  await page.getByRole("button", { name: "Add one Server at 18:00" }).click();
  await expectToast(page, "Template saved");
  await failNext(page, "POST", /\/api\/staffing-templates$/, 500, "Database is unavailable");
  await page.getByRole("button", { name: "Add one Server at 18:00" }).click();
  await expectToast(page, "Failed to save", "Database is unavailable");
  await expect(count(page, serverId, "18:00")).toHaveText("1");
});

test("a template that cannot load says so and offers a retry", async ({ page }) => {
  const { storeId } = await setUpOrganization(page);
  await failNext(page, "GET", /\/api\/staffing-templates\/\d+\/TUESDAY$/, 500, "Templates are resting");
  await page.goto(`/staffing?store=${storeId}&day=TUESDAY`);
  await expectToast(page, "Failed to load staffing template", "Templates are resting");
  await expect(page.getByText("Could not load the staffing template.")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: "Add one Server at 11:00" })).toBeVisible();
});

test("the grid is one tab stop; arrow keys move between its buttons and Space or Enter change counts", async ({
  page,
}) => {
  const { storeId, serverId } = await setUpOrganization(page);
  await page.goto(`/staffing?store=${storeId}&day=SUNDAY`);
  await expect(page.getByRole("button", { name: "Add one Server at 09:00" })).toBeVisible();
  await page.getByRole("combobox", { name: "Day of week" }).focus();
  // First the grid's scroll region (it scrolls sideways: arrow keys scroll it), then its first button.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: "Staffing grid" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add one Server at 09:00" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: "Add one Server at 09:15" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Enter");
  await expect(count(page, serverId, "09:15")).toHaveText("2");
  await page.keyboard.press("ArrowDown");
  const minus = page.getByRole("button", { name: "Remove one Server at 09:15" });
  await expect(minus).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(count(page, serverId, "09:15")).toHaveText("0");
  // Disabled at 0, yet it keeps the focus, and a further press changes nothing.
  await expect(minus).toBeDisabled();
  await expect(minus).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(count(page, serverId, "09:15")).toHaveText("0");
  await page.keyboard.press("End");
  await expect(page.getByRole("button", { name: "Remove one Server at 20:45" })).toBeFocused();
  // Tab leaves the grid in one step.
  await page.keyboard.press("Tab");
  await expect(page.locator("table button:focus")).toHaveCount(0);
  await expectToast(page, "Template saved");
  await expect
    .poll(async () => (await page.request.get(`/api/staffing-templates/${storeId}/SUNDAY`)).json())
    .toMatchObject([{ timeSlot: "09:15", requiredHeadcount: 0 }]);
});

test("EMPLOYEE gets Access Denied on /staffing", async ({ page }) => {
  await loginAs(page, "EMPLOYEE", "/staffing");
  await expectAccessDenied(page);
});

// Axe in every theme and width, dialogs included, runs for every screen (this grid too) in a11y.spec.ts.
