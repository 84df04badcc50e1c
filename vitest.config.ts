import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/api/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/api/global-setup.ts"],
    pool: "forks",
    // Vitest leaves a core free by default: on a 2-core machine that is one test file at a time. The
    // files are independent (each API file has its own in-memory database), so use every core.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
