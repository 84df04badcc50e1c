import { expect, test } from "@playwright/test";
import { createUser, loginAs, signIn } from "./helpers";

test.describe("desktop sidebar", () => {
  test("collapses to icons with tooltips, and the cookie keeps it across reloads", async ({
    page,
    context,
  }) => {
    await loginAs(page, "manager");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    const toggle = page.getByRole("button", { name: "Toggle Sidebar" });
    await expect(sidebar).toHaveJSProperty("offsetWidth", 256); // 16rem
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await toggle.click();
    await expect(sidebar).toHaveJSProperty("offsetWidth", 48); // 3rem
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie?.path).toBe("/");
    // max-age 7 days
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Collapsed items keep their names and show them as tooltips, without delay.
    const schedule = page.getByRole("link", { name: "Schedule", exact: true });
    await schedule.hover();
    await expect(page.getByRole("tooltip", { name: "Schedule" })).toBeVisible({ timeout: 1000 });

    await page.reload();
    await expect(sidebar).toHaveJSProperty("offsetWidth", 48);

    // Ctrl+B (or Cmd+B) toggles it back.
    await page.keyboard.press("ControlOrMeta+b");
    await expect(sidebar).toHaveJSProperty("offsetWidth", 256);
    await page.reload();
    await expect(sidebar).toHaveJSProperty("offsetWidth", 256);
  });

  test("footer shows initials, full name, role and Logout", async ({ page }) => {
    const user = await createUser("TRAINER", "maria del carmen");
    await signIn(page, user);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByText("MD", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("maria del carmen", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("TRAINER", { exact: true })).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("footer falls back to the username without a full name", async ({ page }) => {
    const user = await createUser("ACCOUNTING");
    await signIn(page, user);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByText(user.username, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(user.username.slice(0, 2).toUpperCase(), { exact: true })).toBeVisible();
  });

  test("the brand shows the product name and tagline", async ({ page }) => {
    await loginAs(page, "employee");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByText("Brigade", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("Restaurant shift scheduling")).toBeVisible();
    // Named by what it shows, so a speech-input user can say it (WCAG 2.5.3).
    await expect(
      sidebar.getByRole("link", { name: "Brigade Restaurant shift scheduling", exact: true }),
    ).toHaveAttribute("href", "/");
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar is a slide-in panel opened from the header", async ({ page }) => {
    await loginAs(page, "admin");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();

    const panel = page.getByRole("dialog", { name: "Navigation" });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveJSProperty("offsetWidth", 288); // 18rem
    await panel.getByRole("link", { name: "Account" }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });
});

test.describe("themes", () => {
  test("the chosen theme is saved and survives a reload", async ({ page }) => {
    await loginAs(page, "employee");
    const html = page.locator("html");
    await expect(html).toHaveClass(/(^|\s)light(\s|$)/);

    const themes = page.getByRole("group", { name: "Theme" });
    await themes.getByRole("radio", { name: "Dark" }).check();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem("scheduling-theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(themes.getByRole("radio", { name: "Dark" })).toBeChecked();

    // Keyboard: arrow keys move through the segmented control.
    await themes.getByRole("radio", { name: "Dark" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(html).toHaveClass(/(^|\s)high-contrast(\s|$)/);
    await page.reload();
    await expect(html).toHaveClass(/(^|\s)high-contrast(\s|$)/);
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test("the login page offers the switcher too", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "High contrast" }).check();
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/(^|\s)high-contrast(\s|$)/);
  });
});
