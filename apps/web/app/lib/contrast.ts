// Colours that editors type in (banners) must still be readable: WCAG 2 contrast ratio, and a
// fallback to black or white text when the given pair falls below AA for normal text.

/** AA for normal-size text. */
export const MIN_CONTRAST = 4.5;

/** #rgb or #rrggbb to [r, g, b] (0-255); null for anything else. */
export function parseHex(colour: string): [number, number, number] | null {
  const hex = colour.trim().replace(/^#/, "");
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join("") : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour if it is readable on the background, else the better of black and white. */
export function readableText(background: string, text: string): string {
  const ratio = contrastRatio(background, text);
  if (ratio === null || ratio >= MIN_CONTRAST) return text;
  const onWhite = contrastRatio(background, "#ffffff") ?? 0;
  const onBlack = contrastRatio(background, "#111111") ?? 0;
  return onWhite >= onBlack ? "#ffffff" : "#111111";
}
