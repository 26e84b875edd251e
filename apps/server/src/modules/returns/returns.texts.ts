// Texts of returns (docs/returns.md) in the six languages: the refusals a customer reads and the
// e-mails. One typed object per language: a missing key is a compile error.
import { type LanguageCode, type ReturnErrorKey, type ReturnStatus } from "@polku/domain";
import { formatMessage } from "../../lib/message-format";

type MailKey =
  | "filed_subject" | "filed_heading" | "filed_intro" | "filed_how" | "filed_exchange" | "filed_refund" | "filed_fee" | "footer"
  | "status_subject" | "status_line" | "processed_refund" | "processed_exchange" | "more_info" | "rejected" | "received" | "line";
type StatusKey = `status_${ReturnStatus}`;
type Texts = Record<ReturnErrorKey | MailKey | StatusKey | "not_found", string>;

const fi: Texts = {
  reasonRequired: "Palautuksen syy on valittava tuotteelle.", quantity: "Määrä ylittää palautettavissa olevan määrän.", notReturnable: "Tätä riviä ei voi palauttaa.",
  exchangeVariant: "Valitse vaihtotuotteeksi toinen koko tai väri.", exchangeStock: "Valittua vaihtotuotetta ei ole enää varastossa.", noLines: "Valitse vähintään yksi palautettava tuote.",
  not_paid: "Tilausta ei ole maksettu, joten sitä ei voi palauttaa.", not_shipped: "Tilausta ei ole vielä lähetetty. Voit palauttaa tuotteet, kun ne on toimitettu.",
  expired: "Palautusaika on umpeutunut.", not_found: "Tilausta ei löytynyt. Tarkista sähköposti ja tilausnumero.",
  filed_subject: "Palautus {number} on kirjattu", filed_heading: "Palautuksesi on kirjattu",
  filed_intro: "Palautuksesi tilauksesta {order} on kirjattu numerolla {number}:",
  filed_how: "Pakkaa tuotteet käyttämättöminä ja kirjoita palautuskoodi {number} pakettiin. Lähetä paketti osoitteeseen Polku Verkkokauppa, Palautukset, PL 20, 00100 Helsinki, tai tuo se mihin tahansa myymäläämme.",
  filed_exchange: "Vaihtotuotteet on varattu sinulle {date} asti (tilaus {order}); ne lähetetään, kun palautus on vastaanotettu.",
  filed_refund: "Hyvitämme {amount} alkuperäiselle maksutavalle, kun palautus on tarkastettu.",
  filed_fee: "Palautuksesta voidaan periä palautusmaksu.", footer: "Sait tämän viestin, koska teit palautuksen verkkokaupassa.",
  status_subject: "Palautus {number}: {status}", status_line: "Palautuksen {number} tila: {status}",
  processed_refund: "Hyvitämme {amount} alkuperäiselle maksutavalle 1–5 päivän kuluessa.", processed_exchange: "Vaihtotuotteet lähtevät tilauksella {order}.",
  more_info: "Tarvitsemme palautuksesta lisätietoja:", rejected: "Palautusta ei hyväksytty:", received: "Palautuksesi on saapunut ja se käsitellään pian.", line: "{quantity} × {name}",
  "status_new-return": "Odottaa", "status_processing-return": "Käsittelyssä", "status_processed-return": "Käsitelty",
  "status_more_info-return": "Tarvitaan lisätietoja asiakkaalta", "status_rejected-return": "Hylätty (tuote ei myyntikelpoinen)",
};
const sv: Texts = {
  reasonRequired: "Returorsak måste väljas för produkten.", quantity: "Antalet överstiger det som kan returneras.", notReturnable: "Den här raden kan inte returneras.",
  exchangeVariant: "Välj en annan storlek eller färg att byta till.", exchangeStock: "Den valda bytesprodukten finns inte längre i lager.", noLines: "Välj minst en produkt att returnera.",
  not_paid: "Beställningen är inte betald och kan därför inte returneras.", not_shipped: "Beställningen har inte skickats ännu. Du kan returnera produkterna när de har levererats.",
  expired: "Returtiden har gått ut.", not_found: "Beställningen hittades inte. Kontrollera e-postadressen och ordernumret.",
  filed_subject: "Retur {number} har registrerats", filed_heading: "Din retur har registrerats",
  filed_intro: "Din retur av beställning {order} har registrerats med numret {number}:",
  filed_how: "Packa produkterna oanvända och skriv returkoden {number} på paketet. Skicka paketet till Polku Webbutik, Returer, PB 20, 00100 Helsingfors, eller lämna det i någon av våra butiker.",
  filed_exchange: "Bytesprodukterna är reserverade för dig till {date} (beställning {order}); de skickas när returen har tagits emot.",
  filed_refund: "Vi återbetalar {amount} till det ursprungliga betalningssättet när returen har kontrollerats.",
  filed_fee: "En returavgift kan tas ut.", footer: "Du fick detta meddelande eftersom du gjorde en retur i webbutiken.",
  status_subject: "Retur {number}: {status}", status_line: "Status för retur {number}: {status}",
  processed_refund: "Vi återbetalar {amount} till det ursprungliga betalningssättet inom 1–5 dagar.", processed_exchange: "Bytesprodukterna skickas med beställning {order}.",
  more_info: "Vi behöver mer information om returen:", rejected: "Returen godkändes inte:", received: "Din retur har kommit fram och behandlas snart.", line: "{quantity} × {name}",
  "status_new-return": "Väntar", "status_processing-return": "Under behandling", "status_processed-return": "Behandlad",
  "status_more_info-return": "Mer information behövs från kunden", "status_rejected-return": "Avvisad (produkten är inte säljbar)",
};
const en: Texts = {
  reasonRequired: "Return reason must be selected for the product.", quantity: "The amount is more than can be returned.", notReturnable: "This line cannot be returned.",
  exchangeVariant: "Choose another size or colour to exchange to.", exchangeStock: "The chosen exchange item is no longer in stock.", noLines: "Choose at least one product to return.",
  not_paid: "The order has not been paid, so it cannot be returned.", not_shipped: "The order has not been dispatched yet. You can return the products once they have been delivered.",
  expired: "The return time has expired.", not_found: "Order not found. Check the e-mail and the order number.",
  filed_subject: "Return {number} registered", filed_heading: "Your return has been registered",
  filed_intro: "Your return of order {order} has been registered with the number {number}:",
  filed_how: "Pack the products unused and write the return code {number} on the parcel. Send it to Polku Web Shop, Returns, PO Box 20, 00100 Helsinki, Finland, or bring it to any of our stores.",
  filed_exchange: "The exchange items are reserved for you until {date} (order {order}); they are sent once the return has been received.",
  filed_refund: "We will refund {amount} to the original payment method once the return has been checked.",
  filed_fee: "A returning fee may be charged.", footer: "You received this message because you made a return in the web shop.",
  status_subject: "Return {number}: {status}", status_line: "Status of return {number}: {status}",
  processed_refund: "We are refunding {amount} to the original payment method within 1-5 days.", processed_exchange: "The exchange items are sent with order {order}.",
  more_info: "We need more information about the return:", rejected: "The return was not accepted:", received: "Your return has arrived and will be handled soon.", line: "{quantity} × {name}",
  "status_new-return": "Waiting", "status_processing-return": "Processing", "status_processed-return": "Processed",
  "status_more_info-return": "Needs more information from the customer", "status_rejected-return": "Rejected (product not salable)",
};
const de: Texts = {
  reasonRequired: "Für das Produkt muss ein Rücksendegrund gewählt werden.", quantity: "Die Menge ist größer als die zurückgebbare Menge.", notReturnable: "Diese Position kann nicht zurückgegeben werden.",
  exchangeVariant: "Wählen Sie eine andere Größe oder Farbe zum Umtausch.", exchangeStock: "Der gewählte Umtauschartikel ist nicht mehr auf Lager.", noLines: "Wählen Sie mindestens ein Produkt zur Rücksendung.",
  not_paid: "Die Bestellung ist nicht bezahlt und kann daher nicht zurückgegeben werden.", not_shipped: "Die Bestellung wurde noch nicht versandt. Sie können die Produkte nach der Lieferung zurückgeben.",
  expired: "Die Rückgabefrist ist abgelaufen.", not_found: "Bestellung nicht gefunden. Prüfen Sie E-Mail und Bestellnummer.",
  filed_subject: "Rücksendung {number} erfasst", filed_heading: "Ihre Rücksendung wurde erfasst",
  filed_intro: "Ihre Rücksendung zur Bestellung {order} wurde unter der Nummer {number} erfasst:",
  filed_how: "Verpacken Sie die Produkte unbenutzt und schreiben Sie den Rücksendecode {number} auf das Paket. Senden Sie es an Polku Webshop, Rücksendungen, PL 20, 00100 Helsinki, Finnland, oder bringen Sie es in eines unserer Geschäfte.",
  filed_exchange: "Die Umtauschartikel sind bis {date} für Sie reserviert (Bestellung {order}); sie werden versandt, sobald die Rücksendung eingegangen ist.",
  filed_refund: "Wir erstatten {amount} auf die ursprüngliche Zahlungsart, sobald die Rücksendung geprüft ist.",
  filed_fee: "Es kann eine Rücksendegebühr berechnet werden.", footer: "Sie erhalten diese Nachricht, weil Sie im Webshop eine Rücksendung angemeldet haben.",
  status_subject: "Rücksendung {number}: {status}", status_line: "Status der Rücksendung {number}: {status}",
  processed_refund: "Wir erstatten {amount} innerhalb von 1–5 Tagen auf die ursprüngliche Zahlungsart.", processed_exchange: "Die Umtauschartikel werden mit Bestellung {order} versandt.",
  more_info: "Wir benötigen weitere Angaben zur Rücksendung:", rejected: "Die Rücksendung wurde nicht angenommen:", received: "Ihre Rücksendung ist eingetroffen und wird bald bearbeitet.", line: "{quantity} × {name}",
  "status_new-return": "Wartend", "status_processing-return": "In Bearbeitung", "status_processed-return": "Bearbeitet",
  "status_more_info-return": "Weitere Angaben vom Kunden nötig", "status_rejected-return": "Abgelehnt (Produkt nicht verkaufsfähig)",
};
const fr: Texts = {
  reasonRequired: "Le motif du retour doit être sélectionné pour le produit.", quantity: "La quantité dépasse ce qui peut être retourné.", notReturnable: "Cette ligne ne peut pas être retournée.",
  exchangeVariant: "Choisissez une autre taille ou couleur pour l’échange.", exchangeStock: "L’article d’échange choisi n’est plus en stock.", noLines: "Choisissez au moins un produit à retourner.",
  not_paid: "La commande n’a pas été payée et ne peut donc pas être retournée.", not_shipped: "La commande n’a pas encore été expédiée. Vous pourrez retourner les produits une fois livrés.",
  expired: "Le délai de retour est dépassé.", not_found: "Commande introuvable. Vérifiez l’e-mail et le numéro de commande.",
  filed_subject: "Retour {number} enregistré", filed_heading: "Votre retour a été enregistré",
  filed_intro: "Votre retour de la commande {order} a été enregistré sous le numéro {number} :",
  filed_how: "Emballez les produits non utilisés et inscrivez le code de retour {number} sur le colis. Envoyez-le à Polku Boutique en ligne, Retours, BP 20, 00100 Helsinki, Finlande, ou déposez-le dans l’un de nos magasins.",
  filed_exchange: "Les articles d’échange vous sont réservés jusqu’au {date} (commande {order}) ; ils seront envoyés dès réception du retour.",
  filed_refund: "Nous rembourserons {amount} sur le moyen de paiement d’origine après vérification du retour.",
  filed_fee: "Des frais de retour peuvent être facturés.", footer: "Vous recevez ce message parce que vous avez effectué un retour sur la boutique en ligne.",
  status_subject: "Retour {number} : {status}", status_line: "Statut du retour {number} : {status}",
  processed_refund: "Nous remboursons {amount} sur le moyen de paiement d’origine sous 1 à 5 jours.", processed_exchange: "Les articles d’échange partent avec la commande {order}.",
  more_info: "Nous avons besoin de plus d’informations sur le retour :", rejected: "Le retour n’a pas été accepté :", received: "Votre retour est arrivé et sera traité prochainement.", line: "{quantity} × {name}",
  "status_new-return": "En attente", "status_processing-return": "En traitement", "status_processed-return": "Traité",
  "status_more_info-return": "Informations complémentaires requises du client", "status_rejected-return": "Refusé (produit non vendable)",
};
const ru: Texts = {
  reasonRequired: "Для товара необходимо выбрать причину возврата.", quantity: "Количество превышает доступное для возврата.", notReturnable: "Эту позицию нельзя вернуть.",
  exchangeVariant: "Выберите другой размер или цвет для обмена.", exchangeStock: "Выбранного товара для обмена больше нет на складе.", noLines: "Выберите хотя бы один товар для возврата.",
  not_paid: "Заказ не оплачен, поэтому его нельзя вернуть.", not_shipped: "Заказ ещё не отправлен. Товары можно вернуть после доставки.",
  expired: "Срок возврата истёк.", not_found: "Заказ не найден. Проверьте e-mail и номер заказа.",
  filed_subject: "Возврат {number} зарегистрирован", filed_heading: "Ваш возврат зарегистрирован",
  filed_intro: "Ваш возврат по заказу {order} зарегистрирован под номером {number}:",
  filed_how: "Упакуйте неиспользованные товары и напишите код возврата {number} на посылке. Отправьте её по адресу Polku Интернет-магазин, Возвраты, а/я 20, 00100 Хельсинки, Финляндия, или принесите в любой наш магазин.",
  filed_exchange: "Товары для обмена зарезервированы за вами до {date} (заказ {order}); они будут отправлены после получения возврата.",
  filed_refund: "Мы вернём {amount} на исходный способ оплаты после проверки возврата.",
  filed_fee: "За возврат может взиматься плата.", footer: "Вы получили это сообщение, потому что оформили возврат в интернет-магазине.",
  status_subject: "Возврат {number}: {status}", status_line: "Статус возврата {number}: {status}",
  processed_refund: "Мы вернём {amount} на исходный способ оплаты в течение 1–5 дней.", processed_exchange: "Товары для обмена отправляются с заказом {order}.",
  more_info: "Нам нужна дополнительная информация о возврате:", rejected: "Возврат не принят:", received: "Ваш возврат получен и скоро будет обработан.", line: "{quantity} × {name}",
  "status_new-return": "Ожидает", "status_processing-return": "Обрабатывается", "status_processed-return": "Обработан",
  "status_more_info-return": "Нужна дополнительная информация от клиента", "status_rejected-return": "Отклонён (товар не пригоден для продажи)",
};

export const RETURN_TEXTS: Record<LanguageCode, Texts> = { fi, sv, en, de, fr, ru };
export type ReturnTextKey = keyof Texts;

export function returnText(key: ReturnTextKey, language: LanguageCode, params: Record<string, string | number> = {}): string {
  return formatMessage(RETURN_TEXTS[language][key], language, params);
}
