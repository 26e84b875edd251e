// The club card's barcode (docs/accounts.md "Club card"): the member number as Code 128, which
// every store scanner reads, rendered to SVG on the server by bwip-js (no images to download).
import bwipjs from "bwip-js/node";

export function clubBarcodeSvg(memberNumber: string): string | null {
  if (!/^[0-9A-Za-z-]{1,32}$/.test(memberNumber)) return null;
  return bwipjs.toSVG({ bcid: "code128", text: memberNumber, height: 14, scale: 2, includetext: false, paddingwidth: 0, paddingheight: 0 });
}
