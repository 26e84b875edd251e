import { describe, expect, it } from "vitest";
import { isListedProperty, propertyValueText } from "./properties";

describe("isListedProperty", () => {
  it("hides vu- criteria and the sustainability label", () => {
    expect(isListedProperty("vu-kierratetty-materiaali")).toBe(false);
    expect(isListedProperty("vastuullisemmin-ulkona")).toBe(false);
  });
  it("lists every other property", () => {
    expect(isListedProperty("paino")).toBe(true);
    expect(isListedProperty("avu-x")).toBe(true);
  });
});

describe("propertyValueText", () => {
  it("adds the bracketed unit to a whole number", () => {
    expect(propertyValueText("Paino (g)", 850)).toBe("850 g");
    expect(propertyValueText("Vesipilari (mm)", "20000")).toBe("20000 mm");
  });
  it("leaves decimals, texts and names without a unit alone", () => {
    expect(propertyValueText("Paino (kg)", 1.2)).toBe("1.2");
    expect(propertyValueText("Materiaali (kuori)", "merinovilla")).toBe("merinovilla");
    expect(propertyValueText("Paino", 850)).toBe("850");
  });
});
