import { describe, expect, it } from "vitest";
import { validateCodeRequestSchema } from "../api/gift-campaigns";
import { campaignCodeProblem, campaignOpen, campaignVariantOrderable, normaliseCampaignCode } from "./codes";

const now = new Date("2026-03-01T12:00:00Z");
const open = { isActive: true, startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: new Date("2026-12-31T00:00:00Z") };
const fresh = { maxUses: 1, usedCount: 0, validUntil: null };

describe("gift campaign codes (spec 02 §4, §5)", () => {
  it("trims and upper-cases a code", () => {
    expect(normaliseCampaignCode("  polku-Lahja-1 ")).toBe("POLKU-LAHJA-1");
  });

  it("requires a code after trimming", () => {
    const blank = validateCodeRequestSchema.safeParse({ code: "   ", product_id: 1, category_slug: "joulu" });
    expect(blank.success).toBe(false);
    expect(blank.error!.issues[0]!.message).toBe("codeRequired");
    expect(validateCodeRequestSchema.parse({ code: " ab ", product_id: 1, category_slug: "Joulu" })).toMatchObject({ code: "ab", category_slug: "joulu", lang_code: "fi" });
  });

  it("is open within the window, switched on, with the end exclusive", () => {
    expect(campaignOpen(open, now)).toBe(true);
    expect(campaignOpen({ ...open, isActive: false }, now)).toBe(false);
    expect(campaignOpen({ ...open, startsAt: new Date("2026-03-02T00:00:00Z") }, now)).toBe(false);
    expect(campaignOpen({ ...open, endsAt: now }, now)).toBe(false);
    expect(campaignOpen({ ...open, endsAt: null }, now)).toBe(true);
  });

  it("names why a code cannot be redeemed", () => {
    expect(campaignCodeProblem(open, fresh, now)).toBeNull();
    expect(campaignCodeProblem(open, { ...fresh, usedCount: 1 }, now)).toBe("codeUsed");
    expect(campaignCodeProblem(open, { maxUses: 50, usedCount: 49, validUntil: null }, now)).toBeNull();
    expect(campaignCodeProblem(open, { maxUses: 50, usedCount: 50, validUntil: null }, now)).toBe("codeUsed");
    expect(campaignCodeProblem(open, { ...fresh, validUntil: new Date("2026-02-01T00:00:00Z") }, now)).toBe("codeExpired");
    expect(campaignCodeProblem({ ...open, endsAt: new Date("2026-02-01T00:00:00Z") }, fresh, now)).toBe("codeExpired");
    // An expired campaign says expired even for a used code.
    expect(campaignCodeProblem({ ...open, isActive: false }, { ...fresh, usedCount: 1 }, now)).toBe("codeExpired");
  });
});

describe("campaignVariantOrderable (spec 02 §4)", () => {
  const base = { inStock: true, onOrder: false, blockedStock: false, shippingTimeNumber: 2 };
  it("needs stock or on order", () => {
    expect(campaignVariantOrderable(base)).toBe(true);
    expect(campaignVariantOrderable({ ...base, inStock: false })).toBe(false);
    expect(campaignVariantOrderable({ ...base, inStock: false, onOrder: true, shippingTimeNumber: 14 })).toBe(true);
  });
  it("takes a blocked-stock variant only with a shipping number of 3 to 998", () => {
    for (const [days, ok] of [[2, false], [3, true], [998, true], [999, false]] as const) {
      expect(campaignVariantOrderable({ ...base, blockedStock: true, shippingTimeNumber: days }), String(days)).toBe(ok);
    }
  });
});
