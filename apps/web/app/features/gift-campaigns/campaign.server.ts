// The loader part of /giftcampaigns/{campaign}/{product}/ (spec 01 §2, spec 02 §2: the product
// slug is the last segment, the campaign slug is passed to the product call as giftcampaign).
// An unknown or closed campaign is the 404 screen 'Campaign not found'; a product outside the
// campaign 'Product not found'.
import type { GiftCampaignResponse } from "@polku/domain";
import { data } from "react-router";
import { ApiError, type ApiClient } from "../../lib/api";
import type { ErrorPayload } from "../../lib/errors";
import type { LocaleConfig } from "../../lib/locale-config";
import { loadKeywordRefs, type ProductPagePayload } from "../product/product.server";

export interface CampaignProductPayload extends ProductPagePayload {
  campaign: GiftCampaignResponse;
}

const failure = (messageKey: ErrorPayload["messageKey"], error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return data<ErrorPayload>({ messageKey }, { status: 404 });
  console.error("Failed to load the gift campaign page", error);
  return data<ErrorPayload>({ messageKey, redirect: true }, { status: error instanceof ApiError ? error.status : 500 });
};

export async function loadCampaignProduct(input: { api: ApiClient; config: LocaleConfig; url: URL; campaign: string; product: string }): Promise<CampaignProductPayload> {
  const { api, config, url } = input;
  const campaignSlug = input.campaign.toLowerCase();
  const [campaign, model, keywords] = await Promise.all([
    api.giftCampaign(campaignSlug, config.language).catch((error: unknown) => {
      throw failure("social.campaign.notFound", error);
    }),
    api.productModel(input.product, { language: config.language, taxAreaId: config.taxAreaId, giftcampaign: campaignSlug }).catch((error: unknown) => {
      throw failure("productPage.notFound", error);
    }),
    loadKeywordRefs(api, config.language),
  ]);
  if (!campaign.model_ids.includes(model.id)) throw data<ErrorPayload>({ messageKey: "productPage.notFound" }, { status: 404 });
  return { model, campaign, selectColor: url.searchParams.get("select-color"), keywords };
}
