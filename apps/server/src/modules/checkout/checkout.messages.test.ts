import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGE_KEYS, languageCodes, type CheckoutMessageKey } from "@polku/domain";
import { CHECKOUT_MESSAGES, renderCheckoutMessage } from "./checkout.messages";

const SAMPLE = { name: "Kuoritakki {x}", code: "KESA10", max: 3, amount: 7_500, country: "Norja", start: 1, end: 3, restStart: 8, restEnd: 10, hour: 16, date: "2026-06-16", value: 50, dateFrom: "2026-06-16", dateTo: "2026-06-18", restDateFrom: "2026-06-30", restDateTo: "2026-07-02", same: "no", size: "M", store: "Kamppi", number: "R12345678" };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("checkout messages", () => {
  it("have every key in every language, with the Finnish placeholders", () => {
    for (const language of languageCodes) {
      expect(Object.keys(CHECKOUT_MESSAGES[language]).sort()).toEqual([...CHECKOUT_MESSAGE_KEYS].sort());
      for (const key of CHECKOUT_MESSAGE_KEYS) expect(placeholders(CHECKOUT_MESSAGES[language][key]), `${language} ${key}`).toEqual(placeholders(CHECKOUT_MESSAGES.fi[key]));
    }
  });

  it("render every text with its parameters, none left in braces", () => {
    for (const language of languageCodes) {
      for (const key of CHECKOUT_MESSAGE_KEYS as readonly CheckoutMessageKey[]) {
        const text = renderCheckoutMessage({ key, params: SAMPLE }, language);
        expect(text.replace("{x}", "")).not.toMatch(/[{}]/);
        expect(text.length).toBeGreaterThan(3);
      }
    }
  });

  it("formats money and dates in the shopper's language, and names as they are", () => {
    expect(renderCheckoutMessage({ key: "code_minimum_order", params: { code: "TERVETULOA15", amount: 7_500 } }, "fi")).toBe("Koodi TERVETULOA15 edellyttää vähintään 75\u00a0€ tilausta.");
    expect(renderCheckoutMessage({ key: "code_minimum_order", params: { code: "TERVETULOA15", amount: 7_550 } }, "en")).toBe("The code TERVETULOA15 needs an order of at least €75.50.");
    expect(renderCheckoutMessage({ key: "sold_out", params: { name: "Takki {kohta}" } }, "en")).toBe("Takki {kohta} is sold out.");
    expect(renderCheckoutMessage({ key: "express_ready_on", params: { date: "2026-06-22", hour: 11 } }, "en")).toMatch(/^Ready for pickup on Mon, 6\/22 after 11:00$/);
    expect(renderCheckoutMessage({ key: "shipping_dates", params: { dateFrom: "2026-11-26", dateTo: "2026-11-30", same: "no" } }, "fi")).toBe("Perillä to 26.11.–ma 30.11.");
    expect(renderCheckoutMessage({ key: "pickup_dates", params: { dateFrom: "2026-11-26", dateTo: "2026-11-26", same: "yes" } }, "fi")).toBe("Noudettavissa to 26.11.");
    expect(renderCheckoutMessage({ key: "shipping_dates", params: { dateFrom: "2026-11-25", dateTo: "2026-11-27", same: "no" } }, "en")).toBe("Arrives Wed, 11/25–Fri, 11/27");
    expect(renderCheckoutMessage({ key: "duties_acknowledgement", params: {} }, "en")).toBe("UK, Swiss and Canadian orders need an acknowledgement of taxes, duties and clearance fees.");
  });
});
