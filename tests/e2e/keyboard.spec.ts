import { expect, test, type ElementHandle, type Locator, type Page } from "@playwright/test";
import { TOAST_DURATION_MS } from "../../src/web/lib/toast";
import { createOrganization, expectToast, toastItem } from "./helpers";

/**
 * The main flows with the keyboard alone (issue 18): sign in, add a store, edit staffing, approve a
 * request. Only Tab, Shift+Tab, Enter, Space, arrows, Escape and typing; no clicks. Every control
 * reached must be on screen and show that it has focus, Tab must never get stuck, and a dialog must
 * give focus back to the button that opened it.
 */

/** What can show focus: the element's own outline, ring, border and background, and its parent's. */
function focusLook(element: Element): string {
  const look = (e: Element | null) => {
    if (!e) return "";
    const s = getComputedStyle(e);
    return [
      s.outlineStyle,
      s.outlineWidth,
      s.outlineColor,
      s.boxShadow,
      s.borderColor,
      s.backgroundColor,
      s.textDecorationLine,
    ].join(" ");
  };
  return `${look(element)} | ${look(element.parentElement)}`;
}

/** A screen's code is loaded on first use; on the shared test machine that can take a while. */
const SCREEN_LOAD = { timeout: 20_000 };

type Focused = { handle: ElementHandle<Element>; name: string; look: string | null };

/** A walk's memory: the control that has focus now, with how it looks while focused. */
class KeyboardWalk {
  private current: Focused | null = null;
  readonly reached: string[] = [];

  constructor(private readonly page: Page) {}

  /** Presses `key` and checks the control it moves focus to. */
  async press(key: string): Promise<string> {
    await this.page.keyboard.press(key);
    return this.check(key);
  }

  /** Records the focused control; the one before it must now look different (it showed its focus). */
  async check(after = "focus"): Promise<string> {
    const previous = this.current;
    const handle = (
      await this.page.evaluateHandle(() => document.activeElement ?? document.body)
    ).asElement();
    if (!handle) throw new Error("no active element");
    const state = await handle.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const name =
        element.getAttribute("aria-label") ??
        (element instanceof HTMLElement ? element.innerText.trim().split("\n")[0] : "") ??
        "";
      return {
        name: `${element.tagName.toLowerCase()} "${name || (element as HTMLInputElement).name || element.id}"`,
        isBody: element === document.body,
        isVisible:
          element.checkVisibility() &&
          rect.width > 1 &&
          rect.height > 1 &&
          rect.bottom > 0 &&
          rect.right > 0 &&
          rect.top < window.innerHeight &&
          rect.left < window.innerWidth,
      };
    });
    const isMoved = previous && !(await handle.evaluate((e, before) => e === before, previous.handle));
    // A control that is gone (a decided row, a closed dialog) leaves nothing to compare with.
    if (previous?.look && isMoved && (await previous.handle.evaluate((e) => e.isConnected))) {
      const lookNow = await previous.handle.evaluate(focusLook);
      expect(lookNow, `${previous.name} shows no focus indicator`).not.toBe(previous.look);
    }
    expect(state.isBody, `focus was lost after ${after}`).toBe(false);
    expect(state.isVisible, `${state.name} has focus but is not on screen`).toBe(true);
    // A time input's clock button is inside the browser's own shadow DOM: the input is then not
    // :focus, and the browser draws that button's focus ring itself. Nothing of ours to compare.
    const look = (await handle.evaluate((e) => e.matches(":focus")))
      ? await handle.evaluate(focusLook)
      : null;
    this.current = { handle, name: state.name, look };
    this.reached.push(state.name);
    return state.name;
  }

  /** Tabs (forward or with Shift) until `target` has focus, checking every control on the way. */
  async tabTo(target: Locator, { back = false, max = 60 } = {}): Promise<void> {
    for (let step = 0; step < max; step += 1) {
      await this.press(back ? "Shift+Tab" : "Tab");
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
  }

  /**
   * Tabs through every control until focus comes back round to where it started (no trap), then
   * Shift+Tab must go back to the control before; ends where it started.
   */
  async tabAround(max = 80): Promise<number> {
    const start = await this.check();
    const startHandle = this.current?.handle;
    let previousName = start;
    for (let step = 1; step <= max; step += 1) {
      const name = await this.pressSkippingBody("Tab");
      const isBack = await this.page.evaluate((h) => h === document.activeElement, startHandle);
      if (isBack) {
        expect(await this.pressSkippingBody("Shift+Tab"), "Shift+Tab goes back").toBe(previousName);
        expect(await this.pressSkippingBody("Tab")).toBe(start);
        return step;
      }
      previousName = name;
    }
    throw new Error(`focus did not come back round to ${start} in ${max} presses of Tab`);
  }

  /** Past the last control the browser's own UI comes next (the document in a test); Tab again goes on. */
  private async pressSkippingBody(key: string): Promise<string> {
    await this.page.keyboard.press(key);
    if (await this.page.evaluate(() => document.activeElement === document.body)) {
      await this.page.keyboard.press(key);
    }
    return this.check(key);
  }
}

test("sign in, add a store, edit staffing and approve a request with the keyboard alone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { owner, api } = await createOrganization();
  // The staffing grid needs an active position; the rest is done by keyboard.
  expect((await api.post("/api/positions", { data: { name: "Server" } })).ok()).toBe(true);
  // The API cannot create requests: the list and the decision are served here, as the server would.
  let status = "pending";
  await page.route(/\/api\/requests\/timeoff(\/\d+)?$/, async (route) => {
    if (route.request().method() === "PATCH") status = "approved";
    const request = {
      id: 901,
      userId: owner.id,
      userName: owner.username,
      startDate: "2026-12-21",
      endDate: "2026-12-23",
      notes: null,
      decisionNote: null,
    };
    await route.fulfill({
      json: route.request().method() === "PATCH" ? { ...request, status } : [{ ...request, status }],
    });
  });
  // Approving time off first shows the shifts it clashes with: none here.
  await page.route(/\/api\/requests\/timeoff\/901\/clashes$/, (route) => route.fulfill({ json: [] }));
  const walk = new KeyboardWalk(page);

  await test.step("sign in", async () => {
    await page.goto("/login");
    // The username field takes focus on its own.
    await expect(page.getByLabel("Username")).toBeFocused();
    await walk.check();
    await walk.tabAround();
    await expect(page.getByLabel("Username")).toBeFocused();
    await page.keyboard.type(owner.username);
    await walk.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(owner.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible(SCREEN_LOAD);
    // "Login successful" is shown before the Dashboard renders and closes itself after 5 s
    // (docs/product.md, Constants and limits), but Radix pauses that timer only while focus is inside the
    // toast: a walk slower than 5 s would see its Close button going forward and find it gone going back.
    // Walk the page once the toast has left.
    await expect(toastItem(page, "Login successful")).toHaveCount(0, { timeout: TOAST_DURATION_MS + 5_000 });
  });

  await test.step("the skip link, then the whole signed-in page without a trap", async () => {
    await walk.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await walk.tabAround();
  });

  await test.step("add a store in its dialog; focus comes back to Add Store", async () => {
    await walk.tabTo(page.getByRole("link", { name: "Stores", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible(SCREEN_LOAD);
    const add = page.getByRole("button", { name: "Add Store", exact: true });
    await walk.tabTo(add);

    // Escape closes the dialog and gives focus back.
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Store" });
    await expect(dialog).toBeVisible();
    await walk.check("opening the dialog");
    await walk.tabAround();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await page.keyboard.type("Harbour Street");
    await walk.tabTo(dialog.getByRole("button", { name: "Add Store" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expectToast(page, "Store created");
    await expect(add).toBeFocused();
    await expect(page.getByRole("cell", { name: "Harbour Street", exact: true })).toBeVisible();
  });

  await test.step("edit staffing: choose the store and day, select slots with the arrows and type a number", async () => {
    await walk.tabTo(page.getByRole("link", { name: "Staffing", exact: true }), { back: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Staffing Templates" })).toBeVisible(
      SCREEN_LOAD,
    );

    const storePicker = page.getByRole("combobox", { name: "Store" });
    await walk.tabTo(storePicker);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option", { name: "Harbour Street" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(storePicker).toHaveText("Harbour Street");
    await expect(storePicker).toBeFocused();

    const tuesday = page.getByRole("button", { name: /^Tuesday/ });
    await walk.tabTo(tuesday);
    await page.keyboard.press("Enter");
    await expect(tuesday).toHaveAttribute("aria-pressed", "true");

    // The grid scrolls sideways: it is a tab stop of its own, then the grid itself (its first cell).
    const grid = page.getByRole("region", { name: "Staffing grid" });
    await expect(grid).toBeVisible();
    await walk.tabTo(grid);
    const scrolledTo = await grid.evaluate((e) => e.scrollLeft);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => grid.evaluate((e) => e.scrollLeft)).toBeGreaterThan(scrolledTo);
    const first = page.getByTestId(/^count-\d+-09:00$/);
    await walk.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.type("1");
    await page.keyboard.press("Enter");
    await expect(first).toHaveText("1");
    await walk.press("ArrowRight");
    await expect(page.getByTestId(/^count-\d+-09:15$/)).toBeFocused();
    await walk.press("Shift+ArrowRight");
    await expect(page.getByText("Server, 09:15 to 09:45 selected")).toBeVisible();
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId(/^count-\d+-09:15$/)).toHaveText("2");
    await expect(page.getByTestId(/^count-\d+-09:30$/)).toHaveText("2");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    // Tab leaves the grid: one tab stop, not 48. Only a toast follows it, while one shows (on a busy
    // machine it has timed out by then), so focus may go on to the browser's own controls: no body check.
    await page.keyboard.press("Tab");
    await expect(page.locator("td:focus")).toHaveCount(0);
  });

  await test.step("approve a request", async () => {
    await walk.tabTo(page.getByRole("link", { name: "Requests", exact: true }), { back: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible(SCREEN_LOAD);
    const approve = page.getByRole("button", { name: "Approve request 901" });
    await walk.tabTo(approve);
    await page.keyboard.press("Enter");
    // The dialog opens on Cancel; Approve is the next stop.
    const dialog = page.getByRole("dialog", { name: "Approve this time off?" });
    await expect(dialog.getByText("No published shifts of theirs fall in this time off.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await walk.press("Tab");
    await expect(dialog.getByRole("button", { name: "Approve", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "Request updated");
    await expect(approve).toHaveCount(0);
    // The button is gone with its pending row; focus stays in the list.
    await expect(page.getByRole("tabpanel", { name: "Time-Off Requests" })).toBeFocused();
    await walk.check("approving");
    await walk.press("Tab");
  });
});
