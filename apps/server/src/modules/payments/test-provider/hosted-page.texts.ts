// The test provider's hosted page and method names in the shopper's language (fi, sv, en, de, fr,
// ru). The type makes a missing text a compile error; hosted-page.texts.test.ts checks the rest.
import type { LanguageCode } from "@polku/domain";

export interface TestProviderTexts {
  /** The names of its methods in the checkout's payment_methods: a card, an invoice and a wallet, as a real shop offers. */
  methodCard: string;
  methodInvoice: string;
  methodWallet: string;
  title: string;
  /** Says plainly that no money moves. */
  notice: string;
  merchant: string;
  amount: string;
  reference: string;
  choose: string;
  approve: string;
  decline: string;
  cancel: string;
  delay: string;
  /** {seconds}: how long the delayed answer takes. */
  delayHint: string;
  invalidTitle: string;
  invalidBody: string;
  handledTitle: string;
  handledBody: string;
  continue: string;
}

export const testProviderTexts: Record<LanguageCode, TestProviderTexts> = {
  fi: {
    methodCard: "Korttimaksu (testi)",
    methodInvoice: "Lasku tai osamaksu (testi)",
    methodWallet: "Verkkolompakko (testi)",
    title: "Testimaksu",
    notice: "Tämä on kaupan testimaksupalvelu: rahaa ei veloiteta.",
    merchant: "Kauppias",
    amount: "Summa",
    reference: "Tilausnumero",
    choose: "Valitse maksun tulos",
    approve: "Hyväksy maksu",
    decline: "Hylkää maksu",
    cancel: "Peruuta",
    delay: "Viivästetty vastaus",
    delayHint: "Maksu hyväksytään {seconds} sekunnin kuluttua; sillä välin siirryt odotussivulle.",
    invalidTitle: "Maksuistunto ei kelpaa",
    invalidBody: "Maksuistunto on vanhentunut tai sitä on muutettu. Palaa kauppaan ja yritä uudelleen.",
    handledTitle: "Maksu on jo käsitelty",
    handledBody: "Tämän maksun tulos on jo valittu.",
    continue: "Jatka kauppaan",
  },
  sv: {
    methodCard: "Kortbetalning (test)",
    methodInvoice: "Faktura eller delbetalning (test)",
    methodWallet: "Digital plånbok (test)",
    title: "Testbetalning",
    notice: "Detta är butikens testbetaltjänst: inga pengar dras.",
    merchant: "Handlare",
    amount: "Belopp",
    reference: "Ordernummer",
    choose: "Välj betalningens resultat",
    approve: "Godkänn betalningen",
    decline: "Avvisa betalningen",
    cancel: "Avbryt",
    delay: "Fördröjt svar",
    delayHint: "Betalningen godkänns efter {seconds} sekunder; under tiden kommer du till väntesidan.",
    invalidTitle: "Betalningssessionen är ogiltig",
    invalidBody: "Betalningssessionen har gått ut eller ändrats. Gå tillbaka till butiken och försök igen.",
    handledTitle: "Betalningen är redan behandlad",
    handledBody: "Resultatet för den här betalningen har redan valts.",
    continue: "Fortsätt till butiken",
  },
  en: {
    methodCard: "Card payment (test)",
    methodInvoice: "Invoice or instalments (test)",
    methodWallet: "Online wallet (test)",
    title: "Test payment",
    notice: "This is the shop's test payment service: no money is charged.",
    merchant: "Merchant",
    amount: "Amount",
    reference: "Order number",
    choose: "Choose the outcome of the payment",
    approve: "Approve payment",
    decline: "Decline payment",
    cancel: "Cancel",
    delay: "Delayed answer",
    delayHint: "The payment is approved after {seconds} seconds; meanwhile you go to the waiting page.",
    invalidTitle: "The payment session is not valid",
    invalidBody: "The payment session has expired or has been altered. Go back to the shop and try again.",
    handledTitle: "The payment has already been handled",
    handledBody: "The outcome of this payment has already been chosen.",
    continue: "Continue to the shop",
  },
  de: {
    methodCard: "Kartenzahlung (Test)",
    methodInvoice: "Rechnung oder Ratenkauf (Test)",
    methodWallet: "Online-Wallet (Test)",
    title: "Testzahlung",
    notice: "Dies ist der Testzahlungsdienst des Shops: Es wird kein Geld abgebucht.",
    merchant: "Händler",
    amount: "Betrag",
    reference: "Bestellnummer",
    choose: "Wählen Sie das Ergebnis der Zahlung",
    approve: "Zahlung genehmigen",
    decline: "Zahlung ablehnen",
    cancel: "Abbrechen",
    delay: "Verzögerte Antwort",
    delayHint: "Die Zahlung wird nach {seconds} Sekunden genehmigt; inzwischen gelangen Sie zur Warteseite.",
    invalidTitle: "Die Zahlungssitzung ist ungültig",
    invalidBody: "Die Zahlungssitzung ist abgelaufen oder wurde verändert. Kehren Sie zum Shop zurück und versuchen Sie es erneut.",
    handledTitle: "Die Zahlung wurde bereits bearbeitet",
    handledBody: "Das Ergebnis dieser Zahlung wurde bereits gewählt.",
    continue: "Weiter zum Shop",
  },
  fr: {
    methodCard: "Paiement par carte (test)",
    methodInvoice: "Facture ou paiement échelonné (test)",
    methodWallet: "Portefeuille en ligne (test)",
    title: "Paiement de test",
    notice: "Ceci est le service de paiement de test de la boutique : aucun montant n'est débité.",
    merchant: "Marchand",
    amount: "Montant",
    reference: "Numéro de commande",
    choose: "Choisissez le résultat du paiement",
    approve: "Approuver le paiement",
    decline: "Refuser le paiement",
    cancel: "Annuler",
    delay: "Réponse différée",
    delayHint: "Le paiement est approuvé après {seconds} secondes ; en attendant, vous allez à la page d'attente.",
    invalidTitle: "La session de paiement n'est pas valide",
    invalidBody: "La session de paiement a expiré ou a été modifiée. Revenez à la boutique et réessayez.",
    handledTitle: "Le paiement a déjà été traité",
    handledBody: "Le résultat de ce paiement a déjà été choisi.",
    continue: "Continuer vers la boutique",
  },
  ru: {
    methodCard: "Оплата картой (тест)",
    methodInvoice: "Счёт или рассрочка (тест)",
    methodWallet: "Онлайн-кошелёк (тест)",
    title: "Тестовый платёж",
    notice: "Это тестовый платёжный сервис магазина: деньги не списываются.",
    merchant: "Продавец",
    amount: "Сумма",
    reference: "Номер заказа",
    choose: "Выберите результат платежа",
    approve: "Одобрить платёж",
    decline: "Отклонить платёж",
    cancel: "Отменить",
    delay: "Ответ с задержкой",
    delayHint: "Платёж будет одобрен через {seconds} с; тем временем вы перейдёте на страницу ожидания.",
    invalidTitle: "Платёжная сессия недействительна",
    invalidBody: "Срок платёжной сессии истёк или она была изменена. Вернитесь в магазин и попробуйте снова.",
    handledTitle: "Платёж уже обработан",
    handledBody: "Результат этого платежа уже выбран.",
    continue: "Вернуться в магазин",
  },
};

export function textsFor(language: LanguageCode): TestProviderTexts {
  return testProviderTexts[language] ?? testProviderTexts.en;
}
