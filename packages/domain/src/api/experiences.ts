// Brand experiences (spec 01 §2 /experiences/…, §3 experience_manufacturer_list; docs/content.md
// "Experiences"): the hub with the brands the setting names, and each brand's story.
import { z } from "zod";
import { languageCodeSchema } from "./shell";

// GET /api/experiences/?language= : the hub's introduction and the brands in the setting's order.
export const experiencesQuerySchema = z.strictObject({ language: languageCodeSchema.default("fi") });
export const experienceBrandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  /** The story's title, else the brand's name. */
  title: z.string(),
  /** The story's first words (its meta description), else the brand's description. */
  lead: z.string(),
  image: z.string().nullable(),
});
export type ExperienceBrand = z.infer<typeof experienceBrandSchema>;
export const experiencesResponseSchema = z.object({
  title: z.string(),
  /** Sanitised HTML; empty when the hub has no introduction page. */
  intro: z.string(),
  metaDescription: z.string().nullable(),
  socialImage: z.string().nullable(),
  brands: z.array(experienceBrandSchema),
});
export type ExperiencesResponse = z.infer<typeof experiencesResponseSchema>;

// GET /api/experience/?language=&slug= : one brand's story (404 for a brand the setting does not name).
export const experienceQuerySchema = z.strictObject({
  language: languageCodeSchema.default("fi"),
  slug: z
    .string()
    .trim()
    .min(1, "Slug is required.")
    .max(120, "Slug is too long.")
    .regex(/^[a-z0-9-]+$/i, "Slug must be letters, digits and dashes.")
    .transform((slug) => slug.toLowerCase()),
});
export const experienceResponseSchema = z.object({
  brand: z.object({ slug: z.string(), name: z.string(), logo: z.string().nullable() }),
  title: z.string(),
  /** Sanitised HTML: the story, else the brand's description as a paragraph. */
  content: z.string(),
  metaDescription: z.string().nullable(),
  socialImage: z.string().nullable(),
  /** The other brands with a story, for the page's "more" links. */
  others: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type ExperienceResponse = z.infer<typeof experienceResponseSchema>;
