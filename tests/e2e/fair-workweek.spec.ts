import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { addDays, mondayOf, todayIn } from "../../src/domain/time";
import type { Theme } from "../../src/web/lib/theme";
import {
  createOrganization,
  expectNoA11yViolations,
  send,
  setTheme,
  signIn,
  THEMES,
  uniqueName,
  type TestUser,
} from "./helpers";

// Fair Workweek (docs/product.md, Fair Workweek): a store under Seattle's rule pack; the manager moves a
// posted shift inside the 14-day notice, sees its premium and the consent it needs in the publish dialog,
// the employee accepts on Requests, and the records export lists it.
//
// FWW_SHOTS_DIR=/some/tmp/dir saves the screenshots (light, dark, high contrast; 1280 px and 390 px).

const TZ = "America/New_York";
/** Next week: every day of it is inside the 14-day notice, and still to come. */
const WEEK = addDays(mondayOf(todayIn(TZ)), 7);
const SHOTS = process.env.FWW_SHOTS_DIR;

interface Org {
  owner: TestUser;
  ada: { username: string; password: string };
  storeId: number;
}

async function setUpOrg(): Promise<Org> {
  const { owner, api } = await createOrganization();
  const profile = await send<{ id: number }>(api, "post", "/api/constraints", {
    name: "Seattle rules",
    fairWorkweekPack: "SEATTLE",
  });
  const store = await send<{ id: number }>(api, "post", "/api/stores", {
    name: "Pike Street",
    constraintProfileId: profile.id,
  });
  const position = await send<{ id: number }>(api, "post", "/api/positions", {
    name: "Cook",
    color: "#ef4444",
  });
  const ada = { username: uniqueName("ada"), password: "ada-pass-123" };
  const cook = await send<{ userId: number }>(api, "post", "/api/admin/create-employee", {
    ...ada,
    fullName: "Ada Fww",
    globalRole: "EMPLOYEE",
  });
  await send(api, "patch", `/api/employees/${cook.userId}`, {
    hourlyWage: 20,
    storeIds: [store.id],
    positionIds: [position.id],
  });
  const schedule = await send<{ id: number }>(api, "post", "/api/schedules", {
    storeId: store.id,
    weekStartDate: WEEK,
  });
  await send(api, "post", `/api/schedules/${schedule.id}/shifts`, {
    positionId: position.id,
    userId: cook.userId,
    date: addDays(WEEK, 2),
    startTime: "10:00",
    endTime: "16:00",
  });
  await send(api, "post", `/api/schedules/${schedule.id}/publish`, {});
  return { owner, ada, storeId: store.id };
}

async function everyTheme(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of THEMES as Theme[]) {
    await setTheme(page, theme);
    await ready();
    await expectNoA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
  await setTheme(page, "light");
}

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);
let org: Org;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  org = await setUpOrg();
});

test("the constraints screen says what the pack assumes", async ({ page }) => {
  await signIn(page, org.owner, "/constraints");
  const dialog = page.getByRole("dialog", { name: "Create Profile" });
  const assumes = dialog.getByText("What this pack assumes").locator("..");
  // Each theme reloads the page: the dialog is opened and the pack picked again.
  const open = async () => {
    await page.getByRole("button", { name: "Create Profile" }).first().click();
    await dialog.getByLabel("Rule pack").click();
    await page.getByRole("option", { name: "New York City fast food" }).click();
    await expect(assumes).toContainText("Cut or cancel a shift with less than 24 hours' notice: $75.00");
  };
  await open();
  await expect(assumes).toContainText("Less than 11 hours between a closing and an opening shift: $100.00");
  await expect(assumes).toContainText("Source: NYC Admin. Code");
  await page.keyboard.press("Escape");
  await everyTheme(page, "fww-constraints-1280", open);
});

test("a late move shows its premium and asks consent; the employee accepts; the records list it", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, org.owner, `/schedule?store=${org.storeId}&week=${WEEK}`);
  const grid = page.getByRole("region", { name: "Week schedule grid" });
  await grid.getByRole("button", { name: /^10:00–16:00 Cook/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit shift" });
  await edit.getByLabel("Start").selectOption("11:00");
  await edit.getByLabel("End").selectOption("17:00");
  await edit.getByRole("button", { name: "Save shift" }).click();
  await expect(edit).toBeHidden();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Publish this week?" });
  // Moved with no loss of hours, inside 14 days: one hour of Ada's pay (SMC 14.22.050), and her consent.
  await expect(confirm.getByText(/Premiums owed if you publish now: \$20\.00/)).toBeVisible();
  await expect(confirm).toContainText("Premium $20.00 (added or moved: 1 hour of pay)");
  await expect(confirm).toContainText("Ada Fww is asked to agree first");
  await everyTheme(page, "fww-publish-1280", async () => {
    if (!(await confirm.isVisible()))
      await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(confirm.getByText(/Premiums owed/)).toBeVisible();
  });
  // The last theme's reload closed the dialog.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await confirm.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(confirm).toBeHidden();

  // Ada answers on her Requests screen, on a phone.
  const adaContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adaPage = await adaContext.newPage();
  await signIn(adaPage, org.ada, "/requests");
  const card = adaPage
    .getByRole("heading", { name: "Changes to agree to" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card).toContainText("would become");
  await expect(card).toContainText("Premium for the late change: $20.00");
  await everyTheme(adaPage, "fww-consent-390", () =>
    expect(card.getByRole("button", { name: "Accept" })).toBeVisible(),
  );
  await card.getByRole("button", { name: "Accept" }).click();
  await expect(card).toContainText("Accepted on");
  await adaContext.close();

  // The records: the publish, the consent, its premium; from Reports' download.
  await page.goto(`/reports?store=${org.storeId}&week=${WEEK}`);
  const records = page.getByRole("region", { name: "Fair Workweek records" });
  await expect(records).toBeVisible();
  await everyTheme(page, "fww-reports-1280", () => expect(records).toBeVisible());
  const download = page.waitForEvent("download");
  await records.getByRole("link", { name: "Download records" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv).toContain("Premium (USD)");
  const accepted = csv.split("\n").find((line) => line.includes("CONSENT_ACCEPTED"));
  expect(accepted).toContain("Ada Fww");
  expect(accepted).toContain("20.00");
});

test("a good-faith estimate is kept with its history in the employee's dialog", async ({ page }) => {
  await signIn(page, org.owner, "/team");
  await page.getByRole("button", { name: "Edit Ada Fww" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Employee" });
  const section = dialog.getByRole("region", { name: "Good-faith estimate" });
  await expect(section).toContainText("No estimate given yet.");
  for (const [hours, days] of [
    ["30", "5"],
    ["24", "4"],
  ] as const) {
    await section.getByLabel("Hours a week").fill(hours);
    await section.getByLabel("Days a week").fill(days);
    await section.getByRole("button", { name: "Save estimate" }).click();
    await expect(section).toContainText(`Now: ${hours} hours over ${days} days a week (set by Olivia Owner`);
  }
  await section.getByText("Earlier estimates (1)").click();
  await expect(section).toContainText("30 h over 5 days, by Olivia Owner");
  await expectNoA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fww-estimate-1280-light.png` });
});
