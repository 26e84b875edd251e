// Footwear drawings on a 1000 x 1000 canvas, side views with the toe to the right.
import { stroke, type ArtColours } from "./colour";

const RUBBER = "#2b2d2c";
const MIDSOLE = "#f1efe9";

const lugs = (from: number, to: number, y: number, height = 18) =>
  Array.from({ length: Math.floor((to - from) / 55) }, (_, i) => `<rect x="${from + i * 55}" y="${y}" width="34" height="${height}" rx="5" fill="${RUBBER}"/>`).join("");

const laces = (points: [number, number][], colour: string) =>
  points
    .map(([x, y], i) => {
      const next = points[i + 1];
      const eyelet = `<circle cx="${x}" cy="${y}" r="9" fill="${colour}"/>`;
      return next ? `${eyelet}<path d="M${x - 25} ${y - 10} L${next[0] + 25} ${next[1] + 10} M${x + 25} ${y + 10} L${next[0] - 25} ${next[1] - 10}" ${stroke(colour, 7)}/>` : eyelet;
    })
    .join("");

export function boot(c: ArtColours): string {
  return `<path d="M250 260 L420 250 Q440 420 520 470 L760 540 Q850 570 850 660 L850 700 L230 700 Q210 500 250 260 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M700 530 Q860 560 855 700 L700 700 Q690 600 700 530 Z M230 560 Q300 540 340 600 L340 700 L228 700 Z" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M245 255 Q335 225 425 250" fill="none" ${stroke(c.dark, 26)}/>
${laces([[440, 300], [465, 360], [495, 415], [540, 460], [590, 490]], c.trim)}
<path d="M215 700 L870 700 Q880 760 840 780 L230 780 Q200 760 215 700 Z" fill="${RUBBER}" ${stroke(RUBBER, 4)}/>
${lugs(240, 840, 775)}`;
}

export function shoe(c: ArtColours): string {
  return `<path d="M260 470 Q300 420 400 430 Q470 450 540 500 L760 560 Q860 590 860 660 L860 690 L230 690 Q220 560 260 470 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M420 640 L560 520 L610 535 L470 660 Z M520 660 L650 555 L700 570 L570 670 Z" fill="${c.trim}" fill-opacity="0.85"/>
${laces([[470, 470], [520, 495], [575, 520], [630, 540]], c.dark)}
<path d="M220 690 L870 690 Q882 720 860 738 L235 738 Q208 720 220 690 Z" fill="${MIDSOLE}" ${stroke(c.outline, 4)}/>
<path d="M235 738 L860 738 L850 758 L245 758 Z" fill="${RUBBER}"/>${lugs(250, 850, 752, 14)}`;
}

export function winterBoot(c: ArtColours): string {
  const fur = Array.from({ length: 9 }, (_, i) => `<circle cx="${300 + i * 28}" cy="150" r="26" fill="#ebe5d8" ${stroke("#c2b8a3", 3)}/>`).join("");
  return `<path d="M300 150 L520 150 L540 480 L780 540 Q860 570 860 660 L860 700 L270 700 Q260 400 300 150 Z" fill="${c.main}" ${stroke(c.outline)}/>
${fur}
<path d="M290 330 L535 330" fill="none" ${stroke(c.dark, 16)}/>
<path d="M270 600 L860 600 L860 700 L270 700 Z" fill="${c.dark}" ${stroke(c.outline, 4)}/>
${laces([[480, 380], [510, 430], [545, 475], [600, 505]], c.trim)}
<path d="M250 700 L880 700 Q890 780 850 800 L265 800 Q235 780 250 700 Z" fill="${RUBBER}"/>${lugs(270, 860, 795, 24)}`;
}

export function sandal(c: ArtColours): string {
  return `<path d="M200 640 Q200 600 260 600 L800 600 Q860 600 860 640 L860 662 L200 662 Z" fill="${MIDSOLE}" ${stroke(c.outline, 4)}/>
<path d="M196 662 L864 662 Q868 700 840 705 L220 705 Q192 700 196 662 Z" fill="${RUBBER}"/>
<path d="M300 602 Q330 430 420 420 Q470 500 480 602 M620 602 Q660 470 760 500 Q800 560 790 602 M240 602 Q215 470 310 440" fill="none" stroke="${c.main}" stroke-width="40" stroke-linecap="round"/>
<rect x="395" y="400" width="50" height="40" rx="6" fill="${c.trim}"/>
<rect x="735" y="485" width="46" height="36" rx="6" fill="${c.trim}"/>`;
}

export function climbingShoe(c: ArtColours): string {
  return `<path d="M230 560 Q250 420 380 410 L520 430 Q700 470 820 600 Q850 640 820 660 Q700 680 520 640 L260 640 Q220 620 230 560 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M228 595 Q500 690 832 628 L822 662 Q700 690 520 652 L258 646 Q222 630 228 595 Z" fill="${RUBBER}"/>
<path d="M232 520 Q240 440 300 425 L310 560 Z" fill="${RUBBER}"/>
<rect x="430" y="440" width="70" height="190" rx="16" transform="rotate(18 465 535)" fill="${c.trim}" ${stroke(c.outline, 4)}/>
<path d="M560 470 Q650 500 700 560" fill="none" ${stroke(c.dark, 6)}/>`;
}

export function skiBoot(c: ArtColours): string {
  const buckles = [240, 340, 470, 570]
    .map((y) => `<rect x="560" y="${y}" width="70" height="34" rx="8" fill="${c.trim}" ${stroke(c.outline, 3)}/><line x1="575" y1="${y + 17}" x2="650" y2="${y + 5}" ${stroke(c.outline, 5)}/>`)
    .join("");
  return `<path d="M300 180 L560 170 L580 420 Q700 440 780 500 L800 620 L840 620 L840 700 L250 700 L250 620 L280 620 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M300 180 L560 170 L575 400 Q440 430 290 420 Z" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<rect x="300" y="150" width="255" height="40" rx="10" fill="#ded8cc"/>
<rect x="296" y="205" width="270" height="40" rx="8" fill="${RUBBER}"/>${buckles}
<rect x="240" y="695" width="220" height="40" rx="6" fill="${RUBBER}"/><rect x="600" y="695" width="250" height="40" rx="6" fill="${RUBBER}"/>`;
}

export function xcBoot(c: ArtColours): string {
  return `<path d="M280 480 Q270 340 340 330 L470 330 Q500 420 545 500 L760 560 Q860 590 860 660 L860 690 L240 690 Q230 580 280 480 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M270 330 L480 330 L490 380 L265 390 Z" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M480 420 Q600 470 760 560 L720 600 Q600 520 470 470 Z" fill="${c.dark}" fill-opacity="0.7"/>
<path d="M230 690 L870 690 L870 730 L240 730 Z" fill="${RUBBER}"/>
<rect x="868" y="695" width="34" height="26" rx="6" fill="#9aa0a3" ${stroke(RUBBER, 3)}/>`;
}
