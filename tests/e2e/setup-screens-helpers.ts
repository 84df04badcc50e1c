import { expect, type Page } from "@playwright/test";
import type { Theme } from "../../src/web/lib/theme";
import { expectNoA11yViolations, setTheme } from "./helpers";

/** Every non-GET request the page sends to the API from now on, as "METHOD /path". */
export function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() !== "GET") {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

export const THEMES: Theme[] = ["light", "dark", "high-contrast"];

/** Runs axe on the current screen in each theme; `ready` waits for the screen's content after a reload. */
export async function expectAccessibleInEveryTheme(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await ready();
    await expectNoA11yViolations(page);
  }
}

/** Answers the next `method` call to a matching URL with an error, as a failing server would. */
export async function failNext(
  page: Page,
  method: string,
  pathPattern: RegExp,
  status = 500,
  message = "Database is unavailable",
): Promise<void> {
  let used = false;
  // Not `times: 1`: a call of another method (the list's GET) would use that one time up.
  await page.route(pathPattern, async (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ message }) });
  });
}

export async function expectAccessDenied(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
}

/**
 * expectToast for a toast raised while a modal dialog is open: the dialog hides everything else from the
 * accessibility tree (aria-hidden), so the toast is found with `includeHidden`, then checked on screen.
 */
export async function expectToastOverDialog(page: Page, title: string, description?: string): Promise<void> {
  const item = page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item).toContainText(description);
}
