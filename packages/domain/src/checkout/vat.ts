// VAT of a cart (docs/checkout.md "VAT"): prices are gross, VAT included at the rate of the
// tax area and the model's tax class. The VAT of each rate is taken once from the sum of the
// gross amounts at that rate (not line by line), so the parts never drift by rounding. Export
// areas charge no VAT.

export interface GrossAtRate {
  gross: number;
  /** Basis points: 2550 is 25.5 %. */
  rateBp: number;
}

export interface VatPart {
  rateBp: number;
  gross: number;
  vat: number;
}

/** VAT included in a gross amount, rounded half up to a whole cent. */
export function includedVat(gross: number, rateBp: number): number {
  if (gross <= 0 || rateBp <= 0) return 0;
  return Math.floor((gross * rateBp * 2 + (10_000 + rateBp)) / (2 * (10_000 + rateBp)));
}

/** One part per rate above zero, highest rate first. */
export function vatByRate(amounts: readonly GrossAtRate[], chargesVat: boolean): VatPart[] {
  if (!chargesVat) return [];
  const gross = new Map<number, number>();
  for (const { gross: amount, rateBp } of amounts) if (rateBp > 0 && amount > 0) gross.set(rateBp, (gross.get(rateBp) ?? 0) + amount);
  return [...gross.entries()].sort((a, b) => b[0] - a[0]).map(([rateBp, sum]) => ({ rateBp, gross: sum, vat: includedVat(sum, rateBp) }));
}
