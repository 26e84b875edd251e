import { describe, expect, it } from "vitest";
import { activeColorIndex, cardPriceAmount, cardPriceKind, cardRibbons, cardSelectColor, cardShortDescription, cycleColorIndex, productCardHref, showsReferencePrice } from "./card";

const colors = [
  { slug: "musta", control: "musta" },
  { slug: "tummansininen", control: "sininen" },
  { slug: "punainen", control: "punainen" },
];

describe("card active colour (spec 02 §4)", () => {
  it("is the chosen colour when the product has it", () => {
    expect(activeColorIndex(colors, "punainen", ["sininen"])).toBe(2);
  });
  it("else the first colour of the colour filter the product has", () => {
    expect(activeColorIndex(colors, null, ["vihrea", "sininen", "punainen"])).toBe(1);
    expect(activeColorIndex(colors, "keltainen", ["punainen"])).toBe(2);
  });
  it("else the first colour", () => {
    expect(activeColorIndex(colors, null, ["vihrea"])).toBe(0);
    expect(activeColorIndex(colors, null, [])).toBe(0);
  });
  it("is -1 without colours", () => {
    expect(activeColorIndex([], "musta", ["musta"])).toBe(-1);
  });
});

describe("swipe cycling (spec 02 §4)", () => {
  it("wraps around forwards and backwards", () => {
    expect(cycleColorIndex(0, 3, 1)).toBe(1);
    expect(cycleColorIndex(2, 3, 1)).toBe(0);
    expect(cycleColorIndex(0, 3, -1)).toBe(2);
  });
  it("stays on the only colour", () => {
    expect(cycleColorIndex(0, 1, 1)).toBe(0);
  });
});

describe("card short description (spec 02 §9)", () => {
  const long = "Kevyt ja hengittävä kuoritakki vaellukselle, retkeilyyn ja arkeen kaikkina vuodenaikoina.";
  it("keeps a short text whole", () => {
    expect(cardShortDescription("Lämmin  pipo\nmerinovillasta.")).toBe("Lämmin pipo merinovillasta.");
  });
  it("cuts a long text at a word boundary within 72 characters with an ellipsis", () => {
    const cut = cardShortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(72);
    expect(cut).toBe("Kevyt ja hengittävä kuoritakki vaellukselle, retkeilyyn ja arkeen…");
  });
  it("leaves room for a property shown beside it", () => {
    expect(cardShortDescription(long, 20)).toBe("Kevyt ja hengittävä kuoritakki vaellukselle…");
  });
});

describe("card ribbons (spec 02 §2, §5)", () => {
  it("shows a percentage only from 5 %", () => {
    expect(cardRibbons({ active: 9600, reference: 10000 }, { outletPage: false })).toEqual([]);
    expect(cardRibbons({ active: 9500, reference: 10000 }, { outletPage: false })).toEqual([{ kind: "discount", percent: 5 }]);
    expect(cardRibbons({ active: 9550, reference: 10000 }, { outletPage: false })).toEqual([]); // 4.5 %
  });
  it("shows no percentage for a model whose show_discount_percentage is off (issue 17)", () => {
    expect(cardRibbons({ active: 5000, reference: 10000, showDiscount: false }, { outletPage: false })).toEqual([]);
    expect(cardRibbons({ active: 5000, reference: 10000, showDiscount: false }, { outletPage: true })).toEqual([{ kind: "outlet" }]);
    expect(cardRibbons({ active: 5000, reference: 10000, showDiscount: true }, { outletPage: false })).toEqual([{ kind: "discount", percent: 50 }]);
  });
  it("puts 'Outlet' on every card of an outlet page", () => {
    expect(cardRibbons({ active: 10000, reference: 10000 }, { outletPage: true })).toEqual([{ kind: "outlet" }]);
    expect(cardRibbons({ active: 5000, reference: 10000 }, { outletPage: true })).toEqual([{ kind: "outlet" }, { kind: "discount", percent: 50 }]);
  });
});

describe("card price kind (spec 02 §4)", () => {
  it("maps the list's regular price to normal", () => {
    expect(cardPriceKind("regular", { outletPage: false })).toBe("normal");
    expect(cardPriceKind("discount", { outletPage: false })).toBe("discount");
    expect(cardPriceKind("outdoor", { outletPage: false })).toBe("outdoor");
  });
  it("never shows a club price as a guest's own", () => {
    expect(cardPriceKind("club", { outletPage: false })).toBe("normal");
    expect(cardPriceKind("club", { outletPage: false, clubPriceVisible: true })).toBe("club");
  });
  it("shows outlet prices on outlet pages", () => {
    expect(cardPriceKind("discount", { outletPage: true })).toBe("outlet");
  });
  it("strikes the reference price through only when the shopper pays less", () => {
    expect(showsReferencePrice({ active: 8000, reference: 10000 }, "discount")).toBe(true);
    expect(showsReferencePrice({ active: 10000, reference: 10000 }, "outlet")).toBe(false);
    expect(showsReferencePrice({ active: 8000, reference: 10000 }, "normal")).toBe(false);
  });
  it("charges a logged-in customer the club price the card shows, and a guest the active price", () => {
    const price = { active: 10000, reference: 10000, club: 8500 };
    expect(cardPriceAmount(price, cardPriceKind("club", { outletPage: false, clubPriceVisible: true }))).toBe(8500);
    expect(cardPriceAmount(price, cardPriceKind("club", { outletPage: false }))).toBe(10000);
    // The reference is struck through against what the member pays.
    expect(showsReferencePrice(price, "club")).toBe(true);
    expect(cardPriceAmount({ active: 10000, club: null }, "club")).toBe(10000);
    // A guest's outdoor price becomes the member's club price when the club price is lower.
    expect(cardPriceKind("outdoor", { outletPage: false, clubPriceVisible: true, hasClubPrice: true })).toBe("club");
    expect(cardPriceKind("outdoor", { outletPage: false, hasClubPrice: true })).toBe("outdoor");
  });
});

describe("card link (spec 02 §2)", () => {
  it("adds the active colour as select-color", () => {
    expect(productCardHref("revontulo/kajo-pro", "tummansininen")).toBe("/revontulo/kajo-pro/?select-color=tummansininen");
    expect(productCardHref("/revontulo/kajo-pro/", null)).toBe("/revontulo/kajo-pro/");
  });
  it("carries a colour only when the shopper chose one: a swatch, or the colour filter (issue 17)", () => {
    const colors = [
      { slug: "musta", control: "black" },
      { slug: "punainen", control: "red" },
    ];
    expect(cardSelectColor(colors, null, [])).toBeNull();
    expect(cardSelectColor(colors, "punainen", [])).toBe("punainen");
    expect(cardSelectColor(colors, null, ["red"])).toBe("punainen");
    // A filter colour the product does not have chooses nothing for it.
    expect(cardSelectColor(colors, null, ["green"])).toBeNull();
    expect(cardSelectColor([], "punainen", [])).toBeNull();
  });
});
