// Banner fields (spec 02 §3 Banner): buttonText has one text per line, paired with the lines of
// url; cropPoint "x,y" (percent) is the focus of crops; subText is a colour or "background;text".
import { isSafeNavigationTarget, type Banner } from "@polku/domain";

export interface BannerButton {
  text: string;
  url: string;
  external: boolean;
}

const lines = (value: string | null | undefined) => (value ?? "").split(/\r?\n/).map((line) => line.trim());

export function isInternalUrl(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

/** Text lines paired with url lines; pairs missing either part and unsafe targets are dropped. */
export function bannerButtons(banner: Pick<Banner, "buttonText" | "url">): BannerButton[] {
  const urls = lines(banner.url);
  return lines(banner.buttonText)
    .map((text, index) => ({ text, url: urls[index] ?? "" }))
    .filter((pair) => pair.text !== "" && pair.url !== "" && isSafeNavigationTarget(pair.url, { external: true }))
    .map((pair) => ({ ...pair, external: !isInternalUrl(pair.url) }));
}

/** CSS object-position from the crop point; the centre when missing or malformed. */
export function objectPosition(cropPoint: string | null | undefined): string {
  const [x, y] = (cropPoint ?? "").split(",").map((part) => Number(part.trim()));
  const ok = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0 && n <= 100;
  return ok(x) && ok(y) ? `${x}% ${y}%` : "50% 50%";
}

const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%/]+\))$/i;

/** A single colour is the text colour; "a;b" is background a with text b. Malformed parts are null. */
export function subTextColours(subText: string | null | undefined): { background: string | null; text: string | null } {
  const parts = (subText ?? "").split(";").map((part) => part.trim());
  const valid = (value: string | undefined) => (value && COLOUR.test(value) ? value : null);
  if (parts.length >= 2) return { background: valid(parts[0]), text: valid(parts[1]) };
  return { background: null, text: valid(parts[0]) };
}
