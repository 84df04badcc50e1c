import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type InlineConfig } from "vite";
import { firstScreenChunks } from "./scripts/first-screen-chunks";
import { precompress } from "./scripts/precompress";
import { pwa } from "./scripts/pwa-plugin";
import { routePreloadsPlugin } from "./scripts/route-preloads";

const apiPort = process.env.API_PORT ?? "3000";

/** What shapes the modules themselves; also the first of the build's two passes (first-screen-chunks.ts). */
const base = (): InlineConfig => ({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  publicDir: false,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) } },
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
});

export default defineConfig({
  ...base(),
  plugins: [...(base().plugins ?? []), firstScreenChunks(base), routePreloadsPlugin(), pwa(), precompress()],
  server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
});
