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

// The +/- per click grid of SPEC is superseded by DESIGN §9's editor (select, type a number, copy, undo);
// these keep its coverage: what is fetched, the columns, rapid changes, failures and the keyboard.

test("nothing is fetched until a store is chosen; then its week; inactive positions are left out", async ({
  page,
}) => {
  const { storeId, serverId } = await setUpOrganization(page);
  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/staffing-templates")) reads.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  // With one store there is nothing to choose (it is shown at once); with two, nothing is read until one is.
  expect((await page.request.post("/api/stores", { data: { name: "Side Street" } })).ok()).toBe(true);
  await page.goto("/staffing");
  await expect(page.getByText("Choose a store to see its staffing needs.")).toBeVisible();
  expect(reads).toEqual([]);
  await choose(page, "Store", "Main Street");
  // The columns are the store's business day: open 09:00, close 21:00 (the defaults).
  await expect(count(page, serverId, "09:00")).toBeVisible();
  const days = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
  expect(reads.sort()).toEqual(days.map((d) => `GET /api/staffing-templates/${storeId}/${d}`).sort());
  await expect(count(page, serverId, "20:45")).toBeVisible();
  await expect(page.getByRole("gridcell")).toHaveCount(48);
  await expect(page.getByRole("rowheader", { name: /Expo/ })).toHaveCount(0);
  // The choice is kept in the address, so a reload opens the same day.
  await page.getByRole("button", { name: /^Wednesday/ }).click();
  await expect(page).toHaveURL(new RegExp(`store=${storeId}.*day=WEDNESDAY`));
});

test("rapid changes end at the last value, saved on the server with one PUT per day", async ({ page }) => {
  const { storeId, serverId } = await setUpOrganization(page);
  const sent: number[] = [];
  // A slow server, so changes overtake the saves.
  await page.route(/\/api\/staffing-templates\?/, async (route) => {
    const body = route.request().postDataJSON() as { timeSlot: string; requiredHeadcount: number }[];
    sent.push(body.find((n) => n.timeSlot === "11:00")?.requiredHeadcount ?? 0);
    await new Promise((r) => setTimeout(r, 150));
    await route.continue();
  });
  await page.goto(`/staffing?store=${storeId}&day=MONDAY`);
  await count(page, serverId, "11:00").click();
  for (const value of ["5", "3", "4"]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Enter");
  }
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("4");
  await page.keyboard.press("Enter");
  await expect(count(page, serverId, "11:00")).toHaveText("4");
  await expect(count(page, serverId, "11:15")).toHaveText("4");
  await expect(page.getByTestId(`hours-${serverId}`)).toHaveText("2 h");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  // Intermediate values may be skipped, never sent after a later one.
  expect(sent.at(-1)).toBe(4);
  expect(sent.length).toBeLessThan(5);

  const entries = (await (
    await page.request.get(`/api/staffing-templates/${storeId}/MONDAY`)
  ).json()) as StaffingEntry[];
  expect(entries.map((e) => [e.timeSlot, e.requiredHeadcount])).toEqual([
    ["11:00", 4],
    ["11:15", 4],
  ]);
  await page.reload();
  await expect(count(page, serverId, "11:00")).toHaveText("4");
  await expect(page.getByTestId(`hours-${serverId}`)).toHaveText("2 h");
  // Down to 0 with Delete.
  await count(page, serverId, "11:00").click();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Delete");
  await expect(count(page, serverId, "11:15")).toHaveText("0");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  expect(await (await page.request.get(`/api/staffing-templates/${storeId}/MONDAY`)).json()).toEqual([]);
});

test("a failed save keeps the change on screen, says why, and Retry saves it", async ({ page }) => {
  const { storeId, serverId } = await setUpOrganization(page);
  await page.goto(`/staffing?store=${storeId}&day=FRIDAY`);
  await failNext(page, "PUT", /\/api\/staffing-templates\?/, 500, "Database is unavailable");
  await count(page, serverId, "18:00").click();
  await page.keyboard.type("1");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("save-status")).toContainText("Not saved (Friday): Database is unavailable");
  await expect(count(page, serverId, "18:00")).toHaveText("1");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect
    .poll(async () => (await page.request.get(`/api/staffing-templates/${storeId}/FRIDAY`)).json())
    .toMatchObject([{ timeSlot: "18:00", requiredHeadcount: 1 }]);
});

test("a week that cannot load says so and offers a retry", async ({ page }) => {
  const { storeId, serverId } = await setUpOrganization(page);
  await failNext(page, "GET", /\/api\/staffing-templates\/\d+\/TUESDAY$/, 500, "Templates are resting");
  await page.goto(`/staffing?store=${storeId}&day=TUESDAY`);
  await expectToast(page, "Failed to load staffing needs", "Templates are resting");
  await expect(page.getByText("Could not load the staffing needs.")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(count(page, serverId, "11:00")).toBeVisible();
});

test("the grid is one tab stop; arrows, Home and End move; shift extends; digits and Enter set", async ({
  page,
}) => {
  const { storeId, serverId } = await setUpOrganization(page);
  await page.goto(`/staffing?store=${storeId}&day=SUNDAY`);
  await expect(count(page, serverId, "09:00")).toBeVisible();
  // One store only: "Copy from store…" is disabled, as is Undo (nothing to undo), so Tab skips them.
  await expect(page.getByRole("button", { name: "Copy from store…" })).toBeDisabled();
  await page.getByRole("button", { name: "Copy day to…" }).focus();
  // First the grid's scroll region (it scrolls sideways: arrow keys scroll it), then its focused cell.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: "Staffing grid" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(count(page, serverId, "09:00")).toBeFocused();
  await page.keyboard.press("End");
  await expect(count(page, serverId, "20:45")).toBeFocused();
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(page.getByText("Server, 20:30 to 21:00 selected")).toBeVisible();
  await page.keyboard.type("12");
  await page.keyboard.press("Enter");
  await expect(count(page, serverId, "20:30")).toHaveText("12");
  await page.keyboard.press("Home");
  await expect(count(page, serverId, "09:00")).toBeFocused();
  await expect(page.getByText("Server, 09:00 to 09:15 selected")).toBeVisible();
  // Escape drops a number being typed.
  await page.keyboard.type("7");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(count(page, serverId, "09:00")).toHaveText("0");
  // Tab leaves the grid in one step.
  await page.keyboard.press("Tab");
  await expect(page.locator("td:focus")).toHaveCount(0);
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect
    .poll(async () => (await page.request.get(`/api/staffing-templates/${storeId}/SUNDAY`)).json())
    .toMatchObject([
      { timeSlot: "20:30", requiredHeadcount: 12 },
      { timeSlot: "20:45", requiredHeadcount: 12 },
    ]);
});

test("EMPLOYEE gets Access Denied on /staffing", async ({ page }) => {
  await loginAs(page, "EMPLOYEE", "/staffing");
  await expectAccessDenied(page);
});

// Axe in every theme and width, dialogs included, runs for every screen (this grid too) in a11y.spec.ts.
