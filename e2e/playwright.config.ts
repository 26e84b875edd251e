// Browser tests in Debian's Chromium (never a downloaded browser) against the built shop,
// served on its own port with a fresh embedded database holding the demo catalogue.
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-proxy-server",
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  // The tests mostly wait for pages (a run with two workers kept about a third of two cores
  // busy), so more workers than cores shorten the run; E2E_WORKERS overrides (docs/testing.md).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 4 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI runs on a busy machine: a page that takes three times as long there still passes, and a
  // test that waits for what the shopper waits for never depends on how long that takes.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Finnish is the shop's default language; specs that test another language set their own.
    locale: "fi-FI",
    // Recording a trace (DOM snapshots and screenshots at every step) of every test, to keep only
    // the failures', was 15-18 % of the CPU time of the browser tests measured; CI records the retry
    // of a failed test instead (docs/performance.md "CI time").
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    cwd: "..",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: process.env.E2E_DATA_DIR ?? "var/e2e", DATABASE_URL: "", LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${PORT}`, DEV_MAILBOX: "true", PAYMENT_TEST_PROVIDER: "true", TRUST_PROXY: "127.0.0.1" },
  },
});
