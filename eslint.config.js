// Lint keeps the boundaries of DESIGN.md: the domain package imports nothing of the apps
// (nor Node, React or SQL), the apps import nothing of each other, the browser's code no zod and
// no server module, and server modules reach each other through their public files only.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";

const appImports = ["@polku/web", "@polku/web/*", "@polku/server", "@polku/server/*", "@polku/admin", "@polku/admin/*", "**/apps/web/**", "**/apps/server/**", "**/apps/admin/**"];

/** A relative path into another app's source (`../../../admin/app/…` from inside apps/web). */
const intoApp = (app, folder) => `^(?:\\.\\./)+(?:apps/)?${app}/${folder}(?:/|$)`;
const storefrontPatterns = [
  { group: ["@polku/server", "@polku/server/*", "**/apps/server/**", "@polku/db", "@polku/db/*"], message: "The storefront talks to the server through the API client only." },
  { regex: intoApp("server", "src"), message: "The storefront talks to the server through the API client only." },
  { group: ["@polku/admin", "@polku/admin/*", "**/apps/admin/**"], message: "No admin code in the storefront: it never reaches a shopper's browser." },
  { regex: intoApp("admin", "app"), message: "No admin code in the storefront: it never reaches a shopper's browser." },
];
const serverAppsMessage = "The server loads the storefront's and the admin's builds at run time; it does not import their code.";
const serverApps = [
  { group: ["@polku/web", "@polku/web/*", "**/apps/web/**", "@polku/admin", "@polku/admin/*", "**/apps/admin/**"], message: serverAppsMessage },
  { regex: intoApp("(?:web|admin)", "app"), message: serverAppsMessage },
];
const serverTests = ["**/*.test.ts", "**/*.test-support.ts", "**/*.fixtures.ts", "apps/server/src/test-support/**"];
/** Another server module's file, reached by `prefix` (the way up to the modules folder), that is
 * not its index, routes or service. */
const modulePrivate = (prefix) => ({
  regex: `${prefix}(?!\\.)[^/]+/(?!(?:index|[^/]*\\.routes|[^/]*\\.service)$).+`,
  message: "Another server module is used through its public files: its index.ts, routes or service (docs/architecture.md \"Server modules\").",
});

const adminMessage = "The admin talks to the server through the API only, and shares nothing with the storefront but the domain package.";

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
    // React's rules of hooks in both React apps; effects' dependency lists are checked too.
    files: ["apps/web/app/**/*.{ts,tsx}", "apps/admin/app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // No import cycles anywhere in the source (tests included), and a file that grows past 400
    // lines is a warning to split it by use case (docs/architecture.md "Size of a file").
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/dictionaries/**"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      // A lazily imported module (React.lazy) is loaded once both sides are evaluated: no cycle.
      "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      "max-lines": ["warn", { max: 400, skipBlankLines: true, skipComments: true }],
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
    rules: { "no-restricted-imports": ["error", { patterns: storefrontPatterns }] },
  },
  {
    // Code that reaches the browser: everything of the storefront's app but its server modules
    // (`*.server.ts`, the server entry) and tests. Types are erased, so type imports are fine.
    files: ["apps/web/app/**/*.{ts,tsx}"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}", "apps/web/app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", {
        patterns: [
          ...storefrontPatterns,
          { group: ["zod", "zod/*"], allowTypeImports: true, message: "No zod in the browser: constants come from the domain's zod-free modules, answers are checked in the loaders (docs/storefront.md)." },
        ],
      }],
    },
  },
  {
    // Shared components and helpers are no route modules: what they import reaches the browser
    // whole, so a server module is for types only (route modules' loaders may import them).
    files: ["apps/web/app/{features,components,lib}/**/*.{ts,tsx}"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", {
        patterns: [
          ...storefrontPatterns,
          { group: ["zod", "zod/*"], allowTypeImports: true, message: "No zod in the browser: constants come from the domain's zod-free modules, answers are checked in the loaders (docs/storefront.md)." },
          { regex: "\\.server$", allowTypeImports: true, message: "A server module reaches the browser only as types; call it from a route's loader or action." },
        ],
      }],
    },
  },
  {
    files: ["apps/admin/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: ["@polku/server", "@polku/server/*", "**/apps/server/**", "@polku/web", "@polku/web/*", "**/apps/web/**", "@polku/db", "@polku/db/*"], message: adminMessage },
          { regex: intoApp("server", "src"), message: adminMessage },
          { regex: intoApp("web", "app"), message: adminMessage },
        ],
      }],
    },
  },
  {
    files: ["apps/server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: serverApps }] },
  },
  // A server module is used from outside through its public files only: its index.ts (what other
  // modules and the app may use), its routes (what the app registers) and its service. Tests may
  // reach inside (docs/architecture.md "Server modules").
  {
    files: ["apps/server/src/modules/*/*.ts"],
    ignores: serverTests,
    rules: { "no-restricted-imports": ["error", { patterns: [...serverApps, modulePrivate("^\\.\\./")] }] },
  },
  {
    files: ["apps/server/src/modules/*/*/*.ts"],
    ignores: serverTests,
    rules: { "no-restricted-imports": ["error", { patterns: [...serverApps, modulePrivate("^\\.\\./\\.\\./")] }] },
  },
  {
    files: ["apps/server/src/*.ts", "apps/server/src/{http,lib,seed,storefront,admin,test-support}/**/*.ts"],
    ignores: serverTests,
    rules: { "no-restricted-imports": ["error", { patterns: [...serverApps, modulePrivate("^(?:\\./|(?:\\.\\./)+)modules/")] }] },
  },
);
