// The shop shell every page shares: header, menus, locale button, main and footer.
import { randomInt } from "node:crypto";
import type { BrowserContext, Locator, Page } from "@playwright/test";

export type Language = "fi" | "sv" | "en" | "de" | "fr" | "ru";

/** Locale cookies as the locale modal writes them (spec 01 §7). */
export async function setLocaleCookies(
  context: BrowserContext,
  baseURL: string,
  locale: { language?: Language; country?: string; currency?: string },
): Promise<void> {
  const cookies = [
    locale.language ? { name: "so_language", value: locale.language } : null,
    locale.country ? { name: "so_delivery_country_code", value: locale.country } : null,
    locale.currency ? { name: "so_currency_code", value: locale.currency } : null,
  ].filter((cookie): cookie is { name: string; value: string } => cookie !== null);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
}

/**
 * Gives the browser an address of its own (X-Forwarded-For, which the test server trusts from
 * loopback: TRUST_PROXY in playwright.config.ts). The shop's per-address limits (order lookups:
 * 10 in 10 minutes) then count this test alone, not every test the suite runs from 127.0.0.1.
 */
export async function useOwnVisitorAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const hydrationErrors: string[] = [];
  const listener = (error: Error) => {
    if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(error.message);
  };
  page.on("pageerror", listener);
  try {
    const response = await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A server render that differs from the browser's makes React throw the page away and
    // render it again: everything the shopper did meanwhile is lost. Every page must match.
    if (hydrationErrors.length > 0) throw new Error(`${path} did not hydrate cleanly: ${hydrationErrors.join("; ")}`);
    return response;
  } finally {
    page.off("pageerror", listener);
  }
}

/** React's production errors of a hydration that did not match the server's HTML (#418-#425). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|did not match/;

export class ShopPage {
  readonly header: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly mainNav: Locator;
  readonly mobileMenuButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner");
    this.main = page.getByRole("main");
    this.footer = page.getByRole("contentinfo");
    this.mainNav = this.header.getByRole("navigation").first();
    this.mobileMenuButton = this.header.getByRole("button", { name: /^(Valikko|Meny|Menu|Menü|Меню)$/ });
  }

  /** The header's locale button: its name states the delivery country and currency. */
  localeButton(): Locator {
    return this.header.getByRole("button", { name: /(Toimitusmaa|Leveransland|Delivery country|Lieferland|Pays de livraison|Страна доставки)/ });
  }

  /** Active prices of the product cards on the page. */
  prices(): Locator {
    return this.main.getByTestId("price");
  }

  async bodyIsScrollLocked(): Promise<boolean> {
    return this.page.evaluate(() => document.body.dataset.scrollLocked === "true" && getComputedStyle(document.body).overflow === "hidden");
  }
}
