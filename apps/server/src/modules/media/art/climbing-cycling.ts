// Climbing and cycling equipment on a 1000 x 1000 canvas.
import { stroke, type ArtColours } from "./colour";

const TYRE = "#222423";

export function rope(c: ArtColours): string {
  const coils = Array.from({ length: 6 }, (_, i) => {
    const rx = 300 - i * 24;
    const ry = 215 - i * 16;
    return `<ellipse cx="500" cy="${520 - i * 6}" rx="${rx}" ry="${ry}" fill="none" ${stroke(c.main, 28)}/>
<ellipse cx="500" cy="${520 - i * 6}" rx="${rx}" ry="${ry}" fill="none" stroke="${c.light}" stroke-width="8" stroke-dasharray="6 16"/>`;
  }).join("");
  return `${coils}<path d="M780 600 Q860 760 760 860" fill="none" ${stroke(c.main, 28)}/>
<path d="M770 850 L750 880" ${stroke(c.trim, 30)}/>`;
}

export function harness(c: ArtColours): string {
  return `<ellipse cx="500" cy="360" rx="260" ry="110" fill="none" ${stroke(c.main, 60)}/>
<ellipse cx="500" cy="360" rx="260" ry="110" fill="none" stroke="${c.dark}" stroke-width="6" stroke-dasharray="20 14"/>
<rect x="455" y="440" width="90" height="50" rx="10" fill="${c.trim}" ${stroke(c.outline, 4)}/>
<ellipse cx="390" cy="660" rx="115" ry="95" fill="none" ${stroke(c.main, 40)}/>
<ellipse cx="610" cy="660" rx="115" ry="95" fill="none" ${stroke(c.main, 40)}/>
<ellipse cx="500" cy="540" rx="34" ry="70" fill="none" ${stroke(c.trim, 18)}/>
<path d="M290 420 Q300 480 340 470 M710 420 Q700 480 660 470" fill="none" ${stroke(c.dark, 10)}/>`;
}

export function bike(c: ArtColours): string {
  const wheel = (cx: number) => {
    const spokes = Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `<line x1="${cx}" y1="650" x2="${(cx + Math.cos(a) * 170).toFixed(1)}" y2="${(650 + Math.sin(a) * 170).toFixed(1)}" ${stroke("#9da3a6", 3)}/>`;
    }).join("");
    return `${spokes}<circle cx="${cx}" cy="650" r="185" fill="none" ${stroke(TYRE, 28)}/><circle cx="${cx}" cy="650" r="168" fill="none" ${stroke("#b9bec0", 6)}/><circle cx="${cx}" cy="650" r="16" fill="${TYRE}"/>`;
  };
  return `${wheel(265)}${wheel(735)}
<path d="M430 650 L390 360 L650 380 L430 650 L265 650 L390 360 M650 380 L735 650" fill="none" ${stroke(c.main, 26)}/>
<path d="M650 380 L630 300 L700 290 Q740 300 720 340" fill="none" ${stroke(TYRE, 14)}/>
<path d="M340 335 Q390 315 450 335 L440 350 Q390 340 345 350 Z" fill="${TYRE}"/>
<line x1="390" y1="360" x2="385" y2="340" ${stroke(TYRE, 14)}/>
<circle cx="430" cy="650" r="36" fill="${c.dark}" ${stroke(TYRE, 5)}/>
<path d="M430 650 L470 720 M450 720 L495 720" ${stroke(TYRE, 10)}/>`;
}

export function bikeHelmet(c: ArtColours): string {
  const vents = [
    "M330 420 Q380 330 470 300",
    "M400 470 Q460 380 560 345",
    "M500 490 Q570 420 660 400",
    "M600 510 Q670 470 740 470",
  ]
    .map((d) => `<path d="${d}" fill="none" ${stroke("#1f2120", 24)}/>`)
    .join("");
  return `<path d="M200 600 Q200 300 480 260 Q760 250 830 520 L810 600 Q700 560 600 590 L560 540 Q400 530 300 620 Z" fill="${c.main}" ${stroke(c.outline)}/>
${vents}
<path d="M780 520 L880 540 L860 580 L805 575 Z" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<circle cx="235" cy="600" r="30" fill="#1f2120"/>
<path d="M300 620 Q380 740 480 700 M560 545 Q530 650 480 700" fill="none" ${stroke(c.trim, 7)}/>
<path d="M280 430 Q330 330 430 300" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="18" stroke-linecap="round"/>`;
}
