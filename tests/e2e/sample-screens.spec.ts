import { expect, test, type Page } from "@playwright/test";
import { formatWeekLabel, weekStartOf } from "../../src/web/components/week";
import { DEMO_ACCOUNTS, expectNoA11yViolations, loginAs, setTheme, signIn } from "./helpers";

function heading(page: Page, name: string, level?: number) {
  return page.getByRole("heading", { name, exact: true, ...(level ? { level } : {}) });
}

async function expectAccessDenied(page: Page) {
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
}

test.describe("dashboard", () => {
  // docs/product.md, Decisions: the figures are computed (tests/e2e/figures.spec.ts checks them against a
  // priced week); here the layout, texts and actions of docs/product.md, Screens stay.
  test("shows this week, figures, week status, quick actions and trends (no Trial badge)", async ({
    page,
  }) => {
    await loginAs(page, "admin", "/");
    await expect(heading(page, "Dashboard", 1)).toBeVisible();
    await expect(page.getByText("Trial", { exact: true })).toHaveCount(0);
    await expect(page.getByText(formatWeekLabel(weekStartOf())).first()).toBeVisible();
    for (const title of ["Coverage Rate", "Budget Variance", "Fairness Score", "Pending Requests"]) {
      await expect(heading(page, title)).toBeVisible();
    }
    await expect(heading(page, "Current Week Status")).toBeVisible();
    await expect(page.getByText(/^(Draft|Published|No schedule)$/).first()).toBeVisible();
    for (const term of ["Total Shifts", "Assigned", "Warnings"]) {
      await expect(page.getByRole("term").filter({ hasText: term })).toBeVisible();
    }
    await expect(heading(page, "Coverage Trend")).toBeVisible();

    const actions = page.getByRole("navigation", { name: "Quick actions" });
    await expect(actions.getByRole("link")).toHaveText(["View Schedule", "Review Requests"]);
    // Run Scheduling Engine asks before it starts a run (figures.spec.ts runs it).
    await expect(actions.getByRole("button", { name: "Run Scheduling Engine" })).toBeVisible();
    await actions.getByRole("link", { name: "Review Requests" }).click();
    await expect(page).toHaveURL(/\/requests$/);
    await page.goBack();
    await actions.getByRole("link", { name: "View Schedule" }).click();
    await expect(page).toHaveURL(/\/schedule\?store=\d+&week=\d{4}-\d{2}-\d{2}$/);
  });

  test("an employee gets no Run Scheduling Engine quick action", async ({ page }) => {
    await loginAs(page, "employee", "/");
    const actions = page.getByRole("navigation", { name: "Quick actions" });
    await expect(actions.getByRole("link")).toHaveText(["View Schedule", "Review Requests"]);
    await expect(actions.getByRole("button", { name: "Run Scheduling Engine" })).toHaveCount(0);
    // Their own cards instead of the store's figures (docs/product.md, Decisions).
    for (const title of ["Next Shift", "Hours This Week", "My Pending Requests"]) {
      await expect(heading(page, title)).toBeVisible();
    }
    await expect(heading(page, "Budget Variance")).toHaveCount(0);
  });
});

test.describe("reports", () => {
  test("labor vs budget with totals, hours analysis and compliance tabs", async ({ page }) => {
    await loginAs(page, "admin", "/reports");
    await expect(heading(page, "Reports", 1)).toBeVisible();
    await expect(page.getByText("Labor analytics and compliance tracking")).toBeVisible();
    await expect(page.getByRole("button", { name: "Export Report" })).toBeVisible();

    // The demo week's real figures: the first store, this week (figures.spec.ts checks the sums by hand).
    await expect(page.getByLabel("Store")).toBeVisible();
    const labor = page.getByRole("table", { name: "Labor vs budget" });
    const noData = page.getByText(/^No (schedule for this week|labor this week)$/);
    await expect(labor.or(noData).first()).toBeVisible();
    if (await labor.isVisible()) {
      await expect(labor.getByRole("columnheader")).toHaveText([
        "Day",
        "Position",
        "Target Budget",
        /^(Published Cost|Draft Cost \(unpublished\)|Scheduled Cost \(unpublished changes\))$/,
        "Variance",
        "Status",
      ]);
    }
    for (const title of ["Total Weekly Budget", "Total Scheduled Cost", "Actual Cost (approved hours)"])
      await expect(heading(page, title)).toBeVisible();

    await page.getByRole("tab", { name: "Hours Analysis" }).click();
    const hours = page.getByRole("table", { name: "Hours analysis" });
    if (await hours.isVisible()) {
      await expect(hours.getByRole("columnheader")).toHaveText([
        "Employee",
        "Position",
        "Total Hours",
        "Actual Hours (approved)",
        "Avg per Week",
        "Status",
      ]);
      await expect(hours.getByText(/^(optimal|overtime|under)$/).first()).toBeVisible();
    }

    await page.getByRole("tab", { name: "Compliance" }).click();
    if (await page.getByRole("list", { name: "Compliance rules" }).isVisible()) {
      for (const text of ["8+ hours", "22:00", "Overtime within limits", "1:3"]) {
        await expect(page.getByText(text).first()).toBeVisible();
      }
    }
  });

  test("accounting may open it; an employee may not", async ({ page }) => {
    await loginAs(page, "ACCOUNTING", "/reports");
    await expect(heading(page, "Reports", 1)).toBeVisible();
    await loginAs(page, "employee", "/reports");
    await expectAccessDenied(page);
  });
});

test.describe("helpdesk", () => {
  test("the demo organization's tickets: cards, all tickets for a manager, view, recent activity", async ({
    page,
  }) => {
    await loginAs(page, "manager", "/helpdesk");
    await expect(heading(page, "Helpdesk", 1)).toBeVisible();
    for (const title of ["Open Tickets", "In Progress", "Resolved", "Avg Response Time"]) {
      await expect(heading(page, title)).toBeVisible();
    }
    // Computed from the seeded answers, not a fixed figure.
    await expect(page.getByText("2.5h", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New Ticket" })).toBeVisible();

    const tickets = page.getByRole("table", { name: "All Tickets" });
    await expect(heading(page, "All Tickets")).toBeVisible();
    for (const header of ["Title", "Created By", "Created At", "Replies", "Status"]) {
      await expect(tickets.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    await expect(tickets.getByText("Swap request stuck as pending")).toBeVisible();
    await expect(tickets.getByText("In progress", { exact: true }).first()).toBeVisible();
    await expect(tickets.getByText("IN_PROGRESS")).toHaveCount(0);

    await tickets.getByRole("button", { name: /^View ticket \d+: Swap request stuck as pending$/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Swap request stuck as pending" })).toBeVisible();
    await expect(dialog.getByText("Swaps wait for a manager's approval", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/helpdesk$/);

    await expect(heading(page, "Recent Activity")).toBeVisible();
  });

  test("an employee sees only their own tickets, as My Tickets", async ({ page }) => {
    await loginAs(page, "employee", "/helpdesk");
    await expect(heading(page, "My Tickets")).toBeVisible();
    await expect(heading(page, "All Tickets")).toHaveCount(0);
    const tickets = page.getByRole("table", { name: "My Tickets" });
    await expect(tickets.getByText("How do I mark the holidays I can't work?")).toBeVisible();
    await expect(tickets.getByText("Swap request stuck as pending")).toHaveCount(0);
  });
});

test.describe("admin settings", () => {
  test("plan, users, demo accounts and system settings as the install is", async ({ page }) => {
    await loginAs(page, "admin", "/admin");
    await expect(heading(page, "Admin Settings", 1)).toBeVisible();

    // A self-hosted install: no trial, nothing to buy (deploy.spec.ts checks a new organization's Admin).
    await expect(heading(page, "Plan")).toBeVisible();
    await expect(page.getByText("Self-hosted", { exact: true })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Subscription" })).toHaveCount(0);

    const users = page.getByRole("table", { name: "Users" });
    for (const header of ["Name", "Email", "Role"]) {
      await expect(users.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    await expect(users.getByRole("button", { name: /^Edit role of/ }).first()).toHaveText("Edit Role");
    await expect(page.getByRole("button", { name: "Invite User" })).toBeVisible();

    const demo = page.getByRole("table", { name: "Demo test accounts" });
    await expect(demo.locator("tbody tr")).toHaveText([
      /admin\s*admin123\s*ADMIN/,
      /manager\s*manager123\s*MANAGER/,
      /employee\s*employee123\s*EMPLOYEE/,
    ]);

    const me = (await (await page.request.get("/api/auth/me")).json()) as { tenantId: number };
    await expect(heading(page, "System Settings")).toBeVisible();
    const tenant = page.getByRole("definition").filter({ hasText: /^\d+$/ });
    await expect(tenant).toHaveText(String(me.tenantId));
    const system = (await (await page.request.get("/api/system")).json()) as { environment: string };
    for (const [term, value] of [
      ["Environment", system.environment],
      ["Database", "PGlite"],
    ]) {
      const field = page.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) });
      await expect(field.locator("xpath=following-sibling::dd")).toHaveText(value ?? "");
    }
  });

  test("an owner may open it; a manager may not", async ({ page }) => {
    await loginAs(page, "OWNER", "/admin");
    await expect(heading(page, "Admin Settings", 1)).toBeVisible();
    await loginAs(page, "manager", "/admin");
    await expectAccessDenied(page);
  });
});

test.describe("labor targets", () => {
  test("managers and accounting see the page; a trainer may not", async ({ page }) => {
    await loginAs(page, "manager", "/labor");
    await expect(heading(page, "Labor Targets", 1)).toBeVisible();
    await expect(page.getByRole("table", { name: "Labor targets" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
    await loginAs(page, "ACCOUNTING", "/labor");
    await expect(heading(page, "Labor Targets", 1)).toBeVisible();
    // Accounting reads the targets but cannot change them (docs/api.md, Labor and figures): no Save
    // (figures.spec.ts has more).
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await loginAs(page, "TRAINER", "/labor");
    await expectAccessDenied(page);
  });
});

const SCREENS: [path: string, title: string][] = [
  ["/", "Dashboard"],
  ["/schedule", "Schedule"],
  ["/reports", "Reports"],
  ["/helpdesk", "Helpdesk"],
  ["/admin", "Admin Settings"],
  ["/labor", "Labor Targets"],
];

for (const [path, title] of SCREENS) {
  test(`${title}: no serious accessibility violations in the three themes`, async ({ page }) => {
    test.slow(); // Axe runs three to nine times here, on a busy machine.
    await loginAs(page, "admin", path);
    for (const theme of ["light", "dark", "high-contrast"] as const) {
      await setTheme(page, theme);
      await expect(heading(page, title, 1)).toBeVisible();
      await expectNoA11yViolations(page);
      if (path === "/reports") {
        for (const tab of ["Hours Analysis", "Compliance"]) {
          await page.getByRole("tab", { name: tab }).click();
          await expectNoA11yViolations(page);
        }
      }
    }
  });
}

test("at 390px wide the screens scroll down, not sideways (wide tables scroll inside their box)", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ACCOUNTS.admin, "/");
  for (const [path, title] of [...SCREENS, ["/requests", "Requests"] as const]) {
    await page.goto(path);
    await expect(heading(page, title, 1)).toBeVisible();
    if (path === "/requests")
      await expect(page.getByRole("table", { name: "Time-off requests" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
