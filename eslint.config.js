// Lint keeps the boundaries of DESIGN.md: the domain package imports nothing of the apps
// (nor Node, React or SQL), and the apps import nothing of each other.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

const appImports = ["@polku/web", "@polku/web/*", "@polku/server", "@polku/server/*", "@polku/admin", "@polku/admin/*", "**/apps/web/**", "**/apps/server/**", "**/apps/admin/**"];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/build/**", "**/.react-router/**", "var/**", "**/drizzle/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["packages/domain/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: [...appImports, "@polku/db", "@polku/db/*"], message: "The domain package is pure: it imports nothing of the apps or the database." },
          { group: ["node:*", "react", "react-dom", "react-router", "drizzle-orm", "drizzle-orm/*", "fastify"], message: "The domain package has no I/O, no React, no Node APIs." },
        ],
      }],
    },
  },
  {
    files: ["packages/db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: appImports, message: "The database package imports nothing of the apps." }] }] },
  },
  {
    files: ["apps/web/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: ["@polku/server", "@polku/server/*", "**/apps/server/**", "@polku/db", "@polku/db/*"], message: "The storefront talks to the server through the API client only." },
          { group: ["@polku/admin", "@polku/admin/*", "**/apps/admin/**"], message: "No admin code in the storefront: it never reaches a shopper's browser." },
        ],
      }],
    },
  },
  {
    files: ["apps/admin/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ group: ["@polku/server", "@polku/server/*", "**/apps/server/**", "@polku/web", "@polku/web/*", "**/apps/web/**", "@polku/db", "@polku/db/*"], message: "The admin talks to the server through the API only, and shares nothing with the storefront but the domain package." }],
      }],
    },
  },
  {
    files: ["apps/server/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ group: ["@polku/web", "@polku/web/*", "**/apps/web/**", "@polku/admin", "@polku/admin/*", "**/apps/admin/**"], message: "The server loads the storefront's and the admin's builds at run time; it does not import their code." }],
      }],
    },
  },
);
