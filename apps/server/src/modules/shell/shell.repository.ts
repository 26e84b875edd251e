// SQL for the shell's reference data. One query per table and language; trees and joins of
// small lists are assembled in memory (a few hundred rows at most).
import { and, asc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from "@polku/db/orm";
import {
  bannerTranslations,
  banners,
  colourTranslations,
  colours,
  generalSettingTranslations,
  generalSettings,
  keywordPopupTranslations,
  keywordPopups,
  manufacturers,
  modelPropertyValues,
  productModelGroups,
  productModels,
  productGroupLinks,
  productGroupTranslations,
  productGroups,
  propertyFilterTranslations,
  propertyFilterTypes,
  propertyFilters,
  propertyOptionTranslations,
  propertyOptions,
  propertyTypeTranslations,
  propertyTypes,
  staticPageTranslations,
  staticPages,
  stores,
  textBannerTranslations,
  textBanners,
  type Database,
} from "@polku/db";
import { isListedModel } from "../products";
import { PRIVATE_SETTING_KEYS, SHOP_BY_FILTERS, type LanguageCode } from "@polku/domain";

type ValidityColumn = typeof banners.activeFrom | typeof textBanners.activeFrom;
const activeNow = (from: ValidityColumn, to: ValidityColumn) =>
  and(or(isNull(from), lte(from, sql`now()`)), or(isNull(to), gt(to, sql`now()`)));

export function createShellRepository(db: Database) {
  return {
    groups: (language: LanguageCode) =>
      db
        .select({
          id: productGroups.id,
          parentId: productGroups.parentId,
          showInMenu: productGroups.showInMenu,
          image: productGroups.image,
          filterableProperties: productGroups.filterableProperties,
          name: productGroupTranslations.name,
          shortName: productGroupTranslations.shortName,
          slug: productGroupTranslations.slug,
          path: productGroupTranslations.path,
        })
        .from(productGroups)
        .innerJoin(productGroupTranslations, and(eq(productGroupTranslations.groupId, productGroups.id), eq(productGroupTranslations.language, language)))
        .where(eq(productGroups.isActive, true))
        .orderBy(asc(productGroups.sortOrder), asc(productGroups.id)),

    /** The gender and activity values the models of each group carry, named in the language (the menu's shop-by links). */
    groupShopByValues: (language: LanguageCode) =>
      db
        .selectDistinct({
          groupId: productModelGroups.groupId,
          filter: propertyTypes.slug,
          slug: propertyOptions.slug,
          name: sql<string>`coalesce(${propertyOptionTranslations.name}, ${propertyOptions.slug})`,
          typeId: propertyTypes.id,
          sortOrder: propertyOptions.sortOrder,
          optionId: propertyOptions.id,
        })
        .from(productModelGroups)
        // Only what a shopper can find: a value carried by hidden or unpublished models alone
        // would lead to an empty page.
        .innerJoin(productModels, and(eq(productModels.id, productModelGroups.modelId), isListedModel()))
        .innerJoin(modelPropertyValues, eq(modelPropertyValues.modelId, productModelGroups.modelId))
        .innerJoin(propertyOptions, eq(propertyOptions.id, modelPropertyValues.optionId))
        .innerJoin(propertyTypes, eq(propertyTypes.id, modelPropertyValues.propertyTypeId))
        .leftJoin(propertyOptionTranslations, and(eq(propertyOptionTranslations.optionId, propertyOptions.id), eq(propertyOptionTranslations.language, language)))
        .where(inArray(propertyTypes.slug, [...SHOP_BY_FILTERS]))
        .orderBy(asc(propertyTypes.id), asc(propertyOptions.sortOrder), asc(propertyOptions.id)),

    groupLinks: (language: LanguageCode) =>
      db
        .select({ groupId: productGroupLinks.groupId, slug: productGroupLinks.slug, title: productGroupLinks.title, image: productGroupLinks.image })
        .from(productGroupLinks)
        .where(eq(productGroupLinks.language, language))
        .orderBy(asc(productGroupLinks.sortOrder), asc(productGroupLinks.id)),

    colours: (language: LanguageCode) =>
      db
        .select({ slug: colours.slug, name: colourTranslations.name, control: colours.control, image: colours.image, hex: colours.hex })
        .from(colours)
        .innerJoin(colourTranslations, and(eq(colourTranslations.colourId, colours.id), eq(colourTranslations.language, language)))
        .orderBy(asc(colours.sortOrder), asc(colours.id)),

    manufacturers: () =>
      db
        .select({ id: manufacturers.id, name: manufacturers.name, slug: manufacturers.slug, logo: manufacturers.logo, featured: manufacturers.featured })
        .from(manufacturers)
        .where(eq(manufacturers.isActive, true))
        .orderBy(asc(manufacturers.sortOrder), asc(manufacturers.name)),

    propertyTypes: (language: LanguageCode) =>
      db
        .select({ slug: propertyTypes.slug, name: propertyTypeTranslations.name, unit: propertyTypes.unit, bgColor: propertyTypes.bgColor, textColor: propertyTypes.textColor })
        .from(propertyTypes)
        .innerJoin(propertyTypeTranslations, and(eq(propertyTypeTranslations.propertyTypeId, propertyTypes.id), eq(propertyTypeTranslations.language, language)))
        .orderBy(asc(propertyTypes.sortOrder), asc(propertyTypes.id)),

    /** Checkbox property options by type, named in the language (filter option labels, issue 17). */
    propertyOptions: (language: LanguageCode) =>
      db
        .select({ type: propertyTypes.slug, slug: propertyOptions.slug, name: propertyOptionTranslations.name })
        .from(propertyOptions)
        .innerJoin(propertyTypes, eq(propertyTypes.id, propertyOptions.propertyTypeId))
        .innerJoin(propertyOptionTranslations, and(eq(propertyOptionTranslations.optionId, propertyOptions.id), eq(propertyOptionTranslations.language, language)))
        .orderBy(asc(propertyTypes.id), asc(propertyOptions.sortOrder), asc(propertyOptions.id)),

    propertyFilters: (language: LanguageCode) =>
      db
        .select({
          slug: propertyFilters.slug,
          name: propertyFilterTranslations.name,
          types: sql<string[]>`coalesce(array_agg(${propertyTypes.slug} order by ${propertyTypes.slug}) filter (where ${propertyTypes.slug} is not null), '{}')`,
        })
        .from(propertyFilters)
        .innerJoin(propertyFilterTranslations, and(eq(propertyFilterTranslations.filterId, propertyFilters.id), eq(propertyFilterTranslations.language, language)))
        .leftJoin(propertyFilterTypes, eq(propertyFilterTypes.filterId, propertyFilters.id))
        .leftJoin(propertyTypes, eq(propertyTypes.id, propertyFilterTypes.propertyTypeId))
        .groupBy(propertyFilters.id, propertyFilterTranslations.name)
        .orderBy(asc(propertyFilters.sortOrder), asc(propertyFilters.id)),

    stores: () =>
      db
        .select({ id: stores.id, slug: stores.slug, name: stores.name, type: stores.type, pikanouto: stores.pikanouto, nouto: stores.nouto })
        .from(stores)
        .where(eq(stores.isActive, true))
        .orderBy(asc(stores.sortOrder), asc(stores.id)),

    banners: (language: LanguageCode) =>
      db
        .select({
          id: banners.id,
          kind: banners.kind,
          image: banners.image,
          cropPoint: banners.cropPoint,
          subText: banners.subText,
          title: bannerTranslations.title,
          heading: bannerTranslations.heading,
          url: bannerTranslations.url,
          buttonText: bannerTranslations.buttonText,
        })
        .from(banners)
        .innerJoin(bannerTranslations, and(eq(bannerTranslations.bannerId, banners.id), eq(bannerTranslations.language, language)))
        .where(and(eq(banners.isActive, true), activeNow(banners.activeFrom, banners.activeTo)))
        .orderBy(asc(banners.sortOrder), asc(banners.id)),

    textBanners: (language: LanguageCode) =>
      db
        .select({ id: textBanners.id, text: textBannerTranslations.text, url: textBannerTranslations.url, bgColor: textBanners.bgColor, textColor: textBanners.textColor })
        .from(textBanners)
        .innerJoin(textBannerTranslations, and(eq(textBannerTranslations.textBannerId, textBanners.id), eq(textBannerTranslations.language, language)))
        .where(and(eq(textBanners.isActive, true), activeNow(textBanners.activeFrom, textBanners.activeTo)))
        .orderBy(asc(textBanners.sortOrder), asc(textBanners.id)),

    keywordPopups: (language: LanguageCode) =>
      db
        .select({ id: keywordPopups.id, keyword: keywordPopupTranslations.keyword, text: keywordPopupTranslations.text, url: keywordPopupTranslations.url })
        .from(keywordPopups)
        .innerJoin(keywordPopupTranslations, and(eq(keywordPopupTranslations.keywordPopupId, keywordPopups.id), eq(keywordPopupTranslations.language, language)))
        .where(eq(keywordPopups.isActive, true))
        .orderBy(asc(keywordPopups.id)),

    staticPageSlugs: (language: LanguageCode) =>
      db
        .select({ slug: staticPageTranslations.slug, withTabs: staticPages.withTabs })
        .from(staticPages)
        .innerJoin(staticPageTranslations, and(eq(staticPageTranslations.pageId, staticPages.id), eq(staticPageTranslations.language, language)))
        .where(eq(staticPages.isActive, true))
        .orderBy(asc(staticPages.sortOrder), asc(staticPages.id)),

    /** Settings with the requested language's override where one exists. */
    generalSettings: (language: LanguageCode) =>
      db
        .select({ key: generalSettings.key, value: sql<string>`coalesce(${generalSettingTranslations.value}, ${generalSettings.value})` })
        .from(generalSettings)
        .leftJoin(generalSettingTranslations, and(eq(generalSettingTranslations.key, generalSettings.key), eq(generalSettingTranslations.language, language)))
        .where(notInArray(generalSettings.key, [...PRIVATE_SETTING_KEYS])),
  };
}
export type ShellRepository = ReturnType<typeof createShellRepository>;
