import { expect, test, type Page, type Request } from "@playwright/test";
import { createUser, expectToast, signIn, uniqueName } from "./helpers";

function watchPatches(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && new URL(request.url()).pathname.startsWith("/api/users/"))
      seen.push(request);
  });
  return seen;
}

/** Holds matching requests for a moment so the pending state can be seen. */
async function slowDown(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
}

test("profile form: filled from the user, validated locally, saved, and the shell refreshed", async ({
  page,
}) => {
  const user = await createUser("EMPLOYEE", "Pat Tester");
  await signIn(page, user, "/account");
  const patches = watchPatches(page);

  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  const profile = page.getByRole("form", { name: "Profile Information" });
  await expect(profile.getByLabel("Username")).toHaveValue(user.username);
  await expect(profile.getByLabel("Email")).toHaveValue(`${user.username}@example.com`);
  await expect(profile.getByLabel("Full Name")).toHaveValue("Pat Tester");
  // The account avatar uses the username's first two letters.
  await expect(profile.getByText(user.username.slice(0, 2).toUpperCase(), { exact: true })).toBeVisible();

  await profile.getByLabel("Email").fill("");
  await profile.getByRole("button", { name: "Save Profile" }).click();
  await expectToast(page, "Validation error", "Username and email are required");
  expect(patches).toHaveLength(0);

  const newUsername = uniqueName("renamed");
  await profile.getByLabel("Username").fill(newUsername);
  await profile.getByLabel("Email").fill(`${newUsername}@example.com`);
  await profile.getByLabel("Full Name").fill("Robin Renamed");
  await slowDown(page, "**/api/users/*");
  await profile.getByRole("button", { name: "Save Profile" }).click();
  await expect(profile.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expectToast(page, "Profile updated", "Your profile has been updated successfully.");
  expect(patches).toHaveLength(1);

  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByText("Robin Renamed", { exact: true })).toBeVisible();
  await expect(sidebar.getByText("RR", { exact: true })).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel("Username")).toHaveValue(newUsername);
});

test("profile form: a server refusal shows 'Update failed'", async ({ page }) => {
  const user = await createUser("EMPLOYEE");
  await signIn(page, user, "/account");
  const profile = page.getByRole("form", { name: "Profile Information" });
  await profile.getByLabel("Username").fill("admin"); // taken in the demo organization
  await profile.getByRole("button", { name: "Save Profile" }).click();
  await expectToast(page, "Update failed");
});

test("password form: local checks, wrong current password, success clears fields, new password works", async ({
  page,
}) => {
  const user = await createUser("EMPLOYEE");
  await signIn(page, user, "/account");
  const patches = watchPatches(page);
  const form = page.getByRole("form", { name: "Change Password" });
  const current = form.getByLabel("Current Password");
  const next = form.getByLabel("New Password", { exact: true });
  const confirm = form.getByLabel("Confirm New Password");
  const submit = form.getByRole("button", { name: "Update Password" });

  await submit.click();
  await expectToast(page, "All password fields are required");

  await current.fill(user.password);
  await next.fill("brand-new-1");
  await confirm.fill("brand-new-2");
  await submit.click();
  await expectToast(page, "New passwords do not match");

  await next.fill("short");
  await confirm.fill("short");
  await submit.click();
  await expectToast(page, "Password must be at least 6 characters long");
  expect(patches).toHaveLength(0);

  await current.fill("not-my-password");
  await next.fill("brand-new-1");
  await confirm.fill("brand-new-1");
  await submit.click();
  await expectToast(page, "Password change failed");
  await expect(current).toHaveValue("not-my-password");

  await current.fill(user.password);
  await slowDown(page, "**/api/users/*/password");
  await submit.click();
  await expect(form.getByRole("button", { name: "Updating..." })).toBeDisabled();
  await expectToast(page, "Password changed", "Your password has been changed successfully.");
  await expect(current).toHaveValue("");
  await expect(next).toHaveValue("");
  await expect(confirm).toHaveValue("");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, "Login failed");
  await page.getByLabel("Password").fill("brand-new-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, "Login successful");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
