// Which language the back office speaks to this request: the user's choice (cookie), else the
// browser's preference between Finnish and English, else Finnish.
import en from "../dictionaries/en";
import fi from "../dictionaries/fi";
import { apiMessagesFi } from "../dictionaries/api-messages-fi";
import type { ApiMessageTable } from "./api-messages";
import { isAdminLanguage, type AdminLanguage, type Messages } from "./i18n";
import { LANGUAGE_COOKIE, parseCookies } from "./session.server";

const DICTIONARIES: Record<AdminLanguage, Messages> = { fi, en };

export function languageOf(request: Request): AdminLanguage {
  const chosen = parseCookies(request.headers.get("cookie"))[LANGUAGE_COOKIE];
  if (isAdminLanguage(chosen)) return chosen;
  for (const part of (request.headers.get("accept-language") ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isAdminLanguage(code)) return code;
  }
  return "fi";
}

export function messagesOf(language: AdminLanguage): Messages {
  return DICTIONARIES[language];
}

/** The table the API's English messages are shown by (none for English). */
export function apiMessagesOf(language: AdminLanguage): ApiMessageTable | null {
  return language === "fi" ? apiMessagesFi : null;
}
