import { describe, expect, it, vi } from "vitest";
import { consentedCategories, hasConsent, isVideoId, VIDEO_CONSENT_RETRY, videoEmbedUrl, videoWatchUrl, waitForConsent, withConsent } from "./video";

/** A clock the test moves by hand: `advance(ms)` runs what falls due. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    set: (run: () => void, ms: number) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clear: (handle: unknown) => void due.delete(handle as number),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const first = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!first || first[1].at > end) break;
        due.delete(first[0]);
        now = first[1].at;
        first[1].run();
      }
      now = end;
    },
  };
}

describe("product video addresses", () => {
  it("takes an 11-character YouTube id and embeds it from youtube-nocookie", () => {
    expect(isVideoId("aBc_123-xYz")).toBe(true);
    expect(isVideoId("short")).toBe(false);
    expect(isVideoId("https://evil.example/")).toBe(false);
    expect(isVideoId(null)).toBe(false);
    expect(videoEmbedUrl("aBc_123-xYz")).toBe("https://www.youtube-nocookie.com/embed/aBc_123-xYz?rel=0");
    expect(videoWatchUrl("aBc_123-xYz")).toBe("https://www.youtube.com/watch?v=aBc_123-xYz");
  });
});

describe("functional-cookie consent", () => {
  it("reads the consented categories from the cookie", () => {
    expect(consentedCategories("functional, Marketing,other")).toEqual(["functional", "marketing"]);
    expect(hasConsent(undefined, "functional")).toBe(false);
    expect(hasConsent("statistics", "functional")).toBe(false);
    expect(hasConsent("statistics,functional", "functional")).toBe(true);
  });

  it("adds a category and keeps the others", () => {
    expect(withConsent(undefined, "functional")).toBe("functional");
    expect(withConsent("marketing", "functional")).toBe("functional,marketing");
    expect(withConsent("functional", "functional")).toBe("functional");
  });
});

describe("the video waits for consent every 500 ms, 10 times (spec 02 §7)", () => {
  it("retries 500 ms x 10", () => {
    expect(VIDEO_CONSENT_RETRY).toEqual({ intervalMs: 500, tries: 10 });
  });

  it("shows the video at once when consent is there", () => {
    const granted = vi.fn();
    waitForConsent(() => true, granted, manualTimers());
    expect(granted).toHaveBeenCalledTimes(1);
  });

  it("looks again every 500 ms and shows the video when consent comes", () => {
    {
      const timers = manualTimers();
      let consent = false;
      const check = vi.fn(() => consent);
      const granted = vi.fn();
      waitForConsent(check, granted, timers);
      timers.advance(499);
      expect(check).toHaveBeenCalledTimes(1);
      timers.advance(1);
      expect(check).toHaveBeenCalledTimes(2);
      consent = true;
      timers.advance(500);
      expect(granted).toHaveBeenCalledTimes(1);
      timers.advance(5000);
      expect(check).toHaveBeenCalledTimes(3);
    }
  });

  it("gives up after 10 looks, and stops when told", () => {
    {
      const timers = manualTimers();
      const check = vi.fn(() => false);
      const granted = vi.fn();
      waitForConsent(check, granted, timers);
      timers.advance(60_000);
      expect(check).toHaveBeenCalledTimes(10);
      expect(granted).not.toHaveBeenCalled();

      const later = vi.fn(() => false);
      const stop = waitForConsent(later, granted, timers);
      timers.advance(1000);
      stop();
      timers.advance(10_000);
      expect(later).toHaveBeenCalledTimes(3);
    }
  });
});
