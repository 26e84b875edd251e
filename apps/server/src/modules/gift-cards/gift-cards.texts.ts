// Texts of the gift cards the shop sells (docs/gift-cards.md), in the six languages: the e-mail
// that carries the codes and the balance check's answers. One typed object per language: a
// missing key is a compile error; gift-cards.texts.test.ts renders each and checks placeholders.
import type { LanguageCode } from "@polku/domain";
import { formatMessage } from "../../lib/message-format";

export const GIFT_CARD_TEXT_KEYS = [
  "mail_subject",
  "mail_heading",
  "mail_intro",
  "mail_card",
  "mail_card_recipient",
  "mail_posted",
  "mail_valid_until",
  "mail_how_to_use",
  "mail_action",
  "mail_footer",
  "not_found",
  "code_required",
] as const;
export type GiftCardTextKey = (typeof GIFT_CARD_TEXT_KEYS)[number];
type Texts = Record<GiftCardTextKey, string>;

const fi: Texts = {
  mail_subject: "Lahjakorttisi tilauksesta {number}",
  mail_heading: "Lahjakortit ovat valmiina",
  mail_intro: "Kiitos tilauksesta {number}. Tässä ovat ostamiesi lahjakorttien koodit.",
  mail_card: "Lahjakortti {value}: {code}",
  mail_card_recipient: "Lahjakortti {value} saajalle {name}: {code}",
  mail_posted: "Painettu lahjakortti lähetetään postitse tilauksen toimitusosoitteeseen; siinä on sama koodi.",
  mail_valid_until: "Voimassa {date} asti.",
  mail_how_to_use: "Koodi syötetään ostoskorissa alennus- ja lahjakorttikoodien kenttään. Saman tilauksen voi maksaa usealla lahjakortilla.",
  mail_action: "Tarkista saldo",
  mail_footer: "Sait tämän viestin, koska ostit lahjakortin. Säilytä koodit: ne ovat kuin rahaa.",
  not_found: "Lahjakorttia ei löytynyt. Tarkista koodi.",
  code_required: "Tämä on pakollinen kenttä.",
};

const sv: Texts = {
  mail_subject: "Dina presentkort från beställning {number}",
  mail_heading: "Presentkorten är klara",
  mail_intro: "Tack för beställning {number}. Här är koderna till presentkorten du köpte.",
  mail_card: "Presentkort {value}: {code}",
  mail_card_recipient: "Presentkort {value} till {name}: {code}",
  mail_posted: "Det tryckta presentkortet skickas per post till beställningens leveransadress; det har samma kod.",
  mail_valid_until: "Giltigt till {date}.",
  mail_how_to_use: "Ange koden i varukorgens fält för rabatt- och presentkortskoder. En beställning kan betalas med flera presentkort.",
  mail_action: "Kontrollera saldot",
  mail_footer: "Du fick detta meddelande eftersom du köpte ett presentkort. Spara koderna: de är som pengar.",
  not_found: "Presentkortet hittades inte. Kontrollera koden.",
  code_required: "Detta är ett obligatoriskt fält.",
};

const en: Texts = {
  mail_subject: "Your gift cards from order {number}",
  mail_heading: "Your gift cards are ready",
  mail_intro: "Thank you for order {number}. Here are the codes of the gift cards you bought.",
  mail_card: "Gift card {value}: {code}",
  mail_card_recipient: "Gift card {value} for {name}: {code}",
  mail_posted: "The printed gift card is posted to the order's delivery address; it carries the same code.",
  mail_valid_until: "Valid until {date}.",
  mail_how_to_use: "Enter the code in the cart's field for discount and gift card codes. One order can be paid with several gift cards.",
  mail_action: "Check the balance",
  mail_footer: "You received this message because you bought a gift card. Keep the codes safe: they are as good as money.",
  not_found: "Gift card not found. Please check the code.",
  code_required: "This is a required field.",
};

const de: Texts = {
  mail_subject: "Ihre Geschenkkarten aus Bestellung {number}",
  mail_heading: "Ihre Geschenkkarten sind bereit",
  mail_intro: "Danke für Bestellung {number}. Hier sind die Codes der Geschenkkarten, die Sie gekauft haben.",
  mail_card: "Geschenkkarte {value}: {code}",
  mail_card_recipient: "Geschenkkarte {value} für {name}: {code}",
  mail_posted: "Die gedruckte Geschenkkarte wird an die Lieferadresse der Bestellung geschickt; sie trägt denselben Code.",
  mail_valid_until: "Gültig bis {date}.",
  mail_how_to_use: "Geben Sie den Code im Warenkorb im Feld für Rabatt- und Geschenkkartencodes ein. Eine Bestellung kann mit mehreren Geschenkkarten bezahlt werden.",
  mail_action: "Guthaben prüfen",
  mail_footer: "Sie erhalten diese Nachricht, weil Sie eine Geschenkkarte gekauft haben. Bewahren Sie die Codes sicher auf: Sie sind so viel wert wie Geld.",
  not_found: "Geschenkkarte nicht gefunden. Bitte prüfen Sie den Code.",
  code_required: "Dies ist ein Pflichtfeld.",
};

const fr: Texts = {
  mail_subject: "Vos cartes cadeaux de la commande {number}",
  mail_heading: "Vos cartes cadeaux sont prêtes",
  mail_intro: "Merci pour la commande {number}. Voici les codes des cartes cadeaux que vous avez achetées.",
  mail_card: "Carte cadeau {value} : {code}",
  mail_card_recipient: "Carte cadeau {value} pour {name} : {code}",
  mail_posted: "La carte cadeau imprimée est envoyée par la poste à l'adresse de livraison de la commande ; elle porte le même code.",
  mail_valid_until: "Valable jusqu'au {date}.",
  mail_how_to_use: "Saisissez le code dans le champ des codes de réduction et cartes cadeaux du panier. Une commande peut être réglée avec plusieurs cartes cadeaux.",
  mail_action: "Consulter le solde",
  mail_footer: "Vous recevez ce message parce que vous avez acheté une carte cadeau. Gardez les codes en lieu sûr : ils valent de l'argent.",
  not_found: "Carte cadeau introuvable. Vérifiez le code.",
  code_required: "Ce champ est obligatoire.",
};

const ru: Texts = {
  mail_subject: "Ваши подарочные карты из заказа {number}",
  mail_heading: "Подарочные карты готовы",
  mail_intro: "Спасибо за заказ {number}. Вот коды купленных вами подарочных карт.",
  mail_card: "Подарочная карта {value}: {code}",
  mail_card_recipient: "Подарочная карта {value} для {name}: {code}",
  mail_posted: "Печатная подарочная карта отправляется почтой на адрес доставки заказа; на ней тот же код.",
  mail_valid_until: "Действует до {date}.",
  mail_how_to_use: "Введите код в корзине в поле для кодов скидок и подарочных карт. Один заказ можно оплатить несколькими подарочными картами.",
  mail_action: "Проверить баланс",
  mail_footer: "Вы получили это сообщение, потому что купили подарочную карту. Храните коды бережно: они равны деньгам.",
  not_found: "Подарочная карта не найдена. Проверьте код.",
  code_required: "Это обязательное поле.",
};

export const GIFT_CARD_TEXTS: Record<LanguageCode, Texts> = { fi, sv, en, de, fr, ru };

export function giftCardText(key: GiftCardTextKey, language: LanguageCode, params: Record<string, string | number> = {}): string {
  return formatMessage(GIFT_CARD_TEXTS[language][key], language, params);
}
