// Brand logos: an emblem in the brand colour and the name in capitals. Text is set in DejaVu
// Sans (present with sharp's fontconfig on Debian); other sans fonts are fallbacks.
import { shade } from "./colour";

export const LOGO_SIZE = { width: 800, height: 240 } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] as string);

/** Splits long names over two lines at the space nearest the middle. */
function lines(name: string): string[] {
  if (name.length <= 12 || !name.includes(" ")) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) if (name[i] === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  return [name.slice(0, best), name.slice(best + 1)];
}

export function drawLogo(name: string, hex: string): string {
  const colour = `#${hex}`;
  const text = lines(name.toUpperCase());
  const longest = Math.max(...text.map((line) => line.length));
  // DejaVu Sans Bold capitals average about 0.72 em with the letter spacing below.
  const size = Math.min(text.length === 1 ? 78 : 62, Math.floor(540 / (longest * 0.72)));
  const first = text.length === 1 ? 120 + size * 0.36 : 120 - size * 0.18;
  const tspans = text
    .map((line, i) => `<tspan x="230" y="${(first + i * size * 1.05).toFixed(0)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<circle cx="120" cy="120" r="92" fill="${colour}"/>
<path d="M48 168 L100 86 L128 128 L150 100 L194 168 Z" fill="#ffffff"/>
<path d="M100 86 L88 106 L100 100 L112 106 Z M150 100 L142 112 L150 109 L158 113 Z" fill="${shade(colour, 0.6)}"/>
<text font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-weight="700" font-size="${size}" letter-spacing="3" fill="#1f2421">${tspans}</text>`;
}
