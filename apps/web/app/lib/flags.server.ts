// SVG flags (country-flag-icons, 3:2) served one by one from /flags/{code}/, so the browser
// never downloads the whole set (emoji flags do not render everywhere).
import * as flags from "country-flag-icons/string/3x2";

const table = flags as unknown as Record<string, string | undefined>;

export function flagSvg(code: string): string | null {
  if (!/^[a-z]{2}$/i.test(code)) return null;
  const svg = table[code.toUpperCase()];
  return typeof svg === "string" && svg.startsWith("<svg") ? svg : null;
}
