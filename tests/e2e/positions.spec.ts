import { expect, test } from "@playwright/test";
import { expectAccessDenied, expectToast, failNext, loginAs, statCard, watchWrites } from "./helpers";

test("an owner adds a position, edits it to inactive and deletes it; the counts follow", async ({ page }) => {
  await loginAs(page, "OWNER", "/positions");
  await expect(page.getByText("No positions yet")).toBeVisible();
  await expect(statCard(page, "Total Positions")).toContainText("0");

  await page.getByRole("button", { name: "Add Position" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Position" });
  // The defaults of docs/product.md, Entities.
  await expect(dialog.getByRole("switch", { name: "Active" })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: "Requires trainer" })).not.toBeChecked();
  await expect(dialog.getByLabel("Sort order")).toHaveValue("0");
  await expect(dialog.getByLabel("Color")).toHaveValue("#3b82f6");

  await dialog.getByLabel("Name").fill("Bartender");
  await dialog.getByLabel("Description").fill("Mixes drinks");
  await dialog.getByRole("switch", { name: "Requires trainer" }).click();
  await dialog.getByLabel("Sort order").fill("5");
  await dialog.getByRole("button", { name: "Add Position" }).click();
  await expectToast(page, "Position created");
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: /Bartender/ });
  await expect(row).toContainText("Mixes drinks");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Yes");
  await expect(statCard(page, "Total Positions")).toContainText("1");
  await expect(statCard(page, "Active Positions")).toContainText("1");
  await expect(statCard(page, "Requiring Trainer")).toContainText("1");

  await page.getByRole("button", { name: "Edit Bartender" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Position" });
  await expect(edit.getByLabel("Sort order")).toHaveValue("5");
  await edit.getByRole("switch", { name: "Active" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Position updated");
  await expect(row).toContainText("Inactive");
  await expect(statCard(page, "Active Positions")).toContainText("0");

  await page.getByRole("button", { name: "Delete Bartender" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Position" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Position deleted");
  await expect(page.getByText("No positions yet")).toBeVisible();
  await expect(statCard(page, "Total Positions")).toContainText("0");
});

test("an empty name is refused with a toast and nothing is sent", async ({ page }) => {
  await loginAs(page, "OWNER", "/positions");
  const writes = watchWrites(page);
  await page.getByRole("button", { name: "Add Position" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Position" });
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByRole("button", { name: "Add Position" }).click();
  await expectToast(page, "Name required", "Please enter a position name");
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(writes).toEqual([]);
});

test("a failed create keeps the dialog open with the server's message", async ({ page }) => {
  await loginAs(page, "OWNER", "/positions");
  await failNext(page, "POST", /\/api\/positions$/, 409, "A position with this name exists");
  await page.getByRole("button", { name: "Add Position" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Position" });
  await dialog.getByLabel("Name").fill("Host");
  await dialog.getByRole("button", { name: "Add Position" }).click();
  await expectToast(page, "Failed to create position", "A position with this name exists");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add Position" })).toBeEnabled();
});

for (const role of ["EMPLOYEE", "TRAINER"] as const) {
  test(`${role} gets Access Denied on /positions`, async ({ page }) => {
    await loginAs(page, role, "/positions");
    await expectAccessDenied(page);
    await expect(page.getByRole("button", { name: "Add Position" })).toHaveCount(0);
  });
}

// Axe in every theme and width, dialogs included, runs for every screen in a11y.spec.ts.
