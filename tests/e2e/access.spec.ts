import { expect, test } from "@playwright/test";
import type { Role } from "../../src/domain/roles";
import { loginAs } from "./helpers";

const ROUTES = {
  Dashboard: "/",
  Schedule: "/schedule",
  Requests: "/requests",
  Stores: "/stores",
  Positions: "/positions",
  Team: "/team",
  Availability: "/availability",
  Preferences: "/preferences",
  Constraints: "/constraints",
  Staffing: "/staffing",
  "Labor Targets": "/labor",
  Timesheets: "/timesheets",
  Reports: "/reports",
  Helpdesk: "/helpdesk",
  Admin: "/admin",
  Account: "/account",
} as const;
type Item = keyof typeof ROUTES;

const MANAGERS: Item[] = [
  "Dashboard",
  "Schedule",
  "Requests",
  "Stores",
  "Positions",
  "Team",
  "Availability",
  "Preferences",
  "Constraints",
  "Staffing",
  "Labor Targets",
  "Timesheets",
  "Reports",
  "Helpdesk",
  "Account",
];

/** docs/product.md, Screens, with Staffing (Decisions): exactly what each role's sidebar lists, in order. */
const VISIBLE: Record<Role, Item[]> = {
  OWNER: [...MANAGERS.slice(0, -1), "Admin", "Account"],
  ADMIN: [...MANAGERS.slice(0, -1), "Admin", "Account"],
  GM: MANAGERS,
  MANAGER: MANAGERS,
  TRAINER: [
    "Dashboard",
    "Schedule",
    "Requests",
    "Team",
    "Availability",
    "Preferences",
    "Helpdesk",
    "Account",
  ],
  ACCOUNTING: [
    "Dashboard",
    "Schedule",
    "Requests",
    "Availability",
    "Preferences",
    "Labor Targets",
    "Timesheets",
    "Reports",
    "Helpdesk",
    "Account",
  ],
  EMPLOYEE: ["Dashboard", "Schedule", "Requests", "Availability", "Preferences", "Helpdesk", "Account"],
};

const GROUPS: Record<Role, string[]> = {
  OWNER: ["Main", "Management", "Analytics", "Support & Settings"],
  ADMIN: ["Main", "Management", "Analytics", "Support & Settings"],
  GM: ["Main", "Management", "Analytics", "Support & Settings"],
  MANAGER: ["Main", "Management", "Analytics", "Support & Settings"],
  TRAINER: ["Main", "Management", "Support & Settings"],
  ACCOUNTING: ["Main", "Management", "Analytics", "Support & Settings"],
  EMPLOYEE: ["Main", "Management", "Support & Settings"],
};

for (const role of Object.keys(VISIBLE) as Role[]) {
  test(`${role}: sidebar items, allowed screens and Access Denied`, async ({ page }) => {
    await loginAs(page, role);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link")).toHaveText(VISIBLE[role]);
    await expect(nav.getByRole("heading")).toHaveText(GROUPS[role]);
    await expect(page.getByText(role, { exact: true })).toBeVisible();

    // Every listed item opens its screen (client-side) and becomes the highlighted one.
    for (const item of VISIBLE[role]) {
      await nav.getByRole("link", { name: item, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES[item]}$`));
      await expect(nav.getByRole("link", { name: item, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
    }

    // Every other route, typed into the address bar, shows Access Denied.
    for (const item of (Object.keys(ROUTES) as Item[]).filter((i) => !VISIBLE[role].includes(i))) {
      await page.goto(ROUTES[item]);
      await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
      await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    }
  });
}

test("an unknown path shows 404 inside the shell when signed in", async ({ page }) => {
  await loginAs(page, "employee", "/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("an unknown path shows 404 when signed out", async ({ page }) => {
  await page.goto("/stores/nothing/here");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
