import { describe, expect, it } from "vitest";
import { campaignOrderRefusal, type CampaignOrderFacts } from "./campaign-order";

const now = new Date("2026-06-15T10:00:00Z");
const facts = (over: Partial<CampaignOrderFacts> = {}): CampaignOrderFacts => ({
  campaign: { id: 1, slug: "joulu", isActive: true, startsAt: new Date("2026-06-01T00:00:00Z"), endsAt: new Date("2026-07-01T00:00:00Z") },
  code: { id: 7, code: "LAHJA-1", maxUses: 1, usedCount: 0, validUntil: null },
  modelIds: [10, 11],
  ...over,
});
const one = { products: [{ id: 100, amount: 1 }], bundles: 0, giftCardProducts: 0 };

describe("campaignOrderRefusal", () => {
  it("accepts one unit of one product of the campaign's models with a usable code", () => {
    expect(campaignOrderRefusal(one, 10, facts(), now)).toBeNull();
  });

  it("refuses an unknown campaign, a code not of it, a closed campaign, an expired or used code", () => {
    expect(campaignOrderRefusal(one, 10, null, now)).toBe("campaign_not_found");
    expect(campaignOrderRefusal(one, 10, facts({ code: null }), now)).toBe("campaign_code_unknown");
    expect(campaignOrderRefusal(one, 10, facts({ campaign: { ...facts().campaign, isActive: false } }), now)).toBe("campaign_code_expired");
    expect(campaignOrderRefusal(one, 10, facts({ campaign: { ...facts().campaign, endsAt: now } }), now)).toBe("campaign_code_expired");
    expect(campaignOrderRefusal(one, 10, facts({ code: { ...facts().code!, validUntil: now } }), now)).toBe("campaign_code_expired");
    expect(campaignOrderRefusal(one, 10, facts({ code: { ...facts().code!, usedCount: 1 } }), now)).toBe("campaign_code_used");
    expect(campaignOrderRefusal(one, 10, facts({ code: { ...facts().code!, maxUses: 5, usedCount: 4 } }), now)).toBeNull();
  });

  it("buys exactly one unit of one product and nothing else", () => {
    expect(campaignOrderRefusal({ ...one, products: [{ id: 100, amount: 2 }] }, 10, facts(), now)).toBe("campaign_one_product");
    expect(campaignOrderRefusal({ ...one, products: [{ id: 100, amount: 1 }, { id: 100, amount: 1 }] }, 10, facts(), now)).toBe("campaign_one_product");
    expect(campaignOrderRefusal({ ...one, products: [] }, undefined, facts(), now)).toBe("campaign_one_product");
    expect(campaignOrderRefusal({ ...one, bundles: 1 }, 10, facts(), now)).toBe("campaign_one_product");
    expect(campaignOrderRefusal({ ...one, giftCardProducts: 1 }, 10, facts(), now)).toBe("campaign_one_product");
  });

  it("refuses a product outside the campaign's models or not sold", () => {
    expect(campaignOrderRefusal(one, 12, facts(), now)).toBe("campaign_product_not_in_campaign");
    expect(campaignOrderRefusal(one, undefined, facts(), now)).toBe("campaign_product_not_in_campaign");
  });
});
