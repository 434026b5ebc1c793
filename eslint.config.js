import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { layeringZones } from "./eslint.layering.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", ".test-data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    // DESIGN.md's layering (docs/decisions/090): who may import whom, resolved through the `~/` alias.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layeringZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Anything that can reach the browser never imports server-only code: module UI, schemas,
    // shared helpers, components. Routes, root and the server entry may (React Router strips loaders).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", "app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["*.server", "*.server.ts", "*.server.tsx"], message: "Code that can reach the browser must not import server modules." }] }],
    },
  },
  {
    files: ["**/*.mjs", "scripts/**", "tests/**", "bench/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
