import { describe, expect, it } from "vitest";
import { EXPERIENCE_PRODUCTS_PATH, EXPERIENCES_PATH, experiencePath } from "./experience-paths";

describe("experience addresses", () => {
  it("keep the trailing slash of spec 01 §2", () => {
    expect(EXPERIENCES_PATH).toBe("/experiences/");
    expect(EXPERIENCE_PRODUCTS_PATH).toBe("/experiences/products/");
  });
  it("name a brand's story by its slug in lower case", () => {
    expect(experiencePath("Fjallraven")).toBe("/experiences/fjallraven/");
    expect(experiencePath("a b")).toBe("/experiences/a%20b/");
  });
});
