import { describe, expect, it } from "vitest";
import { normaliseProductPath, productSlugFromPath } from "../product/paths";
import { productModelQuerySchema, productPathSchema } from "./product";

describe("product paths", () => {
  it("trims slashes and lower-cases", () => {
    expect(normaliseProductPath("/Revontulo/Revontulo-Vidde-Talvitakki/")).toBe("revontulo/revontulo-vidde-talvitakki");
    expect(productSlugFromPath("revontulo/revontulo-vidde-talvitakki")).toBe("revontulo-vidde-talvitakki");
    expect(productSlugFromPath("/revontulo-vidde-talvitakki/")).toBe("revontulo-vidde-talvitakki");
  });
  it("accepts transliterated and accented slugs and refuses anything else", () => {
    expect(productPathSchema.safeParse("tykkylumi-works/gornye-lyzhi").success).toBe(true);
    expect(productPathSchema.safeParse("marque/veste-impermeable-été").success).toBe(true);
    expect(productPathSchema.safeParse("").success).toBe(false);
    expect(productPathSchema.safeParse("a b/c").success).toBe(false);
    expect(productPathSchema.safeParse("a/../b").success).toBe(false);
  });
});

describe("productModelQuerySchema", () => {
  it("defaults to Finnish and tax area 1", () => {
    expect(productModelQuerySchema.parse({})).toEqual({ language: "fi", taxAreaId: 1 });
  });
  it("reads preview flags and a campaign slug", () => {
    expect(productModelQuerySchema.parse({ preview: "1", giftcampaign: " Joulu-2026 " })).toMatchObject({ preview: true, giftcampaign: "joulu-2026" });
    expect(productModelQuerySchema.parse({ preview: "" }).preview).toBe(true);
    expect(productModelQuerySchema.parse({ preview: "false" }).preview).toBe(false);
  });
  it("refuses bad values with the field named", () => {
    const result = productModelQuerySchema.safeParse({ language: "xx", taxAreaId: "abc", preview: "maybe", giftcampaign: "a b" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual(["language", "taxAreaId", "preview", "giftcampaign"]);
  });
});
