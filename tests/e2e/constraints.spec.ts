import { expect, test } from "@playwright/test";
import { expectAccessDenied, expectToast, failNext, loginAs, watchWrites } from "./helpers";

test("an owner creates a profile with rest in hours, edits it and deletes it after confirming", async ({
  page,
}) => {
  await loginAs(page, "OWNER", "/constraints");
  await expect(page.getByText("No constraint profiles yet")).toBeVisible();
  const writes: { method: string; body: unknown }[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/constraints") && request.method() !== "GET") {
      writes.push({ method: request.method(), body: request.postDataJSON() as unknown });
    }
  });

  await page.getByRole("button", { name: "Create Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Profile" });
  // The defaults of docs/product.md, Entities, rest shown in hours.
  await expect(dialog.getByLabel("Minor curfew")).toHaveValue("22:00");
  await expect(dialog.getByLabel("Max hours per day")).toHaveValue("8");
  await expect(dialog.getByLabel("Max hours per week")).toHaveValue("18");
  await expect(dialog.getByLabel("Minimum rest (hours)")).toHaveValue("8");
  await expect(dialog.getByLabel("Gap after a closing shift (minutes)")).toHaveValue("480");
  await expect(dialog.getByLabel("Meal break after (minutes)")).toHaveValue("300");
  await expect(dialog.getByLabel("Meal break length (minutes)")).toHaveValue("30");
  await expect(dialog.getByLabel("Rest break every (minutes)")).toHaveValue("240");
  await expect(dialog.getByLabel("Rest break length (minutes)")).toHaveValue("15");
  await expect(dialog.getByLabel("Overtime after (hours per week)")).toHaveValue("40");
  await expect(dialog.getByLabel("Weekly hour cap (hours)")).toHaveValue("60");
  await expect(dialog.getByLabel("Trainees per trainer (1:N)")).toHaveValue("3");
  await expect(dialog.getByLabel("Advance notice (days)")).toHaveValue("14");

  await dialog.getByLabel("Name").fill("Summer");
  await dialog.getByLabel("Minimum rest (hours)").fill("10");
  await dialog.getByLabel("Trainees per trainer (1:N)").fill("4");
  await dialog.getByRole("button", { name: "Create Profile" }).click();
  await expectToast(page, "Profile created");
  await expect(dialog).toBeHidden();
  expect(writes[0]?.body).toMatchObject({
    name: "Summer",
    minRestBetweenShifts: 600,
    requiredTrainerRatio: 4,
    advanceNoticeDays: 14,
  });

  const row = page.getByRole("row", { name: /Summer/ });
  await expect(row).toContainText("22:00");
  await expect(row).toContainText("10");
  await expect(row).toContainText("40 h/week");
  await expect(row).toContainText("1:4");
  const summary = page.getByRole("region", { name: "Summary of Summer" });
  await expect(summary).toContainText("Min Rest Between Shifts10 h");
  await expect(summary).toContainText("Trainer Ratio1:4");

  await page.getByRole("button", { name: "Edit Summer" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(edit.getByLabel("Minimum rest (hours)")).toHaveValue("10");
  await edit.getByLabel("Minimum rest (hours)").fill("7.5");
  await edit.getByLabel("Minor curfew").fill("21:00");
  // Advance notice: whole days from 0 to 60.
  const notice = edit.getByLabel("Advance notice (days)");
  await notice.fill("61");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(notice).toBeFocused();
  await expect(notice).toHaveAttribute("aria-invalid", "true");
  await expect(edit.getByText("Enter whole days from 0 to 60")).toBeVisible();
  expect(writes).toHaveLength(1);
  await notice.fill("7");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile updated");
  expect(writes[1]?.body).toMatchObject({
    minRestBetweenShifts: 450,
    minorCurfewTime: "21:00",
    advanceNoticeDays: 7,
  });
  await page.getByRole("button", { name: "Edit Summer" }).click();
  await expect(edit.getByLabel("Advance notice (days)")).toHaveValue("7");
  await edit.getByRole("button", { name: "Cancel" }).click();
  // Shown in whole hours, rounded down.
  await expect(summary).toContainText("Min Rest Between Shifts7 h");
  await expect(row).toContainText("21:00");

  await page.getByRole("button", { name: "Delete Summer" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Profile" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: "Delete Summer" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Profile deleted");
  await expect(page.getByText("No constraint profiles yet")).toBeVisible();
});

test("a profile without a name is refused with a toast and nothing is sent", async ({ page }) => {
  await loginAs(page, "OWNER", "/constraints");
  const writes = watchWrites(page);
  await page.getByRole("button", { name: "Create Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Profile" });
  await dialog.getByRole("button", { name: "Create Profile" }).click();
  await expectToast(page, "Name required", "Please enter a profile name");
  await expect(dialog).toBeVisible();
  // A bad number is caught in the form too.
  await dialog.getByLabel("Name").fill("Bad rest");
  await dialog.getByLabel("Minimum rest (hours)").fill("");
  await dialog.getByRole("button", { name: "Create Profile" }).click();
  await expect(dialog.getByText("Enter hours from 0 to 24")).toBeVisible();
  await expect(dialog.getByLabel("Minimum rest (hours)")).toBeFocused();
  expect(writes).toEqual([]);
});

test("a failed create keeps the dialog open with the server's message", async ({ page }) => {
  await loginAs(page, "OWNER", "/constraints");
  await failNext(page, "POST", /\/api\/constraints$/, 400, "The values break a rule of this record");
  await page.getByRole("button", { name: "Create Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Profile" });
  await dialog.getByLabel("Name").fill("Winter");
  await dialog.getByRole("button", { name: "Create Profile" }).click();
  await expectToast(page, "Failed to create profile", "The values break a rule of this record");
  await expect(dialog).toBeVisible();
});

test("EMPLOYEE gets Access Denied on /constraints", async ({ page }) => {
  await loginAs(page, "EMPLOYEE", "/constraints");
  await expectAccessDenied(page);
  await expect(page.getByRole("button", { name: "Create Profile" })).toHaveCount(0);
});

// Axe in every theme and width, dialogs included, runs for every screen in a11y.spec.ts.
