// Loader helpers of the editorial pages (docs/content.md): the API's 404 is the error screen's
// 404 with the page's message; any other failure is a 503 with "could not be loaded".
import { data } from "react-router";
import { ApiError } from "../../lib/api";
import type { ErrorPayload } from "../../lib/errors";
import type { MessageKey } from "../../lib/i18n";

export async function loadOr404<T>(load: () => Promise<T>, notFound: { messageKey: MessageKey; buttonTarget: string }, failedKey: MessageKey): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // A slug the API refuses (400) names nothing either.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data<ErrorPayload>(notFound, { status: 404 });
    console.error("Failed to load editorial content", error);
    throw data<ErrorPayload>({ messageKey: failedKey, buttonTarget: notFound.buttonTarget }, { status: 503 });
  }
}

/** ?page= of a list: a whole number from 1; anything else is the first page. */
export function pageOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  const page = Number(raw);
  return raw && Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** A page past the last one is not a page. */
export function assertPage(page: number, pageCount: number, buttonTarget: string): void {
  if (page > pageCount) throw data<ErrorPayload>({ messageKey: "lifeOutdoors.empty", buttonTarget }, { status: 404 });
}

export function notFoundError(payload: ErrorPayload) {
  return data<ErrorPayload>(payload, { status: 404 });
}
