// Browser tests (Playwright in Debian's Chromium). `npm test` runs them when Chromium is on
// the machine and says clearly that they were skipped when it is not; CI (and
// `npm run test:e2e`) requires them.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const required = process.argv.includes("--require-browser") || process.env.CI === "true";

if (!existsSync(chromium)) {
  if (required) {
    console.error(`Browser tests need Chromium at ${chromium} (apt-get install -y chromium).`);
    process.exit(1);
  }
  console.log(`\nBrowser tests SKIPPED: Chromium was not found at ${chromium}.`);
  console.log("Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH, then run npm run test:e2e.\n");
  process.exit(0);
}
const result = spawnSync("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2).filter((a) => a !== "--require-browser")], { stdio: "inherit" });
process.exit(result.status ?? 1);
