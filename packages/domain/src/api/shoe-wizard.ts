// GET /api/shoe_wizard/?language= (ours; docs/shoe-wizard.md "API"): what the shoe wizard needs
// from the catalogue besides the footwear list itself: the footwear group, each kind's groups
// (terrain), the models with a wide fit, and the shoe size table in the language.
import { z } from "zod";
import { languageCodeSchema } from "./shell";

export const shoeWizardQuerySchema = z.strictObject({
  language: languageCodeSchema.default("fi"),
});

const ids = z.array(z.number().int().positive());

export const shoeWizardResponseSchema = z.strictObject({
  /** The footwear group (its list is the wizard's), or null when the catalogue has none. */
  root: z.strictObject({ id: z.number().int().positive(), path: z.string(), name: z.string() }).nullable(),
  /** Per kind of shoe the group ids, each with its subgroups; a kind the catalogue lacks is absent. */
  kindGroups: z.strictObject({ hiking: ids.optional(), trail: ids.optional(), winter: ids.optional(), sandal: ids.optional() }),
  /** Public models with an active wide-fit variant. */
  wideModelIds: ids,
  /** The shoe size table (slug `kengat`), or null when it is missing. */
  sizeTable: z
    .strictObject({
      name: z.string(),
      info: z.string(),
      sizes: z.array(z.string()),
      footLengthCm: z.array(z.number().positive()).nullable(),
      uk: z.array(z.string()).nullable(),
    })
    .nullable(),
});
export type ShoeWizardResponse = z.infer<typeof shoeWizardResponseSchema>;
