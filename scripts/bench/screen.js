// The Schedule screen's speed in `npm run bench` (issue 13), in Debian's Chromium through playwright-core:
// navigation to a grid showing every shift of a generated 150-person week, and a drag reflected on screen.
import { chromium } from "playwright-core";
import { median } from "./load.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * `runs` times: a new page goes to /schedule for the week and waits until every one of its shifts is a chip
 * in the grid (ms from navigation start, the browser's own clock). Then `runs` keyboard moves of one chip to
 * the next day: ms from the drop key to the chip drawn in its new cell (the frame after the DOM has it).
 */
export async function measureScreen({ url, username, password, storeId, weekStart, shifts, runs = 5 }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await context.request.post(`${url}/api/auth/login`, { data: { username, password } });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const path = `${url}/schedule?store=${storeId}&week=${weekStart}`;
    // One unmeasured load fills the HTTP cache as a returning manager's browser would have it.
    const warm = await context.newPage();
    await warm.goto(path);
    await waitForChips(warm, shifts);
    await warm.close();

    const navigationMs = await timedNavigations(context, path, shifts, runs);

    const page = await context.newPage();
    await page.goto(path);
    await waitForChips(page, shifts);
    const dragMs = [];
    // A person's chip on Monday to Saturday, moved a day right and back again.
    const id = await page.evaluate(() => {
      const chips = [...document.querySelectorAll(".schedule-grid tbody [data-shift-id]")];
      const chip = chips.find((c) => {
        const row = c.closest("tr");
        return row !== row?.parentElement?.lastElementChild && c.closest("td") !== row?.lastElementChild;
      });
      return chip?.getAttribute("data-shift-id");
    });
    if (!id) throw new Error("no shift to move");
    for (let i = 0; i < runs; i++)
      dragMs.push(await keyboardMove(page, id, i % 2 === 0 ? "ArrowRight" : "ArrowLeft"));
    return {
      shifts,
      navigationMedianMs: Math.round(median(navigationMs)),
      navigationMs: navigationMs.map(Math.round),
      dragMedianMs: Math.round(median(dragMs) * 10) / 10,
      dragMs: dragMs.map((ms) => Math.round(ms * 10) / 10),
    };
  } finally {
    await browser.close();
  }
}

/**
 * `runs` navigations to `path`, each timed until `shifts` chips are shown. The manager's tab is open
 * already: Debian's Chromium runs headless as the full browser, and every new window starts its own
 * browser UI (the omnibox popup's WebUI, two renderers, ~2-4 s of CPU on this 2-core machine), which a
 * navigation in a new window would pay for. Each measured navigation goes from a blank page in one settled
 * tab, as typing the address or following a bookmark does.
 */
export async function timedNavigations(context, path, shifts, runs) {
  const tab = await context.newPage();
  await tab.goto("about:blank");
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const navigationMs = [];
  for (let i = 0; i < runs; i++) {
    await tab.goto(path, { waitUntil: "commit" });
    navigationMs.push(await waitForChips(tab, shifts));
    await tab.goto("about:blank");
  }
  await tab.close();
  return navigationMs;
}

/** Waits until the grid holds `count` chips; answers the page's clock then (ms since navigation start). */
export async function waitForChips(page, count) {
  const handle = await page
    .waitForFunction(
      (n) => document.querySelectorAll(".schedule-grid [data-shift-id]").length >= n && performance.now(),
      count,
      { polling: "raf", timeout: 60_000 },
    )
    .catch(async (error) => {
      const shown = await page.locator(".schedule-grid [data-shift-id]").count();
      const text = (await page.locator("main").innerText()).slice(0, 400);
      throw new Error(`${shown} of ${count} shifts shown at ${page.url()}: ${text}`, { cause: error });
    });
  return handle.jsonValue();
}

/** Lifts the chip with Space, moves it with an arrow, and times the drop. */
async function keyboardMove(page, id, arrow) {
  const chip = page.locator(`.schedule-grid [data-shift-id="${id}"]`);
  const from = await chip.evaluate((el) => el.closest("td")?.getAttribute("data-cell"));
  await chip.focus();
  await page.keyboard.press("Space");
  await page.waitForFunction((el) => el.getAttribute("aria-pressed") === "true", await chip.elementHandle());
  await page.keyboard.press(arrow);
  // Dropped only once the lifted chip is over another cell (highlighted), as a person would see it.
  await page.waitForFunction(
    (from) =>
      [...document.querySelectorAll(".schedule-grid td.bg-accent")].some(
        (td) => td.getAttribute("data-cell") !== from,
      ),
    from,
  );
  await page.evaluate(
    ({ id, from }) => {
      const w = window;
      w.__drop = new Promise((resolve) => {
        let pressed = 0;
        document.addEventListener("keydown", () => (pressed = performance.now()), {
          capture: true,
          once: true,
        });
        const seen = () => {
          const cell = document
            .querySelector(`[data-shift-id="${id}"]`)
            ?.closest("td")
            ?.getAttribute("data-cell");
          if (pressed === 0 || !cell || cell === from) return false;
          requestAnimationFrame(() => resolve(performance.now() - pressed));
          return true;
        };
        const observer = new MutationObserver(() => seen() && observer.disconnect());
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    },
    { id, from },
  );
  await page.keyboard.press("Space");
  const ms = await page.evaluate(() => window.__drop);
  // Let the server's answer land before the next move (it may re-render the week).
  await page.waitForLoadState("networkidle");
  return ms;
}
