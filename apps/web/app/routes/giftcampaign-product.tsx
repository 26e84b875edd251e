// /giftcampaigns/{campaign}/{product}/ (spec 01 §2, spec 02 §2, §4 "Gift campaign redeem"): the
// product inside a gift campaign with the code form (docs/product-page.md "Gift campaigns").
import { loadCampaignProduct } from "../features/gift-campaigns/campaign.server";
import { CampaignCodeForm } from "../features/gift-campaigns/campaign-code-form";
import { productMetaInput } from "../features/product/product-meta";
import { ProductPage } from "../features/product/product-page";
import type { AdminDataHandle } from "../lib/admin-data";
import { pageMeta, rootDataOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/giftcampaign-product";

export const handle: AdminDataHandle & { layout: "default" } = {
  layout: "default",
  // The staff bar names the product model (spec 01 §3 admin context modelId).
  adminData: (data) => ({ kind: "product", id: (data as Route.ComponentProps["loaderData"]).model.id }),
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  return loadCampaignProduct({ api: serverApi(context), config, url: new URL(request.url), campaign: params.campaign, product: params.product });
}

export function meta({ matches, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const product = productMetaInput(page, root.language);
  // A campaign's pages are for its code holders, not for search engines.
  return [...pageMeta({ root, ...product, title: `${product.title} – ${page.campaign.name}` }), { name: "robots", content: "noindex" }];
}

export default function GiftCampaignProduct({ loaderData }: Route.ComponentProps) {
  const { model, selectColor, campaign, keywords } = loaderData;
  return (
    <ProductPage
      key={`${campaign.slug}/${model.id}`}
      model={model}
      selectColor={selectColor}
      keywords={keywords}
      giftCampaignForm={(selected) => <CampaignCodeForm campaign={{ slug: campaign.slug, name: campaign.name, endsAt: campaign.ends_at }} selected={selected} />}
    />
  );
}
