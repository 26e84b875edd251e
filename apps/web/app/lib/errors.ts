// What loaders throw for the error screen (spec 01 §2 Error screen, §8).
import type { LanguageCode } from "@polku/domain";
import { data } from "react-router";
import type { MessageKey, MessageValues, Messages } from "./i18n";

export interface ErrorPayload {
  messageKey: MessageKey;
  values?: MessageValues;
  /** spec 01 §2: go to the button target after ERROR_REDIRECT_MS. */
  redirect?: boolean;
  buttonKey?: MessageKey;
  buttonTarget?: string;
  /** spec 01 §2: the product page's error screen also shows the contact e-mail and a front-page button. */
  contact?: boolean;
  /** Only when the root loader itself failed: the language and the error layout's strings. */
  language?: LanguageCode;
  messages?: Partial<Messages>;
  shopName?: string;
}

/** The keys the error layout shows; carried in the payload when no root data exists. */
export const ERROR_LAYOUT_KEYS = [
  "shell.skipToContent",
  "shell.homeLink",
  "error.heading",
  "error.statusLabel",
  "error.continueShopping",
  "error.redirecting",
  "error.unexpected",
  "error.resources",
  "footer.copyright",
] as const satisfies readonly MessageKey[];

export function isErrorPayload(value: unknown): value is ErrorPayload {
  return typeof value === "object" && value !== null && typeof (value as ErrorPayload).messageKey === "string";
}

/** spec 01 §2: unmatched route -> 404 'Page not found: {path}'. */
export function notFound(path: string) {
  return data<ErrorPayload>({ messageKey: "error.notFound", values: { path } }, { status: 404 });
}

export function pickMessages(messages: Messages, keys: readonly MessageKey[]): Partial<Messages> {
  return Object.fromEntries(keys.map((key) => [key, messages[key]]));
}
