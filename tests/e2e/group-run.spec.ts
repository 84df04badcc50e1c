import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, DAYS_OF_WEEK, timeSlots } from "../../src/domain/time";
import { weekStartIn } from "../../src/web/components/week";
import {
  createOrganization,
  expectAccessDenied,
  expectAccessibleInEveryTheme,
  expectNoSidewaysScroll,
  expectToast,
  loginAs,
  signIn,
  uniqueName,
  type TestUser,
} from "./helpers";

// "Run all stores" (docs/api.md, Group runs): an owner opens it from Schedule, leaves one store out, starts
// the rest, watches each store, cancels the store waiting for a shared person, publishes the selected ones.
// A fresh organization per run. Screenshots go to GROUP_SHOTS_DIR when it is set.

const SHOTS = process.env.GROUP_SHOTS_DIR;
const TZ = "America/New_York";
const NEXT_WEEK = addDays(weekStartIn(TZ), 7);

async function call<T>(api: APIRequestContext, method: "post" | "patch" | "put", url: string, data: object) {
  const res = await api[method](url, { data });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Org {
  owner: TestUser;
  api: APIRequestContext;
  storeIds: Record<"Alpha" | "Beta" | "Gamma" | "Delta", number>;
}

/**
 * Four stores with four cooks each and two cooks needed 08:00-22:00 every day; Alpha and Beta share one more
 * cook, so Beta waits for Alpha (the lower id goes first among equals).
 */
async function setUpOrg(): Promise<Org> {
  const { owner, api } = await createOrganization();
  const position = await call<{ id: number }>(api, "post", "/api/positions", {
    name: "Cook",
    color: "#dc2626",
  });
  const storeIds = {} as Org["storeIds"];
  for (const name of ["Alpha", "Beta", "Gamma", "Delta"] as const) {
    const store = await call<{ id: number }>(api, "post", "/api/stores", {
      name,
      timezone: TZ,
      openTime: "08:00",
      closeTime: "22:00",
    });
    storeIds[name] = store.id;
    for (const dayOfWeek of DAYS_OF_WEEK)
      await call(
        api,
        "put",
        `/api/staffing-templates?storeId=${store.id}&dayOfWeek=${dayOfWeek}`,
        timeSlots("08:00", "21:45").map((timeSlot) => ({
          positionId: position.id,
          timeSlot,
          requiredHeadcount: 2,
        })),
      );
  }
  const hire = async (fullName: string, stores: number[]) => {
    const person = await call<{ userId: number }>(api, "post", "/api/admin/create-employee", {
      username: uniqueName("gr"),
      password: "group-pass-123",
      fullName,
      globalRole: "EMPLOYEE",
    });
    await call(api, "patch", `/api/employees/${person.userId}`, {
      storeIds: stores,
      positionIds: [position.id],
    });
  };
  for (const [name, id] of Object.entries(storeIds))
    for (let i = 1; i <= 4; i += 1) await hire(`${name} cook ${i}`, [id]);
  await hire("Sam Shared", [storeIds.Alpha, storeIds.Beta]);
  return { owner, api, storeIds };
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const row = (page: Page, store: string) =>
  page.getByRole("list", { name: "Stores" }).getByRole("listitem").filter({ hasText: store });

test.describe("Run all stores", () => {
  test.setTimeout(240_000);

  test("choose stores, run them, cancel the waiting one, publish the selected", async ({ page }) => {
    const org = await setUpOrg();
    await signIn(page, org.owner, "/schedule");
    await page.getByRole("link", { name: "Run all stores" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Run all stores" })).toBeVisible();
    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page).toHaveURL(new RegExp(`week=${NEXT_WEEK}`));

    // Every store is chosen; Delta is left out with the keyboard (Space on its checkbox).
    // The theme switch reloads the page: checked before any choice is made.
    await expectAccessibleInEveryTheme(page, () =>
      expect(page.getByRole("group", { name: "Stores (4 of 4)" })).toBeVisible(),
    );
    await page.getByRole("checkbox", { name: "Delta" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("group", { name: "Stores (3 of 4)" })).toBeVisible();
    await shoot(page, "group-start-1280");
    await page.getByRole("button", { name: "Run 3 stores" }).click();

    // Beta waits for Alpha (they share Sam); it is cancelled while it waits.
    await expect(row(page, "Beta")).toContainText("After Alpha (shared people)");
    await expect(page.getByRole("list", { name: "Stores" }).getByRole("listitem")).toHaveCount(3);
    await shoot(page, "group-running-1280");
    await page.getByRole("button", { name: "Cancel Beta" }).click();
    await expect(row(page, "Beta")).toContainText("Cancelled");

    await expect(page.getByRole("heading", { name: "Every store's run has ended" })).toBeVisible({
      timeout: 120_000,
    });
    for (const store of ["Alpha", "Gamma"]) {
      await expect(row(page, store)).toContainText("Scheduled");
      await expect(row(page, store)).toContainText(/Coverage \d+\.\d% · \d+ shifts · \d+ rules? broken/);
    }
    await expect(page.getByText("3 of 3 stores finished · 2 scheduled · 1 cancelled")).toBeVisible();
    await expectAccessibleInEveryTheme(page, () =>
      expect(page.getByRole("heading", { name: "Every store's run has ended" })).toBeVisible(),
    );
    await shoot(page, "group-done-1280");

    // The succeeded stores are selected; the cancelled one is not.
    await expect(page.getByRole("checkbox", { name: "Beta" })).not.toBeChecked();
    await page.getByRole("button", { name: "Publish selected (2)" }).click();
    await expectToast(page, "Published 2 weeks");
    await expect(row(page, "Alpha")).toContainText("Published");
    await expect(page.getByRole("button", { name: "Publish selected (0)" })).toBeDisabled();
    for (const [store, status] of [
      ["Alpha", "PUBLISHED"],
      ["Gamma", "PUBLISHED"],
      ["Beta", "DRAFT"],
    ] as const) {
      const res = await org.api.get(`/api/schedules?storeId=${org.storeIds[store]}&weekStart=${NEXT_WEEK}`);
      expect(((await res.json()) as { status: string }).status, store).toBe(status);
    }
    const delta = await org.api.get(`/api/schedules?storeId=${org.storeIds.Delta}&weekStart=${NEXT_WEEK}`);
    expect(await delta.json()).toBeNull();

    // At 1024 and phone width nothing scrolls sideways; Open leads to the store's week.
    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      await shoot(page, `group-done-${width}`);
    }
    await page.getByRole("link", { name: "Open Gamma's week" }).click();
    await expect(page).toHaveURL(new RegExp(`store=${org.storeIds.Gamma}&week=${NEXT_WEEK}`));
  });

  test("a store manager does not see it and cannot open it", async ({ page }) => {
    await loginAs(page, "manager", "/schedule");
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Run all stores" })).toHaveCount(0);
    await page.goto("/schedule/all-stores");
    await expectAccessDenied(page);
  });
});
