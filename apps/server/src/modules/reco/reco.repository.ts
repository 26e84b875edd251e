// SQL of the recommendation service (docs/recommendations.md): the group tree for resolving
// contexts, the candidates of a group with their score accumulators, and signal recording.
import { and, eq, inArray, sql, type SQL } from "@polku/db/orm";
import { productGroups, productGroupTranslations, productModelGroups, productModels, recoScores, type Database, type Executor } from "@polku/db";
import { recoSignalWeight, type RecoCandidate, type RecoSignalType } from "@polku/domain";
import { isListedModel, isPublicModel } from "../products";

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
    .where(and(inArray(productModelGroups.groupId, groupIds), isListedModel()));
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

/**
 * Queues signals, and the bought-together pairs of one order, in one statement (reco_inbox):
 * nothing here touches a row another writer shares, so an order of a popular model never waits
 * for another order's commit. `foldRecoInbox` adds them to the counters.
 */
export async function insertSignals(tx: Executor, signals: readonly SignalInput[], pairs: readonly PairInput[] = []): Promise<void> {
  const statement = signalsStatement(signals, pairs);
  if (statement) await tx.execute(statement);
}

/** The insert of `insertSignals` as a statement to run with others; null when there is nothing to queue. */
export function signalsStatement(signals: readonly SignalInput[], pairs: readonly PairInput[] = []): SQL | null {
  if (signals.length === 0 && pairs.length === 0) return null;
  const day = (at: Date) => at.toISOString().slice(0, 10);
  // One JSON parameter: the statement's text is the same for any number of rows.
  const rows = [
    ...signals.map((s) => ({
      model_id: s.modelId, other_model_id: null, day: day(s.at), views: s.type === "view" ? s.count : 0, add_to_carts: s.type === "add_to_cart" ? s.count : 0,
      orders: s.type === "order" ? s.count : 0, weight: recoSignalWeight(s.type, s.count, s.at),
    })),
    ...pairs.map((p) => ({ model_id: p.modelId, other_model_id: p.otherModelId, day: day(p.at), views: 0, add_to_carts: 0, orders: 1, weight: recoSignalWeight("order", 1, p.at) })),
  ];
  return sql`insert into reco_inbox (model_id, other_model_id, day, views, add_to_carts, orders, weight)
    select model_id, other_model_id, day, views, add_to_carts, orders, weight
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(model_id int, other_model_id int, day date, views int, add_to_carts int, orders int, weight float8)`;
}

export interface PairInput {
  modelId: number;
  otherModelId: number;
  at: Date;
}

/** One order holding these models: each pair both ways round (reco_pairs, the also-bought list). */
export function orderPairs(modelIds: readonly number[], at: Date): PairInput[] {
  return modelIds.flatMap((a) => modelIds.filter((b) => b !== a).map((b) => ({ modelId: a, otherModelId: b, at })));
}

/**
 * Adds up to `limit` queued signals to reco_signals (per model and day), reco_scores and
 * reco_pairs, and removes them from the queue, in one statement: what is added is exactly what
 * is removed. Rows another fold holds are skipped (`skip locked`), so two shop processes folding
 * at once never count a row twice; rows of models deleted meanwhile are dropped. Counters are
 * written in key order, so concurrent folds do not deadlock. Answers the rows taken.
 */
export async function foldRecoInbox(db: Executor, limit = 10_000): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with taken as (
      delete from reco_inbox where id in (select id from reco_inbox order by id limit ${limit} for update skip locked)
      returning model_id, other_model_id, day, views, add_to_carts, orders, weight
    ), live as (
      select t.* from taken t
      where exists (select 1 from product_models m where m.id = t.model_id)
        and (t.other_model_id is null or exists (select 1 from product_models m where m.id = t.other_model_id))
    ), signals as (
      insert into reco_signals (model_id, day, views, add_to_carts, orders)
      select model_id, day, sum(views), sum(add_to_carts), sum(orders) from live where other_model_id is null group by model_id, day order by model_id, day
      on conflict (model_id, day) do update set views = reco_signals.views + excluded.views, add_to_carts = reco_signals.add_to_carts + excluded.add_to_carts,
        orders = reco_signals.orders + excluded.orders
    ), scores as (
      insert into reco_scores (model_id, weight, updated_at)
      select model_id, sum(weight), now() from live where other_model_id is null group by model_id order by model_id
      on conflict (model_id) do update set weight = reco_scores.weight + excluded.weight, updated_at = now()
    ), pairs as (
      insert into reco_pairs (model_id, other_model_id, weight, orders)
      select model_id, other_model_id, sum(weight), sum(orders)::int from live where other_model_id is not null group by model_id, other_model_id order by model_id, other_model_id
      on conflict (model_id, other_model_id) do update set weight = reco_pairs.weight + excluded.weight, orders = reco_pairs.orders + excluded.orders
    )
    select count(*)::int as n from taken`);
  return rows[0]?.n ?? 0;
}
