import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

import { DOMAIN_IMPORTS, layeringZones, tableRestrictions } from "./eslint.layering.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      ".test-data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
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
  // Tables belong to modules (docs/decisions/090): each domain queries only its own tables and its
  // commented read-model exceptions. Tests arrange data in any table.
  ...Object.keys(DOMAIN_IMPORTS).map((domain) => ({
    files: [`app/modules/${domain}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", tableRestrictions(domain)] },
  })),
  {
    // Anything that can reach the browser never imports server-only code: module UI, schemas,
    // shared helpers, components. Routes, root and the server entry may (React Router strips loaders).
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.server.{ts,tsx}",
      "app/**/*.test.{ts,tsx}",
      "app/routes/**",
      "app/root.tsx",
      "app/entry.server.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["*.server", "*.server.ts", "*.server.tsx"],
              message: "Code that can reach the browser must not import server modules.",
            },
          ],
        },
      ],
    },
  },
  {
    // SDKs for services a shop may not use (Stripe, an S3 bucket, Redis) load on first use, so a shop
    // without them never pays their memory in every process (docs/decisions/104). Types are free.
    files: ["app/**/*.server.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/modules/media/s3-storage.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["stripe", "@aws-sdk/client-s3", "@redis/client"].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              "Load this SDK with a dynamic import() where it is first used: a shop that does not " +
              "configure the service never loads it.",
          })),
        },
      ],
    },
  },
  {
    // No line over 120 characters: Prettier wraps code, this catches the long strings, regexes and
    // comments it leaves alone. Long prose that is data (the demo catalogue) lives in JSON files.
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "max-len": ["error", { code: 120, ignoreUrls: true, ignorePattern: "^import |^export .* from " }] },
  },
  {
    // A file a reader can hold in their head: past 300 lines, split it by responsibility.
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    files: ["**/*.mjs", "scripts/**", "tests/**", "bench/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
