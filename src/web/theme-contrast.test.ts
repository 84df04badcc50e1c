import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Reads the theme variables from styles.css and checks the text/background pairs the components use:
// WCAG AA (4.5:1) for light and dark, AAA (7:1) for high contrast.
const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8");

function themeVars(selector: string): Record<string, string> {
  // The block whose selector list starts a line with `selector` (":root,\n.light {", ".dark {").
  const escaped = selector.replace(".", "\\.");
  const block = new RegExp(`(?:^|\\n)${escaped}(?:,[^{]*)?\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`no block for ${selector}`);
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const PAIRS: [string, string][] = [
  ["foreground", "background"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["secondary-foreground", "secondary"],
  ["muted-foreground", "background"],
  ["muted-foreground", "muted"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["primary", "background"],
  ["sidebar-foreground", "sidebar"],
  ["sidebar-accent-foreground", "sidebar-accent"],
  ["sidebar-primary-foreground", "sidebar-primary"],
];

describe.each([
  [":root", 4.5, "#ffffff"],
  [".dark", 4.5, "#0b0f19"],
  [".high-contrast", 7, "#000000"],
])("theme %s", (selector, minimum, background) => {
  const vars = themeVars(selector);
  it("is the block it claims to be", () => expect(vars.background).toBe(background));
  it.each(PAIRS)("%s on %s", (fg, bg) => {
    const [a, b] = [vars[fg], vars[bg]];
    expect(a && b, `${fg}/${bg} defined`).toBeTruthy();
    expect(contrast(a ?? "", b ?? "")).toBeGreaterThanOrEqual(minimum);
  });
});
