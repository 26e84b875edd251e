// spec 02 §7, §8: a page load that failed with anything but a 404 is reported to
// GET /api/?err=<message>, with the customer's so.auth value as the Authorization header when
// one is signed in (spec 01 §6: the bug-report path is one of those that carry it). The report is fire-and-forget: the error page never waits for it,
// and a report that fails (network, 429, …) is dropped without a trace on the page.
import { ERROR_REPORT_MAX_LENGTH } from "@polku/domain";
import type { FetchLike } from "./api";

/** The message of a failure as reported: its text cut to 500 characters. */
export function errorReportMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_REPORT_MAX_LENGTH);
}

export interface ReportSender {
  /** The shopper's address, forwarded by the server rendering; the report limit counts by it. */
  clientIp?: string;
  /** The so.auth value ("Bearer …") of a signed-in customer, null or absent for a guest. */
  authorization?: string | null;
}

/** Sends the report without waiting for it; never throws nor rejects. */
export function reportLoadFailure(fetchImpl: FetchLike, error: unknown, sender: ReportSender = {}): void {
  const url = `/api/?err=${encodeURIComponent(errorReportMessage(error))}`;
  const headers: Record<string, string> = {};
  if (sender.clientIp) headers["x-forwarded-for"] = sender.clientIp;
  if (sender.authorization) headers.authorization = sender.authorization;
  const init: RequestInit = { headers, cache: "no-store" };
  try {
    fetchImpl(url, init).then(
      (response) => void response.body?.cancel().catch(() => undefined),
      () => undefined,
    );
  } catch {
    // A fetch that throws at once is dropped like one that fails later.
  }
}
