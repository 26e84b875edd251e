// Takes a Chromium screenshot of a page of the running shop, to look at what a change shows:
//   node scripts/screenshot.mjs http://127.0.0.1:3000/ /tmp/home.png [width] [height]
// FULL=1 captures the whole page; LOCALE=fi-FI (default) sets the browser language. Uses Debian's Chromium, never a downloaded browser.
import { chromium } from "@playwright/test";

const [url, out, width = "1280", height = "900"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs URL OUT.png [width] [height]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--no-proxy-server", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: process.env.LOCALE ?? "fi-FI" });
await page.goto(url, { waitUntil: "load" });
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
