// The root loader (spec 01 §4, §7, §8): locale first, then resources, product groups, banners,
// general settings and the logged-in customer in parallel. A resource failure is the fatal 500 error page.
import { featureFlagOverridesFromUrl, mergeFeatureFlags, parseFeatureFlags, type LoadStatus } from "@polku/domain";
import { data, type AppLoadContext } from "react-router";
import { dictionaries } from "../dictionaries/index.server";
import { firstPaintGroups } from "../features/menu/menu-levels";
import { pageDictionary } from "../dictionaries/page-dictionary.server";
import { ERROR_LAYOUT_KEYS, pickMessages, type ErrorPayload } from "./errors";
import { messageScope } from "./page-messages";
import { cookieHeaders, requestCustomer, requireLocale, serverApi } from "./request-locale.server";
import { NO_PROMISES, type BannersData, type RootData } from "./root-data";

const EMPTY_BANNERS: BannersData = { imageBanners: [], dynamicPageBanners: [], textBanners: [] };

export async function loadRootData(request: Request, context: AppLoadContext) {
  const { config, setCookies } = await requireLocale(request, context);
  const language = config.language;
  const messages = dictionaries[language];
  const api = serverApi(context);

  const [[resources, groups, banners, settings, promises], customer] = await Promise.all([
    Promise.allSettled([api.resources(language), api.productGroups(language), api.banners(language), api.generalSettings(language), api.shopPromises(config.deliveryCountryCode, language)]),
    // spec 01 §7-8: the customer when so.auth is set; never rejects (a failure is a guest).
    requestCustomer(request, context),
  ]);

  if (resources.status === "rejected") {
    console.error("Failed to fetch resources", resources.reason);
    // spec 01 §8: fatal error page, status 500. No root data will exist, so the payload brings
    // the error layout's strings in the page language.
    throw data<ErrorPayload>(
      { messageKey: "error.resources", language, messages: pickMessages(messages, ERROR_LAYOUT_KEYS), shopName: context.shopName },
      { status: 500, headers: cookieHeaders(setCookies) },
    );
  }
  if (groups.status === "rejected") console.error("Failed to fetch product groups", groups.reason);
  if (banners.status === "rejected") console.error("#4128", banners.reason); // spec 01 §8
  if (settings.status === "rejected") console.error("Failed to fetch general settings", settings.reason);
  if (promises.status === "rejected") console.error("Failed to fetch the shop's promises", promises.reason);

  const generalSettings = settings.status === "fulfilled" ? settings.value.settings : {};
  const parsedFlags = parseFeatureFlags(generalSettings.feature_flags);
  if (parsedFlags.error) console.error(parsedFlags.error); // spec 01 §5: logged and ignored
  const status = (result: PromiseSettledResult<unknown>): LoadStatus => (result.status === "fulfilled" ? "DONE" : "FAILED");

  // Only the keys of this page's scope (docs/storefront.md "The dictionary of a page").
  const scope = messageScope(new URL(request.url).pathname);
  const rootData: RootData = {
    language,
    messages: pageDictionary(language, scope),
    messageScope: scope,
    locale: config,
    // The resources carry the groups too: the menu still works when only product-groups failed.
    // Only the first paint's part of the tree; the browser fetches the rest (docs/storefront.md "Menu data").
    productGroups: firstPaintGroups(groups.status === "fulfilled" ? groups.value.productGroups : resources.value.productGroups),
    productGroupsStatus: status(groups),
    banners: banners.status === "fulfilled" ? banners.value : EMPTY_BANNERS,
    bannersStatus: status(banners),
    settings: generalSettings,
    // Nothing is promised when the rules could not be read (docs/checkout.md "Promises").
    promises: promises.status === "fulfilled" ? promises.value : NO_PROMISES,
    featureFlags: mergeFeatureFlags(parsedFlags.flags, null, featureFlagOverridesFromUrl(new URL(request.url).search)),
    stores: resources.value.stores.map(({ id, slug, name, type }) => ({ id, slug, name, type })),
    // issue 12: every card's colour swatches are named and pictured, not only a listing's.
    colors: resources.value.colors.map(({ slug, name, image }) => ({ slug, name, image })),
    buildId: context.buildId,
    gtmId: context.gtmId,
    shopName: context.shopName,
    contactEmail: context.contactEmail ?? null,
    publicUrl: context.publicUrl,
    languageHosts: context.languageHosts,
    user: customer.user,
    // Staff only (spec 01 §6): shoppers' pages never name the admin application.
    adminUrl: customer.user.isStaffUser ? (context.adminUrl ?? null) : null,
  };
  const headers = cookieHeaders([...setCookies, ...customer.setCookies]);
  // A page rendered for a logged-in customer is theirs alone: no shared cache may keep it.
  if (customer.user.isAuthenticated) headers.set("Cache-Control", "private, no-store");
  return data(rootData, { headers });
}
