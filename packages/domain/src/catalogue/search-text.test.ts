import { describe, expect, it } from "vitest";
import { normaliseSearchText } from "./search-text";

describe("search text folding (spec 02 §5)", () => {
  it("keeps letters and digits only, folds diacritics and keeps other scripts", () => {
    expect(normaliseSearchText("Jäkälä-Kuoritakki 2.0")).toBe("jakalakuoritakki20");
    expect(normaliseSearchText("Ёлка\tÅre\nCRÈME brûlée_№5")).toBe("елкаarecremebrulee5");
  });
});
