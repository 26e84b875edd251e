// Skiing equipment on a 1000 x 1000 canvas.
import { stroke, type ArtColours } from "./colour";

const RUBBER = "#2b2d2c";

function oneSki(c: ArtColours, x: number, angle: number, id: string): string {
  const shape = `M${x - 45} 900 L${x - 45} 165 Q${x - 45} 60 ${x} 50 Q${x + 45} 60 ${x + 45} 165 L${x + 45} 900 Q${x} 930 ${x - 45} 900 Z`;
  const stripes = Array.from({ length: 6 }, (_, i) => `<path d="M${x - 60} ${220 + i * 55} L${x + 60} ${170 + i * 55}" ${stroke(c.light, 14)}/>`).join("");
  return `<g transform="rotate(${angle} ${x} 500)"><path d="${shape}" fill="${c.main}" ${stroke(c.outline)}/>
<clipPath id="${id}"><path d="${shape}"/></clipPath><g clip-path="url(#${id})">${stripes}<rect x="${x - 50}" y="640" width="100" height="300" fill="${c.dark}"/></g>
<rect x="${x - 40}" y="470" width="80" height="130" rx="10" fill="${c.trim}" fill-opacity="0.8"/></g>`;
}

export const ski = (c: ArtColours) => oneSki(c, 430, -5, "ski-a") + oneSki(c, 580, 5, "ski-b");

export function binding(c: ArtColours): string {
  return `<rect x="150" y="600" width="700" height="40" rx="8" fill="${RUBBER}"/>
<path d="M640 600 L640 470 Q650 430 700 430 L800 440 Q840 450 840 500 L840 600 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M160 600 L160 430 Q170 380 240 380 L330 400 L340 600 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M170 420 L100 350" fill="none" ${stroke(c.trim, 22)}/>
<path d="M300 640 L360 770 M250 640 L300 770" fill="none" ${stroke("#8f969a", 10)}/>
<rect x="700" y="470" width="60" height="34" rx="6" fill="${c.dark}"/><rect x="210" y="430" width="60" height="34" rx="6" fill="${c.dark}"/>
<path d="M640 540 L560 540 L560 600" fill="none" ${stroke(c.dark, 8)}/>`;
}

export function pole(c: ArtColours): string {
  const onePole = (x1: number, x2: number) => {
    const angle = (Math.atan2(840, x2 - x1) * 180) / Math.PI - 90;
    const bx = x1 + (x2 - x1) * 0.86;
    return `<line x1="${x1}" y1="80" x2="${x2}" y2="920" ${stroke(c.main, 20)}/>
<rect x="${x1 - 26}" y="60" width="52" height="190" rx="24" transform="rotate(${angle} ${x1} 155)" fill="${c.dark}" ${stroke(c.outline, 4)}/>
<path d="M${x1 - 10} 80 Q${x1 - 90} 170 ${x1 - 20} 240" fill="none" ${stroke(c.trim, 8)}/>
<ellipse cx="${bx}" cy="800" rx="62" ry="20" fill="${c.light}" ${stroke(c.outline, 4)}/>
<line x1="${x1 + (x2 - x1) * 0.97}" y1="895" x2="${x2}" y2="940" ${stroke("#50575a", 10)}/>`;
  };
  return onePole(300, 650) + onePole(700, 350);
}

export function helmet(c: ArtColours): string {
  return `<path d="M220 560 Q200 250 500 200 Q780 190 820 460 L830 560 Q760 600 650 590 L620 520 Q500 500 380 540 L330 640 Q250 640 220 560 Z" fill="${c.main}" ${stroke(c.outline)}/>
<path d="M380 270 Q430 245 480 240 M520 238 Q580 240 630 262 M660 290 Q700 315 730 350" fill="none" ${stroke(RUBBER, 22)}/>
<path d="M330 545 Q400 520 470 560 L440 660 Q360 690 320 640 Z" fill="${RUBBER}" fill-opacity="0.85"/>
<path d="M440 650 Q520 760 600 700" fill="none" ${stroke(c.trim, 8)}/>
<rect x="190" y="430" width="50" height="70" rx="10" fill="${c.trim}"/>
<path d="M280 330 Q330 260 420 235" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="20" stroke-linecap="round"/>`;
}

export function goggles(c: ArtColours): string {
  const frame = "M200 500 Q200 330 380 330 L620 330 Q800 330 800 500 Q800 670 640 670 L560 670 Q500 600 440 670 L360 670 Q200 670 200 500 Z";
  return `<defs><linearGradient id="lens" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="0.55" stop-color="${c.main}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient></defs>
<rect x="70" y="455" width="860" height="90" rx="20" fill="${RUBBER}"/>
<path d="M90 470 L910 470 M90 530 L910 530" ${stroke(c.trim, 5)} stroke-dasharray="30 20"/>
<path d="${frame}" fill="${RUBBER}" ${stroke(RUBBER, 6)}/>
<path d="${frame}" transform="translate(500 500) scale(0.9) translate(-500 -500)" fill="url(#lens)"/>
<path d="M300 380 L420 380 L320 560 L250 560 Z" fill="#ffffff" fill-opacity="0.3"/>`;
}
