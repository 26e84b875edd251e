import { describe, expect, it } from "vitest";
import { FEW_LEFT_MAX, sizeAvailability, variantAvailability, type SizeStockVariant } from "./size-availability";

type Facts = Partial<Omit<SizeStockVariant, "size" | "type">> & { size: string; colour?: string; type?: string | null };
const variant = (over: Facts): SizeStockVariant => ({
  color: { slug: over.colour ?? "musta" },
  type: over.type ? { name: over.type } : null,
  size: { name: over.size },
  inStock: over.inStock ?? true,
  onOrder: over.onOrder ?? false,
  shipping_time: over.shipping_time ?? { number: 2 },
  fewLeft: over.fewLeft ?? false,
});

describe("variantAvailability", () => {
  it("is in stock when dispatched from stock, few left when the server says so", () => {
    expect(variantAvailability(variant({ size: "M" }))).toBe("in_stock");
    expect(variantAvailability(variant({ size: "M", fewLeft: true }))).toBe("few_left");
  });
  it("is only in stores when stocked but not dispatched from the web warehouse", () => {
    expect(variantAvailability(variant({ size: "M", shipping_time: { number: 5 } }))).toBe("in_stores");
  });
  it("is on order without stock but orderable, out of stock otherwise", () => {
    expect(variantAvailability(variant({ size: "M", inStock: false, onOrder: true, shipping_time: { number: 14 } }))).toBe("on_order");
    expect(variantAvailability(variant({ size: "M", inStock: false, shipping_time: { number: 999 } }))).toBe("out_of_stock");
  });
  it("follows the orderability rule in force (a transfer request's sources)", () => {
    expect(variantAvailability(variant({ size: "M" }), () => false)).toBe("out_of_stock");
  });
  it("calls a handful few", () => {
    expect(FEW_LEFT_MAX).toBeGreaterThan(0);
  });
});

describe("sizeAvailability", () => {
  const variants = [
    variant({ size: "S", colour: "musta", fewLeft: true }),
    variant({ size: "M", colour: "musta", inStock: false, onOrder: false, shipping_time: { number: 999 } }),
    variant({ size: "M", colour: "punainen" }),
    variant({ size: "L", colour: "musta", type: "lyhyt", inStock: false, onOrder: true, shipping_time: { number: 14 } }),
    variant({ size: "L", colour: "musta", type: "pitka", shipping_time: { number: 5 } }),
  ];
  it("reads the chosen colour's variant of the size", () => {
    expect(sizeAvailability(variants, { colour: "musta", type: null, size: null }, "S")).toBe("few_left");
    expect(sizeAvailability(variants, { colour: "musta", type: null, size: null }, "M")).toBe("out_of_stock");
    expect(sizeAvailability(variants, { colour: "punainen", type: null, size: null }, "M")).toBe("in_stock");
  });
  it("takes the best type while the type is open, the chosen one's after", () => {
    expect(sizeAvailability(variants, { colour: "musta", type: null, size: null }, "L")).toBe("in_stores");
    expect(sizeAvailability(variants, { colour: "musta", type: "lyhyt", size: null }, "L")).toBe("on_order");
  });
  it("is out of stock for a size the colour lacks or without a colour", () => {
    expect(sizeAvailability(variants, { colour: "punainen", type: null, size: null }, "S")).toBe("out_of_stock");
    expect(sizeAvailability(variants, { colour: null, type: null, size: null }, "S")).toBe("out_of_stock");
  });
});
