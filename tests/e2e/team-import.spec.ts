import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createOrganization, expectNoA11yViolations, expectToast, signIn, uniqueName } from "./helpers";

// Team import (docs/product.md, Team Roster): a manager fills in the template, sees a bad row named and
// the import held back, fixes the file, imports six people, and invites one of them.

test("a manager imports the team from CSV and invites one person", async ({ page }) => {
  const { api } = await createOrganization();
  for (const [path, name] of [
    ["/api/stores", "Harbor Grill"],
    ["/api/positions", "Server"],
    ["/api/positions", "Host"],
  ] as const) {
    expect((await api.post(path, { data: { name } })).ok()).toBe(true);
  }
  const manager = { username: uniqueName("mgr"), password: "manager-pass-123" };
  const created = await api.post("/api/admin/create-employee", {
    data: { ...manager, fullName: "Mia Manager", globalRole: "MANAGER" },
  });
  expect(created.ok()).toBe(true);
  await signIn(page, manager, "/team");

  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Team" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await expectNoA11yViolations(page);

  // The template: the server's columns and an example naming this organization's positions and store.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download template" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("team-import-template.csv");
  const template = await readFile(await download.path(), "utf8");
  const [header, example] = template.trim().split(/\r?\n/);
  expect(header).toBe(
    "Full name,Username,Email,Phone,Role,Positions,Stores,Hourly wage,Desired hours,Date of birth",
  );
  expect(example).toContain("Host; Server,Harbor Grill");

  const prefix = uniqueName("imp");
  const people = ["Ana Ruiz", "Ben Ode", "Cleo Park", "Dev Rao", "Eli Stone", "Fay Wu"].map((name, i) => ({
    name,
    username: `${prefix}-${i + 1}`,
  }));
  const csv = (positionsOfThird: string) =>
    [
      header,
      ...people.map(
        (p, i) =>
          `${p.name},${p.username},,${i === 0 ? "+1 555 010 0100" : ""},,${i === 2 ? positionsOfThird : "Server"},Harbor Grill,16.00,30,`,
      ),
    ].join("\n");
  const chooseFile = (text: string) =>
    dialog.getByLabel("CSV file (or drop it here)").setInputFiles({
      name: "team.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });

  await chooseFile(csv("Dishwasher"));
  await expect(dialog).toContainText("1 of 6 rows have errors");
  const badRow = dialog.getByRole("row").filter({ hasText: "Cleo Park" });
  await expect(badRow).toContainText('Unknown position "Dishwasher"');
  await expect(dialog.getByRole("row").filter({ hasText: "Ana Ruiz" })).toContainText("OK");
  await expect(dialog.getByRole("button", { name: "Import 6 people" })).toBeDisabled();
  await expectNoA11yViolations(page);

  await chooseFile(csv("Host"));
  await expect(dialog).toContainText("All 6 rows are ready to import.");
  await dialog.getByRole("button", { name: "Import 6 people" }).click();
  await expectToast(page, "Imported 6 people");
  await expect(dialog).toBeHidden();

  // On the roster, as people who cannot sign in yet.
  const table = page.getByRole("table", { name: "Employees" });
  for (const person of people) {
    const row = table.getByRole("row").filter({ hasText: person.username });
    await expect(row).toContainText(person.name);
    await expect(row).toContainText("Not invited");
  }
  // The Phone column is kept (a leading + is a phone number, not a formula).
  await expect(
    table.getByRole("row").filter({ hasText: "Ana Ruiz" }).getByRole("link", { name: "+1 555 010 0100" }),
  ).toHaveAttribute("href", "tel:+15550100100");

  const ben = table.getByRole("row").filter({ hasText: "Ben Ode" });
  await ben.getByRole("button", { name: "Invite Ben Ode" }).click();
  const invite = page.getByRole("dialog", { name: "Invite Ben Ode" });
  await expect(invite).toContainText("Ben Ode cannot sign in yet.");
  await invite.getByRole("button", { name: "Give one-time password" }).click();
  const password = invite.getByLabel("One-time password");
  await expect(password).toHaveValue(/^[A-Za-z0-9_-]{12}$/);
  await expectNoA11yViolations(page);
  const oneTimePassword = await password.inputValue();
  await invite.getByRole("button", { name: "Done" }).click();
  await expect(invite).toBeHidden();
  await expect(ben).toContainText("Invited");
  await expect(ben).not.toContainText("Not invited");

  // The one-time password signs Ben in, who must then choose a password.
  const login = await page.request.post("/api/auth/login", {
    data: { username: people[1]?.username, password: oneTimePassword },
  });
  expect(login.ok()).toBe(true);
  expect(await login.json()).toMatchObject({ mustChangePassword: true });
});

test("a file the server cannot read is named in the dialog, and the keyboard reaches everything", async ({
  page,
}) => {
  const { owner } = await createOrganization();
  await signIn(page, owner, "/team");
  await page.getByRole("button", { name: "Import" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Import Team" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("CSV file (or drop it here)").setInputFiles({
    name: "people.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Name,Email\nAna,ana@example.com\n"),
  });
  await expect(dialog.getByRole("alert")).toHaveText('Missing column "Full name" and "Username"');
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
