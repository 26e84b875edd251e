// The second-hand calls' refusals in the shopper's language.
import type { LanguageCode } from "@polku/domain";
import { formatMessage } from "../../lib/message-format";

const TEXTS = {
  not_found: {
    fi: "Käytettyä tuotetta ei löytynyt.", sv: "Den begagnade produkten hittades inte.", en: "Second-hand item not found.",
    de: "Gebrauchter Artikel nicht gefunden.", fr: "Article d'occasion introuvable.", ru: "Б/у товар не найден.",
  },
  sold: {
    fi: "Tämä käytetty tuote on jo myyty.", sv: "Den här begagnade produkten är redan såld.", en: "This second-hand item has already been sold.",
    de: "Dieser gebrauchte Artikel ist bereits verkauft.", fr: "Cet article d'occasion a déjà été vendu.", ru: "Этот б/у товар уже продан.",
  },
  parent_not_found: {
    fi: "Tuotetta ei löytynyt.", sv: "Produkten hittades inte.", en: "Product not found.",
    de: "Produkt nicht gefunden.", fr: "Produit introuvable.", ru: "Товар не найден.",
  },
} satisfies Record<string, Record<LanguageCode, string>>;

export const secondHandText = (key: keyof typeof TEXTS, language: LanguageCode) => formatMessage(TEXTS[key][language], language);
