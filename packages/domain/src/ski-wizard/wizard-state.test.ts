import { describe, expect, it } from "vitest";
import {
  compatibilityQuery, emptySkiWizard, firstMissingStep, isSkiSportEnabled, parseSkiWizard, pickedSkiSetId, pickFits, pickSkiPart, removeSkiPart, skiSetReady, skiWizardStorageKey, withCompatibility, withSkier,
  type SkiWizardPick,
} from "./wizard-state";

const pick = (variantId: number, modelId = variantId * 10): SkiWizardPick => ({ variantId, modelId, name: `Model ${modelId}`, brand: "Brand", image: null, slug: `brand/model-${modelId}`, size: null });

describe("the ski wizard's state", () => {
  it("is kept per sport and read back safely", () => {
    expect(skiWizardStorageKey("nordic")).toBe("polku.skiWizard.nordic");
    expect(parseSkiWizard(null)).toEqual(emptySkiWizard());
    expect(parseSkiWizard("{not json")).toEqual(emptySkiWizard());
    expect(parseSkiWizard(JSON.stringify({ skis: { variantId: -1 } }))).toEqual(emptySkiWizard());
    const stored = pickSkiPart(emptySkiWizard(), "skis", pick(1));
    expect(parseSkiWizard(JSON.stringify(stored))).toEqual(stored);
    expect(emptySkiWizard()).toEqual({ isEnabled: true, skis: null, bindings: null, boots: null, compatible: { withSkis: true, withBindings: true, withBoots: true }, prices: { active: 0, regular: 0, discount: 0 }, skier: { heightCm: null, weightKg: null, ability: null } });
  });

  it("keeps the skier's measures, drops stored ones out of range, and asks with them only given a height", () => {
    const state = withSkier(emptySkiWizard(), { heightCm: 178, weightKg: 72.5, ability: "moderate" });
    expect(parseSkiWizard(JSON.stringify(state)).skier).toEqual({ heightCm: 178, weightKg: 72.5, ability: "moderate" });
    expect(parseSkiWizard(JSON.stringify({ ...state, skier: { heightCm: 500, weightKg: 72.5, ability: "expert" } })).skier).toEqual({ heightCm: null, weightKg: 72.5, ability: null });
    expect(parseSkiWizard(JSON.stringify({ ...state, skier: "tall" })).skier).toEqual({ heightCm: null, weightKg: null, ability: null });
    expect(compatibilityQuery("alpine", state, 1)).toBe("ski_type=laskettelu&tax_area=1&height_cm=178&weight_kg=72.5&ability=moderate");
    expect(compatibilityQuery("alpine", withSkier(state, { heightCm: null, weightKg: 72.5, ability: "moderate" }), 1)).toBe("ski_type=laskettelu&tax_area=1");
  });

  it("shows the first missing step, then the summary (spec 02 §4 'Ski wizard add')", () => {
    let state = emptySkiWizard();
    expect(firstMissingStep(state)).toBe("skis");
    state = pickSkiPart(state, "bindings", pick(2));
    expect(firstMissingStep(state)).toBe("skis");
    state = pickSkiPart(state, "skis", pick(1));
    expect(firstMissingStep(state)).toBe("boots");
    state = pickSkiPart(state, "boots", pick(3));
    expect(firstMissingStep(state)).toBe("summary");
    expect(firstMissingStep(removeSkiPart(state, "skis"))).toBe("skis");
  });

  it("asks the compatibility of what is picked, and is ready for the cart only when whole and compatible", () => {
    let state = pickSkiPart(emptySkiWizard(), "skis", pick(1));
    expect(compatibilityQuery("alpine", state, 1)).toBe("ski_type=laskettelu&tax_area=1&ski_id=1");
    expect(pickedSkiSetId(state)).toBeNull();
    state = pickSkiPart(pickSkiPart(state, "bindings", pick(2)), "boots", pick(3));
    expect(compatibilityQuery("nordic", state, 2)).toBe("ski_type=murto&tax_area=2&ski_id=1&binding_id=2&boot_id=3");
    expect(pickedSkiSetId(state)).toBe("10-1-2-3");
    expect(skiSetReady(state)).toBe(true);
    const broken = withCompatibility(state, { compatible: { withSkis: false, withBindings: false, withBoots: true }, prices: { regular: 90_000, discount: 80_000 } });
    expect(broken.prices).toEqual({ active: 80_000, regular: 90_000, discount: 10_000 });
    expect(pickFits("bindings", broken.compatible)).toBe(false);
    expect(pickFits("boots", broken.compatible)).toBe(true);
    expect(skiSetReady(broken)).toBe(false);
  });

  it("offers a sport whose catalogue has skis, bindings and boots", () => {
    const item = { model_id: 1, name: "x", brand: "b", path: "b/x", image: null, variants: [{ id: 1, size: null, active: 1, regular: 1, in_stock: true }] };
    expect(isSkiSportEnabled({ skis: [item], bindings: [item], boots: [item] })).toBe(true);
    expect(isSkiSportEnabled({ skis: [item], bindings: [], boots: [item] })).toBe(false);
  });
});
