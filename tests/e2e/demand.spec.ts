import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Forecast } from "../../src/domain/schemas/demand";
import { addDays, todayIn } from "../../src/domain/time";
import { weekStartIn } from "../../src/web/components/week";
import { backtestSentence } from "../../src/web/features/staffing/demand/demand-model";
import {
  createOrganization,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  setTheme,
  signIn,
  THEMES,
  uniqueName,
  type TestUser,
} from "./helpers";

// Demand on screen (DESIGN §9): a manager imports sales history, reads the forecast and its accuracy, sets
// labor standards, applies the proposed needs to next week, runs that week and sees needed vs scheduled.
// A fresh organization per run. Screenshots go to DEMAND_SHOTS_DIR when it is set.

const SHOTS = process.env.DEMAND_SHOTS_DIR;
const TZ = "America/New_York";
// "Next week" on the store's clock: the Forecast tab's default week.
const WEEK = addDays(weekStartIn(TZ), 7);

interface Org {
  owner: TestUser;
  api: APIRequestContext;
  storeId: number;
}

async function call<T>(api: APIRequestContext, method: "post" | "patch", url: string, data: object) {
  const res = await api[method](url, { data });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A store open 10:00-22:00 with Servers and Line Cooks, three people each, and next week's schedule. */
async function setUpOrg(): Promise<Org> {
  const { owner, api } = await createOrganization();
  const store = await call<{ id: number }>(api, "post", "/api/stores", {
    name: "Harbor Grill",
    timezone: TZ,
    openTime: "10:00",
    closeTime: "22:00",
  });
  for (const [name, color] of [
    ["Server", "#2563eb"],
    ["Line Cook", "#dc2626"],
  ] as const) {
    const position = await call<{ id: number }>(api, "post", "/api/positions", { name, color });
    for (let i = 1; i <= 3; i++) {
      const person = await call<{ userId: number }>(api, "post", "/api/admin/create-employee", {
        username: uniqueName("dm"),
        password: "demand-pass-123",
        fullName: `${name} ${i}`,
        globalRole: "EMPLOYEE",
      });
      await call(api, "patch", `/api/employees/${person.userId}`, {
        storeIds: [store.id],
        positionIds: [position.id],
      });
    }
  }
  await call(api, "post", "/api/schedules", { storeId: store.id, weekStartDate: WEEK });
  return { owner, api, storeId: store.id };
}

/**
 * Ten weeks of daily rows up to yesterday: a weekly pattern (busy Fridays and Saturdays) with a little
 * deterministic noise, so a forecast has something to learn.
 */
function salesCsv(): string {
  const today = todayIn(TZ);
  const lines = ["date,sales,covers"];
  for (let back = 70; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const level = [0.8, 0.7, 0.75, 0.85, 1, 1.4, 1.3][weekday]!;
    const noise = 1 + (((back * 37) % 11) - 5) / 100;
    const sales = Math.round(4000 * level * noise * 100) / 100;
    lines.push(`${date},${sales},${Math.round(180 * level * noise)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The whole page, and at phone width the open tab or dialog alone too (easier to read). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (name.endsWith("-390")) {
    const dialog = page.getByRole("dialog");
    const part = (await dialog.count()) > 0 ? dialog : page.getByRole("tabpanel");
    if ((await part.count()) === 1) await part.screenshot({ path: `${SHOTS}/${name}-part.png` });
  }
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

async function openForecast(page: Page, org: Org) {
  await page.goto(`/staffing?store=${org.storeId}`);
  await tab(page, "Forecast").click();
  await expect(page.getByRole("heading", { level: 2, name: "Forecast" })).toBeVisible();
}

test.describe("demand screens", () => {
  test.setTimeout(240_000);

  test("import sales → forecast in words → labor standards → apply to next week → run → demand fit", async ({
    page,
  }) => {
    const org = await setUpOrg();
    await signIn(page, org.owner, `/staffing?store=${org.storeId}`);
    await tab(page, "Forecast").click();
    await expect(page.getByTestId("forecast-none")).toBeVisible();

    // A bad CSV: the preview names the rejected rows and nothing can be imported.
    await page.getByRole("button", { name: "Import sales CSV" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Import sales CSV" });
    await dialog
      .getByLabel("Or paste the rows")
      .fill("date,sales\n2026-01-05,1200\n01/06/2026,1300\n2026-01-07,-5\n");
    await dialog.getByRole("button", { name: "Check rows" }).click();
    const outcome = dialog.getByTestId("import-outcome");
    await expect(outcome).toContainText("1 row to import");
    await expect(outcome.getByRole("row")).toHaveCount(3); // header + rows 2 and 3
    await expect(outcome.getByRole("cell", { name: "2", exact: true })).toBeVisible();
    await expect(outcome.getByRole("cell", { name: "3", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Import" })).toBeDisabled();
    await expectNoA11yViolations(page);

    // The real history: preview, then import.
    await dialog.getByLabel("Or paste the rows").fill(salesCsv());
    await dialog.getByRole("button", { name: "Check rows" }).click();
    await expect(outcome).toContainText("70 rows to import, 0 existing rows replaced");
    await shoot(page, "import-dialog-light");
    await dialog.getByRole("button", { name: "Import" }).click();
    await expectToast(page, "Sales imported");
    await expect(dialog).toBeHidden();

    // The forecast of next week, and its backtest in the words the API's figures give.
    await expect(page.getByTestId("forecast-method")).toBeVisible();
    await expect(page.getByText(/Sales history: .* \(70 days\)/)).toBeVisible();
    const forecast = (await (
      await org.api.get(`/api/stores/${org.storeId}/forecast?weekStart=${WEEK}`)
    ).json()) as Forecast;
    expect(forecast.method).not.toBe("NONE");
    if (forecast.backtest) {
      await expect(page.getByTestId("forecast-backtest")).toContainText(
        backtestSentence(forecast.backtest, "sales")!,
      );
    } else {
      await expect(page.getByText("No accuracy check yet")).toBeVisible();
    }
    // No standards yet: the proposal says what to fix.
    await expect(page.getByText("Set labor standards first")).toBeVisible();
    await page.getByRole("button", { name: "Set labor standards" }).click();

    // Labor standards: the form catches min > max before sending.
    await expect(tab(page, "Labor standards")).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Server: driver").selectOption("COVERS");
    await page.getByLabel("Server: 1 person per how many covers an hour").fill("20");
    await page.getByLabel("Server: minimum people while open").fill("3");
    await page.getByLabel("Server: maximum people").fill("2");
    await page.getByRole("button", { name: "Save labor standards" }).click();
    await expect(page.getByText("Maximum must be at least the minimum")).toBeVisible();
    await page.getByLabel("Server: minimum people while open").fill("1");
    await page.getByLabel("Server: maximum people").fill("3");
    await page.getByLabel("Line Cook: driver").selectOption("SALES");
    await page.getByLabel("Line Cook: 1 person per how many sales an hour").fill("600");
    await page.getByLabel("Line Cook: minimum people while open").fill("1");
    await page.getByLabel("Line Cook: maximum people").fill("2");
    await page.getByLabel("Line Cook: minutes before open").fill("30");
    await page.getByRole("button", { name: "Save labor standards" }).click();
    await expectToast(page, "Labor standards saved");
    await shoot(page, "labor-standards-light");

    // Proposed needs beside the current ones (none yet), then applied to next week.
    await tab(page, "Forecast").click();
    const compare = page.getByTestId("needs-compare");
    await expect(compare.getByRole("rowheader", { name: "Server" })).toBeVisible();
    await expect(compare.getByRole("rowheader", { name: "Line Cook" })).toBeVisible();
    await expect(page.getByText("Current: No needs for this week yet")).toBeVisible();
    await shoot(page, "forecast-light");
    await page.getByRole("button", { name: /^Apply to week of/ }).click();
    await expectToast(page, "Forecast applied");
    await expect(page.getByText("Current: This week has its own needs")).toBeVisible();
    // What a run reads now is what was proposed: the week's totals match.
    const totals = compare.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total" }) });
    const week = (await totals.getByRole("cell").last().innerText()).split("/").map((t) => t.trim());
    expect(week[0]).toBe(week[1]);
    expect(Number(week[0])).toBeGreaterThan(0);
    // Applying again would replace the week's own needs (maybe edited by hand): it asks first.
    await page.getByRole("button", { name: /^Apply to week of/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Replace this week's own needs?" });
    await expect(confirm).toBeVisible();
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Replace" }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, "Forecast applied");

    // Run the week and read needed vs scheduled.
    await page.goto(`/schedule?store=${org.storeId}&week=${WEEK}`);
    await page.getByRole("button", { name: "Run Scheduling" }).click();
    await expect(page.getByText("The week is scheduled. Locked shifts stayed where they were.")).toBeVisible({
      timeout: 120_000,
    });
    await page.getByRole("button", { name: "Dismiss" }).click();
    const fit = page.getByTestId("demand-fit");
    await expect(fit.getByRole("heading", { name: "Demand fit" })).toBeVisible();
    await expect(fit.getByRole("figure")).toHaveCount(7);
    await expect(
      fit.getByText(/Short [\d.]+ staff-hours|Matches the need|Over [\d.]+/).first(),
    ).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of THEMES) {
        await setTheme(page, theme);
        await expect(fit.getByRole("figure")).toHaveCount(7);
        await expectNoA11yViolations(page);
        await shoot(page, `schedule-fit-${theme}-${width}`);
        if (SHOTS) await fit.screenshot({ path: `${SHOTS}/schedule-fit-section-${theme}-${width}.png` });
      }
    }
  });

  test("axe and screenshots: Forecast, import dialog, Labor standards, in every theme and at 390 px", async ({
    page,
  }) => {
    const org = await setUpOrg();
    const res = await org.api.post(`/api/stores/${org.storeId}/sales-history`, {
      headers: { "content-type": "text/csv" },
      data: salesCsv(),
    });
    expect(res.ok(), await res.text()).toBe(true);
    await signIn(page, org.owner, `/staffing?store=${org.storeId}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of THEMES) {
        await setTheme(page, theme);
        const name = `${theme}-${width}`;
        await openForecast(page, org);
        await expect(page.getByTestId("forecast-method")).toBeVisible();
        await expect(page.getByText("Set labor standards first")).toBeVisible();
        await expectNoA11yViolations(page);
        if (width === 390) await expectNoSidewaysScroll(page);
        await shoot(page, `forecast-${name}`);
        await page.getByRole("button", { name: "Import sales CSV" }).first().click();
        await page.getByLabel("Or paste the rows").fill("date,sales\n2026-01-05,1200\nbad,1\n");
        await page.getByRole("button", { name: "Check rows" }).click();
        await expect(page.getByTestId("import-outcome")).toContainText("1 rejected");
        await expectNoA11yViolations(page);
        await shoot(page, `import-${name}`);
        await page.keyboard.press("Escape");
        await tab(page, "Labor standards").click();
        await expect(page.getByLabel("Server: driver")).toBeVisible();
        await expectNoA11yViolations(page);
        await shoot(page, `standards-${name}`);
      }
    }
  });
});
