import { describe, expect, it } from "vitest";
import { shortClassNames } from "../../build-tools/short-class-names";

const CSS = ".card { color: red; }\n.cardName { margin: 0.5rem; }\n.card:hover .price { background: url(x.png); }\n";

describe("short CSS module class names", () => {
  it("are short, valid class names, distinct within a stylesheet (no prefix of another's)", () => {
    const name = shortClassNames("/app");
    const names = ["card", "cardName", "price"].map((local) => name(local, "/app/app/x.module.css", CSS));
    expect(new Set(names).size).toBe(3);
    for (const generated of names) expect(generated).toMatch(/^c[0-9a-z]{5}[0-9a-z]+$/);
  });

  it("are the same for the same stylesheet in every build and checkout, and differ between stylesheets", () => {
    const first = shortClassNames("/one")("cardName", "/one/app/x.module.css?used", CSS);
    expect(shortClassNames("/two")("cardName", "/two/app/x.module.css", CSS)).toBe(first);
    expect(shortClassNames("/one")("cardName", "/one/app/y.module.css", CSS)).not.toBe(first);
  });

  it("keeps a name the source does not spell after the stylesheet's prefix", () => {
    expect(shortClassNames("/app")("other", "/app/x.module.css", CSS)).toMatch(/^c[0-9a-z]{5}-other$/);
  });
});
