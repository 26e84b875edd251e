// Staff stock transfer requests (spec 01 §3, §5; docs/checkout.md "Transfer requests"): with
// several source warehouses, the units picked from them for each row must cover the row's
// amount; the rows that fall short are named.

export interface TransferRow {
  name: string;
  amount: number;
  /** Units picked per source store id (transfer_amounts_from). */
  pickedFrom: Readonly<Record<string, number>> | undefined;
}

export function transferShortRows(rows: readonly TransferRow[], sourceStoreIds: readonly number[] | null | undefined): string[] {
  if (!sourceStoreIds || sourceStoreIds.length < 2) return [];
  const sources = new Set(sourceStoreIds.map(String));
  return rows
    .filter((row) => row.amount > 0)
    .filter((row) => Object.entries(row.pickedFrom ?? {}).reduce((sum, [store, units]) => (sources.has(store) ? sum + units : sum), 0) < row.amount)
    .map((row) => row.name);
}
