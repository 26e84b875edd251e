// GET /api/compatible_products/ (spec 01 §7; docs/ski-wizard.md "API"). The ids are variant ids
// (a boot's sole length and a ski's length depend on the size); each is optional.
// compatibleWith{Skis,Bindings,Boots} list the variant ids of that group that fit the other picks.
import { z } from "zod";
import { languageCodeSchema } from "./shell";
import { SKIER_ABILITIES, SKIER_HEIGHT_CM, SKIER_WEIGHT_KG } from "../ski-wizard/skier";

const variantId = z.coerce.number({ message: "Must be a number." }).int("Must be a whole number.").positive("Must be a positive number.");

export const compatibleProductsQuerySchema = z.strictObject({
  ski_id: variantId.optional(),
  binding_id: variantId.optional(),
  boot_id: variantId.optional(),
  tax_area: z.coerce.number({ message: "Must be a number." }).int().positive().default(1),
  ski_type: z.enum(["laskettelu", "murto"], { message: "Must be laskettelu or murto." }),
  /** The skier (docs/ski-wizard.md "The skier"): height in whole cm, weight in kg, ISO 11088 type. */
  height_cm: z.coerce.number({ message: "Must be a number." }).int("Must be a whole number.").min(SKIER_HEIGHT_CM.min, `Must be at least ${SKIER_HEIGHT_CM.min}.`).max(SKIER_HEIGHT_CM.max, `Must be at most ${SKIER_HEIGHT_CM.max}.`).optional(),
  weight_kg: z.coerce.number({ message: "Must be a number." }).min(SKIER_WEIGHT_KG.min, `Must be at least ${SKIER_WEIGHT_KG.min}.`).max(SKIER_WEIGHT_KG.max, `Must be at most ${SKIER_WEIGHT_KG.max}.`).optional(),
  ability: z.enum(SKIER_ABILITIES, { message: "Must be cautious, moderate or aggressive." }).optional(),
}).refine((q) => q.height_cm != null || (q.weight_kg == null && q.ability == null), { message: "Give the height with the weight or ability.", path: ["height_cm"] });
export type CompatibleProductsQuery = z.input<typeof compatibleProductsQuerySchema>;

const ids = z.array(z.number().int().positive());
const cents = z.number().int().nonnegative();

export const compatibleProductsResponseSchema = z.strictObject({
  compatibleWithSkis: ids,
  compatibleWithBindings: ids,
  compatibleWithBoots: ids,
  /** spec 01 §3 compatible{withSkis, withBindings, withBoots} of the picked set. */
  compatible: z.strictObject({ withSkis: z.boolean(), withBindings: z.boolean(), withBoots: z.boolean() }),
  problems: z.array(z.enum(["brakeTooNarrow", "brakeTooWide", "soleNorm", "soleLength", "nordicSystem", "skiLength"])),
  /** The picked parts' sum: regular, and what the shopper pays now (discount). */
  prices: z.strictObject({ regular: cents, discount: cents }),
  /** With a height: the recommended ski length (cm) and, for alpine with a weight and a boot, the binding's release value. */
  skier: z.strictObject({ length: z.tuple([z.number().int(), z.number().int()]), releaseValue: z.number().positive().nullable() }).nullable(),
});
export type CompatibleProductsResponse = z.infer<typeof compatibleProductsResponseSchema>;

// GET /api/ski_wizard/{alpine|nordic}/?language=&tax_area= (ours): what the wizard page offers,
// the sport's public skis, bindings and boots with their sizes, prices and stock.
export const skiWizardItemsQuerySchema = z.strictObject({
  language: languageCodeSchema.default("fi"),
  tax_area: z.coerce.number({ message: "Must be a number." }).int().positive().default(1),
});
export const skiWizardItemSchema = z.strictObject({
  model_id: z.number().int().positive(),
  name: z.string(),
  brand: z.string(),
  /** The product page's path ("brand/model"), without slashes around it. */
  path: z.string(),
  image: z.string().nullable(),
  variants: z.array(z.strictObject({ id: z.number().int().positive(), size: z.string().nullable(), active: cents, regular: cents, in_stock: z.boolean() })),
});
export type SkiWizardItem = z.infer<typeof skiWizardItemSchema>;
export const skiWizardItemsSchema = z.strictObject({
  sport: z.enum(["alpine", "nordic"]),
  skis: z.array(skiWizardItemSchema),
  bindings: z.array(skiWizardItemSchema),
  boots: z.array(skiWizardItemSchema),
});
export type SkiWizardItems = z.infer<typeof skiWizardItemsSchema>;
