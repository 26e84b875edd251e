// Names of the real providers' payment methods in the shopper's language (the test provider's is
// in its own texts). The type makes a missing language a compile error.
import type { LanguageCode } from "@polku/domain";

export const methodNames: Record<"card" | "invoice" | "wallet", Record<LanguageCode, string>> = {
  card: {
    fi: "Korttimaksu (Visa, Mastercard)",
    sv: "Kortbetalning (Visa, Mastercard)",
    en: "Card payment (Visa, Mastercard)",
    de: "Kartenzahlung (Visa, Mastercard)",
    fr: "Paiement par carte (Visa, Mastercard)",
    ru: "Оплата картой (Visa, Mastercard)",
  },
  invoice: {
    fi: "Lasku tai osamaksu (Klarna)",
    sv: "Faktura eller delbetalning (Klarna)",
    en: "Invoice or instalments (Klarna)",
    de: "Rechnung oder Ratenkauf (Klarna)",
    fr: "Facture ou paiement échelonné (Klarna)",
    ru: "Счёт или рассрочка (Klarna)",
  },
  wallet: {
    fi: "PayPal",
    sv: "PayPal",
    en: "PayPal",
    de: "PayPal",
    fr: "PayPal",
    ru: "PayPal",
  },
};
