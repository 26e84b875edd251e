// Security headers of the built shop (docs/security.md "Security headers", issue 13 item 7): a
// page, an asset, an API answer and the back office carry them; a page's CSP nonce is the one on
// every inline script of its HTML; a 304 leaves the stored page's policy alone; and in the
// browser a product page, a cached product page revalidated with 304, the back office and the
// developer mailbox hydrate without a single CSP violation.
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { logInAsStaff } from "../pages/admin-page";
import { mailOf } from "../pages/flows";
import { ADMIN } from "../pages/login-page";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

/** A visitor whose locale is chosen, so anonymous pages are cacheable (storefront/page-caching.ts). */
const GUEST_COOKIES = "so_language=fi; so_delivery_country_code=fi; so_currency_code=eur";

function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()["content-security-policy"];
  expect(header, `a CSP on ${response.url()}`).toBeTruthy();
  return new Map(header!.split(";").map((part) => part.trim().split(/\s+/)).filter((w) => w[0]).map(([name, ...sources]) => [name!, sources]));
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(policyOf(response).get("frame-ancestors")).toEqual(["'none'"]);
  // The shop in the tests is http: no HSTS (it is sent only when PUBLIC_URL is https).
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** Every inline and external <script> of the HTML carries `nonce`, and the policy allows only it inline. */
function expectScriptsCarry(html: string, policy: Map<string, string[]>) {
  const nonces = (policy.get("script-src") ?? []).filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const nonce = nonces[0]!.slice("'nonce-".length, -1);
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  // JSON-LD is data, never run: it needs no nonce. Every other script does.
  const runnable = scripts.filter((tag) => !/type="application\/ld\+json"/.test(tag));
  expect(runnable.length).toBeGreaterThan(1);
  for (const tag of runnable) expect(tag).toContain(`nonce="${nonce}"`);
  expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  return nonce;
}

async function productPath(request: Parameters<typeof groupList>[0]): Promise<string> {
  const { items } = await groupList(request, "vaatteet/takit");
  return items[0]!.path.replace(/\/?$/, "/").replace(/^\/?/, "/");
}

test.describe("headers", () => {
  test("a page: nonce in the CSP and on its scripts, a new one per render, and a 304 without a CSP", async ({ request }) => {
    const path = await productPath(request);
    const first = await request.get(path, { headers: { cookie: GUEST_COOKIES } });
    expect(first.status()).toBe(200);
    expectCommonHeaders(first);
    const policy = policyOf(first);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    const nonce = expectScriptsCarry(await first.text(), policy);

    const second = await request.get(path, { headers: { cookie: GUEST_COOKIES, "if-none-match": "W/\"other\"" } });
    expect(second.status()).toBe(200);
    expect(expectScriptsCarry(await second.text(), policyOf(second))).not.toBe(nonce);

    const etag = first.headers()["etag"];
    expect(etag, "an anonymous page with its locale cookies is cacheable").toBeTruthy();
    const revalidated = await request.get(path, { headers: { cookie: GUEST_COOKIES, "if-none-match": etag! } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["content-security-policy"], "the stored page keeps its own policy").toBeUndefined();
    expect(revalidated.headers()["x-frame-options"]).toBe("DENY");
  });

  test("an asset, an API answer and a picture: nothing may run in them", async ({ request }) => {
    const html = await (await request.get("/", { headers: { cookie: GUEST_COOKIES } })).text();
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    for (const url of [asset!, "/api/resources/?language=fi", "/api/no-such-thing/"]) {
      const response = await request.get(url);
      expectCommonHeaders(response);
      expect(policyOf(response).get("default-src"), url).toEqual(["'none'"]);
    }
  });

  test("the back office: its own policy with a nonce on its scripts, and no referrer to anyone else", async ({ request }) => {
    const response = await request.get("/admin/login/");
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers()["referrer-policy"]).toBe("same-origin");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const policy = policyOf(response);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expectScriptsCarry(await response.text(), policy);
  });
});

/** Collects CSP violations: the page's event and the console's "Refused to …" lines. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

test.describe("in the browser", () => {
  test("a product page hydrates with no CSP violation, also when reloaded from the cache with a 304", async ({ page, baseURL, request }) => {
    await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
    const violations = await watchViolations(page);
    const path = await productPath(request);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);

    // The browser revalidates its stored page (Cache-Control max-age=0 with an ETag): the 304
    // leaves the stored page's policy, whose nonce its scripts carry, so the page runs as before.
    // The same nonce after the reload shows the body came from the cache, not a new render.
    const nonceOfPage = () => page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");
    const before = await nonceOfPage();
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    await page.evaluate(() => delete document.documentElement.dataset.hydrated);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await nonceOfPage()).toBe(before);
    expect(await violations()).toEqual([]);
    // Client navigation still works: its data requests and code chunks are allowed.
    await page.getByRole("link", { name: /Polku|Etusivu/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await violations()).toEqual([]);
  });

  test("the back office and the developer mailbox run with no CSP violation", async ({ page, request }) => {
    const violations = await watchViolations(page);
    await logInAsStaff(page, ADMIN, "/");
    expect(await violations()).toEqual([]);

    // A message (its HTML, styled inline, shown in a frame that inherits the page's policy).
    const email = `csp.${Date.now()}@example.fi`;
    const registered = await request.post("/api/accounts/register/", {
      data: { email, password: "Tunturi-polku-2025", first_name: "Aino", last_name: "Koski", language: "fi" },
    });
    expect(registered.status()).toBe(202);
    const mail = await mailOf(request, email, "account.activation");
    await gotoHydrated(page, "/dev/mailbox/");
    await gotoHydrated(page, `/dev/mailbox/${mail.id}/`);
    await expect(page.frameLocator("iframe").locator("body")).toContainText("Aino");
    expect(await violations()).toEqual([]);
  });
});
