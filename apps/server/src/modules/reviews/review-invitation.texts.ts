// The review invitation's texts (docs/product-page.md "Review invitations") in the six languages
// of the shop; the order's language picks one.
import type { LanguageCode } from "@polku/domain";

export interface ReviewInvitationTexts {
  subject: (number: string) => string;
  heading: string;
  intro: (number: string) => string;
  /** The label of each product's link. */
  write: (product: string) => string;
  note: string;
  footer: string;
  /** The customer's account page, where marketing e-mail is turned off. */
  settings: string;
}

export const REVIEW_INVITATION_MAIL: Record<LanguageCode, ReviewInvitationTexts> = {
  fi: {
    subject: (n) => `Miten tilauksesi ${n} tuotteet ovat toimineet?`,
    heading: "Kerro kokemuksesi",
    intro: (n) => `Kiitos tilauksestasi ${n}. Arvostelusi auttaa muita valitsemaan oikein. Arvostelun kirjoittaminen vie pari minuuttia.`,
    write: (p) => `Arvostele: ${p}`,
    note: "Arvostelut tarkistetaan ennen julkaisua. Voit liittää arvosteluun myös kuvia.",
    footer: "Saat tämän viestin, koska olet tilannut meiltä ja sallinut markkinointiviestit. Tilaukseen liittyviä viestejä ei lähetetä tästä uudelleen.",
    settings: "Markkinointiviestien asetukset",
  },
  sv: {
    subject: (n) => `Hur har produkterna i din beställning ${n} fungerat?`,
    heading: "Berätta om din upplevelse",
    intro: (n) => `Tack för din beställning ${n}. Din recension hjälper andra att välja rätt. Det tar bara ett par minuter.`,
    write: (p) => `Recensera: ${p}`,
    note: "Recensioner granskas före publicering. Du kan också bifoga bilder.",
    footer: "Du får detta meddelande eftersom du har handlat hos oss och godkänt marknadsföringsmeddelanden. Vi skickar det bara en gång per beställning.",
    settings: "Inställningar för marknadsföring",
  },
  en: {
    subject: (n) => `How are the products of your order ${n} working out?`,
    heading: "Tell us what you think",
    intro: (n) => `Thank you for your order ${n}. Your review helps others choose well, and it only takes a couple of minutes.`,
    write: (p) => `Review: ${p}`,
    note: "Reviews are checked before they are published. You can add photos too.",
    footer: "You receive this message because you ordered from us and allowed marketing e-mail. We send it only once per order.",
    settings: "Marketing e-mail settings",
  },
  de: {
    subject: (n) => `Wie bewähren sich die Produkte Ihrer Bestellung ${n}?`,
    heading: "Teilen Sie Ihre Erfahrung",
    intro: (n) => `Vielen Dank für Ihre Bestellung ${n}. Ihre Bewertung hilft anderen bei der Wahl und dauert nur ein paar Minuten.`,
    write: (p) => `Bewerten: ${p}`,
    note: "Bewertungen werden vor der Veröffentlichung geprüft. Sie können auch Fotos anhängen.",
    footer: "Sie erhalten diese Nachricht, weil Sie bei uns bestellt und Werbe-E-Mails erlaubt haben. Wir senden sie nur einmal pro Bestellung.",
    settings: "Einstellungen für Werbe-E-Mails",
  },
  fr: {
    subject: (n) => `Que pensez-vous des produits de votre commande ${n} ?`,
    heading: "Donnez-nous votre avis",
    intro: (n) => `Merci pour votre commande ${n}. Votre avis aide les autres à bien choisir et ne prend que quelques minutes.`,
    write: (p) => `Donner mon avis : ${p}`,
    note: "Les avis sont vérifiés avant publication. Vous pouvez aussi joindre des photos.",
    footer: "Vous recevez ce message car vous avez commandé chez nous et accepté les e-mails marketing. Nous ne l’envoyons qu’une fois par commande.",
    settings: "Préférences des e-mails marketing",
  },
  ru: {
    subject: (n) => `Как вам товары из заказа ${n}?`,
    heading: "Поделитесь впечатлениями",
    intro: (n) => `Спасибо за заказ ${n}. Ваш отзыв поможет другим сделать правильный выбор и займёт пару минут.`,
    write: (p) => `Оставить отзыв: ${p}`,
    note: "Отзывы проверяются перед публикацией. К отзыву можно приложить фото.",
    footer: "Вы получили это письмо, потому что сделали у нас заказ и разрешили маркетинговые рассылки. Мы отправляем его один раз на заказ.",
    settings: "Настройки маркетинговых писем",
  },
};
