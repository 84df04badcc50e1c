import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:lab`: the research tests (Curtois & Qu, the MIP/LP experiments, the shared LP and LNS
// pieces), apart from `npm test`. No database: the lab only runs the engine.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["lab/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
  },
});
