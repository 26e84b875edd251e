// /stores/{store}/ (spec 01 §2; docs/content.md "Stores"): one store's hours, holidays, services,
// address and contact, links to its products in stock; schema.org Store. Unknown: 404.
import { data } from "react-router";
import { storeJsonLd, StorePage } from "../features/content-pages/stores";
import { contentServerApi } from "../lib/content-api.server";
import type { ErrorPayload } from "../lib/errors";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import { breadcrumbJsonLd } from "../lib/structured-data";
import { useProductGroups } from "../lib/resource-stores";
import type { Route } from "./+types/store";

export const handle = { layout: "default" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  let stores;
  try {
    stores = (await contentServerApi(context).stores(config.language)).stores;
  } catch (error) {
    console.error("Failed to fetch the stores", error);
    throw data<ErrorPayload>({ messageKey: "stores.loadFailed", buttonTarget: "/stores/" }, { status: 503 });
  }
  const store = stores.find((candidate) => candidate.slug === params.store);
  if (!store) throw data<ErrorPayload>({ messageKey: "stores.notFound", buttonTarget: "/stores/" }, { status: 404 });
  return { store, now: new Date().toISOString() };
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  const { store } = page;
  const url = new URL(location.pathname, root.publicUrl).href;
  return [
    ...pageMeta({ root, title: store.name, description: `${store.name}: ${store.streetAddress}, ${store.postalCode} ${store.city}. ${t("stores.lead")}`, path: location.pathname }),
    { "script:ld+json": storeJsonLd(store, url) },
    {
      "script:ld+json": breadcrumbJsonLd(
        [{ label: t("breadcrumbs.home"), href: "/" }, { label: t("stores.title"), href: "/stores/" }, { label: store.name, href: `/stores/${store.slug}/` }],
        root.publicUrl,
      ),
    },
  ];
}

export default function Store({ loaderData }: Route.ComponentProps) {
  const groups = useProductGroups();
  return <StorePage store={loaderData.store} now={loaderData.now} groups={groups} />;
}
