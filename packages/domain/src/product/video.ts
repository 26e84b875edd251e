// The product video (spec 02 §2, §7): the model's video is a YouTube video id. The video is
// embedded (youtube-nocookie, the one video origin the CSP and the content sanitiser allow) only
// once the shopper has consented to functional cookies; until then the page shows a placeholder
// with a button that gives the consent and a link to watch the video on YouTube. The consent is
// looked for every 500 ms up to 10 times (spec 02 §7), so a consent given elsewhere on the page
// (or in another tab) shows the video without a reload.

/** A YouTube video id: 11 characters of letters, digits, '-' and '_'. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function isVideoId(value: string | null | undefined): value is string {
  return typeof value === "string" && VIDEO_ID.test(value);
}

/** The iframe address of a video (no autoplay, no related videos of other channels). */
export function videoEmbedUrl(id: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?rel=0`;
}

/** Where the placeholder's link takes the shopper. */
export function videoWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

// ---- cookie consent ---------------------------------------------------------------------------

/** The consent cookie: the categories consented to, comma-separated (e.g. "functional"). */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_COOKIE_DAYS = 365;
export const CONSENT_CATEGORIES = ["functional", "statistics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a cookie value consents to (unknown words ignored). */
export function consentedCategories(value: string | null | undefined): ConsentCategory[] {
  const words = new Set((value ?? "").split(",").map((word) => word.trim().toLowerCase()));
  return CONSENT_CATEGORIES.filter((category) => words.has(category));
}

export function hasConsent(value: string | null | undefined, category: ConsentCategory): boolean {
  return consentedCategories(value).includes(category);
}

/** The cookie value after consenting to one more category (the others kept). */
export function withConsent(value: string | null | undefined, category: ConsentCategory): string {
  const categories = new Set(consentedCategories(value));
  categories.add(category);
  return CONSENT_CATEGORIES.filter((c) => categories.has(c)).join(",");
}

/** spec 02 §7: the video widget looks for consent every 500 ms, at most 10 times. */
export const VIDEO_CONSENT_RETRY = { intervalMs: 500, tries: 10 } as const;

/**
 * Looks for consent now and then every `intervalMs`, `tries` times in all; calls `granted` once
 * when `check` answers true. Answers a function that stops looking.
 */
export function waitForConsent(
  check: () => boolean,
  granted: () => void,
  timers: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void },
  retry: { intervalMs: number; tries: number } = VIDEO_CONSENT_RETRY,
): () => void {
  let handle: unknown = null;
  let stopped = false;
  let tried = 0;
  const attempt = () => {
    handle = null;
    if (stopped) return;
    tried++;
    if (check()) {
      stopped = true;
      granted();
      return;
    }
    if (tried < retry.tries) handle = timers.set(attempt, retry.intervalMs);
  };
  attempt();
  return () => {
    stopped = true;
    if (handle !== null) timers.clear(handle);
  };
}
