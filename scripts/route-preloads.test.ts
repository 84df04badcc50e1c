import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chunk, web } from "./test-chunks";
import { ROUTE_ACCESS } from "../src/domain/permissions";
import { routeModules, routePageFile, routePreloads, withPreloads } from "./route-preloads";

describe("routeModules", () => {
  it("reads every address of router.tsx with its screen's module, signed-in ones apart", () => {
    const routes = routeModules(readFileSync(web("app/router.tsx"), "utf8"));
    const signedIn = routes.filter((r) => r.signedIn).map((r) => r.path);
    expect(signedIn.sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
    expect(routes.filter((r) => !r.signedIn).map((r) => r.path)).toContain("/login");
    expect(routes.find((r) => r.path === "/schedule")?.module).toBe(
      web("features/schedule/schedule-page.tsx"),
    );
    expect(routes.find((r) => r.path === "/kiosk/:token")?.module).toBe(web("features/kiosk/kiosk-page.tsx"));
  });
});

describe("routePreloads", () => {
  const entry = chunk("assets/index.js", [web("main.tsx")], ["assets/react.js"], true, ["assets/index.css"]);
  const react = chunk("assets/react.js", ["/nm/react.js"]);
  const first = chunk(
    "assets/first-screen.js",
    [web("components/ui/dialog.tsx"), web("app/shell/app-shell.tsx")],
    ["assets/index.js"],
  );
  const schedule = chunk(
    "assets/schedule-page.js",
    [web("features/schedule/schedule-page.tsx")],
    ["assets/first-screen.js", "assets/react.js"],
    false,
    ["assets/index.css", "assets/grid.css"],
  );
  const login = chunk("assets/login-page.js", [web("features/auth/login-page.tsx")], ["assets/index.js"]);
  const routes = [
    { path: "/schedule", module: web("features/schedule/schedule-page.tsx"), signedIn: true },
    { path: "/login", module: web("features/auth/login-page.tsx"), signedIn: false },
  ];

  it("lists what a screen loads beyond the entry: its chunk, the shell's group, its own CSS; largest first", () => {
    const preloads = routePreloads([entry, react, first, schedule, login], routes);
    expect(preloads["/schedule"]).toEqual([
      "/assets/first-screen.js",
      "/assets/schedule-page.js",
      "/assets/grid.css",
    ]);
    expect(preloads["/login"]).toEqual(["/assets/login-page.js"]);
  });

  it("refuses a screen the build has no chunk for", () => {
    expect(() => routePreloads([entry, react, first, login], routes)).toThrow(/no chunk for .*schedule-page/);
  });
});

describe("the pages", () => {
  it("names each address's file; adds the links at the end of the head", () => {
    expect(routePageFile("/")).toBe("routes/root.html");
    expect(routePageFile("/schedule/all-stores")).toBe("routes/schedule-all-stores.html");
    expect(routePageFile("/kiosk/:token")).toBe("routes/kiosk.html");
    const html = withPreloads("<head><title>B</title></head><body></body>", [
      "/assets/a.js",
      "/assets/b.css",
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/b.css">');
    expect(html.indexOf("/assets/a.js")).toBeLessThan(html.indexOf("</head>"));
  });
});
