// Writes generated rows, table by table in foreign-key order, with insertMany (multi-row
// INSERT ... SELECT FROM unnest, see @polku/db bulk-insert).
import {
  routeRedirects, deliveryBlocks, deliveryBlockTranslations, guides, guideTranslations, guideGroups, recoPairs,
  insertMany, type Executor,
  bannerTranslations, banners, bundleParts, bundlePrices, bundleTranslations, bundles, colourTranslations, colours, currencies,
  currencyRates, deliveryCountries, deliveryCountryTranslations, generalSettingTranslations, generalSettings, keywordPopupTranslations,
  keywordPopups, languages, manufacturerTranslations, manufacturers, modelPrices, modelPropertyValues, modelRibbons, modelTags,
  priceHistory, productGroupLinks, productGroupTranslations, productGroups, productModelGroups, productModelTranslations, productModels,
  productTypeTranslations, productTypes, productVariants, propertyFilterTranslations, propertyFilterTypes, propertyFilters,
  propertyOptionTranslations, propertyOptions, propertyTypeTranslations, propertyTypes, reviews, ribbonTranslations, ribbons,
  shippingTimeTexts, sizeTableTranslations, sizeTables, sizes, staticPageTabTranslations, staticPageTabs, staticPageTranslations,
  staticPages, stock, stores, tagTranslations, tags, taxAreas, taxClasses, taxRates, textBannerTranslations, textBanners, variantPrices,
} from "@polku/db";
import type { buildBundles } from "./generate/bundles";
import type { InsertRows } from "./generate/rows";
import type { buildContent, buildSettings } from "./generate/content";
import type { buildGroups } from "./generate/groups";
import type { ModelBatch } from "./generate/model";
import type { buildReference } from "./generate/reference";

export async function insertReference(tx: Executor, rows: ReturnType<typeof buildReference>["rows"], groups: ReturnType<typeof buildGroups>) {
  await insertMany(tx, languages, rows.languages);
  await insertMany(tx, currencies, rows.currencies);
  await insertMany(tx, currencyRates, rows.currencyRates);
  await insertMany(tx, taxAreas, rows.taxAreas);
  await insertMany(tx, taxClasses, rows.taxClasses);
  await insertMany(tx, taxRates, rows.taxRates);
  await insertMany(tx, deliveryCountries, rows.countries);
  await insertMany(tx, deliveryCountryTranslations, rows.countryTranslations);
  await insertMany(tx, stores, rows.stores);
  await insertMany(tx, colours, rows.colours);
  await insertMany(tx, colourTranslations, rows.colourTranslations);
  await insertMany(tx, sizes, rows.sizes);
  await insertMany(tx, productTypes, rows.productTypes);
  await insertMany(tx, productTypeTranslations, rows.productTypeTranslations);
  await insertMany(tx, shippingTimeTexts, rows.shippingTimeTexts);
  await insertMany(tx, propertyTypes, rows.propertyTypes);
  await insertMany(tx, propertyTypeTranslations, rows.propertyTypeTranslations);
  await insertMany(tx, propertyOptions, rows.propertyOptions);
  await insertMany(tx, propertyOptionTranslations, rows.propertyOptionTranslations);
  await insertMany(tx, propertyFilters, rows.propertyFilters);
  await insertMany(tx, propertyFilterTranslations, rows.propertyFilterTranslations);
  await insertMany(tx, propertyFilterTypes, rows.propertyFilterTypes);
  await insertMany(tx, tags, rows.tags);
  await insertMany(tx, tagTranslations, rows.tagTranslations);
  await insertMany(tx, ribbons, rows.ribbons);
  await insertMany(tx, ribbonTranslations, rows.ribbonTranslations);
  await insertMany(tx, sizeTables, rows.sizeTables);
  await insertMany(tx, sizeTableTranslations, rows.sizeTableTranslations);
  await insertMany(tx, manufacturers, rows.manufacturers);
  await insertMany(tx, manufacturerTranslations, rows.manufacturerTranslations);
  await insertMany(tx, productGroups, groups.groups);
  await insertMany(tx, productGroupTranslations, groups.translations);
  await insertMany(tx, productGroupLinks, groups.links);
}

export async function insertContent(tx: Executor, rows: ReturnType<typeof buildContent>) {
  await insertMany(tx, banners, rows.banners);
  await insertMany(tx, bannerTranslations, rows.bannerTranslations);
  await insertMany(tx, textBanners, rows.textBanners);
  await insertMany(tx, textBannerTranslations, rows.textBannerTranslations);
  await insertMany(tx, keywordPopups, rows.keywordPopups);
  await insertMany(tx, keywordPopupTranslations, rows.keywordPopupTranslations);
  await insertMany(tx, staticPages, rows.staticPages);
  await insertMany(tx, staticPageTranslations, rows.staticPageTranslations);
  await insertMany(tx, staticPageTabs, rows.staticPageTabs);
  await insertMany(tx, staticPageTabTranslations, rows.staticPageTabTranslations);
  await insertMany(tx, routeRedirects, rows.routeRedirects);
}

/** Parents before children, so foreign keys hold at every statement. */
export async function insertModels(tx: Executor, batch: ModelBatch) {
  await insertMany(tx, productModels, batch.productModels);
  await insertMany(tx, productModelTranslations, batch.productModelTranslations);
  await insertMany(tx, productModelGroups, batch.productModelGroups);
  await insertMany(tx, productVariants, batch.productVariants);
  await insertMany(tx, modelPrices, batch.modelPrices);
  await insertMany(tx, variantPrices, batch.variantPrices);
  await insertMany(tx, priceHistory, batch.priceHistory);
  await insertMany(tx, stock, batch.stock);
  await insertMany(tx, modelPropertyValues, batch.modelPropertyValues);
  await insertMany(tx, modelTags, batch.modelTags);
  await insertMany(tx, modelRibbons, batch.modelRibbons);
  await insertMany(tx, reviews, batch.reviews);
}

export async function insertBundles(tx: Executor, rows: ReturnType<typeof buildBundles>) {
  await insertMany(tx, bundles, rows.bundles);
  await insertMany(tx, bundleTranslations, rows.bundleTranslations);
  await insertMany(tx, bundleParts, rows.bundleParts);
  await insertMany(tx, bundlePrices, rows.bundlePrices);
}

export async function insertSettings(tx: Executor, rows: ReturnType<typeof buildSettings>) {
  await insertMany(tx, generalSettings, rows.generalSettings);
  await insertMany(tx, generalSettingTranslations, rows.generalSettingTranslations);
}

/** docs/demo-catalogue.md "Product page extras". */
export async function insertProductExtras(
  tx: Executor,
  rows: {
    deliveryBlocks: InsertRows<"deliveryBlocks">;
    deliveryBlockTranslations: InsertRows<"deliveryBlockTranslations">;
    guides: InsertRows<"guides">;
    guideTranslations: InsertRows<"guideTranslations">;
    guideGroups: InsertRows<"guideGroups">;
    recoPairs: InsertRows<"recoPairs">;
  },
) {
  await insertMany(tx, deliveryBlocks, rows.deliveryBlocks);
  await insertMany(tx, deliveryBlockTranslations, rows.deliveryBlockTranslations);
  await insertMany(tx, guides, rows.guides);
  await insertMany(tx, guideTranslations, rows.guideTranslations);
  await insertMany(tx, guideGroups, rows.guideGroups);
  await insertMany(tx, recoPairs, rows.recoPairs);
}
