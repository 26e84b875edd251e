// A staff-only demo product with a known address (docs/demo-catalogue.md "Staff-only product"):
// about 2 % of the generated models are not public, under generated names nobody outside can
// learn. The first of them gets the Finnish slug below, so tests and people trying the shop can
// check that a hidden model answers 'Product not found' to shoppers.
import { sql } from "@polku/db/orm";
import type { Transaction } from "@polku/db";

export const HIDDEN_DEMO_SLUG = "piilotettu-esittelytuote";

/** Renames the first non-public model's Finnish slug and path; nothing when every model is public. */
export async function nameHiddenDemoModel(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    update product_model_translations t
    set slug = ${HIDDEN_DEMO_SLUG}, path = b.slug || '/' || ${HIDDEN_DEMO_SLUG}
    from product_models m join manufacturers b on b.id = m.manufacturer_id
    where t.model_id = m.id and t.language = 'fi'
      and m.id = (select min(id) from product_models where not is_public)`);
}
