// Run by bench/run.mjs before the shop starts: how many models the bench database holds
// and which product group (with its descendants) is closest to the list benchmark's target
// size. Prints one JSON line; an empty or missing database prints { "models": 0 }.
//
//   tsx bench/lib/catalogue-info.ts <target-models>    (database from DATABASE_URL or DATA_DIR)
import { existsSync } from "node:fs";
import { databaseOptionsFromEnv, openDatabase, sql } from "@polku/db";

const target = Number(process.argv[2] ?? 10_000);
const options = databaseOptionsFromEnv();
if (!options.url && (!options.dataDir || !existsSync(options.dataDir))) {
  console.log(JSON.stringify({ models: 0, group: null }));
  process.exit(0);
}

const handle = await openDatabase(options);
try {
  const tables = await handle.db.execute<{ ok: boolean }>(sql`select to_regclass('product_models') is not null as ok`);
  if (!tables.rows[0]?.ok) {
    console.log(JSON.stringify({ models: 0, group: null }));
  } else {
    const isPublic = sql`m.is_public and m.published_at <= now()`;
    const total = await handle.db.execute<{ models: number; public: number }>(
      sql`select count(*)::int as models, (count(*) filter (where ${isPublic}))::int as public from product_models m`,
    );
    // Every active group with the public models of its active subtree (as the list call counts).
    const groups = await handle.db.execute<{ id: number; path: string; models: number }>(sql`
      with recursive subtree(root, id) as (
        select id, id from product_groups where is_active
        union all
        select s.root, g.id from product_groups g join subtree s on g.parent_id = s.id where g.is_active
      )
      select s.root as id, t.path, count(distinct l.model_id)::int as models
      from subtree s
      join product_model_groups l on l.group_id = s.id
      join product_models m on m.id = l.model_id and ${isPublic}
      join product_group_translations t on t.group_id = s.root and t.language = 'fi'
      group by s.root, t.path`);
    const closest = [...groups.rows].sort((a, b) => Math.abs(a.models - target) - Math.abs(b.models - target) || a.id - b.id)[0] ?? null;
    console.log(JSON.stringify({ models: total.rows[0]?.models ?? 0, publicModels: total.rows[0]?.public ?? 0, group: closest }));
  }
} finally {
  await handle.close();
}
