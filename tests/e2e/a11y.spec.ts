import { expect, test } from "@playwright/test";
import type { Theme } from "../../src/web/lib/theme";
import { expectNoA11yViolations, signIn, DEMO_ACCOUNTS } from "./helpers";

const THEMES: Theme[] = ["light", "dark", "high-contrast"];

const PAGES: { name: string; path: string; signedIn: boolean; heading: string }[] = [
  { name: "login", path: "/login", signedIn: false, heading: "Sign in" },
  { name: "sign-up", path: "/signup", signedIn: false, heading: "Create your account" },
  { name: "dashboard (shell)", path: "/", signedIn: true, heading: "Dashboard" },
  { name: "access denied", path: "/admin", signedIn: true, heading: "Access Denied" },
  { name: "404", path: "/no-such-page", signedIn: true, heading: "404 Page Not Found" },
  { name: "account", path: "/account", signedIn: true, heading: "Account Settings" },
];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem("scheduling-theme", value), theme);
    });

    for (const { name, path, signedIn, heading } of PAGES) {
      test(`${name} has no serious or critical axe violations`, async ({ page }) => {
        if (signedIn) await signIn(page, DEMO_ACCOUNTS.manager, path);
        else await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
        await expectNoA11yViolations(page);
      });
    }
  });
}

for (const theme of THEMES) {
  test.describe(`${theme} theme, other shell states`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem("scheduling-theme", value), theme);
    });

    test("collapsed sidebar has no serious or critical axe violations", async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin, "/");
      await page.getByRole("button", { name: "Toggle Sidebar" }).click();
      await expect(page.getByRole("button", { name: "Toggle Sidebar" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expectNoA11yViolations(page);
    });

    test.describe("phone width", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("open navigation panel has no serious or critical axe violations", async ({ page }) => {
        await signIn(page, DEMO_ACCOUNTS.employee, "/account");
        await page.getByRole("button", { name: "Toggle Sidebar" }).click();
        await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
        await expectNoA11yViolations(page);
      });
    });
  });
}
