import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { existsSync, readdirSync } from "node:fs";

// Dependencies point one way: domain is pure; engine uses domain; server and web use domain,
// never each other (README.md, Architecture).
const boundaries = [
  { target: "./src/domain", from: ["./src/server", "./src/web", "./src/engine"], message: "domain is pure" },
  { target: "./src/engine", from: ["./src/server", "./src/web"], message: "the engine is pure" },
  {
    target: ["./src/server", "./src/web", "./src/domain", "./tests", "./scripts", "./lab"],
    from: "./src/engine",
    except: ["./index.ts"],
    message: "import the engine through its one entry, src/engine/index.ts",
  },
  {
    target: ["./src", "./tests", "./scripts"],
    from: "./lab",
    message: "lab/ is research: it imports the product, the product never imports it",
  },
  { target: "./src/server", from: "./src/web", message: "server never imports web" },
  {
    target: "./src/web",
    from: ["./src/server", "./src/engine"],
    message: "web talks to the server over HTTP",
  },
];

// Inside the web client: a feature never imports another feature; lib/ and components/ are shared and
// import no feature and not the app shell (docs/web-conventions.md).
const featuresDir = "./src/web/features";
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  : [];
const webZones = [
  ...features.map((name) => ({
    target: `${featuresDir}/${name}`,
    from: featuresDir,
    except: [`./${name}`],
    message: "a feature never imports another feature; move shared code to components/ or lib/",
  })),
  {
    target: "./src/web/lib",
    from: ["./src/web/features", "./src/web/app", "./src/web/components"],
    message: "lib is shared and UI-free",
  },
  {
    target: "./src/web/components",
    from: ["./src/web/features", "./src/web/app"],
    message: "components are shared",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "data",
      "drizzle",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...boundaries, ...webZones] }],
      "import-x/no-cycle": ["error", { maxDepth: 10 }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type A } from "m"` keeps `import "m"` in the output: a schemas module brought zod into the
      // Schedule's first load that way (issue 32). Only types: `import type { A } from "m"`.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
