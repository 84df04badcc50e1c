// A Vite plugin that lets each page's HTML ask for its screen's code at once (issue 32).
//
// Every screen is lazy-loaded: the browser learned which chunks /schedule needs only once the entry had
// been fetched, evaluated and had rendered its first frame (~1 s into a phone's load), and only then asked
// for them. The build knows the answer beforehand. This plugin reads which module draws each address
// (PUBLIC_PAGES and SCREENS in src/web/app/router.tsx), finds the chunks each loads beyond the entry's
// own, and writes for each address a copy of index.html with a `<link rel="modulepreload">` per chunk; the
// server (src/server/plugins/web.ts) sends that copy for the address.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { loadedWith } from "./first-screen-chunks";

const WEB = fileURLToPath(new URL("../src/web/", import.meta.url));
const ROUTER = `${WEB}app/router.tsx`;
/** Signed in, every screen is drawn inside the shell, a chunk of its own. */
const SHELL = `${WEB}app/shell/app-shell.tsx`;

/** Address → its page under ROUTES_DIR; read by src/server/plugins/web.ts. */
export const ROUTE_PAGES_FILE = "route-pages.json";
const ROUTES_DIR = "routes";

export interface RouteModule {
  path: string;
  /** The module that draws the screen (absolute path). */
  module: string;
  /** Drawn inside the shell (SCREENS), not for the signed out (PUBLIC_PAGES). */
  signedIn: boolean;
}

const PAGE = /"(\/[^"]*)":\s*lazyPage\(\s*\(\)\s*=>\s*import\("@\/([^"]+)"\)/g;

/** Each address of router.tsx's two lists with its screen's module. */
export function routeModules(routerSource: string): RouteModule[] {
  const screensAt = routerSource.indexOf("export const SCREENS");
  if (screensAt < 0) throw new Error("route-preloads: router.tsx has no SCREENS");
  return [...routerSource.matchAll(PAGE)].map((match) => ({
    path: match[1] as string,
    module: `${WEB}${match[2] as string}.tsx`,
    signedIn: (match.index ?? 0) > screensAt,
  }));
}

/** Per address, the files (JS and CSS, as "/assets/…") its screen loads that the entry does not. */
export function routePreloads(
  chunks: readonly Rolldown.OutputChunk[],
  routes: readonly RouteModule[],
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = (module: string) => {
    // A module of a group (the shell is in `first-screen`) is no chunk's facade: the group's chunk holds it.
    const found =
      chunks.find((c) => c.facadeModuleId === module) ?? chunks.find((c) => c.moduleIds.includes(module));
    if (!found) throw new Error(`route-preloads: no chunk for ${module}`);
    return found;
  };
  const withEntry = loadedWith(
    byFile,
    chunks.filter((c) => c.isEntry),
  );
  const cssOf = (chunks: Iterable<Rolldown.OutputChunk>) =>
    new Set([...chunks].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const entryCss = cssOf(withEntry);
  const preloads: Record<string, string[]> = {};
  for (const route of routes) {
    const roots = [chunkOf(route.module), ...(route.signedIn ? [chunkOf(SHELL)] : [])];
    // The largest first: over HTTP/1.1's six connections, the longest downloads should start earliest.
    const loaded = [...loadedWith(byFile, roots)]
      .filter((c) => !withEntry.has(c))
      .sort((a, b) => b.code.length - a.code.length || a.fileName.localeCompare(b.fileName));
    const css = [...cssOf(loaded)].filter((file) => !entryCss.has(file));
    preloads[route.path] = [...loaded.map((c) => c.fileName), ...css].map((file) => `/${file}`);
  }
  return preloads;
}

/** Where an address's page is written: "/" → routes/root.html, "/kiosk/:token" → routes/kiosk.html. */
export function routePageFile(path: string): string {
  const name = path
    .split("/")
    .filter((segment) => segment !== "" && !segment.startsWith(":"))
    .join("-");
  return `${ROUTES_DIR}/${name || "root"}.html`;
}

/** index.html with the files' preload links at the end of its head. */
export function withPreloads(indexHtml: string, files: readonly string[]): string {
  const links = files.map((file) =>
    file.endsWith(".css")
      ? `<link rel="preload" as="style" crossorigin href="${file}">`
      : `<link rel="modulepreload" crossorigin href="${file}">`,
  );
  if (!indexHtml.includes("</head>")) throw new Error("route-preloads: index.html has no </head>");
  return indexHtml.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
}

/**
 * Writes a page per address (index.html and its screen's preload links) under routes/, and
 * route-pages.json (address → page) for the server. Written before the precompress plugin's closeBundle,
 * which makes their compressed copies.
 */
export function routePreloadsPlugin(): Plugin {
  let outDir = "";
  return {
    name: "brigade:route-preloads",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const preloads = routePreloads(chunks, routeModules(await readFile(ROUTER, "utf8")));
      const indexHtml = await readFile(join(outDir, "index.html"), "utf8");
      await mkdir(join(outDir, ROUTES_DIR), { recursive: true });
      const pages: Record<string, string> = {};
      for (const [path, files] of Object.entries(preloads)) {
        pages[path] = routePageFile(path);
        await writeFile(join(outDir, pages[path]), withPreloads(indexHtml, files));
      }
      await writeFile(join(outDir, ROUTE_PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}
