// Draws the app's PNG icons from its SVGs (src/web/pwa/*.svg) with the Chromium the tests use, so that the
// icons are made from a drawing we own, not fetched. Run after changing a drawing: `npx tsx scripts/make-icons.ts`;
// the PNGs are checked in beside the drawings (the build copies them, scripts/pwa-plugin.ts).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const dir = fileURLToPath(new URL("../src/web/pwa/", import.meta.url));

/** The sizes browsers ask for: 192 and 512 (Android, Chrome's install), 180 (iOS), 32 (tab), 96 (badge). */
const ICONS = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "apple-touch-icon.png", size: 180 },
  { svg: "icon.svg", png: "favicon-32.png", size: 32 },
  { svg: "badge.svg", png: "badge-96.png", size: 96 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const svg = await readFile(join(dir, icon.svg), "utf8");
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${icon.size}px;height:${icon.size}px}</style>` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}">`,
    );
    await page.screenshot({ path: join(dir, icon.png), omitBackground: true });
    console.log(icon.png);
  }
} finally {
  await browser.close();
}
