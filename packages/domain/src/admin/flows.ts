// The back office's special-flow screens (docs/admin.md "Second-hand items", "Ski wizard facts";
// issue 18): staff edit a used item's grade, store and wear texts, and the facts the ski wizard's
// compatibility rules read from a ski, binding or boot model.
import { z } from "zod";
import { languageCodes } from "../language-codes";
import { SECOND_HAND_CONDITIONS } from "../second-hand/second-hand";
import { ALPINE_SOLE_NORMS, NORDIC_SYSTEMS, SKI_SPORTS, type SkiSport } from "../ski-wizard/compatibility";
import type { SkiGroup } from "../ski-wizard/facts";
import { listQuerySchema, optionalFlag, pageSchema, versionSchema } from "./common";

// ---- second-hand items --------------------------------------------------------------------------

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(""), z.enum(values)])
    .optional()
    .transform((v) => (v === "" ? undefined : v));

export const adminSecondHandListQuerySchema = listQuerySchema(["listed", "id"], "-listed").extend({
  condition: optionalChoice(SECOND_HAND_CONDITIONS),
  sold: optionalFlag,
});
export type AdminSecondHandListQuery = z.infer<typeof adminSecondHandListQuerySchema>;

const wearTexts = z.strictObject(Object.fromEntries(languageCodes.map((l) => [l, z.string()])) as Record<(typeof languageCodes)[number], z.ZodString>);

export const adminSecondHandItemSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int(),
  parent_name: z.string(),
  size: z.string().nullable(),
  condition: z.enum(SECOND_HAND_CONDITIONS),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  listed_at: z.string(),
  /** The unit is no longer sellable in the web warehouse. */
  sold: z.boolean(),
  wear: wearTexts,
  version: versionSchema,
});
export type AdminSecondHandItem = z.infer<typeof adminSecondHandItemSchema>;
export const adminSecondHandPageSchema = pageSchema(adminSecondHandItemSchema);
export const adminSecondHandDetailSchema = z.object({
  item: adminSecondHandItemSchema,
  /** Active stores an item can be seen in. */
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminSecondHandDetail = z.infer<typeof adminSecondHandDetailSchema>;

/** The wear is shown on the item's page in every language, so every language needs it (1-2000 characters). */
export const SECOND_HAND_WEAR_MAX = 2000;
const wearText = z.string().trim().min(1, "Describe the wear in this language.").max(SECOND_HAND_WEAR_MAX, `At most ${SECOND_HAND_WEAR_MAX} characters.`);
export const adminSecondHandUpdateSchema = z.strictObject({
  version: versionSchema,
  condition: z.enum(SECOND_HAND_CONDITIONS, { message: "Choose a condition grade." }),
  store_id: z.number().int().positive().nullable(),
  wear: z.strictObject(Object.fromEntries(languageCodes.map((l) => [l, wearText])) as Record<(typeof languageCodes)[number], typeof wearText>),
});
export type AdminSecondHandUpdate = z.infer<typeof adminSecondHandUpdateSchema>;

// ---- ski wizard facts ---------------------------------------------------------------------------

export const SKI_GROUPS = ["skis", "bindings", "boots"] as const;

export const adminSkiFactsListQuerySchema = listQuerySchema(["id", "name"], "id").extend({
  sport: optionalChoice(SKI_SPORTS),
  group: optionalChoice(SKI_GROUPS),
  /** true: only models whose stored facts the rules cannot read (they are left out of the wizard). */
  invalid: optionalFlag,
});
export type AdminSkiFactsListQuery = z.infer<typeof adminSkiFactsListQuerySchema>;

export const adminSkiFactsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  sport: z.enum(SKI_SPORTS),
  group: z.enum(SKI_GROUPS),
  /** The active variants' size names, in the size order (a boot needs a sole length for each). */
  sizes: z.array(z.string()),
  /** product_models.ski_facts as stored (null: none). */
  facts: z.unknown(),
  /** The wizard can read the facts for every size (else the model or some sizes are left out). */
  valid: z.boolean(),
  version: versionSchema,
});
export type AdminSkiFacts = z.infer<typeof adminSkiFactsSchema>;
export const adminSkiFactsPageSchema = pageSchema(adminSkiFactsSchema);

/** Limits of what staff may type (mm): wider than any real ski, binding or boot, so a typo is caught. */
export const SKI_FACT_LIMITS = { waistWidthMm: [40, 200], brakeWidthMm: [50, 220], soleLengthMm: [150, 400] } as const;
const mm = (name: keyof typeof SKI_FACT_LIMITS) => {
  const [min, max] = SKI_FACT_LIMITS[name];
  return z.number({ message: "Enter a whole number of millimetres." }).int("Enter a whole number of millimetres.").min(min, `At least ${min} mm.`).max(max, `At most ${max} mm.`);
};

/** The facts of one sport and group as staff enter them (docs/ski-wizard.md "Data"); a boot needs a sole length for every size. */
export function skiFactsInputSchema(sport: SkiSport, group: SkiGroup, sizes: readonly string[]): z.ZodType {
  if (group === "skis") return z.strictObject({ waistWidthMm: mm("waistWidthMm") });
  if (sport === "nordic") return z.strictObject({ system: z.enum(NORDIC_SYSTEMS, { message: "Choose the binding system." }) });
  if (group === "bindings") {
    return z
      .strictObject({
        brakeWidthMm: mm("brakeWidthMm"),
        norms: z.array(z.enum(ALPINE_SOLE_NORMS)).min(1, "Choose at least one sole norm."),
        soleLengthMm: z.tuple([mm("soleLengthMm"), mm("soleLengthMm")]),
      })
      .refine((f) => f.soleLengthMm[0] < f.soleLengthMm[1], { message: "The shortest sole must be shorter than the longest.", path: ["soleLengthMm", 1] });
  }
  return z.strictObject({
    norm: z.enum(ALPINE_SOLE_NORMS, { message: "Choose the sole norm." }),
    soleLengthMm: z.strictObject(Object.fromEntries(sizes.map((size) => [size, mm("soleLengthMm")]))),
  });
}

export const adminSkiFactsUpdateSchema = z.strictObject({
  version: versionSchema,
  /** Checked against the model's sport and group by skiFactsInputSchema. */
  facts: z.record(z.string(), z.unknown()),
});
export type AdminSkiFactsUpdate = z.infer<typeof adminSkiFactsUpdateSchema>;
