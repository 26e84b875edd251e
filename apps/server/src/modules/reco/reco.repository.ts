// SQL of the recommendation service (docs/recommendations.md): the group tree for resolving
// contexts, the candidates of a group with their score accumulators, and signal recording.
import { and, eq, inArray, sql } from "@polku/db/orm";
import { productGroups, productGroupTranslations, productModelGroups, productModels, recoScores, type Database, type Executor } from "@polku/db";
import { recoSignalWeight, type RecoCandidate, type RecoSignalType } from "@polku/domain";
import { isPublicModel } from "../products/product-list.repository";

export interface GroupNames {
  id: number;
  parentId: number | null;
  /** Lower-cased names and short names in every language. */
  names: Set<string>;
  /** Lower-cased paths in every language. */
  paths: Set<string>;
}

export async function loadGroupTree(db: Database): Promise<Map<number, GroupNames>> {
  const rows = await db
    .select({ id: productGroups.id, parentId: productGroups.parentId, name: productGroupTranslations.name, shortName: productGroupTranslations.shortName, path: productGroupTranslations.path })
    .from(productGroups)
    .innerJoin(productGroupTranslations, eq(productGroupTranslations.groupId, productGroups.id))
    .where(eq(productGroups.isActive, true));
  const groups = new Map<number, GroupNames>();
  for (const row of rows) {
    let group = groups.get(row.id);
    if (!group) groups.set(row.id, (group = { id: row.id, parentId: row.parentId, names: new Set(), paths: new Set() }));
    group.names.add(row.name.trim().toLowerCase());
    group.names.add(row.shortName.trim().toLowerCase());
    group.paths.add(row.path.toLowerCase());
  }
  return groups;
}

/** Public models of the groups with their accumulators (null without signals). */
export async function recoCandidates(db: Database, groupIds: number[]): Promise<RecoCandidate[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectDistinct({ id: productModels.id, weight: recoScores.weight, soldAmount: productModels.soldAmount })
    .from(productModelGroups)
    .innerJoin(productModels, eq(productModels.id, productModelGroups.modelId))
    .leftJoin(recoScores, eq(recoScores.modelId, productModels.id))
    .where(and(inArray(productModelGroups.groupId, groupIds), isPublicModel()));
}

export async function isPublicModelId(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: productModels.id }).from(productModels).where(and(eq(productModels.id, id), isPublicModel())).limit(1);
  return rows.length > 0;
}

export interface SignalInput {
  modelId: number;
  type: RecoSignalType;
  /** Views or add-to-carts (usually 1), or units ordered. */
  count: number;
  at: Date;
}

const COLUMN: Record<RecoSignalType, string> = { view: "views", add_to_cart: "add_to_carts", order: "orders" };

/** Adds signals to the daily counters and the score accumulators; run inside a transaction. */
export async function insertSignals(tx: Executor, signals: readonly SignalInput[]): Promise<void> {
  for (const s of signals) {
    const column = sql.raw(COLUMN[s.type]);
    const day = s.at.toISOString().slice(0, 10);
    await tx.execute(sql`
      insert into reco_signals (model_id, day, ${column}) values (${s.modelId}, ${day}, ${s.count})
      on conflict (model_id, day) do update set ${column} = reco_signals.${column} + excluded.${column}`);
    await tx.execute(sql`
      insert into reco_scores (model_id, weight, updated_at) values (${s.modelId}, ${recoSignalWeight(s.type, s.count, s.at)}, now())
      on conflict (model_id) do update set weight = reco_scores.weight + excluded.weight, updated_at = now()`);
  }
}

/**
 * One order holding these models: each pair gains an 'order' signal of weight 1 both ways round
 * (reco_pairs, the also-bought list). Run inside the order's transaction; ids sorted by the caller.
 */
export async function insertOrderPairs(tx: Executor, modelIds: readonly number[], at: Date): Promise<void> {
  const weight = recoSignalWeight("order", 1, at);
  for (const a of modelIds) {
    for (const b of modelIds) {
      if (a === b) continue;
      await tx.execute(sql`
        insert into reco_pairs (model_id, other_model_id, weight, orders) values (${a}, ${b}, ${weight}, 1)
        on conflict (model_id, other_model_id) do update set weight = reco_pairs.weight + excluded.weight, orders = reco_pairs.orders + 1`);
    }
  }
}
