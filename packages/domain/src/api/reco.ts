// API contract of the recommendation service (docs/recommendations.md): the recommended order
// of a category for the 'Recommended' sort (spec 02 §7), in the external personalisation
// host's shape so either can answer, and the shop's own signal recording.
import { z } from "zod";

/** spec 01 §3 general setting frosmo_category_strategy; the strategies this service knows. */
export const RECO_STRATEGIES = ["sort-product-group"] as const;
export const DEFAULT_RECO_STRATEGY = "sort-product-group";
/** spec 02 §7: the page's category names joined with this separator. */
export const RECO_CONTEXT_SEPARATOR = " > ";

// GET /recoApi/v2?method=strategy&origin=…&strategy=…&context=…&cookieId=…
export const recoQuerySchema = z.object({
  method: z.literal("strategy", "Only method=strategy is supported."),
  /** Identifies the shop (its host); answers do not depend on it here. */
  origin: z.string().trim().max(200).optional(),
  strategy: z.enum(RECO_STRATEGIES, `Supported strategies: ${RECO_STRATEGIES.join(", ")}.`).default(DEFAULT_RECO_STRATEGY),
  /** "Vaatteet > Takit" (group names, any language) or a group path "vaatteet/takit". */
  context: z.string().trim().min(1, "A context (the category names) is required.").max(500),
  cookieId: z.string().max(200).optional(),
});
export type RecoQuery = z.infer<typeof recoQuerySchema>;

export const recoResponseSchema = z.object({ data: z.array(z.object({ id: z.number().int() })) });
export type RecoResponse = z.infer<typeof recoResponseSchema>;

// POST /api/events/ — what the storefront reports; orders are recorded by the server.
export const recoEventSchema = z.strictObject({
  type: z.enum(["view", "add_to_cart"]),
  modelId: z.number().int().positive(),
  cookieId: z.string().max(200).optional(),
});
export type RecoEvent = z.infer<typeof recoEventSchema>;
