// GET /api/shoe_wizard/?language= (docs/shoe-wizard.md "API"): the footwear group, the groups of
// each kind of shoe with their subgroups, the wide-fit models and the shoe size table. The page
// narrows the footwear list with these and the domain's rules (shoe-wizard.ts).
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { sql } from "@polku/db/orm";
import { shoeWizardQuerySchema, shoeWizardResponseSchema, type ShoeKind, type ShoeWizardResponse } from "@polku/domain";
import type { MemoCache } from "../../lib/memo-cache";
import { route } from "../../http/contract";

/**
 * The wizard's groups are marked by `product_groups.shoe_kind` (docs/shoe-wizard.md "Data"), not
 * found by a path: paths are per language and staff may rename them in any language.
 */
const SHOE_KINDS: readonly ShoeKind[] = ["hiking", "trail", "winter", "sandal"];
/** The shoe size table and the product type of a wide fit (seed: data/size-tables.ts, kinds-footwear.ts). */
export const SHOE_SIZE_TABLE = "kengat";
export const WIDE_FIT_TYPE = "levea";
/** The size table's columns, found by their Finnish names. */
const FOOT_LENGTH = "Jalan pituus";
const UK_SIZE = "UK-koko";

interface Category {
  name: string;
  unit: string;
  values: string[];
}

async function wizardData(db: Database, language: string): Promise<ShoeWizardResponse> {
  // Independent reads at once: the footwear group, the kinds' groups with every active group below
  // them, the wide-fit models and the shoe size table.
  const [roots, trees, wide, tables] = await Promise.all([
    db.execute<{ id: number; path: string | null; name: string | null }>(sql`
      select g.id, t.path, t.name
        from product_groups g
        left join product_group_translations t on t.group_id = g.id and t.language = ${language}
       where g.is_active and g.shoe_kind = 'footwear' order by g.id limit 1`),
    db.execute<{ kind: string; id: number }>(sql`
      with recursive tree(kind, id) as (
        select g.shoe_kind::text, g.id from product_groups g where g.is_active and g.shoe_kind is not null
        union all select tree.kind, g.id from product_groups g join tree on g.parent_id = tree.id where g.is_active
      ) select kind, id from tree order by kind, id`),
    db.execute<{ model_id: number }>(sql`
      select distinct v.model_id from product_variants v
        join product_types pt on pt.id = v.product_type_id and pt.slug = ${WIDE_FIT_TYPE}
        join product_models m on m.id = v.model_id and m.is_public
       where v.is_active order by v.model_id`),
    db.execute<{ sizes: string[]; name: string | null; info: string | null; categories: Category[] | null; fi_categories: Category[] }>(sql`
      select st.sizes, t.name, t.info_text as info, t.categories, fi.categories as fi_categories
        from size_tables st
        join size_table_translations fi on fi.size_table_id = st.id and fi.language = 'fi'
        left join size_table_translations t on t.size_table_id = st.id and t.language = ${language}
       where st.slug = ${SHOE_SIZE_TABLE}`),
  ]);

  const root = roots.rows[0];
  const kindGroups: ShoeWizardResponse["kindGroups"] = {};
  for (const kind of SHOE_KINDS) {
    const ids = trees.rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
    if (ids.length > 0) kindGroups[kind] = [...new Set(ids)].sort((a, b) => a - b);
  }

  const table = tables.rows[0];
  let sizeTable: ShoeWizardResponse["sizeTable"] = null;
  if (table) {
    const column = (name: string) => table.fi_categories.find((c) => c.name === name)?.values ?? null;
    const lengths = column(FOOT_LENGTH)?.map(Number) ?? null;
    const uk = column(UK_SIZE);
    sizeTable = {
      name: table.name ?? "",
      info: table.info ?? "",
      sizes: table.sizes,
      // A column that does not line up with the sizes, or a length that is no number, is left out.
      footLengthCm: lengths && lengths.length === table.sizes.length && lengths.every((n) => Number.isFinite(n) && n > 0) ? lengths : null,
      uk: uk && uk.length === table.sizes.length ? uk : null,
    };
  }

  return {
    root: root && root.path ? { id: Number(root.id), path: root.path, name: root.name ?? "" } : null,
    kindGroups,
    wideModelIds: wide.rows.map((r) => Number(r.model_id)),
    sizeTable,
  };
}

export async function shoeWizardRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  // Footwear group pages ask for it too (their link to the wizard), so it is kept like the
  // other reference data: a minute, dropped when the catalogue changes.
  route(app, {
    method: "GET",
    url: "/api/shoe_wizard/",
    tag: "Shoe wizard",
    summary: "The shoe wizard's questions and choices",
    query: shoeWizardQuerySchema,
    responses: { 200: shoeWizardResponseSchema },
  }, async (request, reply, io) => {
    const query = io.query();
    const data = await opts.cache.get(`shoe-wizard:${query.language}`, () => wizardData(opts.db, query.language));
    reply.header("cache-control", "public, max-age=60");
    return io.output(data);
  });
}
