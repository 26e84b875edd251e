// GET /api/compatible_products/ (spec 01 §7; docs/ski-wizard.md "API"). The ids are variant ids
// (a boot's sole length and a ski's length depend on the size); each is optional.
// compatibleWith{Skis,Bindings,Boots} list the variant ids of that group that fit the other picks.
import { z } from "zod";
import { languageCodeSchema } from "./shell";

const variantId = z.coerce.number({ message: "Must be a number." }).int("Must be a whole number.").positive("Must be a positive number.");

export const compatibleProductsQuerySchema = z.strictObject({
  ski_id: variantId.optional(),
  binding_id: variantId.optional(),
  boot_id: variantId.optional(),
  tax_area: z.coerce.number({ message: "Must be a number." }).int().positive().default(1),
  ski_type: z.enum(["laskettelu", "murto"], { message: "Must be laskettelu or murto." }),
});
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
