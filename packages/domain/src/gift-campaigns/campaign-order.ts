// A gift campaign order (spec 01 §3 giftCampaignData, §5; spec 02 §4 "Gift campaign redeem";
// docs/checkout.md "Gift campaign orders"): a campaign code buys one product of the campaign's
// selection. The campaign pays that product; delivery is charged by the delivery rules as for
// any order.
import type { CheckoutMessageKey } from "../checkout/messages";
import { campaignCodeProblem, type CampaignCodeState, type CampaignWindow } from "./codes";

export interface CampaignOrderFacts {
  campaign: CampaignWindow & { id: number; slug: string };
  /** The code of this campaign as sent (normalised), or null when the campaign has no such code. */
  code: (CampaignCodeState & { id: number; code: string }) | null;
  /** The campaign's models that shoppers can see. */
  modelIds: readonly number[];
}

export interface CampaignCart {
  /** The product lines as the shopper sent them. */
  products: readonly { id: number; amount: number }[];
  bundles: number;
  giftCardProducts: number;
}

export type CampaignRefusalKey = Extract<
  CheckoutMessageKey,
  "campaign_not_found" | "campaign_code_unknown" | "campaign_code_expired" | "campaign_code_used" | "campaign_one_product" | "campaign_product_not_in_campaign"
>;

/**
 * Why the campaign cannot pay for this cart, or null when it can: an unknown campaign, a code
 * not of this campaign, a closed campaign or expired code, a code with every use taken, a cart
 * that is not exactly one product line of amount 1, or a product outside the campaign's models
 * (`modelId` is the line's model; undefined when the product is not sold).
 */
export function campaignOrderRefusal(cart: CampaignCart, modelId: number | undefined, facts: CampaignOrderFacts | null, now: Date): CampaignRefusalKey | null {
  if (!facts) return "campaign_not_found";
  if (!facts.code) return "campaign_code_unknown";
  const problem = campaignCodeProblem(facts.campaign, facts.code, now);
  if (problem === "codeUsed") return "campaign_code_used";
  if (problem) return "campaign_code_expired";
  if (cart.products.length !== 1 || cart.products[0]!.amount !== 1 || cart.bundles > 0 || cart.giftCardProducts > 0) return "campaign_one_product";
  if (modelId === undefined || !facts.modelIds.includes(modelId)) return "campaign_product_not_in_campaign";
  return null;
}
