// Hiking and camping equipment on a 1000 x 1000 canvas.
import { stroke, type ArtColours } from "./colour";

const METAL = "#9aa1a4";
const DARK = "#2b2d2c";

export function tent(c: ArtColours): string {
  return `<ellipse cx="500" cy="790" rx="400" ry="40" fill="#000000" fill-opacity="0.12"/>
<path d="M150 780 Q300 330 500 300 Q700 330 850 780 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M150 780 Q260 420 420 330 Q330 560 330 780 Z" fill="${c.light}" fill-opacity="0.45"/>
<path d="M420 780 Q440 520 500 480 Q560 520 580 780 Z" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M500 485 L500 780" ${stroke(c.trim, 5)}/>
<path d="M150 780 Q500 140 850 780 M240 780 Q500 260 760 780" fill="none" ${stroke(c.trim, 6)}/>
<path d="M200 640 L70 820 M800 640 L930 820" ${stroke("#7b7f7c", 3)}/>
<path d="M62 820 L78 790 M922 790 L938 820" ${stroke(METAL, 8)}/>`;
}

export function sleepingBag(c: ArtColours): string {
  const body = "M380 150 Q500 90 620 150 Q690 250 680 450 Q670 700 610 880 Q500 920 390 880 Q330 700 320 450 Q310 250 380 150 Z";
  const baffles = Array.from({ length: 9 }, (_, i) => `<path d="M250 ${330 + i * 65} Q500 ${350 + i * 65} 750 ${330 + i * 65}" fill="none" ${stroke(c.dark, 5)}/>`).join("");
  return `<path d="${body}" fill="${c.main}" ${stroke(c.outline)}/>
<clipPath id="bag"><path d="${body}"/></clipPath><g clip-path="url(#bag)">${baffles}</g>
<ellipse cx="500" cy="230" rx="90" ry="62" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<ellipse cx="500" cy="235" rx="55" ry="36" fill="#1d1f1e"/>
<path d="M585 290 Q600 520 560 760" fill="none" ${stroke(c.trim, 7)}/>
<circle cx="440" cy="295" r="10" fill="${c.trim}"/>`;
}

export function mat(c: ArtColours): string {
  const channels = Array.from({ length: 7 }, (_, i) => `<line x1="${180 + i * 75}" y1="568" x2="${180 + i * 75}" y2="612" ${stroke(c.dark, 4)}/>`).join("");
  return `<rect x="120" y="560" width="580" height="60" rx="14" fill="${c.main}" ${stroke(c.outline)}/>${channels}
<circle cx="760" cy="520" r="135" fill="${c.main}" ${stroke(c.outline)}/>
<circle cx="760" cy="520" r="100" fill="none" ${stroke(c.dark, 6)}/><circle cx="760" cy="520" r="66" fill="none" ${stroke(c.dark, 6)}/>
<circle cx="760" cy="520" r="32" fill="${c.dark}"/>
<rect x="130" y="575" width="30" height="30" rx="6" fill="${c.trim}"/>`;
}

export function backpack(c: ArtColours): string {
  return `<path d="M300 300 Q250 500 290 780 M700 300 Q750 500 710 780" fill="none" ${stroke(DARK, 34)}/>
<rect x="300" y="220" width="400" height="640" rx="90" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M300 300 Q300 160 500 150 Q700 160 700 300 Q600 335 500 335 Q400 335 300 300 Z" fill="${c.dark}" ${stroke(c.outline, 5)}/>
<rect x="360" y="520" width="280" height="260" rx="50" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M300 420 L700 420 M300 700 L360 700 M640 700 L700 700" ${stroke(c.trim, 10)}/>
<rect x="478" y="395" width="44" height="50" rx="6" fill="${c.trim}"/>
<path d="M470 150 Q500 100 530 150" fill="none" ${stroke(DARK, 12)}/>
<path d="M500 800 L500 880" ${stroke(DARK, 10)}/>`;
}

export function stove(c: ArtColours): string {
  return `<rect x="380" y="600" width="240" height="260" rx="40" fill="${DARK}" ${stroke("#111111", 4)}/>
<rect x="400" y="680" width="200" height="90" rx="8" fill="${c.trim}" fill-opacity="0.6"/>
<rect x="430" y="545" width="140" height="60" rx="10" fill="${METAL}" ${stroke("#5f6568", 4)}/>
<path d="M440 548 L380 520 M560 548 L620 520 M500 545 L500 525" ${stroke("#5f6568", 10)}/>
<path d="M470 528 Q480 490 495 510 Q505 470 520 515 Q532 495 535 528 Z" fill="#4aa3ff"/>
<rect x="300" y="330" width="400" height="190" rx="20" fill="${c.main}" ${stroke(c.outline)}/>
<ellipse cx="500" cy="330" rx="200" ry="30" fill="${c.light}" ${stroke(c.outline, 4)}/>
<path d="M300 380 Q220 380 220 430 M700 380 Q780 380 780 430" fill="none" ${stroke(DARK, 14)}/>
<rect x="470" y="292" width="60" height="24" rx="8" fill="${DARK}"/>`;
}
