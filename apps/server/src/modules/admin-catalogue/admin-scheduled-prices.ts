// Scheduled prices (docs/admin.md "Scheduled prices"): a campaign price with a start and an end.
// The prices are written at the boundaries rather than computed against the clock on every read:
// the job below writes the campaign price into the model's price row when the window starts and
// puts back what it replaced when it ends, through the model screen's price write (so
// price_history and the 30-day lowest price follow), bumps the catalogue version and drops this
// process's caches in the same step. Listings, the product page, the cart and the checkout all
// keep reading one price row, and a cached page turns over at the boundary because the write
// turns the catalogue version over. The job wakes at the next boundary (at most every 30 s, so a
// window made in another process is seen), once across processes.
import type { FastifyInstance } from "fastify";
import { bumpCacheVersion, type Database, type Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { AdminScheduledPrice, AdminScheduledPriceInput } from "@polku/domain/admin/price-tools";
import { alwaysOurs, type Exclusively } from "../../lib/jobs";
import { badRequest, HttpError } from "../../http/errors";
import { isoTimestamp, recordAudit, rows, type AdminActor, type AuditActor } from "../admin-core";
import * as variants from "./admin-variants.repository";

/** The longest the job sleeps: a window made by another process starts at most this late. */
export const SCHEDULED_PRICE_POLL_MS = 30_000;
/** The job's writes are audited under this name. */
const JOB_ACTOR: AuditActor = { id: null, name: "scheduled prices" };

const listSql = (where: ReturnType<typeof sql>) =>
  sql`select s.id, s.model_id, s.tax_area_id, a.name as tax_area, s.active, s.club, ${isoTimestamp(sql`s.starts_at`)} as starts_at,
        ${isoTimestamp(sql`s.ends_at`)} as ends_at, s.state, s.created_by
      from scheduled_prices s join tax_areas a on a.id = s.tax_area_id where ${where}`;

type PriceNow = { regular: number; active: number; club: number | null; discount_free: number; price_ending: string | null };

async function priceRow(tx: Executor, modelId: number, taxAreaId: number): Promise<PriceNow | null> {
  const [row] = await rows<PriceNow>(
    tx,
    sql`select regular, active, club, discount_free, ${isoTimestamp(sql`price_ending`)} as price_ending from model_prices
        where model_id = ${modelId} and tax_area_id = ${taxAreaId} for update`,
  );
  return row ?? null;
}

type Due = { id: number; model_id: number; tax_area_id: number; active: number; club: number | null; ends_at: string; restore_active: number | null; restore_club: number | null; restore_price_ending: string | null };

/** The window starts: the campaign price becomes the price paid, with the window's end as the offer's end. */
async function start(tx: Executor, s: Due, now: Date): Promise<boolean> {
  const current = await priceRow(tx, s.model_id, s.tax_area_id);
  if (!current || new Date(s.ends_at) <= now) {
    // No price in the area (or the window passed while no process ran): nothing to show.
    await tx.execute(sql`update scheduled_prices set state = 'ended' where id = ${s.id}`);
    return false;
  }
  const active = Math.min(s.active, current.regular);
  const club = s.club !== null && s.club < active ? s.club : null;
  await variants.writeModelPrice(tx, s.model_id, {
    tax_area_id: s.tax_area_id, regular: current.regular, active, club, discount_free: current.discount_free,
    price_ending: active < current.regular ? s.ends_at : null,
  }, current.active);
  await tx.execute(sql`update scheduled_prices set state = 'running', restore_active = ${current.active}, restore_club = ${current.club},
      restore_price_ending = ${current.price_ending} where id = ${s.id}`);
  await recordAudit(tx, JOB_ACTOR, {
    action: "prices", entity: "product_model", entityId: s.model_id, summary: `Scheduled price ${s.id} started`,
    before: [{ tax_area_id: s.tax_area_id, ...current }], after: [{ tax_area_id: s.tax_area_id, active, club }],
  });
  return true;
}

/**
 * The window ends: what the start replaced comes back (kept at or under the regular price, an
 * offer end only if still ahead). A price staff changed during the window is theirs and stays.
 */
async function end(tx: Executor, s: Due, now: Date, state: "ended" | "cancelled"): Promise<boolean> {
  await tx.execute(sql`update scheduled_prices set state = ${state} where id = ${s.id}`);
  const current = await priceRow(tx, s.model_id, s.tax_area_id);
  if (!current || current.active !== Math.min(s.active, current.regular)) return false;
  const active = Math.min(s.restore_active ?? current.regular, current.regular);
  const club = s.restore_club !== null && s.restore_club < active ? s.restore_club : null;
  const ending = s.restore_price_ending !== null && new Date(s.restore_price_ending) > now && active < current.regular ? s.restore_price_ending : null;
  await variants.writeModelPrice(tx, s.model_id, { tax_area_id: s.tax_area_id, regular: current.regular, active, club, discount_free: current.discount_free, price_ending: ending }, current.active);
  await recordAudit(tx, JOB_ACTOR, {
    action: "prices", entity: "product_model", entityId: s.model_id, summary: `Scheduled price ${s.id} ${state}`,
    before: [{ tax_area_id: s.tax_area_id, active: current.active, club: current.club }], after: [{ tax_area_id: s.tax_area_id, active, club }],
  });
  return true;
}

const dueColumns = sql`id, model_id, tax_area_id, active, club, ${isoTimestamp(sql`ends_at`)} as ends_at, restore_active, restore_club,
  ${isoTimestamp(sql`restore_price_ending`)} as restore_price_ending`;

export function createScheduledPriceService(db: Database, opts: { onChange: () => void; now?: () => Date }) {
  const clock = opts.now ?? (() => new Date());
  let wake: (() => void) | null = null;

  return {
    /** Lets the job re-plan its sleep after a window is made or cancelled. */
    onPlanChange(listener: () => void) {
      wake = listener;
    },

    async list(modelId: number): Promise<AdminScheduledPrice[]> {
      return rows<AdminScheduledPrice>(db, sql`${listSql(sql`s.model_id = ${modelId}`)} order by s.starts_at desc, s.id desc`);
    },

    async create(modelId: number, input: AdminScheduledPriceInput, actor: AdminActor): Promise<AdminScheduledPrice> {
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [model] = await rows<{ id: number }>(tx, sql`select id from product_models where id = ${modelId} for update`);
        if (!model) throw new HttpError(404, "not_found", "Product not found");
        const current = await priceRow(tx, modelId, input.tax_area_id);
        if (!current) throw badRequest({ tax_area_id: ["The product has no price in this tax area."] });
        const errors: Record<string, string[]> = {};
        if (input.active >= current.regular) errors.active = ["A campaign price must be below the regular price."];
        if (new Date(input.ends_at) <= now) errors.ends_at = ["The end has passed."];
        const [overlap] = await rows<{ id: number }>(
          tx,
          sql`select id from scheduled_prices where model_id = ${modelId} and tax_area_id = ${input.tax_area_id} and state in ('scheduled', 'running')
              and starts_at < ${input.ends_at}::timestamptz and ends_at > ${input.starts_at}::timestamptz limit 1`,
        );
        if (overlap) errors.starts_at = [`Another scheduled price (${overlap.id}) is in this window for this tax area.`];
        if (Object.keys(errors).length) throw badRequest(errors);
        const [created] = await rows<{ id: number }>(
          tx,
          sql`insert into scheduled_prices (model_id, tax_area_id, active, club, starts_at, ends_at, created_by)
              values (${modelId}, ${input.tax_area_id}, ${input.active}, ${input.club}, ${input.starts_at}, ${input.ends_at}, ${actor.name}) returning id`,
        );
        await recordAudit(tx, actor, { action: "schedule", entity: "product_model", entityId: modelId, summary: `Scheduled price ${created!.id}`, after: input });
        return created!.id;
      });
      await this.runDue();
      wake?.();
      const [row] = await rows<AdminScheduledPrice>(db, listSql(sql`s.id = ${id}`));
      return row!;
    },

    /** A window not started is dropped; a running one ends now (its price put back). */
    async cancel(modelId: number, scheduleId: number, actor: AdminActor): Promise<AdminScheduledPrice> {
      const changed = await db.transaction(async (tx) => {
        const [s] = await rows<Due & { state: string }>(tx, sql`select ${dueColumns}, state from scheduled_prices where id = ${scheduleId} and model_id = ${modelId} for update`);
        if (!s) throw new HttpError(404, "not_found", "Scheduled price not found");
        if (s.state !== "scheduled" && s.state !== "running") throw badRequest({ state: ["This scheduled price has already ended."] });
        const wrote = s.state === "running" ? await end(tx, s, clock(), "cancelled") : (await tx.execute(sql`update scheduled_prices set state = 'cancelled' where id = ${s.id}`), false);
        await recordAudit(tx, actor, { action: "schedule", entity: "product_model", entityId: modelId, summary: `Scheduled price ${scheduleId} cancelled` });
        if (wrote) await bumpCacheVersion(tx, "catalogue");
        return wrote;
      });
      if (changed) opts.onChange();
      wake?.();
      const [row] = await rows<AdminScheduledPrice>(db, listSql(sql`s.id = ${scheduleId}`));
      return row!;
    },

    /** Starts and ends every window whose boundary has come; true when a price changed. */
    async runDue(): Promise<boolean> {
      const now = clock();
      const changed = await db.transaction(async (tx) => {
        let wrote = false;
        // Ends first: a window ending as the next one of the same area starts gives its price back first.
        const ending = await rows<Due>(tx, sql`select ${dueColumns} from scheduled_prices where state = 'running' and ends_at <= ${now.toISOString()}::timestamptz order by ends_at, id for update skip locked`);
        for (const s of ending) wrote = (await end(tx, s, now, "ended")) || wrote;
        const starting = await rows<Due>(tx, sql`select ${dueColumns} from scheduled_prices where state = 'scheduled' and starts_at <= ${now.toISOString()}::timestamptz order by starts_at, id for update skip locked`);
        for (const s of starting) wrote = (await start(tx, s, now)) || wrote;
        if (wrote) await bumpCacheVersion(tx, "catalogue");
        return wrote;
      });
      if (changed) opts.onChange();
      return changed;
    },

    /** Milliseconds to the next start or end (null: none planned). */
    async nextBoundaryIn(): Promise<number | null> {
      const [next] = await rows<{ at: string | null }>(
        db,
        sql`select ${isoTimestamp(sql`min(case when state = 'scheduled' then starts_at else ends_at end)`)} as at from scheduled_prices where state in ('scheduled', 'running')`,
      );
      return next?.at ? Math.max(0, new Date(next.at).getTime() - clock().getTime()) : null;
    },
  };
}
export type ScheduledPriceService = ReturnType<typeof createScheduledPriceService>;

/** Runs `runDue` at each boundary (and at least every `pollMs`), once across processes. */
export function startScheduledPriceJob(app: FastifyInstance, service: ScheduledPriceService, opts: { pollMs: number; exclusively?: Exclusively }): void {
  if (opts.pollMs <= 0) return;
  const exclusively = opts.exclusively ?? alwaysOurs;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let running: Promise<unknown> | null = null;
  const plan = async () => {
    if (closed) return;
    const next = await service.nextBoundaryIn().catch(() => null);
    if (timer) clearTimeout(timer);
    // A few milliseconds past the boundary, so the window has begun by the database's clock too.
    timer = setTimeout(tick, Math.min(opts.pollMs, next === null ? opts.pollMs : next + 5));
    timer.unref();
  };
  const tick = () => {
    if (running || closed) return;
    running = exclusively("scheduled-prices", () => service.runDue())
      .catch((err: unknown) => app.log.error({ err }, "scheduled prices failed"))
      .finally(() => {
        running = null;
        void plan();
      });
  };
  service.onPlanChange(() => void plan());
  app.addHook("onReady", async () => tick());
  app.addHook("onClose", async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
