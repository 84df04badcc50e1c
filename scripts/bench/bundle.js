// Gzipped size of what the browser downloads for /login, read from the built dist/web: the entry
// script and stylesheets of index.html, their modulepreload links, the static imports of each (closure),
// and the lazy route chunk of the login page with its own static imports.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";

const gz = (file) => gzipSync(readFileSync(file)).length;
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];

/** Relative static imports of a built chunk: `import{…}from"./x.js"` and `import"./x.js"`. */
function staticImports(source) {
  const found = new Set();
  for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) found.add(m[1]);
  return [...found];
}

function closure(assetsDir, start) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of staticImports(readFileSync(join(assetsDir, name), "utf8"))) visit(dep);
  };
  start.forEach(visit);
  return seen;
}

export function measureBundle(webRoot, routeChunkPrefix = "login-page-") {
  const html = readFileSync(join(webRoot, "index.html"), "utf8");
  const assetsDir = join(webRoot, "assets");
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const local = (p) => p && basename(p);
  const entryScripts = tags
    .filter((t) => t.startsWith("<script") && /type="module"/.test(t))
    .map((t) => local(attr(t, "src")));
  const preloads = tags.filter((t) => /rel="modulepreload"/.test(t)).map((t) => local(attr(t, "href")));
  const css = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => local(attr(t, "href")));

  const initial = closure(assetsDir, [...entryScripts, ...preloads].filter(Boolean));
  const routeChunk = readdirSync(assetsDir).find((f) => f.startsWith(routeChunkPrefix) && f.endsWith(".js"));
  const route = routeChunk ? closure(assetsDir, [routeChunk]) : new Set();
  const loginJs = new Set([...initial, ...route]);

  const sum = (files) => [...files].reduce((total, f) => total + gz(join(assetsDir, f)), 0);
  const lazy = readdirSync(assetsDir)
    .filter((f) => f.endsWith(".js") && !initial.has(f))
    .map((f) => ({ file: f, gzipBytes: gz(join(assetsDir, f)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return {
    entryJsGzipBytes: sum(initial),
    entryJsFiles: [...initial],
    loginJsGzipBytes: sum(loginJs),
    loginJsFiles: [...loginJs],
    cssGzipBytes: sum(css),
    cssFiles: css,
    largestLazyChunk: lazy[0] ?? null,
  };
}
