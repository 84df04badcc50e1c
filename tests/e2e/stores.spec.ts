import { expect, test, type Page } from "@playwright/test";
import { expectAccessDenied, expectToast, failNext, loginAs, watchWrites } from "./helpers";

const storesTable = (page: Page) => page.getByRole("table");

async function addStore(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Store" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Add Store" }).click();
  await expectToast(page, "Store created");
  await expect(dialog).toBeHidden();
}

test("an owner adds a store with the defaults, edits it and deletes it", async ({ page }) => {
  await loginAs(page, "OWNER", "/stores");
  await expect(page.getByText("No stores yet")).toBeVisible();

  await page.getByRole("button", { name: "Add Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Store" });
  // The defaults of docs/product.md, Entities.
  await expect(dialog.getByRole("combobox", { name: "Timezone" })).toHaveText(/America\/New York/);
  await expect(dialog.getByLabel("Opening time")).toHaveValue("09:00");
  await expect(dialog.getByLabel("Closing time")).toHaveValue("21:00");
  await expect(dialog.getByLabel("Color")).toHaveValue("#3b82f6");
  await expect(dialog.getByLabel("Minimum shift length (minutes)")).toHaveValue("240");
  await expect(dialog.getByLabel("Maximum shift length (minutes)")).toHaveValue("480");
  await expect(dialog.getByLabel("Meal break after (minutes)")).toHaveValue("300");
  await expect(dialog.getByLabel("Meal break length (minutes)")).toHaveValue("30");
  await expect(dialog.getByLabel("Rest break length (minutes)")).toHaveValue("15");

  await dialog.getByLabel("Name").fill("Main Street");
  await dialog.getByRole("combobox", { name: "Timezone" }).click();
  await page.getByRole("option", { name: "America/Chicago" }).click();
  await dialog.getByLabel("Opening time").fill("07:30");
  await dialog.getByLabel("Minimum shift length (minutes)").fill("300");
  await dialog.getByRole("button", { name: "Add Store" }).click();
  await expectToast(page, "Store created");
  await expect(dialog).toBeHidden();

  const row = storesTable(page).getByRole("row", { name: /Main Street/ });
  await expect(row).toContainText("America/Chicago");
  await expect(row).toContainText("07:30 - 21:00");
  await expect(row).toContainText("#3b82f6");
  // Cards from the first store, whole hours rounded down.
  const lengths = page.getByRole("region", { name: "Default Shift Lengths" });
  await expect(lengths).toContainText("Minimum shift5 hours");
  await expect(lengths).toContainText("Maximum shift8 hours");
  const breaks = page.getByRole("region", { name: "Break Rules" });
  await expect(breaks).toContainText("Meal break after5 hours");
  await expect(breaks).toContainText("Meal break length30 minutes");

  await page.getByRole("button", { name: "Edit Main Street" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Store" });
  await expect(edit.getByLabel("Name")).toHaveValue("Main Street");
  await edit.getByLabel("Name").fill("Main Street East");
  await edit.getByLabel("Closing time").fill("22:00");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Store updated");
  await expect(edit).toBeHidden();
  await expect(storesTable(page).getByRole("row", { name: /Main Street East/ })).toContainText(
    "07:30 - 22:00",
  );

  await page.getByRole("button", { name: "Delete Main Street East" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Store" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Store deleted");
  await expect(confirm).toBeHidden();
  await expect(page.getByText("No stores yet")).toBeVisible();
});

test("the submit button stays disabled while the name is empty, and nothing is sent", async ({ page }) => {
  await loginAs(page, "OWNER", "/stores");
  const writes = watchWrites(page);
  await page.getByRole("button", { name: "Add Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Store" });
  const submit = dialog.getByRole("button", { name: "Add Store" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Name").fill("   ");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Name").press("Enter");
  // A close before the open is the next day, and the dialog says so; a missing time is caught in the form.
  await dialog.getByLabel("Name").fill("Late Night");
  await dialog.getByLabel("Closing time").fill("08:00");
  await expect(dialog.getByText("Closes at 08:00 the next day")).toBeVisible();
  await expect(dialog.getByLabel("Closing time")).toHaveAccessibleDescription("Closes at 08:00 the next day");
  await dialog.getByLabel("Closing time").fill("");
  await submit.click();
  await expect(dialog.getByText("Expected a time as HH:MM")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(writes).toEqual([]);
});

test("a store follows the constraint profile chosen in its dialog, or the default rules", async ({
  page,
}) => {
  await loginAs(page, "OWNER", "/stores");
  const created = await page.request.post("/api/constraints", { data: { name: "California" } });
  expect(created.ok()).toBe(true);
  const profile = (await created.json()) as { id: number };
  await page.reload();
  const writes: unknown[] = [];
  page.on("request", (request) => {
    if (/\/api\/stores/.test(request.url()) && request.method() !== "GET")
      writes.push(request.postDataJSON());
  });

  await page.getByRole("button", { name: "Add Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Store" });
  const choice = dialog.getByRole("combobox", { name: "Constraint profile" });
  await expect(choice).toHaveText("Default rules (no profile)");
  await dialog.getByLabel("Name").fill("Sunset");
  await choice.click();
  await page.getByRole("option", { name: "California" }).click();
  await dialog.getByRole("button", { name: "Add Store" }).click();
  await expectToast(page, "Store created");
  expect(writes[0]).toMatchObject({ name: "Sunset", constraintProfileId: profile.id });

  await page.getByRole("button", { name: "Edit Sunset" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Store" });
  await expect(edit.getByRole("combobox", { name: "Constraint profile" })).toHaveText("California");
  await edit.getByRole("combobox", { name: "Constraint profile" }).click();
  await page.getByRole("option", { name: "Default rules (no profile)" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Store updated");
  expect(writes[1]).toMatchObject({ constraintProfileId: null });
  await page.getByRole("button", { name: "Edit Sunset" }).click();
  await expect(edit.getByRole("combobox", { name: "Constraint profile" })).toHaveText(
    "Default rules (no profile)",
  );
});

test("a bad number is shown at its field, which takes the focus", async ({ page }) => {
  await loginAs(page, "OWNER", "/stores");
  const writes = watchWrites(page);
  await page.getByRole("button", { name: "Add Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Store" });
  await dialog.getByLabel("Name").fill("Numbers");
  await dialog.getByLabel("Meal break length (minutes)").fill("");
  await dialog.getByLabel("Rest break length (minutes)").fill("2.5");
  await dialog.getByRole("button", { name: "Add Store" }).click();
  const meal = dialog.getByLabel("Meal break length (minutes)");
  await expect(meal).toBeFocused();
  await expect(meal).toHaveAttribute("aria-invalid", "true");
  await expect(meal).toHaveAccessibleDescription("Enter whole minutes from 0 to 1440");
  await expect(dialog.getByLabel("Rest break length (minutes)")).toHaveAccessibleDescription(
    "Enter whole minutes from 0 to 1440",
  );
  expect(writes).toEqual([]);
});

test("a failed save keeps the dialog open with the server's message", async ({ page }) => {
  await loginAs(page, "OWNER", "/stores");
  await addStore(page, "Harbor");
  await failNext(page, "PATCH", /\/api\/stores\/\d+$/, 500, "Database is unavailable");
  await page.getByRole("button", { name: "Edit Harbor" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Store" });
  await edit.getByLabel("Name").fill("Harbor Two");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Failed to update store", "Database is unavailable");
  await expect(edit).toBeVisible();
  // Repeated inside the dialog, where a screen reader's focus is.
  await expect(edit.getByRole("alert")).toHaveText("Database is unavailable");

  await failNext(page, "DELETE", /\/api\/stores\/\d+$/, 502, "");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Delete Harbor" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Store" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Failed to delete store", "An error occurred");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("alert")).toHaveText("An error occurred");
});

test("a list that cannot load shows a toast with the message and a retry", async ({ page }) => {
  await failNext(page, "GET", /\/api\/stores$/, 503, "Stores are resting");
  await loginAs(page, "OWNER", "/stores");
  await expectToast(page, "Failed to load stores", "Stores are resting");
  await expect(page.getByText("Could not load stores.")).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("No stores yet")).toBeVisible();
});

test("a reload that fails after a change keeps the list on screen", async ({ page }) => {
  await loginAs(page, "OWNER", "/stores");
  await addStore(page, "First Street");
  await failNext(page, "GET", /\/api\/stores$/, 503, "Stores are resting");
  await page.getByRole("button", { name: "Add Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Store" });
  await dialog.getByLabel("Name").fill("Second Street");
  await dialog.getByRole("button", { name: "Add Store" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /First Street/ })).toBeVisible();
  await expect(page.getByText("Could not load stores.")).toBeHidden();
});

for (const role of ["EMPLOYEE", "TRAINER", "ACCOUNTING"] as const) {
  test(`${role} gets Access Denied on /stores`, async ({ page }) => {
    await loginAs(page, role, "/stores");
    await expectAccessDenied(page);
    await expect(page.getByRole("button", { name: "Add Store" })).toHaveCount(0);
  });
}

// Axe in every theme and width, dialogs included, runs for every screen in a11y.spec.ts.
