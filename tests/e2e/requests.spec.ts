import { expect, test, type Page } from "@playwright/test";
import { expectToast, loginAs } from "./helpers";
import {
  fakeSwap,
  fakeSwapApi,
  openTab,
  pendingIds,
  requestRow,
  requestsTable,
  summaryCounts,
  type Kind,
} from "./requests-helpers";

/**
 * The API cannot create requests, so the real decisions use the demo organization's pending requests
 * (2 time-off, 1 swap, seeded fresh for each run's in-memory database). Each test picks a pending row by
 * id at the time it runs and asserts relative changes, so it holds whatever else was decided before.
 */

const SUCCESS: Record<Kind, string> = {
  timeoff: "Time-off request has been updated successfully.",
  swap: "Swap request has been updated successfully.",
};

async function decideFirstPending(page: Page, kind: Kind, decision: "approved" | "denied") {
  await loginAs(page, "manager", "/requests");
  const [id] = await pendingIds(page, kind);
  expect(id, `the demo organization should still have a pending ${kind} request`).toBeDefined();
  if (id === undefined) return;
  await openTab(page, kind);
  const row = requestRow(page, kind, id);
  await expect(row.getByRole("button")).toHaveCount(2);
  const before = await summaryCounts(page);

  const verb = decision === "approved" ? "Approve" : "Deny";
  await row.getByRole("button", { name: `${verb} request ${id}`, exact: true }).click();
  // Deny asks for an optional reason; approving time off first shows what it clashes with.
  if (decision === "denied" || kind === "timeoff") {
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: verb, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  await expectToast(page, "Request updated", SUCCESS[kind]);
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row).toContainText(decision);
  await expect
    .poll(() => summaryCounts(page))
    .toEqual({
      pending: before.pending - 1,
      approved: before.approved + (decision === "approved" ? 1 : 0),
      denied: before.denied + (decision === "denied" ? 1 : 0),
    });
  // The server agrees.
  expect(await pendingIds(page, kind)).not.toContain(id);
}

test("the screen: header, New Request (enabled, docs/product.md, Decisions), three cards, tabs, full names for a manager", async ({
  page,
}) => {
  await loginAs(page, "manager", "/requests");
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await expect(page.getByText("Manage time-off and shift swap requests")).toBeVisible();
  await expect(page.getByRole("button", { name: "New Request" })).toBeEnabled();
  for (const title of ["Pending Requests", "Approved This Week", "Denied This Week"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("tab", { name: "Time-Off Requests" })).toHaveAttribute("aria-selected", "true");

  const table = requestsTable(page, "timeoff");
  for (const header of ["Employee", "Start Date", "End Date", "Notes", "Status", "Actions"]) {
    await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  // A manager can read the roster: names, not "User {id}". Ethan Brooks is the demo employee.
  await expect(table.getByRole("cell", { name: "Ethan Brooks" }).first()).toBeVisible();
  await expect(table.getByText(/^User \d+$/)).toHaveCount(0);
  // A request without notes shows a dash.
  await expect(table.getByRole("cell", { name: "-", exact: true }).first()).toBeVisible();

  await openTab(page, "swap");
  const swaps = requestsTable(page, "swap");
  for (const header of ["Requesting", "Their Shift", "Target", "Target Shift", "Status", "Actions"]) {
    await expect(swaps.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
});

test("dates show in the local format, without a time-zone slip", async ({ page }) => {
  await loginAs(page, "manager", "/requests");
  const response = await page.request.get("/api/requests/timeoff");
  const [first] = (await response.json()) as { id: number; startDate: string; endDate: string }[];
  if (!first) throw new Error("no demo time-off requests");
  const local = (ymd: string) => {
    const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
    return new Date(y, m - 1, d).toLocaleDateString("en-US");
  };
  const row = requestRow(page, "timeoff", first.id);
  await expect(row.getByRole("cell").nth(1)).toHaveText(local(first.startDate));
  await expect(row.getByRole("cell").nth(2)).toHaveText(local(first.endDate));
});

test("a manager approves a time-off request", async ({ page }) => {
  await decideFirstPending(page, "timeoff", "approved");
});

test("a manager denies a time-off request", async ({ page }) => {
  await decideFirstPending(page, "timeoff", "denied");
});

test("a manager approves a swap request", async ({ page }) => {
  await decideFirstPending(page, "swap", "approved");
});

test("swaps show people and shifts; a manager denies one with a reason (swap list served in the browser)", async ({
  page,
}) => {
  const swaps = [fakeSwap(9001, "pending"), fakeSwap(9002, "approved")];
  const fake = await fakeSwapApi(page, swaps);
  await loginAs(page, "manager", "/requests");
  await openTab(page, "swap");
  const before = await summaryCounts(page);
  const row = requestRow(page, "swap", 9001);
  // Names and shifts, not ids: "Shift 36 ↔ Shift 37" was all a manager had (issue 32).
  await expect(row.getByRole("cell").nth(0)).toHaveText("Ethan Brooks");
  await expect(row.getByRole("cell").nth(1)).toContainText("22:00–06:00 +1");
  await expect(row.getByRole("cell").nth(1)).toContainText("Server · Downtown Bistro");
  await expect(row.getByRole("cell").nth(2)).toHaveText("Grace Kim");
  await expect(row.getByRole("cell").nth(3)).toContainText("10:00–16:00");
  await expect(row).not.toContainText(/Shift \d+/);
  await expect(requestRow(page, "swap", 9002).getByRole("button")).toHaveCount(0);

  await row.getByRole("button", { name: "Deny request 9001", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Deny this request?" });
  await dialog.getByLabel("Reason (optional)").fill("Grace is training that day");
  await dialog.getByRole("button", { name: "Deny", exact: true }).click();

  await expectToast(page, "Request updated", SUCCESS.swap);
  expect(fake.patched).toEqual([{ id: 9001, status: "denied", decisionNote: "Grace is training that day" }]);
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row).toContainText("denied");
  await expect(row).toContainText("Reason: Grace is training that day");
  // Focus is not dropped to the page: it lands on the list's tab panel.
  await expect(page.getByRole("tabpanel")).toBeFocused();
  await expect
    .poll(() => summaryCounts(page))
    .toEqual({ pending: before.pending - 1, approved: before.approved, denied: before.denied + 1 });
});

test("buttons are disabled while a decision is in flight; a failure shows the server's message", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const swaps = [fakeSwap(9101, "pending"), fakeSwap(9102, "pending")];
  let calls = 0;
  await fakeSwapApi(page, swaps, async () => {
    calls += 1;
    if (calls === 1) {
      await held;
      return { status: 409, body: { message: "Request is no longer pending" } };
    }
    return { status: 500, body: {} };
  });
  await loginAs(page, "manager", "/requests");
  await openTab(page, "swap");

  await page.getByRole("button", { name: "Approve request 9101", exact: true }).click();
  for (const name of [
    "Approve request 9101",
    "Deny request 9101",
    "Approve request 9102",
    "Deny request 9102",
  ]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeDisabled();
  }
  release();
  await expectToast(page, "Failed to update request", "Request is no longer pending");
  await expect(page.getByRole("button", { name: "Deny request 9102", exact: true })).toBeEnabled();

  // No server message: the fallback, in the toast and in the dialog, which stays open.
  await page.getByRole("button", { name: "Deny request 9102", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Deny this request?" });
  await dialog.getByRole("button", { name: "Deny", exact: true }).click();
  await expectToast(page, "Failed to update request", "An error occurred");
  await expect(dialog.getByRole("alert")).toHaveText("An error occurred");
});

test("a spinner shows while the requests load", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/requests\/timeoff$/, async (route) => {
    await held;
    await route.continue();
  });
  await loginAs(page, "manager", "/requests");
  await expect(page.getByRole("status", { name: "Loading requests" })).toBeVisible();
  release();
  await expect(requestsTable(page, "timeoff")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading requests" })).toHaveCount(0);
});

test("an employee sees only their own requests, by name (without the roster), and no actions", async ({
  page,
}) => {
  await loginAs(page, "employee", "/requests");
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number; fullName: string };
  const own = (await (await page.request.get("/api/requests/timeoff")).json()) as { userId: number }[];
  expect(own.length).toBeGreaterThan(0);
  expect(own.every((r) => r.userId === me.id)).toBe(true);

  const table = requestsTable(page, "timeoff");
  await expect(table.locator("tbody tr")).toHaveCount(own.length);
  await expect(table.locator("tbody tr td:first-child")).toHaveText(own.map(() => me.fullName));
  await expect(page.getByRole("button", { name: /^(Approve|Deny) request/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New Request" })).toBeEnabled();

  await openTab(page, "swap");
  const swapRows = requestsTable(page, "swap").locator("tbody tr");
  const swaps = (await (await page.request.get("/api/requests/swap")).json()) as unknown[];
  if (swaps.length === 0) {
    await expect(requestsTable(page, "swap")).toContainText("No swap requests found.");
  } else {
    await expect(swapRows).toHaveCount(swaps.length);
    for (const row of await swapRows.all()) {
      await expect(row).toContainText(me.fullName);
      await expect(row).not.toContainText(/(User|Shift) \d+/);
    }
  }
  await expect(page.getByRole("button", { name: /^(Approve|Deny) request/ })).toHaveCount(0);
});

test("a new organization has no requests: empty texts and zero counts", async ({ page }) => {
  await loginAs(page, "OWNER", "/requests");
  await expect(requestsTable(page, "timeoff")).toContainText("No time-off requests found.");
  expect(await summaryCounts(page)).toEqual({ pending: 0, approved: 0, denied: 0 });
  await openTab(page, "swap");
  await expect(requestsTable(page, "swap")).toContainText("No swap requests found.");
});

// Axe in every theme and width, dialogs included, runs for every screen (both tabs here) in a11y.spec.ts.
