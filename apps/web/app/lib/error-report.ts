// spec 02 §7, §8: a page load that failed with anything but a 404 is reported to
// GET /api/?err=<message>. The report is fire-and-forget: the error page never waits for it,
// and a report that fails (network, 429, …) is dropped without a trace on the page.
import { ERROR_REPORT_MAX_LENGTH } from "@polku/domain";
import type { FetchLike } from "./api";

/** The message of a failure as reported: its text cut to 500 characters. */
export function errorReportMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_REPORT_MAX_LENGTH);
}

/** Sends the report without waiting for it; never throws nor rejects. */
export function reportLoadFailure(fetchImpl: FetchLike, error: unknown, clientIp?: string): void {
  const url = `/api/?err=${encodeURIComponent(errorReportMessage(error))}`;
  // The server rendering forwards the shopper's address, which the report limit counts by.
  const init: RequestInit = { headers: clientIp ? { "x-forwarded-for": clientIp } : {}, cache: "no-store" };
  try {
    fetchImpl(url, init).then(
      (response) => void response.body?.cancel().catch(() => undefined),
      () => undefined,
    );
  } catch {
    // A fetch that throws at once is dropped like one that fails later.
  }
}
