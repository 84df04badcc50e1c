// A Vite plugin that makes the web app installable (docs/decisions/078-installable-app-and-push.md): it
// builds the service worker (src/web/sw/service-worker.ts) to /sw.js, writes /manifest.webmanifest, and
// copies the icons (src/web/pwa/, made by scripts/make-icons.ts) to /icons/. Build only: the dev server
// runs without a service worker, so what it serves is always fresh.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";

const web = fileURLToPath(new URL("../src/web/", import.meta.url));

/** The app's colours (src/web/styles.css, light theme): the install splash and the phone's title bar. */
export const MANIFEST = {
  id: "/",
  name: "Brigade",
  short_name: "Brigade",
  description: "Restaurant shift scheduling: your shifts, your week, your requests",
  // The schedule is what people open the app for (employees see their own shifts there first).
  start_url: "/schedule",
  scope: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: "#1d4ed8",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
};

export function pwa(): Plugin {
  return {
    name: "brigade:pwa",
    apply: "build",
    async generateBundle(_options, bundle) {
      // A new build is a new worker (browsers compare its bytes) and a new shell cache.
      const version = createHash("sha256")
        .update(Object.keys(bundle).sort().join("\n"))
        .digest("hex")
        .slice(0, 12);
      const worker = await build({
        entryPoints: [join(web, "sw", "service-worker.ts")],
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        target: "es2022",
        define: { BUILD_VERSION: JSON.stringify(version) },
      });
      const [code] = worker.outputFiles;
      if (!code) throw new Error("the service worker was not built");
      this.emitFile({ type: "asset", fileName: "sw.js", source: code.text });
      this.emitFile({
        type: "asset",
        fileName: "manifest.webmanifest",
        source: `${JSON.stringify(MANIFEST, null, 2)}\n`,
      });
      for (const name of await readdir(join(web, "pwa")))
        if (/\.(png|svg)$/.test(name))
          this.emitFile({
            type: "asset",
            fileName: `icons/${name}`,
            source: await readFile(join(web, "pwa", name)),
          });
    },
  };
}
