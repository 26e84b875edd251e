// /service-products/giftcards/ (spec 01 §2; docs/gift-cards.md): the gift card products and the
// balance check. The check posts to this route's action, which asks the API with the shopper's
// address forwarded (the API limits checks per address).
import { normaliseGiftCardCode } from "@polku/domain";
import { GiftCardsPage, type BalanceState, type GiftCardsPageData } from "../features/gift-cards/gift-cards-page";
import { ApiError } from "../lib/api";
import { flowsServerApi } from "../lib/flows-api.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/gift-cards";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<GiftCardsPageData> {
  const { config } = await requireLocale(request, context);
  try {
    return { status: "ready", products: (await flowsServerApi(context).giftCardProducts(config.language)).products };
  } catch (error) {
    console.error("Failed to fetch the gift card products", error);
    return { status: "error" };
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<BalanceState> {
  const [form, { config }] = await Promise.all([request.formData(), requireLocale(request, context)]);
  const code = normaliseGiftCardCode(String(form.get("code") ?? ""));
  if (!code) return { code, error: "giftCards.balance.required" };
  try {
    return { code, card: await flowsServerApi(context).giftCardBalance({ code: code.slice(0, 64), language: config.language }, context.clientIp) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { code, problem: "giftCards.balance.notFound" };
    if (error instanceof ApiError && error.status === 429) return { code, problem: "giftCards.balance.tooMany" };
    console.error("Gift card balance check failed", error);
    return { code, problem: "giftCards.balance.failed" };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("giftCards.title"), description: t("giftCards.lead"), path: location.pathname });
}

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftCardsPage data={loaderData} balance={actionData} />;
}
