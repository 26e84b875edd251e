// The stock a placed order reserves (docs/orders.md "Placing an order"): which units of each
// line come from which of the stores the order is served from.
import type { CartValidation } from "../checkout/validate-cart";

/**
 * Units each line takes from the stores the order is served from. A transfer from several stores
 * takes each product row's picked units from the stores they were picked in (validateCart checked
 * them against the locked stock); everything else (bundle parts, single-source and web orders)
 * takes in-stock lines whole and on-order lines what there is, store by store in the sources' order.
 */
export function reservationParts(v: CartValidation, storeIds: readonly number[]): { variantId: number; storeId: number; quantity: number }[] {
  const parts: { variantId: number; storeId: number; quantity: number }[] = [];
  // What is left in each store once the picks are taken, per variant.
  const left = new Map<number, Map<number, number>>();
  const leftOf = (variant: CartValidation["products"][number]["variant"]) => {
    let byStore = left.get(variant.id);
    if (!byStore) left.set(variant.id, (byStore = new Map(storeIds.map((storeId) => [storeId, Math.max(0, variant.sellableByStore.get(storeId) ?? 0)]))));
    return byStore;
  };
  const need = new Map<number, { amount: number; onOrder: boolean; variant: CartValidation["products"][number]["variant"] }>();
  const add = (variant: CartValidation["products"][number]["variant"], amount: number) => {
    const entry = need.get(variant.id) ?? { amount: 0, onOrder: variant.onOrder, variant };
    entry.amount += amount;
    need.set(variant.id, entry);
  };
  for (const p of v.products) {
    if (p.amount <= 0) continue;
    if (!p.transferPicks) {
      add(p.variant, p.amount);
      continue;
    }
    const byStore = leftOf(p.variant);
    for (const pick of p.transferPicks) {
      const available = byStore.get(pick.storeId) ?? 0;
      if (pick.quantity > available) throw new Error(`Stock of variant ${p.id} in store ${pick.storeId} does not cover the validated pick`);
      byStore.set(pick.storeId, available - pick.quantity);
      parts.push({ variantId: p.id, storeId: pick.storeId, quantity: pick.quantity });
    }
  }
  for (const b of v.bundles) if (b.amount > 0) for (const part of b.parts) add(part, b.amount);
  for (const [variantId, entry] of need) {
    const byStore = leftOf(entry.variant);
    let wanted = entry.amount;
    for (const storeId of storeIds) {
      if (wanted <= 0) break;
      const take = Math.min(wanted, byStore.get(storeId) ?? 0);
      if (take > 0) {
        parts.push({ variantId, storeId, quantity: take });
        byStore.set(storeId, (byStore.get(storeId) ?? 0) - take);
      }
      wanted -= take;
    }
    // In-stock lines were validated against these stores: nothing can be left over for them.
    if (wanted > 0 && !entry.onOrder) throw new Error(`Stock of variant ${variantId} does not cover the validated amount`);
  }
  // One part per variant and store: the statement that lowers stock updates each row once.
  const merged = new Map<string, { variantId: number; storeId: number; quantity: number }>();
  for (const part of parts) {
    const key = `${part.variantId}:${part.storeId}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += part.quantity;
    else merged.set(key, { ...part });
  }
  return [...merged.values()];
}
