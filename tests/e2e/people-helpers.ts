import { expect, type Page, type Request } from "@playwright/test";

/**
 * Records the API calls the page makes, so a test can say "nothing was sent".
 * `calls(method, pathPrefix)` lists the matching requests seen so far.
 */
export function recordApiCalls(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) seen.push(request);
  });
  return {
    calls(method: string, pathPrefix: string): Request[] {
      return seen.filter((r) => r.method() === method && new URL(r.url()).pathname.startsWith(pathPrefix));
    },
  };
}

/** The JSON body a request carried. */
export function bodyOf(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

/**
 * The toast with this title, found even while a modal dialog is open: Radix hides everything outside
 * the dialog from the accessibility tree (aria-hidden), the toast region included, so the shared
 * `expectToast` cannot see toasts raised from inside a dialog.
 */
export function toastItem(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
}

export async function expectToastEvenBehindDialog(page: Page, title: string, description?: string) {
  const item = toastItem(page, title);
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item).toContainText(description);
}

/** Whether the page scrolls sideways (it should not at phone width: wide content scrolls in place). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
