// Staff stock transfer requests (spec 01 §3, §5; docs/checkout.md "Transfer requests"): with
// several source warehouses, the units picked from them for each row must cover the row's
// amount, and no pick may be more than its store sells; the rows that fall short are named. The
// order then reserves exactly the picked units in each store (transferPicks).

export interface TransferRow {
  name: string;
  amount: number;
  /** Units picked per source store id (transfer_amounts_from). */
  pickedFrom: Readonly<Record<string, number>> | undefined;
  /** Sellable units per store id; a pick above them cannot be had. Unknown: not checked. */
  sellableByStore?: ReadonlyMap<number, number>;
}

/** Several source stores: only then are rows picked store by store. */
export function isMultiSourceTransfer(sourceStoreIds: readonly number[] | null | undefined): sourceStoreIds is readonly number[] {
  return Boolean(sourceStoreIds && new Set(sourceStoreIds).size >= 2);
}

/** A row's picks in the source stores that count, in the order of the sources; zeros left out. */
function picksOf(row: Pick<TransferRow, "pickedFrom">, sourceStoreIds: readonly number[]): { storeId: number; quantity: number }[] {
  const picked = row.pickedFrom ?? {};
  return [...new Set(sourceStoreIds)].map((storeId) => ({ storeId, quantity: Math.max(0, Math.floor(picked[String(storeId)] ?? 0)) })).filter((pick) => pick.quantity > 0);
}

function rowShort(row: TransferRow, sourceStoreIds: readonly number[]): boolean {
  if (row.amount <= 0) return false;
  const picks = picksOf(row, sourceStoreIds);
  if (row.sellableByStore && picks.some((pick) => pick.quantity > Math.max(0, row.sellableByStore!.get(pick.storeId) ?? 0))) return true;
  return picks.reduce((sum, pick) => sum + pick.quantity, 0) < row.amount;
}

export function transferShortRows(rows: readonly TransferRow[], sourceStoreIds: readonly number[] | null | undefined): string[] {
  if (!isMultiSourceTransfer(sourceStoreIds)) return [];
  return rows.filter((row) => rowShort(row, sourceStoreIds)).map((row) => row.name);
}

/**
 * The units a covered row takes from each source store: its picks in the order of the sources,
 * up to the row's amount (units picked beyond the amount are not taken). Null for a row that is
 * not picked store by store (one source, or none) or that falls short.
 */
export function transferPicks(row: TransferRow, sourceStoreIds: readonly number[] | null | undefined): { storeId: number; quantity: number }[] | null {
  if (!isMultiSourceTransfer(sourceStoreIds) || row.amount <= 0 || rowShort(row, sourceStoreIds)) return null;
  let left = row.amount;
  const taken: { storeId: number; quantity: number }[] = [];
  for (const pick of picksOf(row, sourceStoreIds)) {
    if (left <= 0) break;
    const quantity = Math.min(left, pick.quantity);
    taken.push({ storeId: pick.storeId, quantity });
    left -= quantity;
  }
  return taken;
}
