import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Dependencies point one way: domain is pure; engine uses domain; server and web use domain,
// never each other (DESIGN §2, STYLE.md).
const boundaries = [
  { target: "./src/domain", from: ["./src/server", "./src/web", "./src/engine"], message: "domain is pure" },
  { target: "./src/engine", from: ["./src/server", "./src/web"], message: "the engine is pure" },
  { target: "./src/server", from: "./src/web", message: "server never imports web" },
  { target: "./src/web", from: ["./src/server", "./src/engine"], message: "web talks to the server over HTTP" },
];

export default tseslint.config(
  { ignores: ["dist", "data", "drizzle", "node_modules", "test-results", "playwright-report", "bench-results"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-cycle": ["error", { maxDepth: 10 }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
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
