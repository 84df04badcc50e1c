import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress";
import { pwa } from "./scripts/pwa-plugin";

const apiPort = process.env.API_PORT ?? "3000";

export default defineConfig({
  root: "src/web",
  publicDir: false,
  plugins: [react(), tailwindcss(), pwa(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) } },
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
});
