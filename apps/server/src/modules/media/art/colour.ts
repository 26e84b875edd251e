// Colour arithmetic for the generated pictures: shades of the variant colour for outlines,
// seams and highlights, and a trim colour that stands out against it.
export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace(/^#/, ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return `#${[r, g, b].map((n) => clamp(n).toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes a towards b; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ra, ga, ba] = hexToRgb(a);
  const [rb, gb, bb] = hexToRgb(b);
  return rgbToHex([ra + (rb - ra) * t, ga + (gb - ga) * t, ba + (bb - ba) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
export const shade = (hex: string, amount: number) => (amount >= 0 ? mix(hex, "#ffffff", amount) : mix(hex, "#000000", -amount));

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colours one product drawing uses, all derived from the variant colour. */
export interface ArtColours {
  main: string;
  dark: string;
  light: string;
  /** Zips, laces, buckles: light on dark products, dark on light ones. */
  trim: string;
  outline: string;
}

export function artColours(hex: string): ArtColours {
  const main = `#${hex.replace(/^#/, "")}`;
  const isDark = luminance(main) < 0.18;
  return {
    main,
    dark: shade(main, isDark ? 0.25 : -0.3),
    light: shade(main, 0.35),
    trim: isDark ? "#d9dcd6" : "#2d3230",
    outline: shade(main, isDark ? 0.45 : -0.5),
  };
}

/** Small deterministic PRNG (mulberry32) for landscape shapes: same URL, same picture. */
export function seededRandom(text: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Attribute string for outlined shapes. */
export const stroke = (colour: string, width = 6) => `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
