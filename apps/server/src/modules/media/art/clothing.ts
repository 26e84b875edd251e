// Clothing drawings on a 1000 x 1000 canvas, front views.
import { stroke, type ArtColours } from "./colour";

const JACKET =
  "M330 170 L420 140 Q500 175 580 140 L670 170 L790 300 Q830 360 850 470 L885 650 L800 672 L760 470 L745 880 L255 880 L240 470 L200 672 L115 650 L150 470 Q170 360 210 300 Z";
const LONG_JACKET =
  "M330 170 L420 140 Q500 175 580 140 L670 170 L790 300 Q830 360 850 470 L885 650 L800 672 L765 470 L770 940 L230 940 L235 470 L200 672 L115 650 L150 470 Q170 360 210 300 Z";
const SLIM_TOP =
  "M360 170 Q500 215 640 170 L760 250 L860 660 L790 680 L700 380 L690 860 L310 860 L300 380 L210 680 L140 660 L240 250 Z";

const clipped = (id: string, path: string, inner: string) =>
  `<clipPath id="${id}"><path d="${path}"/></clipPath><g clip-path="url(#${id})">${inner}</g>`;

const horizontalLines = (from: number, to: number, step: number, colour: string, bend = 18) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step)
    .map((y) => `<path d="M80 ${y} Q500 ${y + bend} 920 ${y}" fill="none" ${stroke(colour, 5)}/>`)
    .join("");

export function jacket(c: ArtColours): string {
  return `<path d="M380 175 Q375 60 500 55 Q625 60 620 175 Q560 205 500 205 Q440 205 380 175 Z" fill="${c.dark}" ${stroke(c.outline)}/>
<path d="${JACKET}" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M420 150 Q500 120 580 150 Q540 200 500 205 Q460 200 420 150 Z" fill="${c.dark}"/>
<line x1="500" y1="205" x2="500" y2="880" ${stroke(c.trim, 8)}/>
<rect x="490" y="300" width="20" height="38" rx="5" fill="${c.trim}"/>
<path d="M560 300 L640 330 M290 640 L380 560 M710 640 L620 560" fill="none" ${stroke(c.trim, 6)}/>
<path d="M255 845 L745 845 M118 628 L198 648 M882 628 L802 648" fill="none" ${stroke(c.dark, 8)}/>
<path d="M230 330 Q200 450 180 600" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="22" stroke-linecap="round"/>`;
}

export function downJacket(c: ArtColours): string {
  return `<path d="${JACKET}" fill="${c.main}" ${stroke(c.outline)}/>
${clipped("down", JACKET, horizontalLines(230, 880, 68, c.dark))}
<path d="M400 150 Q500 200 600 150 L590 105 Q500 140 410 105 Z" fill="${c.main}" ${stroke(c.outline)}/>
<line x1="500" y1="165" x2="500" y2="880" ${stroke(c.trim, 7)}/>
<path d="M300 650 L370 580 M700 650 L630 580" fill="none" ${stroke(c.dark, 6)}/>
<path d="M240 330 Q205 450 185 600" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="24" stroke-linecap="round"/>`;
}

export function parka(c: ArtColours): string {
  const fur = Array.from({ length: 15 }, (_, i) => {
    const a = Math.PI * (1.05 + (i / 14) * 0.9);
    return `<circle cx="${500 + Math.cos(a) * 135}" cy="${175 + Math.sin(a) * 125}" r="26" fill="#e9e4d8" ${stroke("#bdb5a3", 3)}/>`;
  }).join("");
  return `<path d="M370 185 Q360 50 500 45 Q640 50 630 185 Q560 215 500 215 Q440 215 370 185 Z" fill="${c.dark}" ${stroke(c.outline)}/>
${fur}
<path d="${LONG_JACKET}" fill="${c.main}" ${stroke(c.outline)}/>
<line x1="500" y1="200" x2="500" y2="940" ${stroke(c.trim, 8)}/>
<rect x="280" y="600" width="150" height="130" rx="14" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<rect x="570" y="600" width="150" height="130" rx="14" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M240 470 Q500 500 760 470" fill="none" ${stroke(c.dark, 6)}/>`;
}

export function fleece(c: ArtColours): string {
  const dots = `<pattern id="pile" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="4" fill="${c.dark}" fill-opacity="0.25"/><circle cx="20" cy="19" r="3" fill="${c.light}" fill-opacity="0.35"/></pattern>`;
  return `${dots}<path d="${JACKET}" fill="${c.main}" ${stroke(c.outline)}/>
${clipped("fleece", JACKET, `<rect width="1000" height="1000" fill="url(#pile)"/><path d="M150 470 L330 170 L420 140 L430 300 L240 470 Z M850 470 L670 170 L580 140 L570 300 L760 470 Z" fill="${c.dark}"/>`)}
<path d="M420 150 L420 100 Q500 120 580 100 L580 150 Q500 180 420 150 Z" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<line x1="500" y1="115" x2="500" y2="440" ${stroke(c.trim, 7)}/>
<rect x="489" y="420" width="22" height="40" rx="6" fill="${c.trim}"/>`;
}

export function baseLayer(c: ArtColours): string {
  return `<path d="${SLIM_TOP}" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M430 190 Q500 235 570 190" fill="none" ${stroke(c.dark, 10)}/>
<path d="M420 195 L300 380 M580 195 L700 380 M310 820 L690 820" fill="none" stroke="${c.dark}" stroke-width="5" stroke-dasharray="14 10"/>
<path d="M255 300 Q230 420 205 560" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="18" stroke-linecap="round"/>`;
}

export function sweater(c: ArtColours): string {
  const zigzag = (y: number) =>
    `<polyline points="${Array.from({ length: 21 }, (_, i) => `${100 + i * 40},${y + (i % 2 === 0 ? 0 : 30)}`).join(" ")}" fill="none" ${stroke(c.light, 9)}/>`;
  const crosses = Array.from({ length: 10 }, (_, i) => `<path d="M${150 + i * 75} 330 l20 20 m0 -20 l-20 20" ${stroke(c.trim, 6)}/>`).join("");
  return `<path d="${SLIM_TOP}" fill="${c.main}" ${stroke(c.outline)}/>
${clipped("yoke", SLIM_TOP, `<rect x="0" y="180" width="1000" height="210" fill="${c.dark}"/>${zigzag(225)}${crosses}${zigzag(365)}`)}
<path d="M420 185 Q500 240 580 185" fill="none" ${stroke(c.light, 14)}/>
<path d="M320 830 L680 830 M150 640 L205 655 M850 640 L795 655" fill="none" stroke="${c.dark}" stroke-width="26"/>`;
}

export function trousers(c: ArtColours): string {
  const legs = "M320 110 L680 110 L700 300 L735 880 L560 895 L500 360 L440 895 L265 880 L300 300 Z";
  return `<path d="${legs}" fill="${c.main}" ${stroke(c.outline)}/>
<rect x="318" y="105" width="364" height="45" rx="8" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M500 150 L500 330 M330 170 Q370 230 420 180 M670 170 Q630 230 580 180" fill="none" ${stroke(c.dark, 6)}/>
<path d="M300 560 Q360 580 420 560 M700 560 Q640 580 580 560 M285 440 L345 440 L345 520 L285 520" fill="none" ${stroke(c.dark, 5)}/>
<path d="M268 850 L442 862 M558 862 L732 850" fill="none" ${stroke(c.trim, 6)}/>`;
}

export function shorts(c: ArtColours): string {
  const legs = "M300 180 L700 180 L745 570 L545 600 L500 380 L455 600 L255 570 Z";
  return `<path d="${legs}" fill="${c.main}" ${stroke(c.outline)}/>
<rect x="298" y="175" width="404" height="48" rx="8" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M500 223 L500 370 M320 245 Q370 300 430 250 M680 245 Q630 300 570 250 M262 540 L455 565 M545 565 L738 540" fill="none" ${stroke(c.dark, 6)}/>
<rect x="300" y="360" width="110" height="110" rx="10" fill="none" ${stroke(c.trim, 5)}/>`;
}

export function glove(c: ArtColours): string {
  const fingers = [
    [345, 190],
    [425, 150],
    [505, 160],
    [585, 215],
  ]
    .map(([x, top]) => `<rect x="${x}" y="${top}" width="74" height="${460 - (top as number)}" rx="37" fill="${c.main}" ${stroke(c.outline)}/>`)
    .join("");
  return `${fingers}
<rect x="240" y="420" width="90" height="250" rx="45" transform="rotate(-38 285 545)" fill="${c.main}" ${stroke(c.outline)}/>
<rect x="335" y="380" width="330" height="350" rx="70" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M360 470 Q500 440 650 470" fill="none" ${stroke(c.dark, 6)}/>
<rect x="350" y="700" width="300" height="200" rx="30" fill="${c.dark}" ${stroke(c.outline)}/>
<rect x="560" y="735" width="60" height="40" rx="8" fill="${c.trim}"/>`;
}

export function hat(c: ArtColours): string {
  const ribs = Array.from({ length: 17 }, (_, i) => `<line x1="${255 + i * 30}" y1="650" x2="${255 + i * 30}" y2="790" ${stroke(c.outline, 3)} stroke-opacity="0.4"/>`).join("");
  return `<circle cx="500" cy="235" r="90" fill="${c.light}" ${stroke(c.outline)}/>
<path d="M430 200 l30 30 m20 -50 l10 40 m40 -20 l-20 30 m-90 40 l40 -10" fill="none" ${stroke(c.dark, 5)}/>
<path d="M250 700 Q240 310 500 290 Q760 310 750 700 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M330 640 Q330 400 420 330 M500 640 L500 300 M670 640 Q670 400 580 330" fill="none" ${stroke(c.dark, 5)} stroke-opacity="0.5"/>
<rect x="230" y="640" width="540" height="160" rx="30" fill="${c.dark}" ${stroke(c.outline)}/>${ribs}
<rect x="455" y="690" width="90" height="50" rx="6" fill="${c.trim}"/>`;
}
