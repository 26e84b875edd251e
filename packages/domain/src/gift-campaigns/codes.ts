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
