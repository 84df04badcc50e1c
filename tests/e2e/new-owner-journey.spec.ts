import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Position } from "../../src/domain/schemas/positions";
import type { Schedule } from "../../src/domain/schemas/schedules";
import { uniqueName } from "./helpers";

/**
 * Issue 31's measure of the first day: a new owner goes from sign-up to a published week for a six-person
 * store in at most 60 actions, with the CSV import and the staffing editor. Every click, typed field, file
 * choice, drag and key press goes through `act`, so the count is what a person would do.
 */

function actions(page: Page) {
  let count = 0;
  const one = async <T>(work: () => Promise<T>) => {
    count += 1;
    return work();
  };
  return {
    get count() {
      return count;
    },
    goto: (path: string) => one(() => page.goto(path)),
    click: (target: Locator) => one(() => target.click()),
    fill: (target: Locator, value: string) => one(() => target.fill(value)),
    check: (target: Locator) => one(() => target.check()),
    drag: (from: Locator, to: Locator) => one(() => from.dragTo(to)),
    file: (target: Locator, name: string, text: string) =>
      one(() => target.setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) })),
    /** A typed value and Enter: one action. */
    typeEnter: (text: string) =>
      one(async () => {
        await page.keyboard.type(text);
        await page.keyboard.press("Enter");
      }),
  };
}

const nav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true });
const checklist = (page: Page) => page.getByRole("region", { name: "Set up your first week" });

test.setTimeout(180_000);

type Act = ReturnType<typeof actions>;
type Person = { name: string; username: string; positions: string[] };

/**
 * Sign-up to a published week; `addTeam` brings the six people in. Returns the number of actions taken.
 */
async function firstWeek(
  page: Page,
  addTeam: (act: Act, people: Person[]) => Promise<void>,
): Promise<number> {
  const act = actions(page);
  const owner = uniqueName("owner");
  const prefix = uniqueName("crew");

  // Sign up: the Dashboard leads with the checklist, nothing done yet.
  await act.goto("/signup");
  await act.fill(page.getByLabel("Username"), owner);
  await act.fill(page.getByLabel("Email"), `${owner}@example.com`);
  await act.fill(page.getByLabel("Password", { exact: true }), "first-day-123");
  await act.fill(page.getByLabel("Confirm Password"), "first-day-123");
  await act.click(page.getByRole("button", { name: "Create account" }));
  await expect(checklist(page)).toContainText("0 of 6 steps done");

  // 1. A store, with the dialog's defaults (open 09:00-21:00).
  await act.click(checklist(page).getByRole("link", { name: "Add a store" }));
  await act.click(page.getByRole("button", { name: "Add Store" }));
  const storeDialog = page.getByRole("dialog", { name: "Add Store" });
  await act.fill(storeDialog.getByLabel("Name"), "Harbor Grill");
  await act.click(storeDialog.getByRole("button", { name: "Add Store" }));
  await expect(page.getByRole("table")).toContainText("Harbor Grill");

  // 2. Three positions.
  await act.click(nav(page, "Positions"));
  for (const name of ["Line Cook", "Server", "Host"]) {
    await act.click(page.getByRole("button", { name: "Add Position" }));
    const dialog = page.getByRole("dialog", { name: "Add Position" });
    await act.fill(dialog.getByLabel("Name"), name);
    await act.click(dialog.getByRole("button", { name: "Add Position" }));
    await expect(dialog).toBeHidden();
  }

  // 3. Six people.
  const people: Person[] = [
    ["Ana Ruiz", "Line Cook"],
    ["Ben Ode", "Line Cook"],
    ["Cleo Park", "Server"],
    ["Dev Rao", "Server"],
    ["Eli Stone", "Server", "Host"],
    ["Fay Wu", "Host", "Server"],
  ].map(([name = "", ...positions], i) => ({ name, username: `${prefix}-${i + 1}`, positions }));
  await act.click(nav(page, "Team"));
  await addTeam(act, people);
  for (const person of people) {
    await expect(page.getByRole("table", { name: "Employees" })).toContainText(person.name);
  }

  // 4. Availability: weekdays 10:00-22:00 for everyone, any time at weekends, in two dialogs.
  await act.click(nav(page, "Availability"));
  await act.click(page.getByRole("button", { name: "Set weekly pattern" }));
  const pattern = page.getByRole("dialog", { name: "Set Weekly Pattern" });
  await act.check(pattern.getByRole("checkbox", { name: "Everyone" }));
  await act.click(pattern.getByRole("button", { name: "Weekdays" }));
  await act.fill(pattern.getByLabel("Start Time"), "10:00");
  await act.fill(pattern.getByLabel("End Time"), "22:00");
  await act.click(pattern.getByRole("button", { name: "Set Pattern" }));
  await expect(pattern).toBeHidden();
  await act.click(page.getByRole("button", { name: "Set weekly pattern" }));
  await act.check(pattern.getByRole("checkbox", { name: "Everyone" }));
  await act.click(pattern.getByRole("button", { name: "Weekends" }));
  await act.check(pattern.getByRole("checkbox", { name: "Available any time" }));
  await act.click(pattern.getByRole("button", { name: "Set Pattern" }));
  await expect(pattern).toBeHidden();

  // 5. Staffing needs in the editor: a cook and a server from 11:00 to 21:00, a host 17:00-21:00, every day.
  const positions = (await (await page.request.get("/api/positions")).json()) as Position[];
  const id = (name: string) => positions.find((p) => p.name === name)?.id ?? 0;
  const cell = (position: string, slot: string) => page.getByTestId(`count-${id(position)}-${slot}`);
  await act.click(nav(page, "Staffing"));
  await act.drag(cell("Line Cook", "11:00"), cell("Server", "20:45"));
  await act.typeEnter("1");
  await act.drag(cell("Host", "17:00"), cell("Host", "20:45"));
  await act.typeEnter("1");
  await act.click(page.getByRole("button", { name: "Copy day to…" }));
  const copy = page.getByRole("dialog", { name: "Copy Monday to…" });
  await act.click(copy.getByLabel("All days"));
  await act.click(copy.getByRole("button", { name: "Copy to 6 days" }));
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect(page.getByTestId("week-total")).toHaveText("168 h");

  // 6. Next week: create, run, publish.
  await act.click(nav(page, "Schedule"));
  await act.click(page.getByRole("button", { name: "Next week" }));
  await act.click(page.getByRole("button", { name: "Create schedule" }));
  await act.click(page.getByRole("button", { name: "Run Scheduling" }));
  await expect(page.getByText("The week is scheduled.", { exact: false })).toBeVisible({ timeout: 90_000 });
  await act.click(page.getByRole("button", { name: "Publish", exact: true }));
  const confirm = page.getByRole("dialog", { name: "Publish this week?" });
  await act.click(confirm.getByRole("button", { name: "Publish", exact: true }));
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  const count = act.count;
  // What was published: the six people work, and most of the needs are covered.
  const stores = (await (await page.request.get("/api/stores")).json()) as { id: number }[];
  const monday = new URL(page.url()).searchParams.get("week");
  expect(monday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const schedule = (await (
    await page.request.get(`/api/schedules?storeId=${stores[0]?.id}&weekStart=${monday}`)
  ).json()) as Schedule;
  expect(schedule.status).toBe("PUBLISHED");
  expect(new Set(schedule.shifts.map((s) => s.userId).filter((u) => u !== null)).size).toBe(6);
  expect(schedule.metrics?.coveragePercent).toBeGreaterThan(80);

  // The checklist is done and gone.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  return count;
}

test("a new owner goes from sign-up to a published week for six people in at most 60 actions with the CSV import", async ({
  page,
}) => {
  const count = await firstWeek(page, async (act, people) => {
    // What a restaurant exports from its payroll sheet.
    const csv = [
      "Full name,Username,Email,Phone,Role,Positions,Stores,Hourly wage,Desired hours,Date of birth",
      ...people.map(
        (p, i) =>
          `${p.name},${p.username},${p.username}@example.com,555-010${i},EMPLOYEE,${p.positions.join("; ")},Harbor Grill,17.50,32,1995-0${i + 1}-15`,
      ),
    ].join("\n");
    await act.click(page.getByRole("button", { name: "Import" }));
    const dialog = page.getByRole("dialog", { name: "Import Team" });
    await act.file(dialog.getByLabel("CSV file (or drop it here)"), "team.csv", csv);
    await act.click(dialog.getByRole("button", { name: "Import 6 people" }));
    await expect(dialog).toBeHidden();
  });
  test.info().annotations.push({ type: "actions", description: String(count) });
  expect(count).toBeLessThanOrEqual(60);
});

test("without the import, the same first week takes at most 150 actions", async ({ page }) => {
  const count = await firstWeek(page, async (act, people) => {
    for (const person of people) {
      await act.click(page.getByRole("button", { name: "Add Employee" }));
      const dialog = page.getByRole("dialog", { name: "Add Employee" });
      await act.fill(dialog.getByLabel("Full Name"), person.name);
      await act.fill(dialog.getByLabel("Username"), person.username);
      await act.fill(dialog.getByLabel("Password"), "crew-pass-123");
      for (const position of person.positions) {
        await act.check(
          dialog.getByRole("group", { name: "Positions" }).getByRole("checkbox", { name: position }),
        );
      }
      await act.check(
        dialog.getByRole("group", { name: "Stores" }).getByRole("checkbox", { name: "Harbor Grill" }),
      );
      await act.click(dialog.getByRole("button", { name: "Add Employee" }));
      await expect(dialog).toBeHidden();
    }
  });
  test.info().annotations.push({ type: "actions", description: String(count) });
  expect(count).toBeLessThanOrEqual(150);
});
