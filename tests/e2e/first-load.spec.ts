import { expect, test } from "@playwright/test";

// Issue 32: /login asked for the sign-in check, then its code, then whether this is a demo install, one
// after the other; the demo accounts' box came last and pushed the centred card up (Lighthouse: CLS 0.07).
// app/preload.ts now starts all three at once, so the card is drawn where it stays.
test("the login page does not move once drawn", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("admin / admin123")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});
