import { describe, expect, it } from "vitest";
import { convertForDisplay, currencyDecimals } from "./currency";
import { transferShortRows, type TransferRow } from "./transfer";
import { includedVat, vatByRate } from "./vat";

describe("VAT", () => {
  it("takes the VAT included in a gross price", () => {
    expect(includedVat(12_550, 2550)).toBe(2_550);
    expect(includedVat(10_000, 2400)).toBe(1_935);
    expect(includedVat(0, 2550)).toBe(0);
  });

  it("sums gross amounts per rate before taking VAT, highest rate first, none in export areas", () => {
    const parts = vatByRate([{ gross: 5_000, rateBp: 1400 }, { gross: 12_550, rateBp: 2550 }, { gross: 6_275, rateBp: 2550 }, { gross: 100, rateBp: 0 }], true);
    expect(parts).toEqual([{ rateBp: 2550, gross: 18_825, vat: 3_825 }, { rateBp: 1400, gross: 5_000, vat: 614 }]);
    expect(vatByRate([{ gross: 5_000, rateBp: 2550 }], false)).toEqual([]);
  });
});

describe("display currency", () => {
  it("converts at the rate, rounded to the currency's decimals", () => {
    expect(currencyDecimals("sek")).toBe(0);
    expect(currencyDecimals("usd")).toBe(2);
    expect(convertForDisplay(12_345, { code: "sek", rate: 11.28, decimals: 0 })).toBe(1_393);
    expect(convertForDisplay(12_345, { code: "usd", rate: 1.08, decimals: 2 })).toBe(133.33);
    expect(convertForDisplay(1_005, { code: "usd", rate: 1.1, decimals: 2 })).toBe(11.06);
    expect(convertForDisplay(12_345, { code: "eur", rate: 1, decimals: 2 })).toBe(123.45);
  });
});

describe("transfer requests", () => {
  it("names rows whose picked units from several sources fall short of the amount", () => {
    const rows: TransferRow[] = [
      { name: "Kuoritakki", amount: 3, pickedFrom: { "1": 1, "2": 1 } },
      { name: "Pipo", amount: 2, pickedFrom: { "1": 2 } },
      { name: "Hanskat", amount: 2, pickedFrom: { "1": 1, "9": 5 } },
    ];
    expect(transferShortRows(rows, [1, 2])).toEqual(["Kuoritakki", "Hanskat"]);
    expect(transferShortRows(rows, [1])).toEqual([]);
    expect(transferShortRows(rows, null)).toEqual([]);
  });
});
