// Stock of one variant across stores (spec 02 §4 Stock display): in stock, sold out, on order
// with shipping times 5/14/30/60, blocked stock with shipping number 999, or only in stores.
import { OUTLET_STORE_ID, RETAIL_STORE_IDS, SHELF_PREFIX, WEB_STORE_ID } from "../data/stores";
import type { Random } from "../random";

export type StockScenario = "in-stock" | "sold-out" | "on-order" | "blocked" | "stores-only";

export interface VariantStock {
  scenario: StockScenario;
  onOrder: boolean;
  shippingTimeNumber: number;
  stockIncomingStr: string | null;
  maxAmount: number | null;
  rows: { storeId: number; quantity: number; blockedQuantity: number; incomingQuantity: number; incomingDate: string | null; shelfCode: string | null }[];
}

const DAY = 86_400_000;

/** ISO 8601 week and its year, written "week/year" as stock_incoming_str. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY + 1) / 7);
  return `${week}/${d.getUTCFullYear()}`;
}

const shelf = (random: Random, storeId: number) => `${SHELF_PREFIX[storeId] ?? "X"}${random.int(1, 24)}-${random.int(1, 6)}`;

export function variantStock(random: Random, opts: { outlet: boolean; now: Date }): VariantStock {
  const scenario = random.weighted<StockScenario>([["in-stock", 62], ["sold-out", 12], ["on-order", 14], ["blocked", 6], ["stores-only", 6]]);
  const rows: VariantStock["rows"] = [];
  const add = (storeId: number, quantity: number, extra: Partial<VariantStock["rows"][number]> = {}) =>
    rows.push({ storeId, quantity, blockedQuantity: 0, incomingQuantity: 0, incomingDate: null, shelfCode: shelf(random, storeId), ...extra });
  const maxAmount = random.chance(0.1) ? random.int(1, 5) : null;
  const incoming = (days: number) => ({ date: new Date(opts.now.getTime() + days * DAY) });

  switch (scenario) {
    case "in-stock": {
      const web = random.chance(0.85) ? random.int(1, 40) : 0;
      if (web > 0) add(WEB_STORE_ID, web);
      for (const id of RETAIL_STORE_IDS) if (random.chance(0.35)) add(id, random.int(1, 8));
      if (opts.outlet) add(OUTLET_STORE_ID, random.int(1, 6));
      if (rows.length === 0) add(WEB_STORE_ID, random.int(1, 10));
      const webStock = rows.some((r) => r.storeId === WEB_STORE_ID);
      // Some stocked variants also have a delivery coming (spec 02 §3 stock_incoming_str).
      const restock = random.chance(0.1) ? incoming(random.int(7, 40)) : null;
      if (restock) {
        const web20 = rows.find((r) => r.storeId === WEB_STORE_ID);
        if (web20) Object.assign(web20, { incomingQuantity: random.int(5, 30), incomingDate: restock.date.toISOString().slice(0, 10) });
      }
      return { scenario, onOrder: random.chance(0.5), shippingTimeNumber: webStock ? 2 : 5, stockIncomingStr: restock ? isoWeek(restock.date) : null, maxAmount, rows };
    }
    case "on-order": {
      const days = random.weighted<number>([[5, 30], [14, 35], [30, 20], [60, 15]]);
      const arrives = incoming(days);
      rows.push({ storeId: WEB_STORE_ID, quantity: 0, blockedQuantity: 0, incomingQuantity: random.int(5, 50), incomingDate: arrives.date.toISOString().slice(0, 10), shelfCode: null });
      return { scenario, onOrder: true, shippingTimeNumber: days, stockIncomingStr: isoWeek(arrives.date), maxAmount, rows };
    }
    case "blocked": {
      const quantity = random.int(1, 10);
      add(WEB_STORE_ID, quantity, { blockedQuantity: quantity });
      return { scenario, onOrder: false, shippingTimeNumber: 999, stockIncomingStr: null, maxAmount, rows };
    }
    case "stores-only": {
      for (const id of random.sample(RETAIL_STORE_IDS, random.int(1, 3))) add(id, random.int(1, 3));
      return { scenario, onOrder: false, shippingTimeNumber: 5, stockIncomingStr: null, maxAmount, rows };
    }
    case "sold-out":
      return { scenario, onOrder: false, shippingTimeNumber: 999, stockIncomingStr: null, maxAmount: null, rows };
  }
}
