// Relations for Drizzle's relational queries (db.query.*). They add no SQL; foreign keys
// are declared on the columns.
import { relations } from "drizzle-orm";
import { bundleParts, bundlePrices, bundles, bundleTranslations } from "./bundles";
import { colours, colourTranslations } from "./colours";
import { manufacturers, manufacturerTranslations } from "./manufacturers";
import { modelPrices, variantPrices } from "./prices";
import { productGroups, productGroupTranslations } from "./product-groups";
import { productModelGroups, productModels, productModelTranslations } from "./product-models";
import { modelPropertyValues } from "./properties";
import { modelRibbons, modelTags } from "./labels";
import { reviews } from "./reviews";
import { stock, stores } from "./stores";
import { productTypes, productVariants, sizes } from "./variants";

export const productGroupsRelations = relations(productGroups, ({ one, many }) => ({
  parent: one(productGroups, { fields: [productGroups.parentId], references: [productGroups.id], relationName: "tree" }),
  children: many(productGroups, { relationName: "tree" }),
  translations: many(productGroupTranslations),
  models: many(productModelGroups),
}));
export const productGroupTranslationsRelations = relations(productGroupTranslations, ({ one }) => ({
  group: one(productGroups, { fields: [productGroupTranslations.groupId], references: [productGroups.id] }),
}));

export const manufacturersRelations = relations(manufacturers, ({ many }) => ({
  translations: many(manufacturerTranslations),
  models: many(productModels),
}));
export const manufacturerTranslationsRelations = relations(manufacturerTranslations, ({ one }) => ({
  manufacturer: one(manufacturers, { fields: [manufacturerTranslations.manufacturerId], references: [manufacturers.id] }),
}));

export const coloursRelations = relations(colours, ({ many }) => ({ translations: many(colourTranslations) }));
export const colourTranslationsRelations = relations(colourTranslations, ({ one }) => ({
  colour: one(colours, { fields: [colourTranslations.colourId], references: [colours.id] }),
}));

export const productModelsRelations = relations(productModels, ({ one, many }) => ({
  manufacturer: one(manufacturers, { fields: [productModels.manufacturerId], references: [manufacturers.id] }),
  mainGroup: one(productGroups, { fields: [productModels.mainGroupId], references: [productGroups.id] }),
  translations: many(productModelTranslations),
  groups: many(productModelGroups),
  variants: many(productVariants),
  prices: many(modelPrices),
  properties: many(modelPropertyValues),
  tags: many(modelTags),
  ribbons: many(modelRibbons),
  reviews: many(reviews),
  bundles: many(bundles),
}));
export const productModelTranslationsRelations = relations(productModelTranslations, ({ one }) => ({
  model: one(productModels, { fields: [productModelTranslations.modelId], references: [productModels.id] }),
}));
export const productModelGroupsRelations = relations(productModelGroups, ({ one }) => ({
  model: one(productModels, { fields: [productModelGroups.modelId], references: [productModels.id] }),
  group: one(productGroups, { fields: [productModelGroups.groupId], references: [productGroups.id] }),
}));
export const modelPricesRelations = relations(modelPrices, ({ one }) => ({
  model: one(productModels, { fields: [modelPrices.modelId], references: [productModels.id] }),
}));
export const modelPropertyValuesRelations = relations(modelPropertyValues, ({ one }) => ({
  model: one(productModels, { fields: [modelPropertyValues.modelId], references: [productModels.id] }),
}));
export const modelTagsRelations = relations(modelTags, ({ one }) => ({
  model: one(productModels, { fields: [modelTags.modelId], references: [productModels.id] }),
}));
export const modelRibbonsRelations = relations(modelRibbons, ({ one }) => ({
  model: one(productModels, { fields: [modelRibbons.modelId], references: [productModels.id] }),
}));
export const reviewsRelations = relations(reviews, ({ one }) => ({
  model: one(productModels, { fields: [reviews.modelId], references: [productModels.id] }),
}));

export const productVariantsRelations = relations(productVariants, ({ one, many }) => ({
  model: one(productModels, { fields: [productVariants.modelId], references: [productModels.id] }),
  colour: one(colours, { fields: [productVariants.colourId], references: [colours.id] }),
  size: one(sizes, { fields: [productVariants.sizeId], references: [sizes.id] }),
  productType: one(productTypes, { fields: [productVariants.productTypeId], references: [productTypes.id] }),
  prices: many(variantPrices),
  stock: many(stock),
}));
export const variantPricesRelations = relations(variantPrices, ({ one }) => ({
  variant: one(productVariants, { fields: [variantPrices.variantId], references: [productVariants.id] }),
}));
export const stockRelations = relations(stock, ({ one }) => ({
  variant: one(productVariants, { fields: [stock.variantId], references: [productVariants.id] }),
  store: one(stores, { fields: [stock.storeId], references: [stores.id] }),
}));

export const bundlesRelations = relations(bundles, ({ one, many }) => ({
  mainModel: one(productModels, { fields: [bundles.mainModelId], references: [productModels.id] }),
  translations: many(bundleTranslations),
  parts: many(bundleParts),
  prices: many(bundlePrices),
}));
export const bundleTranslationsRelations = relations(bundleTranslations, ({ one }) => ({
  bundle: one(bundles, { fields: [bundleTranslations.bundleId], references: [bundles.id] }),
}));
export const bundlePartsRelations = relations(bundleParts, ({ one }) => ({
  bundle: one(bundles, { fields: [bundleParts.bundleId], references: [bundles.id] }),
  model: one(productModels, { fields: [bundleParts.modelId], references: [productModels.id] }),
}));
export const bundlePricesRelations = relations(bundlePrices, ({ one }) => ({
  bundle: one(bundles, { fields: [bundlePrices.bundleId], references: [bundles.id] }),
}));
