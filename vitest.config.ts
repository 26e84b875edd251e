import { defineConfig } from "vitest/config";

// One run covers pure rules (packages/domain), the database package and the server's
// integration tests. Browser tests are Playwright's (e2e/), not Vitest's.
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/web/app/**/*.test.{ts,tsx}",
      "apps/admin/app/**/*.test.{ts,tsx}",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Each worker imports the application once instead of once per file: the import was about
    // two thirds of the server tests' time. Every test builds its own app and database, so no
    // state is shared through modules (docs/testing.md).
    isolate: false,
  },
});
