// Texts of cart validation in the shop's six languages (docs/checkout.md "Messages"): the rules
// return message keys with parameters, this module renders them with ICU MessageFormat. The
// type makes a missing key a compile error; checkout.messages.test.ts also renders every text.
// Money parameters (`amount`) arrive in cents and are formatted here; `date`, `dateFrom`, `dateTo` (and the rest's) are YYYY-MM-DD.
import { IntlMessageFormat } from "intl-messageformat";
import { formatDeliveryDate, formatPrice, localeForLanguage, type CheckoutMessage, type CheckoutMessageKey, type LanguageCode } from "@polku/domain";

type Texts = Record<CheckoutMessageKey, string>;

/** spec 01 §5: the transfer row text is Finnish whatever the page language (staff work in Finnish). */
const TRANSFER_ROWS_FI = "Valitse keräysvarastoista riittävä määrä tuotteita riville: {name}";

const fi: Texts = {
  product_not_found: "Ostoskorissa oleva tuote ei ole enää saatavilla.",
  sold_out: "{name} on loppunut.",
  amount_limited: "Tuotetta {name} on saatavilla vain {max} kpl.",
  frozen_not_increased: "Tuotteen {name} määrää ei voi kasvattaa.",
  bundle_not_found: "Ostoskorissa oleva paketti ei ole enää saatavilla.",
  bundle_parts_invalid: "Valitse paketin {name} jokaiseen osaan tuote.",
  bundle_sold_out: "Paketti {name} on loppunut.",
  gift_card_name: "Lahjakortti {value} €",
  code_not_found: "Koodi {code} ei kelpaa.",
  code_not_yet_valid: "Koodi {code} ei ole vielä voimassa.",
  code_expired: "Koodi {code} on vanhentunut.",
  code_minimum_order: "Koodi {code} edellyttää vähintään {amount} tilausta.",
  code_not_applicable: "Koodi {code} ei koske ostoskorin tuotteita.",
  code_used_up: "Koodi {code} on käytetty loppuun.",
  code_customer_limit: "Olet jo käyttänyt koodin {code}.",
  one_discount_code: "Vain yksi alennuskoodi tilausta kohden, mutta lahjakortteja voi käyttää useita.",
  gift_card_empty: "Lahjakortin {code} saldo on käytetty.",
  gift_card_expired: "Lahjakortti {code} on vanhentunut.",
  gift_card_currency: "Lahjakorttia {code} ei voi käyttää tässä valuutassa.",
  country_blocked: "Tätä tuotetta ei toimiteta maahan {country}",
  northern_ireland: "Toimitukset Pohjois-Irlantiin eivät ole mahdollisia.",
  duties_acknowledgement: "Iso-Britannian, Sveitsin ja Kanadan tilauksissa on hyväksyttävä verot, tullit ja tullausmaksut.",
  express_unavailable: "Pikanouto ei ole mahdollinen kaikille riveille myymälässä.",
  delivery_method_unavailable: "Valittu toimitustapa ei ole käytettävissä.",
  shipping_dates: "Perillä {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  pickup_dates: "Noudettavissa {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  shipping_dates_split: "Ensimmäinen osa perillä {dateFrom}–{dateTo}, loput {restDateFrom}–{restDateTo}",
  express_ready_today: "Noudettavissa tänään klo {hour} jälkeen",
  express_ready_tomorrow: "Noudettavissa huomenna klo {hour} jälkeen",
  express_ready_on: "Noudettavissa {date} klo {hour} jälkeen",
  transfer_rows: TRANSFER_ROWS_FI,
  campaign_not_found: "Kampanjaa ei löytynyt",
  campaign_code_unknown: "Koodia ei löytynyt. Tarkista koodi.",
  campaign_code_expired: "Koodi ei ole enää voimassa.",
  campaign_code_used: "Koodi on jo käytetty.",
  campaign_one_product: "Lahjakoodilla saa yhden tuotteen: ostoskorissa saa olla vain tämä tuote, 1 kpl.",
  campaign_product_not_in_campaign: "Tuote ei kuulu tähän kampanjaan.",
};

const sv: Texts = {
  product_not_found: "En produkt i varukorgen finns inte längre.",
  sold_out: "{name} är slutsåld.",
  amount_limited: "Det finns bara {max} st av {name}.",
  frozen_not_increased: "Antalet av {name} kan inte ökas.",
  bundle_not_found: "Ett paket i varukorgen finns inte längre.",
  bundle_parts_invalid: "Välj en produkt för varje del av paketet {name}.",
  bundle_sold_out: "Paketet {name} är slutsålt.",
  gift_card_name: "Presentkort {value} €",
  code_not_found: "Koden {code} är inte giltig.",
  code_not_yet_valid: "Koden {code} gäller inte än.",
  code_expired: "Koden {code} har gått ut.",
  code_minimum_order: "Koden {code} kräver en beställning på minst {amount}.",
  code_not_applicable: "Koden {code} gäller inte produkterna i varukorgen.",
  code_used_up: "Koden {code} är förbrukad.",
  code_customer_limit: "Du har redan använt koden {code}.",
  one_discount_code: "Endast en rabattkod per beställning, men valfritt antal presentkort.",
  gift_card_empty: "Presentkortet {code} har inget saldo kvar.",
  gift_card_expired: "Presentkortet {code} har gått ut.",
  gift_card_currency: "Presentkortet {code} kan inte användas i denna valuta.",
  country_blocked: "Denna produkt skickas inte till {country}",
  northern_ireland: "Leveranser till Nordirland är inte tillåtna.",
  duties_acknowledgement: "Beställningar till Storbritannien, Schweiz och Kanada kräver att skatter, tullar och tullavgifter godkänns.",
  express_unavailable: "Expresshämtning är inte möjlig för alla rader i en butik.",
  delivery_method_unavailable: "Det valda leveranssättet är inte tillgängligt.",
  shipping_dates: "Framme {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  pickup_dates: "Kan hämtas {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  shipping_dates_split: "Första delen framme {dateFrom}–{dateTo}, resten {restDateFrom}–{restDateTo}",
  express_ready_today: "Kan hämtas i dag efter kl. {hour}",
  express_ready_tomorrow: "Kan hämtas i morgon efter kl. {hour}",
  express_ready_on: "Kan hämtas {date} efter kl. {hour}",
  transfer_rows: TRANSFER_ROWS_FI,
  campaign_not_found: "Kampanjen hittades inte",
  campaign_code_unknown: "Koden hittades inte. Kontrollera koden.",
  campaign_code_expired: "Koden är inte längre giltig.",
  campaign_code_used: "Koden har redan använts.",
  campaign_one_product: "En presentkod ger en produkt: varukorgen får bara innehålla denna produkt, 1 st.",
  campaign_product_not_in_campaign: "Produkten ingår inte i kampanjen.",
};

const en: Texts = {
  product_not_found: "A product in the cart is no longer available.",
  sold_out: "{name} is sold out.",
  amount_limited: "Only {max} pcs of {name} available.",
  frozen_not_increased: "The amount of {name} cannot be increased.",
  bundle_not_found: "A bundle in the cart is no longer available.",
  bundle_parts_invalid: "Choose a product for every part of the bundle {name}.",
  bundle_sold_out: "The bundle {name} is sold out.",
  gift_card_name: "Gift card €{value}",
  code_not_found: "The code {code} is not valid.",
  code_not_yet_valid: "The code {code} is not valid yet.",
  code_expired: "The code {code} has expired.",
  code_minimum_order: "The code {code} needs an order of at least {amount}.",
  code_not_applicable: "The code {code} does not apply to the products in the cart.",
  code_used_up: "The code {code} has been used up.",
  code_customer_limit: "You have already used the code {code}.",
  one_discount_code: "Only one discount code per order, but any number of gift vouchers.",
  gift_card_empty: "The gift card {code} has no balance left.",
  gift_card_expired: "The gift card {code} has expired.",
  gift_card_currency: "The gift card {code} cannot be used in this currency.",
  country_blocked: "This product is not shipped to {country}",
  northern_ireland: "Deliveries to Northern Ireland are not allowed.",
  duties_acknowledgement: "UK, Swiss and Canadian orders need an acknowledgement of taxes, duties and clearance fees.",
  express_unavailable: "Express pickup is unavailable for some rows at a store.",
  delivery_method_unavailable: "The chosen delivery method is not available.",
  shipping_dates: "Arrives {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  pickup_dates: "Ready for pickup {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  shipping_dates_split: "First part arrives {dateFrom}–{dateTo}, the rest {restDateFrom}–{restDateTo}",
  express_ready_today: "Ready for pickup today after {hour}:00",
  express_ready_tomorrow: "Ready for pickup tomorrow after {hour}:00",
  express_ready_on: "Ready for pickup on {date} after {hour}:00",
  transfer_rows: TRANSFER_ROWS_FI,
  campaign_not_found: "Campaign not found",
  campaign_code_unknown: "Code not found. Please check the code.",
  campaign_code_expired: "This code is no longer valid.",
  campaign_code_used: "This code has already been used.",
  campaign_one_product: "A gift code buys one product: the cart may hold only this product, 1 pc.",
  campaign_product_not_in_campaign: "This product is not part of the campaign.",
};

const de: Texts = {
  product_not_found: "Ein Produkt im Warenkorb ist nicht mehr verfügbar.",
  sold_out: "{name} ist ausverkauft.",
  amount_limited: "Von {name} sind nur {max} Stück verfügbar.",
  frozen_not_increased: "Die Menge von {name} kann nicht erhöht werden.",
  bundle_not_found: "Ein Paket im Warenkorb ist nicht mehr verfügbar.",
  bundle_parts_invalid: "Wähle für jeden Teil des Pakets {name} ein Produkt.",
  bundle_sold_out: "Das Paket {name} ist ausverkauft.",
  gift_card_name: "Geschenkkarte {value} €",
  code_not_found: "Der Code {code} ist ungültig.",
  code_not_yet_valid: "Der Code {code} gilt noch nicht.",
  code_expired: "Der Code {code} ist abgelaufen.",
  code_minimum_order: "Der Code {code} setzt eine Bestellung von mindestens {amount} voraus.",
  code_not_applicable: "Der Code {code} gilt nicht für die Produkte im Warenkorb.",
  code_used_up: "Der Code {code} ist aufgebraucht.",
  code_customer_limit: "Du hast den Code {code} bereits verwendet.",
  one_discount_code: "Nur ein Rabattcode pro Bestellung, aber beliebig viele Geschenkgutscheine.",
  gift_card_empty: "Die Geschenkkarte {code} hat kein Guthaben mehr.",
  gift_card_expired: "Die Geschenkkarte {code} ist abgelaufen.",
  gift_card_currency: "Die Geschenkkarte {code} kann in dieser Währung nicht verwendet werden.",
  country_blocked: "Dieses Produkt wird nicht nach {country} versandt",
  northern_ireland: "Lieferungen nach Nordirland sind nicht möglich.",
  duties_acknowledgement: "Bestellungen nach Großbritannien, in die Schweiz und nach Kanada erfordern die Zustimmung zu Steuern, Zöllen und Abfertigungsgebühren.",
  express_unavailable: "Express-Abholung ist in einem Geschäft nicht für alle Positionen möglich.",
  delivery_method_unavailable: "Die gewählte Versandart ist nicht verfügbar.",
  shipping_dates: "Ankunft {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  pickup_dates: "Abholbereit {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  shipping_dates_split: "Erster Teil kommt {dateFrom}–{dateTo}, der Rest {restDateFrom}–{restDateTo}",
  express_ready_today: "Abholbereit heute ab {hour} Uhr",
  express_ready_tomorrow: "Abholbereit morgen ab {hour} Uhr",
  express_ready_on: "Abholbereit am {date} ab {hour} Uhr",
  transfer_rows: TRANSFER_ROWS_FI,
  campaign_not_found: "Kampagne nicht gefunden",
  campaign_code_unknown: "Code nicht gefunden. Bitte prüfe den Code.",
  campaign_code_expired: "Dieser Code ist nicht mehr gültig.",
  campaign_code_used: "Dieser Code wurde bereits verwendet.",
  campaign_one_product: "Ein Geschenkcode gilt für ein Produkt: Im Warenkorb darf nur dieses Produkt sein, 1 Stück.",
  campaign_product_not_in_campaign: "Dieses Produkt gehört nicht zur Kampagne.",
};

const fr: Texts = {
  product_not_found: "Un produit du panier n'est plus disponible.",
  sold_out: "{name} est épuisé.",
  amount_limited: "Seulement {max} pièces de {name} disponibles.",
  frozen_not_increased: "La quantité de {name} ne peut pas être augmentée.",
  bundle_not_found: "Un lot du panier n'est plus disponible.",
  bundle_parts_invalid: "Choisissez un produit pour chaque partie du lot {name}.",
  bundle_sold_out: "Le lot {name} est épuisé.",
  gift_card_name: "Carte cadeau {value} €",
  code_not_found: "Le code {code} n'est pas valable.",
  code_not_yet_valid: "Le code {code} n'est pas encore valable.",
  code_expired: "Le code {code} a expiré.",
  code_minimum_order: "Le code {code} exige une commande d'au moins {amount}.",
  code_not_applicable: "Le code {code} ne s'applique pas aux produits du panier.",
  code_used_up: "Le code {code} a été entièrement utilisé.",
  code_customer_limit: "Vous avez déjà utilisé le code {code}.",
  one_discount_code: "Un seul code de réduction par commande, mais autant de bons cadeaux que vous le souhaitez.",
  gift_card_empty: "La carte cadeau {code} n'a plus de solde.",
  gift_card_expired: "La carte cadeau {code} a expiré.",
  gift_card_currency: "La carte cadeau {code} ne peut pas être utilisée dans cette devise.",
  country_blocked: "Ce produit n'est pas expédié vers : {country}",
  northern_ireland: "Les livraisons en Irlande du Nord ne sont pas autorisées.",
  duties_acknowledgement: "Les commandes vers le Royaume-Uni, la Suisse et le Canada exigent l'acceptation des taxes, droits et frais de dédouanement.",
  express_unavailable: "Le retrait express n'est pas possible pour certaines lignes dans un magasin.",
  delivery_method_unavailable: "Le mode de livraison choisi n'est pas disponible.",
  shipping_dates: "Livraison {same, select, yes {le {dateFrom}} other {du {dateFrom} au {dateTo}}}",
  pickup_dates: "Prêt à retirer {same, select, yes {le {dateFrom}} other {du {dateFrom} au {dateTo}}}",
  shipping_dates_split: "Première partie du {dateFrom} au {dateTo}, le reste du {restDateFrom} au {restDateTo}",
  express_ready_today: "Prêt à retirer aujourd'hui après {hour} h",
  express_ready_tomorrow: "Prêt à retirer demain après {hour} h",
  express_ready_on: "Prêt à retirer le {date} après {hour} h",
  transfer_rows: TRANSFER_ROWS_FI,
  campaign_not_found: "Campagne introuvable",
  campaign_code_unknown: "Code introuvable. Vérifiez le code.",
  campaign_code_expired: "Ce code n'est plus valable.",
  campaign_code_used: "Ce code a déjà été utilisé.",
  campaign_one_product: "Un code cadeau donne droit à un produit : le panier ne peut contenir que ce produit, 1 pièce.",
  campaign_product_not_in_campaign: "Ce produit ne fait pas partie de la campagne.",
};

const ru: Texts = {
  product_not_found: "Товар из корзины больше недоступен.",
  sold_out: "{name}: товар закончился.",
  amount_limited: "{name}: доступно только {max} шт.",
  frozen_not_increased: "Количество товара {name} нельзя увеличить.",
  bundle_not_found: "Комплект из корзины больше недоступен.",
  bundle_parts_invalid: "Выберите товар для каждой части комплекта {name}.",
  bundle_sold_out: "Комплект {name} закончился.",
  gift_card_name: "Подарочная карта {value} €",
  code_not_found: "Код {code} недействителен.",
  code_not_yet_valid: "Код {code} ещё не действует.",
  code_expired: "Срок действия кода {code} истёк.",
  code_minimum_order: "Для кода {code} нужен заказ не менее {amount}.",
  code_not_applicable: "Код {code} не распространяется на товары в корзине.",
  code_used_up: "Код {code} исчерпан.",
  code_customer_limit: "Вы уже использовали код {code}.",
  one_discount_code: "Только один код скидки на заказ, но любое количество подарочных сертификатов.",
  gift_card_empty: "На подарочной карте {code} не осталось средств.",
  gift_card_expired: "Срок действия подарочной карты {code} истёк.",
  gift_card_currency: "Подарочную карту {code} нельзя использовать в этой валюте.",
  country_blocked: "Этот товар не доставляется в страну: {country}",
  northern_ireland: "Доставка в Северную Ирландию невозможна.",
  duties_acknowledgement: "Для заказов в Великобританию, Швейцарию и Канаду нужно согласие с налогами, пошлинами и таможенными сборами.",
  express_unavailable: "Экспресс-самовывоз в магазине недоступен для некоторых строк.",
  delivery_method_unavailable: "Выбранный способ доставки недоступен.",
  shipping_dates: "Доставка {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  pickup_dates: "Можно забрать {same, select, yes {{dateFrom}} other {{dateFrom}–{dateTo}}}",
  shipping_dates_split: "Первая часть {dateFrom}–{dateTo}, остальное {restDateFrom}–{restDateTo}",
  express_ready_today: "Можно забрать сегодня после {hour}:00",
  express_ready_tomorrow: "Можно забрать завтра после {hour}:00",
  express_ready_on: "Можно забрать {date} после {hour}:00",
  transfer_rows: TRANSFER_ROWS_FI,
  campaign_not_found: "Кампания не найдена",
  campaign_code_unknown: "Код не найден. Проверьте код.",
  campaign_code_expired: "Срок действия кода истёк.",
  campaign_code_used: "Этот код уже использован.",
  campaign_one_product: "Подарочный код даёт один товар: в корзине может быть только этот товар, 1 шт.",
  campaign_product_not_in_campaign: "Этот товар не участвует в кампании.",
};

export const CHECKOUT_MESSAGES: Record<LanguageCode, Texts> = { fi, sv, en, de, fr, ru };

const compiled = new Map<string, IntlMessageFormat>();

/** Parameters holding a YYYY-MM-DD date, shown as a weekday and date in the language ("ke 26.11."). */
const DATE_PARAMS = new Set(["date", "dateFrom", "dateTo", "restDateFrom", "restDateTo"]);


/** The text of a message in the language. */
export function renderCheckoutMessage(message: CheckoutMessage, language: LanguageCode): string {
  const key = `${language}:${message.key}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(CHECKOUT_MESSAGES[language][message.key], localeForLanguage(language));
    compiled.set(key, format);
  }
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params)) {
    if (name === "amount" && typeof value === "number") params[name] = formatPrice(value, "eur", language);
    else if (DATE_PARAMS.has(name) && typeof value === "string") params[name] = formatDeliveryDate(value, language);
    // Names and codes are shown as they are, never as ICU syntax or grouped numbers.
    else params[name] = typeof value === "number" && name !== "value" && name !== "max" ? value : String(value);
  }
  return String(format.format(params));
}
