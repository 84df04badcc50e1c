import { expect, test, type Page } from "@playwright/test";
import {
  createOrganization,
  createUser,
  expectAccessibleInEveryTheme,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  signIn,
  statCard,
} from "./helpers";

/**
 * The Helpdesk with real tickets: an employee files one, a manager of the same organization hears of it
 * through the bell, answers and moves it; the employee sees the answer. A new organization starts empty.
 */

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

test("an employee files a ticket and a manager answers it, moves it to In progress, then Resolved", async ({
  browser,
}) => {
  test.slow();
  const employee = await createUser("EMPLOYEE", "Erin Employee");
  const manager = await createUser("MANAGER", "Mark Manager");
  const title = `Cannot see my shifts ${Date.now()}`;

  // The employee: no tickets yet, then a New Ticket with its validation.
  const mine = await (await browser.newContext()).newPage();
  await signIn(mine, employee, "/helpdesk");
  await expect(mine.getByText("No tickets yet")).toBeVisible();
  await expect(statCard(mine, "Avg Response Time")).toContainText("—");
  await expectNoA11yViolations(mine);
  await mine.getByRole("button", { name: "New Ticket" }).first().click();
  const newTicket = mine.getByRole("dialog", { name: "New Ticket" });
  await expect(newTicket).toBeVisible();
  await newTicket.getByRole("button", { name: "Submit" }).click();
  await expect(newTicket.getByText("Enter a title")).toBeVisible();
  await expect(newTicket.getByText("Enter a message")).toBeVisible();
  await expect(newTicket.getByLabel("Title")).toBeFocused();
  await expectNoA11yViolations(mine);
  await newTicket.getByLabel("Title").fill(title);
  await newTicket.getByLabel("Message").fill("The schedule page is empty on my phone.");
  await newTicket.getByRole("button", { name: "Submit" }).click();
  await expectToast(mine, "Ticket filed");
  // Filed, it opens at once (and has its own address).
  const filed = mine.getByRole("dialog", { name: title });
  await expect(filed).toBeVisible();
  await expect(mine).toHaveURL(/\/helpdesk\?ticket=\d+$/);
  await expect(filed.getByText("No replies yet.")).toBeVisible();
  await expect(filed.getByRole("combobox", { name: "Status" })).toHaveCount(0);
  await mine.keyboard.press("Escape");
  await expect(filed).toHaveCount(0);
  const myTickets = mine.getByRole("table", { name: "My Tickets" });
  await expect(myTickets.getByRole("row").filter({ hasText: title })).toContainText("Open");

  // The manager: the bell tells, and its link opens the ticket.
  const theirs = await (await browser.newContext()).newPage();
  await signIn(theirs, manager, "/");
  const bell = theirs.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await theirs.getByRole("link", { name: new RegExp(`Erin Employee filed a ticket: “${title}”`) }).click();
  await expect(theirs).toHaveURL(/\/helpdesk\?ticket=\d+$/);
  const ticket = theirs.getByRole("dialog", { name: title });
  await expect(ticket.getByText("The schedule page is empty on my phone.")).toBeVisible();
  await expectNoA11yViolations(theirs);

  await ticket.getByLabel("Your reply").fill("Try reloading; I republished the week.");
  await ticket.getByRole("button", { name: "Send reply" }).click();
  await expectToast(theirs, "Reply sent");
  await expect(ticket.getByRole("list", { name: "Timeline" })).toContainText("Mark Manager replied");
  await expect(ticket.getByLabel("Your reply")).toHaveValue("");

  await ticket.getByRole("combobox", { name: "Status" }).selectOption({ label: "In progress" });
  await ticket.getByLabel("Note (optional)").fill("Checking the phone layout.");
  await ticket.getByRole("button", { name: "Change status" }).click();
  await expectToast(theirs, "Status changed");
  await expect(ticket.getByRole("list", { name: "Timeline" })).toContainText("moved it to In progress");
  await ticket.getByRole("combobox", { name: "Status" }).selectOption({ label: "Resolved" });
  await ticket.getByRole("button", { name: "Change status" }).click();
  await expect(ticket.getByRole("list", { name: "Timeline" })).toContainText("moved it to Resolved");
  await expect(ticket.getByRole("button", { name: "Change status" })).toBeDisabled();
  await expectNoA11yViolations(theirs);
  await ticket.getByRole("button", { name: "Close" }).first().click();
  const allTickets = theirs.getByRole("table", { name: "All Tickets" });
  await expect(allTickets.getByRole("row").filter({ hasText: title })).toContainText("Resolved");
  await expect(statCard(theirs, "Avg Response Time")).not.toContainText("—");

  // The employee sees the answer and the status, and was told.
  await mine.reload();
  await expect(myTickets.getByRole("row").filter({ hasText: title })).toContainText("Resolved");
  await expect(mine.getByRole("button", { name: /^Notifications, 3 unread$/ })).toBeVisible();
  await myTickets.getByRole("button", { name: new RegExp(`^View ticket \\d+: ${title}$`) }).click();
  const answered = mine.getByRole("dialog", { name: title });
  await expect(answered.getByText("Try reloading; I republished the week.")).toBeVisible();
  await expect(answered.getByText("Checking the phone layout.")).toBeVisible();
  await expect(answered.getByText("Resolved", { exact: true })).toBeVisible();
});

test("a new organization starts with no tickets and a clear empty state, accessible in every theme", async ({
  page,
}) => {
  const { owner } = await createOrganization();
  await signIn(page, owner, "/helpdesk");
  const ready = async () => {
    await expect(heading(page, "Helpdesk")).toBeVisible();
    await expect(page.getByText("No tickets yet")).toBeVisible();
  };
  await ready();
  await expect(page.getByText(/A ticket asks your managers for help/)).toBeVisible();
  await expect(page.getByRole("button", { name: "New Ticket" })).toHaveCount(2);
  for (const card of ["Open Tickets", "In Progress", "Resolved"])
    await expect(statCard(page, card)).toContainText("0");
  await expect(statCard(page, "Avg Response Time")).toContainText("—");
  await expectAccessibleInEveryTheme(page, ready);
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await expectNoSidewaysScroll(page);
});

test("a ticket that is not the caller's says so", async ({ page }) => {
  const employee = await createUser("EMPLOYEE", "Other Employee");
  await signIn(page, employee, "/helpdesk?ticket=999999");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Could not load this ticket.")).toBeVisible();
  await expectNoA11yViolations(page);
});
