// Texts of orders in the shop's six languages (docs/orders.md "Texts"): refusals of a placement
// (409) and the order confirmation e-mail. One typed object per language: a missing key is a
// compile error; orders.messages.test.ts renders every text and checks the placeholders.
import { IntlMessageFormat } from "intl-messageformat";
import { localeForLanguage, type LanguageCode } from "@polku/domain";

export const ORDER_MESSAGE_KEYS = [
  "sold_out",
  "code_used_up",
  "gift_card_balance",
  "cart_invalid",
  "cart_changed",
  "payment_method_unavailable",
  "idempotency_key_reused",
  "mail_subject",
  "mail_greeting",
  "mail_thanks",
  "mail_order_number",
  "mail_lines",
  "mail_quantity",
  "mail_subtotal",
  "mail_discount",
  "mail_delivery",
  "mail_repack",
  "mail_gift_cards",
  "mail_total",
  "mail_vat",
  "mail_delivery_heading",
  "mail_pickup_store",
  "mail_lookup",
  "mail_returns",
] as const;
export type OrderMessageKey = (typeof ORDER_MESSAGE_KEYS)[number];
type Texts = Record<OrderMessageKey, string>;

const fi: Texts = {
  sold_out: "Osa tuotteista ehti loppua. Tarkista ostoskori.",
  code_used_up: "Alennuskoodi {code} on käytetty loppuun.",
  gift_card_balance: "Lahjakortin saldo ei enää riitä. Tarkista ostoskori.",
  cart_invalid: "Tilausta ei voi tehdä ennen kuin ostoskorin virheet on korjattu.",
  cart_changed: "Ostoskorin hinta muuttui. Tarkista ostoskori ja yritä uudelleen.",
  payment_method_unavailable: "Valittu maksutapa ei ole käytettävissä.",
  idempotency_key_reused: "Tämä tilaus on jo tehty toisella ostoskorilla.",
  mail_subject: "Tilausvahvistus {number}",
  mail_greeting: "Hei {name},",
  mail_thanks: "Kiitos tilauksestasi! Ilmoitamme, kun tilaus on matkalla.",
  mail_order_number: "Tilausnumero: {number}",
  mail_lines: "Tuotteet",
  mail_quantity: "{quantity} kpl",
  mail_subtotal: "Välisumma",
  mail_discount: "Alennus ({code})",
  mail_delivery: "Toimitus",
  mail_repack: "Uusi pakkaus",
  mail_gift_cards: "Lahjakortit",
  mail_total: "Yhteensä",
  mail_vat: "ALV {percentage} %",
  mail_delivery_heading: "Toimitus",
  mail_pickup_store: "Noutomyymälä: {store}",
  mail_lookup: "Voit seurata tilaustasi osoitteessa {url}",
  mail_returns: "Käyttämättömillä tuotteilla on {days} päivän palautusoikeus.",
};

const sv: Texts = {
  sold_out: "Några produkter tog slut. Kontrollera varukorgen.",
  code_used_up: "Rabattkoden {code} är förbrukad.",
  gift_card_balance: "Presentkortets saldo räcker inte längre. Kontrollera varukorgen.",
  cart_invalid: "Beställningen kan inte göras förrän felen i varukorgen är åtgärdade.",
  cart_changed: "Varukorgens pris har ändrats. Kontrollera varukorgen och försök igen.",
  payment_method_unavailable: "Det valda betalningssättet är inte tillgängligt.",
  idempotency_key_reused: "Denna beställning har redan gjorts med en annan varukorg.",
  mail_subject: "Orderbekräftelse {number}",
  mail_greeting: "Hej {name},",
  mail_thanks: "Tack för din beställning! Vi meddelar dig när den är på väg.",
  mail_order_number: "Ordernummer: {number}",
  mail_lines: "Produkter",
  mail_quantity: "{quantity} st",
  mail_subtotal: "Delsumma",
  mail_discount: "Rabatt ({code})",
  mail_delivery: "Leverans",
  mail_repack: "Ny förpackning",
  mail_gift_cards: "Presentkort",
  mail_total: "Totalt",
  mail_vat: "Moms {percentage} %",
  mail_delivery_heading: "Leverans",
  mail_pickup_store: "Hämtas i butiken: {store}",
  mail_lookup: "Du kan följa din beställning på {url}",
  mail_returns: "Oanvända produkter har {days} dagars returrätt.",
};

const en: Texts = {
  sold_out: "Some products sold out meanwhile. Please check your cart.",
  code_used_up: "The discount code {code} has been used up.",
  gift_card_balance: "The gift card balance no longer covers this order. Please check your cart.",
  cart_invalid: "The order cannot be placed until the errors in the cart are fixed.",
  cart_changed: "The price of your cart changed. Please check your cart and try again.",
  payment_method_unavailable: "The chosen payment method is not available.",
  idempotency_key_reused: "This order was already placed with another cart.",
  mail_subject: "Order confirmation {number}",
  mail_greeting: "Hello {name},",
  mail_thanks: "Thank you for your order! We will let you know when it is on its way.",
  mail_order_number: "Order number: {number}",
  mail_lines: "Products",
  mail_quantity: "{quantity} pcs",
  mail_subtotal: "Subtotal",
  mail_discount: "Discount ({code})",
  mail_delivery: "Delivery",
  mail_repack: "New packaging",
  mail_gift_cards: "Gift cards",
  mail_total: "Total",
  mail_vat: "VAT {percentage} %",
  mail_delivery_heading: "Delivery",
  mail_pickup_store: "Pickup store: {store}",
  mail_lookup: "You can follow your order at {url}",
  mail_returns: "Unused products can be returned within {days} days.",
};

const de: Texts = {
  sold_out: "Einige Produkte sind inzwischen ausverkauft. Bitte prüfen Sie Ihren Warenkorb.",
  code_used_up: "Der Rabattcode {code} ist aufgebraucht.",
  gift_card_balance: "Das Guthaben der Geschenkkarte reicht nicht mehr aus. Bitte prüfen Sie Ihren Warenkorb.",
  cart_invalid: "Die Bestellung kann erst aufgegeben werden, wenn die Fehler im Warenkorb behoben sind.",
  cart_changed: "Der Preis Ihres Warenkorbs hat sich geändert. Bitte prüfen Sie ihn und versuchen Sie es erneut.",
  payment_method_unavailable: "Die gewählte Zahlungsart ist nicht verfügbar.",
  idempotency_key_reused: "Diese Bestellung wurde bereits mit einem anderen Warenkorb aufgegeben.",
  mail_subject: "Bestellbestätigung {number}",
  mail_greeting: "Hallo {name},",
  mail_thanks: "Vielen Dank für Ihre Bestellung! Wir melden uns, sobald sie unterwegs ist.",
  mail_order_number: "Bestellnummer: {number}",
  mail_lines: "Produkte",
  mail_quantity: "{quantity} Stk.",
  mail_subtotal: "Zwischensumme",
  mail_discount: "Rabatt ({code})",
  mail_delivery: "Versand",
  mail_repack: "Neue Verpackung",
  mail_gift_cards: "Geschenkkarten",
  mail_total: "Gesamt",
  mail_vat: "MwSt. {percentage} %",
  mail_delivery_heading: "Lieferung",
  mail_pickup_store: "Abholgeschäft: {store}",
  mail_lookup: "Sie können Ihre Bestellung unter {url} verfolgen",
  mail_returns: "Unbenutzte Produkte können innerhalb von {days} Tagen zurückgegeben werden.",
};

const fr: Texts = {
  sold_out: "Certains produits sont épuisés entre-temps. Veuillez vérifier votre panier.",
  code_used_up: "Le code de réduction {code} est épuisé.",
  gift_card_balance: "Le solde de la carte cadeau ne couvre plus cette commande. Veuillez vérifier votre panier.",
  cart_invalid: "La commande ne peut pas être passée tant que les erreurs du panier ne sont pas corrigées.",
  cart_changed: "Le prix de votre panier a changé. Veuillez le vérifier et réessayer.",
  payment_method_unavailable: "Le moyen de paiement choisi n'est pas disponible.",
  idempotency_key_reused: "Cette commande a déjà été passée avec un autre panier.",
  mail_subject: "Confirmation de commande {number}",
  mail_greeting: "Bonjour {name},",
  mail_thanks: "Merci pour votre commande ! Nous vous préviendrons dès qu'elle sera en route.",
  mail_order_number: "Numéro de commande : {number}",
  mail_lines: "Produits",
  mail_quantity: "{quantity} pièce(s)",
  mail_subtotal: "Sous-total",
  mail_discount: "Réduction ({code})",
  mail_delivery: "Livraison",
  mail_repack: "Nouvel emballage",
  mail_gift_cards: "Cartes cadeaux",
  mail_total: "Total",
  mail_vat: "TVA {percentage} %",
  mail_delivery_heading: "Livraison",
  mail_pickup_store: "Magasin de retrait : {store}",
  mail_lookup: "Vous pouvez suivre votre commande sur {url}",
  mail_returns: "Les produits non utilisés peuvent être retournés sous {days} jours.",
};

const ru: Texts = {
  sold_out: "Некоторые товары тем временем закончились. Проверьте корзину.",
  code_used_up: "Код скидки {code} исчерпан.",
  gift_card_balance: "Баланса подарочной карты больше не хватает. Проверьте корзину.",
  cart_invalid: "Заказ нельзя оформить, пока в корзине есть ошибки.",
  cart_changed: "Цена корзины изменилась. Проверьте корзину и попробуйте снова.",
  payment_method_unavailable: "Выбранный способ оплаты недоступен.",
  idempotency_key_reused: "Этот заказ уже оформлен с другой корзиной.",
  mail_subject: "Подтверждение заказа {number}",
  mail_greeting: "Здравствуйте, {name}!",
  mail_thanks: "Спасибо за заказ! Мы сообщим, когда он будет в пути.",
  mail_order_number: "Номер заказа: {number}",
  mail_lines: "Товары",
  mail_quantity: "{quantity} шт.",
  mail_subtotal: "Промежуточный итог",
  mail_discount: "Скидка ({code})",
  mail_delivery: "Доставка",
  mail_repack: "Новая упаковка",
  mail_gift_cards: "Подарочные карты",
  mail_total: "Итого",
  mail_vat: "НДС {percentage} %",
  mail_delivery_heading: "Доставка",
  mail_pickup_store: "Магазин самовывоза: {store}",
  mail_lookup: "Следить за заказом можно по адресу {url}",
  mail_returns: "Неиспользованные товары можно вернуть в течение {days} дней.",
};

export const orderTexts: Record<LanguageCode, Texts> = { fi, sv, en, de, fr, ru };

const compiled = new Map<string, IntlMessageFormat>();

export function orderText(key: OrderMessageKey, language: LanguageCode, params: Record<string, string | number> = {}): string {
  const id = `${language}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(orderTexts[language][key], localeForLanguage(language));
    compiled.set(id, format);
  }
  return String(format.format(params));
}
