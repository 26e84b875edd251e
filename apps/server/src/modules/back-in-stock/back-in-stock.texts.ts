// What the shopper reads from this module, in the six languages: the field errors of the request
// (spec 02 §5, §8: a 400 shows the server's field errors) and the back-in-stock e-mail.
import type { BackInStockErrorKey, LanguageCode } from "@polku/domain";

export const BACK_IN_STOCK_ERRORS: Record<LanguageCode, Record<BackInStockErrorKey, string>> = {
  fi: {
    emailRequired: "Sähköposti vaaditaan",
    emailInvalid: "Tarkista sähköpostiosoitteen muoto",
    productRequired: "Valitse tuote.",
    productUnknown: "Tuotetta ei löytynyt.",
  },
  sv: {
    emailRequired: "E-post krävs",
    emailInvalid: "Kontrollera e-postadressens format",
    productRequired: "Välj en produkt.",
    productUnknown: "Produkten hittades inte.",
  },
  en: {
    emailRequired: "Email is required",
    emailInvalid: "Check email formatting",
    productRequired: "Choose a product.",
    productUnknown: "Product not found.",
  },
  de: {
    emailRequired: "E-Mail ist erforderlich",
    emailInvalid: "Bitte prüfe das Format der E-Mail-Adresse",
    productRequired: "Bitte wähle ein Produkt.",
    productUnknown: "Produkt nicht gefunden.",
  },
  fr: {
    emailRequired: "L’e-mail est obligatoire",
    emailInvalid: "Vérifiez le format de l’adresse e-mail",
    productRequired: "Choisissez un produit.",
    productUnknown: "Produit introuvable.",
  },
  ru: {
    emailRequired: "Укажите адрес электронной почты",
    emailInvalid: "Проверьте формат адреса электронной почты",
    productRequired: "Выберите товар.",
    productUnknown: "Товар не найден.",
  },
};

export interface BackInStockMailTexts {
  subject: (product: string) => string;
  greeting: string;
  body: (product: string, variant: string) => string;
  button: string;
  footer: string;
}

export const BACK_IN_STOCK_MAIL: Record<LanguageCode, BackInStockMailTexts> = {
  fi: {
    subject: (p) => `${p} on taas saatavilla`,
    greeting: "Hei,",
    body: (p, v) => `pyysit meitä kertomaan, kun ${p}${v ? ` (${v})` : ""} palaa varastoon. Nyt sitä on taas saatavilla.`,
    button: "Katso tuote",
    footer: "Saat tämän viestin, koska pyysit ilmoitusta tuotteen saatavuudesta. Ilmoitus lähetetään vain kerran.",
  },
  sv: {
    subject: (p) => `${p} finns i lager igen`,
    greeting: "Hej,",
    body: (p, v) => `du bad oss meddela dig när ${p}${v ? ` (${v})` : ""} finns i lager igen. Nu finns den att köpa.`,
    button: "Visa produkten",
    footer: "Du får detta meddelande eftersom du bad om ett lagerbesked. Beskedet skickas bara en gång.",
  },
  en: {
    subject: (p) => `${p} is back in stock`,
    greeting: "Hello,",
    body: (p, v) => `you asked us to tell you when ${p}${v ? ` (${v})` : ""} is back in stock. It is available again now.`,
    button: "View the product",
    footer: "You receive this message because you asked to be told when the product is available. We send it only once.",
  },
  de: {
    subject: (p) => `${p} ist wieder auf Lager`,
    greeting: "Hallo,",
    body: (p, v) => `du wolltest erfahren, wann ${p}${v ? ` (${v})` : ""} wieder auf Lager ist. Jetzt ist es wieder erhältlich.`,
    button: "Zum Produkt",
    footer: "Du erhältst diese Nachricht, weil du um eine Verfügbarkeitsmeldung gebeten hast. Sie wird nur einmal gesendet.",
  },
  fr: {
    subject: (p) => `${p} est de nouveau en stock`,
    greeting: "Bonjour,",
    body: (p, v) => `vous avez demandé à être prévenu quand ${p}${v ? ` (${v})` : ""} serait de nouveau en stock. Il est à nouveau disponible.`,
    button: "Voir le produit",
    footer: "Vous recevez ce message car vous avez demandé une alerte de disponibilité. Elle n’est envoyée qu’une fois.",
  },
  ru: {
    subject: (p) => `${p} снова в наличии`,
    greeting: "Здравствуйте!",
    body: (p, v) => `Вы просили сообщить, когда ${p}${v ? ` (${v})` : ""} снова появится в наличии. Теперь товар доступен.`,
    button: "Посмотреть товар",
    footer: "Вы получили это письмо, потому что подписались на уведомление о наличии. Оно отправляется только один раз.",
  },
};
