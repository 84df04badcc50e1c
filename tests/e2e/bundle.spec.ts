import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

// Budget (docs/performance.md): the JavaScript /login needs before it is usable stays ≤ 150 KB gzipped.
// Every screen is lazy-loaded; this guards against something heavy slipping into the first load.
const BUDGET_BYTES = 150 * 1024;

test("the login page's JavaScript stays within 150 KB gzipped", async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response.body());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  let total = 0;
  for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length;
  console.log(`/login JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
