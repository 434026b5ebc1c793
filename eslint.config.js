import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
    // Storefront and module UI code must never reach into server-only modules.
    files: ["app/**/*.tsx"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["*.server", "*.server.ts"], message: "UI code must not import server modules." }] }],
    },
  },
  {
    files: ["**/*.mjs", "scripts/**", "tests/**", "bench/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
