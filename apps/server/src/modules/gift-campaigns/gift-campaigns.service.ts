// Gift campaign use cases (spec 02 §4 "Gift campaign redeem", §5, §7; docs/product-page.md
// "Gift campaigns"): the campaign a product page shows, and the check of a code before the
// shopper goes to payment. Checking takes no use of the code; the order that redeems it does
// (takeCodeUse), so a shopper who checks and leaves has not spent their gift.
import type { Database } from "@polku/db";
import {
  campaignCodeProblem, campaignOpen, normaliseCampaignCode, type GiftCampaignResponse, type GiftCodeErrorKey, type LanguageCode,
  type ValidateCodeResponse,
} from "@polku/domain";
import { badRequest, notFound } from "../../http/errors";
import { campaignModelIds, campaignVariantModel, findCampaign, findCode, type CampaignRow } from "./gift-campaigns.repository";
import { giftCodeError } from "./gift-campaigns.texts";

export const CAMPAIGN_NOT_FOUND = "Campaign not found";

const window = (c: CampaignRow) => ({ isActive: c.isActive, startsAt: new Date(c.startsAt), endsAt: c.endsAt ? new Date(c.endsAt) : null });

export interface ValidateInput {
  code: string;
  product_id: number;
  category_slug: string;
  lang_code: LanguageCode;
}

export function createGiftCampaignsService(db: Database, now: () => Date = () => new Date()) {
  const refuse = (language: LanguageCode, field: string, key: GiftCodeErrorKey) => badRequest({ [field]: [giftCodeError(key, language)] });

  return {
    /** An open campaign (switched on, within its window), or 404. */
    async campaign(slug: string, language: LanguageCode): Promise<GiftCampaignResponse> {
      const campaign = await findCampaign(db, slug, language);
      if (!campaign || !campaignOpen(window(campaign), now())) throw notFound(CAMPAIGN_NOT_FOUND);
      return {
        slug: campaign.slug,
        name: campaign.name,
        category: campaign.category,
        starts_at: campaign.startsAt,
        ends_at: campaign.endsAt,
        model_ids: await campaignModelIds(db, campaign.id),
      };
    },

    async validate(input: ValidateInput): Promise<ValidateCodeResponse> {
      const language = input.lang_code;
      const campaign = await findCampaign(db, input.category_slug, language);
      if (!campaign) throw refuse(language, "category_slug", "campaignNotFound");
      // A code of another campaign is as unknown here as a mistyped one.
      const code = await findCode(db, campaign.id, normaliseCampaignCode(input.code));
      if (!code) throw refuse(language, "code", "codeUnknown");
      const problem = campaignCodeProblem(window(campaign), { ...code, validUntil: code.validUntil ? new Date(code.validUntil) : null }, now());
      if (problem) throw refuse(language, "code", problem);
      const modelId = await campaignVariantModel(db, campaign.id, input.product_id);
      if (modelId === null) throw refuse(language, "product_id", "productNotInCampaign");
      return { code: code.code, campaign: campaign.slug, category: campaign.category, product_id: input.product_id, model_id: modelId };
    },
  };
}
