import { expect, test, type Page } from "@playwright/test";
import { createOrganization, expectAccessibleInEveryTheme, expectToast, signIn } from "./helpers";

// A brand-new organization's first day (issue 31): the Dashboard's setup checklist, ticked as the owner
// works through it; the empty states that lead to the next screen; a run with no staffing needs.

const checklist = (page: Page) => page.getByRole("region", { name: "Set up your first week" });
const step = (page: Page, title: string) => checklist(page).getByRole("listitem").filter({ hasText: title });

/** Through the sidebar, as a user would (the checklist must refresh without a reload). */
async function openScreen(page: Page, link: string, heading = link) {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: link, exact: true })
    .click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}
const openDashboard = (page: Page) => openScreen(page, "Dashboard");

test("a new owner is led from an empty organization to a run that says it had nothing to cover", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { owner } = await createOrganization();
  await signIn(page, owner, "/");

  // The checklist, nothing ticked, and an empty state instead of figures waiting for a store forever.
  await expect(checklist(page)).toBeVisible();
  await expect(checklist(page)).toContainText("0 of 6 steps done");
  await expect(checklist(page).getByRole("listitem")).toHaveCount(6);
  await expect(checklist(page).getByText(/^Done:/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Key figures" })).toContainText("No store yet");
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  await expect(page.getByText("…", { exact: true })).toHaveCount(0);
  await expectAccessibleInEveryTheme(page, async () => {
    await expect(checklist(page)).toBeVisible();
  });

  // The next step is the primary button; the Schedule's empty state leads to Stores as well.
  await expect(step(page, "Add a store").getByRole("link", { name: "Add a store" })).toBeVisible();
  await openScreen(page, "Schedule");
  await expect(page.getByText("No store yet")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Add a store" }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await page.getByRole("button", { name: "Add Store" }).click();
  const storeDialog = page.getByRole("dialog", { name: "Add Store" });
  await storeDialog.getByLabel("Name").fill("Corner Cafe");
  await storeDialog.getByRole("button", { name: "Add Store" }).click();
  await expectToast(page, "Store created");

  await openDashboard(page);
  await expect(step(page, "Add a store")).toContainText("Done:");
  await expect(step(page, "Add a store")).toContainText("1 store");
  await expect(checklist(page)).toContainText("1 of 6 steps done");
  await expect(page.getByRole("region", { name: "Key figures" })).not.toContainText("No store yet");

  // POSITIONS: its primary button opens Positions.
  await step(page, "Add positions").getByRole("link", { name: "Add positions" }).click();
  await expect(page).toHaveURL(/\/positions$/);
  await page.getByRole("button", { name: "Add Position" }).click();
  const positionDialog = page.getByRole("dialog", { name: "Add Position" });
  await positionDialog.getByLabel("Name").fill("Barista");
  await positionDialog.getByRole("button", { name: "Add Position" }).click();
  await expectToast(page, "Position created");

  await openDashboard(page);
  await expect(step(page, "Add positions")).toContainText("Done:");
  await expect(step(page, "Add positions")).toContainText("1 active position");
  await expect(checklist(page)).toContainText("2 of 6 steps done");
  await expect(step(page, "Add your team").getByRole("link", { name: "Add your team" })).toBeVisible();

  // The Schedule says what the store lacks, and a run of a week without needs says so.
  await openScreen(page, "Schedule");
  await expect(
    page.getByRole("heading", { name: "Nobody can be scheduled at Corner Cafe yet" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Create schedule" }).click();
  const notice = page.getByRole("status").filter({ hasText: "No staffing needs for this week" });
  await expect(notice).toBeVisible();
  await page.getByRole("button", { name: "Run Scheduling" }).click();
  const panel = page.getByText("Scheduling engine").locator("..").locator("..");
  await expect(panel).toContainText("No staffing needs for this week — nothing to cover.", {
    timeout: 30_000,
  });
  await expect(panel).not.toContainText("100");
  await panel.getByRole("link", { name: "Set them in Staffing" }).click();
  await expect(page).toHaveURL(/\/staffing\?store=\d+$/);
  await expect(page.getByLabel("Store")).toContainText("Corner Cafe");
});
