import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

/** Vite names every file under assets/ by its content's hash: a changed file is a new name. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app (dist/web) when it exists, with the SPA fallback: any GET outside /api that
 * matches no file gets index.html, so client-side routes survive a reload. Unknown /api paths are JSON 404s.
 * The hashed files under assets/ are cached for good (a returning browser asks for none of the ~50 chunks
 * of a screen again, issue 13); index.html and the rest are revalidated on every load, so a deploy shows.
 * Each text file has a brotli and a gzip copy beside it, made at build time (scripts/precompress.ts): the
 * copy the request's Accept-Encoding prefers is sent, with Vary: Accept-Encoding (the 420 KB entry script
 * travels as ~115 KB; issue 32). A file without copies is sent as it is. An address with a screen gets its
 * own copy of index.html (`routePages`).
 */
/**
 * The page of each address with a screen (scripts/route-preloads.ts): index.html with a preload link per
 * chunk the screen loads, so a phone asks for them with the entry instead of ~1 s later. An address with
 * none (an unknown one, or a build without the file) gets index.html.
 */
export function routePages(webRoot: string): (path: string) => string {
  const file = join(webRoot, "route-pages.json");
  if (!existsSync(file)) return () => "index.html";
  const pages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const exact = new Map<string, string>();
  const patterns: { test: RegExp; page: string }[] = [];
  for (const [route, page] of Object.entries(pages)) {
    if (!route.includes("/:")) exact.set(route, page);
    else patterns.push({ test: new RegExp(`^${route.replace(/\/:[^/]+/g, "/[^/]+")}$`), page });
  }
  return (path) => {
    const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
    return exact.get(bare) ?? patterns.find((p) => p.test.test(bare))?.page ?? "index.html";
  };
}

export async function registerWebAndNotFound(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // "/" is an address with a screen (the Dashboard): its page comes from the not-found handler below.
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const file = relative(webRoot, path);
        if (file.startsWith(`assets${sep}`)) reply.header("cache-control", IMMUTABLE);
        // The service worker is asked for again on every check for a new version (docs/decisions/078).
        else if (/^sw\.js(\.br|\.gz)?$/.test(file)) reply.header("cache-control", "no-cache");
      },
    });
  }
  const pageOf = hasWeb ? routePages(webRoot) : () => "index.html";
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (hasWeb && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.type("text/html").sendFile(pageOf(request.url.split("?")[0] ?? "/"));
    }
    throw new AppError("NOT_FOUND", isApi ? "No such API endpoint" : "Not found");
  });
}
