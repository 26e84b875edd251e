// Gift campaign codes (spec 02 §4 "Gift campaign redeem", §5 "Campaign code: trimmed,
// required"): one spelling for look-ups, and why a code cannot be redeemed now.
import type { GiftCodeErrorKey } from "../api/gift-campaigns";

/** Trimmed and upper-cased: " polku-lahja " and "POLKU-LAHJA" are one code. */
export function normaliseCampaignCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CampaignWindow {
  isActive: boolean;
  startsAt: Date;
  endsAt: Date | null;
}

export interface CampaignCodeState {
  maxUses: number;
  usedCount: number;
  validUntil: Date | null;
}

/** Whether a campaign takes codes at `now`: switched on and within its window (end exclusive). */
export function campaignOpen(campaign: CampaignWindow, now: Date): boolean {
  return campaign.isActive && campaign.startsAt <= now && (campaign.endsAt === null || now < campaign.endsAt);
}

/**
 * Why the code cannot be redeemed, or null when it can: a campaign not yet started or already
 * over, or a code past its own end, is expired; a code with every use taken is used.
 */
export function campaignCodeProblem(campaign: CampaignWindow, code: CampaignCodeState, now: Date): GiftCodeErrorKey | null {
  if (!campaignOpen(campaign, now)) return "codeExpired";
  if (code.validUntil !== null && now >= code.validUntil) return "codeExpired";
  if (code.usedCount >= code.maxUses) return "codeUsed";
  return null;
}

/** The stock facts the campaign rule reads (spec 02 §3 Variant). */
export interface CampaignVariantFacts {
  inStock: boolean;
  onOrder: boolean;
  blockedStock: boolean;
  shippingTimeNumber: number;
}

/**
 * spec 02 §4 Orderable, in a gift campaign: on order or in stock, and a variant with blocked
 * stock only when its shipping number is between 3 and 998 (it can still be delivered later).
 */
export function campaignVariantOrderable(variant: CampaignVariantFacts): boolean {
  if (!variant.onOrder && !variant.inStock) return false;
  if (!variant.blockedStock) return true;
  return variant.shippingTimeNumber >= 3 && variant.shippingTimeNumber <= 998;
}
