import { describe, expect, it } from "vitest";
import { anyObject, flag, text } from "./form-values";

describe("form values", () => {
  it("reads a field's text with a textarea's line ends as \\n, and anything else as empty", () => {
    expect(text("Rivi 1\r\nRivi 2")).toBe("Rivi 1\nRivi 2");
    expect(text(["a", "b"])).toBe("");
    expect(text(undefined)).toBe("");
  });

  it("reads a checkbox as on only when posted", () => {
    expect(flag("on")).toBe(true);
    expect(flag(undefined)).toBe(false);
    expect(flag("off")).toBe(false);
  });

  it("takes only an object as the form", () => {
    expect(anyObject.safeParse({ a: "1" }).success).toBe(true);
    expect(anyObject.safeParse(null).success).toBe(false);
  });
});
