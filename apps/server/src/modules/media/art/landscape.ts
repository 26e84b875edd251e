// Nordic landscapes for banners, page images and lifestyle product pictures. Shapes come from
// a PRNG seeded by the URL, so a given URL always draws the same picture.
import { seededRandom, shade } from "./colour";

export const SCENES = ["mountains", "forest", "lake", "snow", "fell", "coast"] as const;
export type Scene = (typeof SCENES)[number];
export const PALETTES = ["dawn", "day", "dusk", "night", "winter"] as const;
export type Palette = (typeof PALETTES)[number];

interface Colours {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  ground: string;
  water: string;
  tree: string;
  snow: string;
}

const COLOURS: Record<Palette, Colours> = {
  dawn: { skyTop: "#f2b99a", skyBottom: "#fbe7d3", sun: "#ffd27a", far: "#b9a3b8", mid: "#8c7a95", near: "#4f4a5e", ground: "#3d4a3f", water: "#c9b3bf", tree: "#2f3d33", snow: "#fff4ec" },
  day: { skyTop: "#5f9fd6", skyBottom: "#d6ecfa", sun: "#fff6c9", far: "#9fb6c8", mid: "#6e8aa0", near: "#3f5a4c", ground: "#5d7d4e", water: "#4f86b0", tree: "#254733", snow: "#ffffff" },
  dusk: { skyTop: "#3b3a6b", skyBottom: "#f08a5d", sun: "#ffb26b", far: "#6d5a84", mid: "#4a3f66", near: "#2a2540", ground: "#262236", water: "#7b5f86", tree: "#1c1a29", snow: "#e9d9e6" },
  night: { skyTop: "#0b1430", skyBottom: "#1f3b5a", sun: "#f1f3e6", far: "#2b3f5c", mid: "#1d2d45", near: "#111c2c", ground: "#0f1824", water: "#1b3350", tree: "#0b131d", snow: "#c9d6e8" },
  winter: { skyTop: "#a9c6e0", skyBottom: "#eef5fb", sun: "#fffbe8", far: "#c7d6e4", mid: "#a5b8ca", near: "#7e93a8", ground: "#e9f0f6", water: "#9db9d3", tree: "#30483e", snow: "#ffffff" },
};

type Rng = () => number;

/** A ridge line across the picture: base height, amplitude and jaggedness (peaks per width). */
function ridge(rng: Rng, w: number, h: number, base: number, amplitude: number, peaks: number, smooth: boolean): string {
  const count = Math.max(3, Math.round(peaks));
  const points = Array.from({ length: count + 1 }, (_, i) => [(i / count) * w, base - rng() * amplitude] as const);
  if (!smooth) return `M0 ${h} ${points.map(([x, y]) => `L${x.toFixed(0)} ${y.toFixed(0)}`).join(" ")} L${w} ${h} Z`;
  let d = `M0 ${h} L0 ${points[0]![1].toFixed(0)}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1]!;
    const [x, y] = points[i]!;
    d += ` Q${((px + x) / 2).toFixed(0)} ${(Math.min(py, y) - amplitude * 0.3).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  return `${d} L${w} ${h} Z`;
}

function spruce(x: number, base: number, height: number, fill: string, snow?: string): string {
  const w = height * 0.42;
  const tiers = [0, 0.3, 0.55].map((t) => {
    const top = base - height + t * height * 0.9;
    const bottom = base - height * (0.45 - t * 0.75);
    const half = (w / 2) * (1 - t * 0.35);
    return `M${x.toFixed(0)} ${top.toFixed(0)} L${(x + half).toFixed(0)} ${bottom.toFixed(0)} L${(x - half).toFixed(0)} ${bottom.toFixed(0)} Z`;
  });
  const caps = snow ? `<path d="M${x} ${base - height} l${w * 0.12} ${height * 0.16} l${-w * 0.24} 0 Z" fill="${snow}"/>` : "";
  return `<path d="${tiers.join(" ")}" fill="${fill}"/><rect x="${(x - w * 0.05).toFixed(0)}" y="${(base - height * 0.1).toFixed(0)}" width="${(w * 0.1).toFixed(0)}" height="${(height * 0.1).toFixed(0)}" fill="${shade(fill, -0.3)}"/>${caps}`;
}

function forestRow(rng: Rng, w: number, base: number, size: number, fill: string, snow?: string): string {
  let out = "";
  for (let x = -20; x < w + 20; x += size * (0.28 + rng() * 0.25)) out += spruce(x, base + rng() * size * 0.12, size * (0.7 + rng() * 0.5), fill, snow);
  return out;
}

function sky(rng: Rng, c: Colours, palette: Palette, w: number, h: number): string {
  const sunX = w * (0.15 + rng() * 0.7);
  const sunY = h * (0.12 + rng() * 0.18);
  const r = Math.min(w, h) * 0.06;
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${c.sun}" stop-opacity="0.8"/><stop offset="1" stop-color="${c.sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sunX}" cy="${sunY}" r="${r * 3}" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${r}" fill="${c.sun}"/>`;
  if (palette === "night") {
    for (let i = 0; i < 70; i++) out += `<circle cx="${(rng() * w).toFixed(0)}" cy="${(rng() * h * 0.5).toFixed(0)}" r="${(1 + rng() * 2).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.4 + rng() * 0.6).toFixed(2)}"/>`;
    for (let band = 0; band < 3; band++) {
      const y = h * (0.15 + band * 0.07);
      out += `<path d="M0 ${y} C${w * 0.3} ${y - h * 0.15} ${w * 0.6} ${y + h * 0.12} ${w} ${y - h * 0.05}" fill="none" stroke="${band === 1 ? "#7df0b0" : "#3fd58f"}" stroke-opacity="${0.25 + band * 0.1}" stroke-width="${h * 0.05}" stroke-linecap="round"/>`;
    }
  }
  return out;
}

const SCENE_DRAWERS: Record<Scene, (rng: Rng, c: Colours, w: number, h: number) => string> = {
  mountains: (rng, c, w, h) =>
    `<defs><linearGradient id="peak" x1="0" y1="0" x2="0" y2="1"><stop offset="0.1" stop-color="${c.snow}"/><stop offset="0.45" stop-color="${c.far}"/></linearGradient></defs>
<path d="${ridge(rng, w, h, h * 0.55, h * 0.35, 9, false)}" fill="url(#peak)"/>
<path d="${ridge(rng, w, h, h * 0.72, h * 0.2, 7, false)}" fill="${c.mid}"/>
<path d="${ridge(rng, w, h, h * 0.88, h * 0.1, 5, true)}" fill="${c.near}"/>${forestRow(rng, w, h * 0.98, h * 0.18, c.tree)}`,
  forest: (rng, c, w, h) =>
    `<path d="${ridge(rng, w, h, h * 0.6, h * 0.12, 5, true)}" fill="${c.far}"/>${forestRow(rng, w, h * 0.66, h * 0.16, shade(c.tree, 0.35))}
${forestRow(rng, w, h * 0.82, h * 0.28, shade(c.tree, 0.15))}<rect y="${h * 0.88}" width="${w}" height="${h * 0.12}" fill="${c.ground}"/>${forestRow(rng, w, h * 1.02, h * 0.45, c.tree)}`,
  lake: (rng, c, w, h) =>
    `<path d="${ridge(rng, w, h, h * 0.52, h * 0.1, 5, true)}" fill="${c.far}"/>${forestRow(rng, w, h * 0.58, h * 0.12, shade(c.tree, 0.2))}
<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c.water, 0.25)}"/><stop offset="1" stop-color="${shade(c.water, -0.2)}"/></linearGradient></defs>
<rect y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="url(#water)"/>
${Array.from({ length: 16 }, () => {
  const x = rng() * w;
  const y = h * (0.62 + rng() * 0.34);
  return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x + w * (0.03 + rng() * 0.08)).toFixed(0)}" y2="${y.toFixed(0)}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>`;
}).join("")}
<path d="M0 ${h} L0 ${h * 0.9} Q${w * 0.25} ${h * 0.84} ${w * 0.45} ${h * 0.92} L${w * 0.45} ${h} Z" fill="${c.near}"/>${forestRow(rng, w * 0.4, h * 0.93, h * 0.3, c.tree)}`,
  snow: (rng, c, w, h) =>
    `<path d="${ridge(rng, w, h, h * 0.55, h * 0.18, 6, true)}" fill="${shade(c.far, 0.4)}"/>
<path d="${ridge(rng, w, h, h * 0.72, h * 0.12, 4, true)}" fill="${shade(c.snow, -0.06)}"/>${forestRow(rng, w, h * 0.74, h * 0.2, c.tree, c.snow)}
<path d="${ridge(rng, w, h, h * 0.9, h * 0.08, 3, true)}" fill="${c.snow}"/>
${Array.from({ length: 90 }, () => `<circle cx="${(rng() * w).toFixed(0)}" cy="${(rng() * h).toFixed(0)}" r="${(1.5 + rng() * 3).toFixed(1)}" fill="#ffffff" fill-opacity="0.8"/>`).join("")}`,
  fell: (rng, c, w, h) =>
    `<path d="${ridge(rng, w, h, h * 0.6, h * 0.28, 3, true)}" fill="${c.far}"/>
<path d="${ridge(rng, w, h, h * 0.75, h * 0.16, 3, true)}" fill="${shade(c.ground, 0.15)}"/>
<path d="${ridge(rng, w, h, h * 0.92, h * 0.06, 4, true)}" fill="${c.ground}"/>
${Array.from({ length: 10 }, () => {
  const x = rng() * w;
  const base = h * (0.88 + rng() * 0.08);
  const t = h * (0.08 + rng() * 0.06);
  return `<line x1="${x.toFixed(0)}" y1="${base.toFixed(0)}" x2="${x.toFixed(0)}" y2="${(base - t).toFixed(0)}" stroke="#f2efe6" stroke-width="4"/><circle cx="${x.toFixed(0)}" cy="${(base - t).toFixed(0)}" r="${(t * 0.35).toFixed(0)}" fill="#c9b458" fill-opacity="0.85"/>`;
}).join("")}`,
  coast: (rng, c, w, h) =>
    `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${c.water}"/>
${Array.from({ length: 4 }, (_, i) => {
  const cx = w * (0.1 + rng() * 0.8);
  const cy = h * (0.56 + i * 0.05);
  const rx = w * (0.05 + rng() * 0.08);
  return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${(rx * 0.25).toFixed(0)}" fill="${shade(c.near, 0.2)}"/>`;
}).join("")}
${Array.from({ length: 20 }, () => `<path d="M${(rng() * w).toFixed(0)} ${(h * (0.65 + rng() * 0.3)).toFixed(0)} q15 -8 30 0 q15 8 30 0" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`).join("")}
<path d="M${w * 0.55} ${h} Q${w * 0.7} ${h * 0.8} ${w} ${h * 0.78} L${w} ${h} Z" fill="#8a8279"/>`,
};

export function drawScene(scene: Scene, palette: Palette, n: number, w: number, h: number): string {
  const rng = seededRandom(`${scene}/${palette}/${n}`);
  const c = COLOURS[palette];
  return sky(rng, c, palette, w, h) + SCENE_DRAWERS[scene](rng, c, w, h);
}
