import { describe, expect, it } from "vitest";
import { isMultiSourceTransfer, transferPicks, transferShortRows, type TransferRow } from "./transfer";

const stock = new Map([
  [1, 2],
  [2, 5],
]);

describe("transferShortRows with store stock", () => {
  it("names a row whose pick is more than its store sells, even when the picks add up", () => {
    const rows: TransferRow[] = [
      { name: "Kuoritakki", amount: 3, pickedFrom: { "1": 3 }, sellableByStore: stock },
      { name: "Pipo", amount: 3, pickedFrom: { "1": 2, "2": 1 }, sellableByStore: stock },
      { name: "Hanskat", amount: 2, pickedFrom: { "1": 3, "2": 2 }, sellableByStore: stock },
    ];
    expect(transferShortRows(rows, [1, 2])).toEqual(["Kuoritakki", "Hanskat"]);
  });

  it("only applies with two or more different sources", () => {
    expect(isMultiSourceTransfer([1, 1])).toBe(false);
    expect(isMultiSourceTransfer([1, 2])).toBe(true);
    expect(isMultiSourceTransfer(null)).toBe(false);
    expect(transferShortRows([{ name: "Pipo", amount: 2, pickedFrom: undefined }], [4, 4])).toEqual([]);
  });
});

describe("transferPicks", () => {
  it("takes exactly the picked units per store when they match the amount", () => {
    expect(transferPicks({ name: "Pipo", amount: 3, pickedFrom: { "1": 1, "2": 2 }, sellableByStore: stock }, [1, 2])).toEqual([
      { storeId: 1, quantity: 1 },
      { storeId: 2, quantity: 2 },
    ]);
  });

  it("takes picks beyond the amount in the order of the sources, up to the amount", () => {
    expect(transferPicks({ name: "Pipo", amount: 3, pickedFrom: { "1": 2, "2": 4 }, sellableByStore: stock }, [2, 1])).toEqual([{ storeId: 2, quantity: 3 }]);
  });

  it("ignores picks from stores that are not sources and zero picks", () => {
    expect(transferPicks({ name: "Pipo", amount: 2, pickedFrom: { "1": 2, "2": 0, "9": 4 } }, [1, 2])).toEqual([{ storeId: 1, quantity: 2 }]);
  });

  it("is null for a short row, a single source and no transfer", () => {
    expect(transferPicks({ name: "Pipo", amount: 3, pickedFrom: { "1": 1, "2": 1 } }, [1, 2])).toBeNull();
    expect(transferPicks({ name: "Pipo", amount: 3, pickedFrom: { "1": 3 }, sellableByStore: stock }, [1, 2])).toBeNull();
    expect(transferPicks({ name: "Pipo", amount: 1, pickedFrom: { "1": 1 } }, [1])).toBeNull();
    expect(transferPicks({ name: "Pipo", amount: 1, pickedFrom: { "1": 1 } }, null)).toBeNull();
  });
});
