// All six dictionaries, for the server only: the page gets just its own language's messages.
import type { LanguageCode } from "@polku/domain";
import type { Messages } from "../lib/i18n";
import de from "./de";
import en from "./en";
import fi from "./fi";
import fr from "./fr";
import ru from "./ru";
import sv from "./sv";

export const dictionaries: Record<LanguageCode, Messages> = { fi, sv, en, de, fr, ru };
