import { describe, expect, it } from "vitest";
import { chunk, web } from "./test-chunks";
import { firstScreenModules } from "./first-screen-chunks";

const SIGNED_OUT_PAGES = [
  "features/auth/signup-page.tsx",
  "features/auth/forgot-password-page.tsx",
  "features/auth/password-link-page.tsx",
  "features/auth/set-password-page.tsx",
  "features/auth/unsubscribe-page.tsx",
  "features/kiosk/kiosk-page.tsx",
];

describe("firstScreenModules", () => {
  const entry = chunk("index.js", [web("main.tsx"), "/nm/react.js"], [], true);
  const card = chunk("card.js", [web("components/ui/card.tsx")]);
  const login = chunk("login.js", [web("features/auth/login-page.tsx")], ["index.js", "card.js"]);
  const others = SIGNED_OUT_PAGES.map((p) => chunk(`${p}.js`, [web(p)], ["index.js"]));
  const dialog = chunk("dialog.js", [web("components/ui/dialog.tsx"), "/nm/radix-dialog.js"]);
  const shell = chunk("shell.js", [web("app/shell/app-shell.tsx")], ["index.js", "dialog.js"]);
  const dashboard = chunk(
    "dashboard.js",
    [web("features/dashboard/dashboard-page.tsx"), web("features/dashboard/figures.tsx")],
    ["index.js", "card.js", "dialog.js"],
  );
  const schedule = chunk(
    "schedule.js",
    [web("features/schedule/schedule-page.tsx"), web("features/labor/labor-targets.ts")],
    ["index.js", "card.js", "dialog.js"],
  );
  const team = chunk("team.js", [web("features/team/team-page.tsx"), "/nm/csv.js"], ["index.js"]);
  const all = [entry, card, login, ...others, dialog, shell, dashboard, schedule, team];

  it("takes what the first screens load, less what the entry and signed-out screens load", () => {
    const shared = firstScreenModules(all);
    expect([...shared].sort()).toEqual(
      [
        web("app/shell/app-shell.tsx"),
        web("components/ui/dialog.tsx"),
        "/nm/radix-dialog.js",
        // Another feature's module the Schedule imports is shared code, not the Schedule's own.
        web("features/labor/labor-targets.ts"),
      ].sort(),
    );
    // Used by /login too: kept out, or /login would fetch the whole group.
    expect(shared.has(web("components/ui/card.tsx"))).toBe(false);
    expect(shared.has("/nm/react.js")).toBe(false);
    // Only another screen's: not fetched by the first screens.
    expect(shared.has("/nm/csv.js")).toBe(false);
  });

  it("fails the build when a named screen has no chunk of its own (renamed or inlined)", () => {
    expect(() => firstScreenModules(all.filter((c) => c !== schedule))).toThrow(/schedule-page\.tsx/);
  });
});
