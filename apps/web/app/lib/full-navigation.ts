// Full page loads the app starts itself (spec 01 §8): to another origin only when the caller
// says the target is external (a payment provider's page, a language's own host), and never to
// a dangerous protocol (javascript:, data:, vbscript:, …), whatever the caller says. A refused
// target throws: the page stays where it is and the error reaches the error report.
import { isSafeNavigationTarget } from "@polku/domain";

export class UnsafeNavigationError extends Error {
  constructor(readonly href: string) {
    super(`Refused to navigate to ${JSON.stringify(href.slice(0, 200))}`);
    this.name = "UnsafeNavigationError";
  }
}

export function loadPage(href: string, opts: { external?: boolean } = {}, assign: (href: string) => void = (target) => window.location.assign(target)): void {
  if (!isSafeNavigationTarget(href, opts)) throw new UnsafeNavigationError(href);
  assign(href);
}
