// Rental's answers and e-mails in the shopper's language (docs/rental.md).
import type { LanguageCode } from "@polku/domain";
import { formatMessage } from "../../lib/message-format";

type Texts = Record<LanguageCode, string>;

const TEXTS = {
  disabled: {
    fi: "Verkkovaraus ei ole juuri nyt käytössä.", sv: "Bokning på nätet är inte tillgänglig just nu.", en: "Online booking is not available right now.",
    de: "Online-Buchung ist derzeit nicht verfügbar.", fr: "La réservation en ligne n'est pas disponible pour le moment.", ru: "Онлайн-бронирование сейчас недоступно.",
  },
  item_not_found: {
    fi: "Vuokratuotetta ei löytynyt.", sv: "Hyrprodukten hittades inte.", en: "Rental item not found.",
    de: "Mietartikel nicht gefunden.", fr: "Article de location introuvable.", ru: "Товар для аренды не найден.",
  },
  store_not_found: {
    fi: "Myymälää ei löytynyt.", sv: "Butiken hittades inte.", en: "Store not found.", de: "Filiale nicht gefunden.", fr: "Magasin introuvable.", ru: "Магазин не найден.",
  },
  booking_not_found: {
    fi: "Varausta ei löytynyt.", sv: "Bokningen hittades inte.", en: "Booking not found.", de: "Buchung nicht gefunden.", fr: "Réservation introuvable.", ru: "Бронирование не найдено.",
  },
  unknown_size: {
    fi: "Valitse koko.", sv: "Välj en storlek.", en: "Choose a size.", de: "Wählen Sie eine Größe.", fr: "Choisissez une taille.", ru: "Выберите размер.",
  },
  not_available: {
    fi: "Valitussa koossa ei ole vapaata kappaletta koko ajalle. Valitse toiset päivät tai koko.",
    sv: "Ingen ledig i vald storlek för hela perioden. Välj andra dagar eller en annan storlek.",
    en: "None free in that size for the whole period. Choose other days or another size.",
    de: "In dieser Größe ist für den ganzen Zeitraum keins frei. Wählen Sie andere Tage oder eine andere Größe.",
    fr: "Aucun exemplaire libre dans cette taille sur toute la période. Choisissez d'autres dates ou une autre taille.",
    ru: "В этом размере нет свободных на весь период. Выберите другие даты или размер.",
  },
  invalid_date: { fi: "Anna päivämäärä.", sv: "Ange ett datum.", en: "Enter a date.", de: "Geben Sie ein Datum ein.", fr: "Saisissez une date.", ru: "Укажите дату." },
  end_before_start: {
    fi: "Palautuspäivä ei voi olla ennen noutopäivää.", sv: "Återlämningsdagen kan inte vara före hämtningsdagen.", en: "The return day cannot be before the pick-up day.",
    de: "Der Rückgabetag darf nicht vor dem Abholtag liegen.", fr: "Le jour de retour ne peut pas précéder le jour de retrait.", ru: "День возврата не может быть раньше дня получения.",
  },
  too_long: {
    fi: "Vuokra-aika on enintään 28 päivää.", sv: "Hyrperioden är högst 28 dagar.", en: "A rental is at most 28 days.",
    de: "Eine Miete dauert höchstens 28 Tage.", fr: "Une location dure au plus 28 jours.", ru: "Аренда — не более 28 дней.",
  },
  in_the_past: {
    fi: "Noutopäivä on jo mennyt.", sv: "Hämtningsdagen har redan passerat.", en: "The pick-up day has already passed.",
    de: "Der Abholtag liegt in der Vergangenheit.", fr: "Le jour de retrait est déjà passé.", ru: "День получения уже прошёл.",
  },
  too_far_ahead: {
    fi: "Varaa enintään puoli vuotta etukäteen.", sv: "Boka högst ett halvår i förväg.", en: "Book at most half a year ahead.",
    de: "Buchen Sie höchstens ein halbes Jahr im Voraus.", fr: "Réservez au plus six mois à l'avance.", ru: "Бронируйте не более чем за полгода.",
  },
  range_too_long: {
    fi: "Kalenteri enintään 62 päivälle.", sv: "Kalendern högst 62 dagar.", en: "The calendar covers at most 62 days.",
    de: "Der Kalender umfasst höchstens 62 Tage.", fr: "Le calendrier couvre au plus 62 jours.", ru: "Календарь — не более 62 дней.",
  },
  already_cancelled: {
    fi: "Varaus on jo peruttu tai noudettu.", sv: "Bokningen är redan avbokad eller hämtad.", en: "The booking has already been cancelled or picked up.",
    de: "Die Buchung ist bereits storniert oder abgeholt.", fr: "La réservation est déjà annulée ou retirée.", ru: "Бронирование уже отменено или получено.",
  },
  paid_online: {
    fi: "Varaus on maksettu verkossa tilauksella {order}. Peruutus tehdään tilauksen kautta: ota yhteyttä asiakaspalveluun.",
    sv: "Bokningen är betald på nätet med beställning {order}. Den avbokas via beställningen: kontakta kundtjänst.",
    en: "The booking was paid online with order {order}. It is cancelled through the order: contact customer service.",
    de: "Die Buchung wurde online mit Bestellung {order} bezahlt. Sie wird über die Bestellung storniert: Wenden Sie sich an den Kundenservice.",
    fr: "La réservation a été payée en ligne avec la commande {order}. Elle s'annule via la commande : contactez le service client.",
    ru: "Бронь оплачена онлайн заказом {order}. Отмена — через заказ: обратитесь в службу поддержки.",
  },
  mail_subject: {
    fi: "Vuokravaraus {number}", sv: "Hyrbokning {number}", en: "Rental booking {number}", de: "Mietbuchung {number}", fr: "Réservation de location {number}", ru: "Бронирование аренды {number}",
  },
  mail_heading: {
    fi: "Varauksesi on vahvistettu", sv: "Din bokning är bekräftad", en: "Your booking is confirmed", de: "Ihre Buchung ist bestätigt", fr: "Votre réservation est confirmée", ru: "Ваше бронирование подтверждено",
  },
  mail_what: {
    fi: "{item}, koko {size} – {store}", sv: "{item}, storlek {size} – {store}", en: "{item}, size {size} – {store}", de: "{item}, Größe {size} – {store}", fr: "{item}, taille {size} – {store}", ru: "{item}, размер {size} – {store}",
  },
  mail_when: {
    fi: "Nouto {start}, palautus {end}.", sv: "Hämtning {start}, återlämning {end}.", en: "Pick-up {start}, return {end}.", de: "Abholung {start}, Rückgabe {end}.", fr: "Retrait le {start}, retour le {end}.", ru: "Получение {start}, возврат {end}.",
  },
  mail_price: {
    fi: "Vuokra {total}, maksetaan noudettaessa. Takuumaksu {deposit} palautetaan, kun varusteet palautetaan.",
    sv: "Hyra {total}, betalas vid hämtning. Depositionen {deposit} återbetalas när utrustningen lämnas tillbaka.",
    en: "Rent {total}, paid at pick-up. The deposit of {deposit} is given back when the gear is returned.",
    de: "Miete {total}, zahlbar bei Abholung. Die Kaution von {deposit} erhalten Sie bei der Rückgabe zurück.",
    fr: "Location {total}, payée au retrait. La caution de {deposit} est rendue au retour du matériel.",
    ru: "Аренда {total}, оплата при получении. Залог {deposit} возвращается при возврате снаряжения.",
  },
  mail_action: { fi: "Katso varaus", sv: "Visa bokningen", en: "View the booking", de: "Buchung ansehen", fr: "Voir la réservation", ru: "Посмотреть бронирование" },
  mail_note: {
    fi: "Ota mukaan henkilöllisyystodistus. Voit perua varauksen varaussivulla ennen noutoa.",
    sv: "Ta med legitimation. Du kan avboka på bokningssidan före hämtningen.",
    en: "Bring an ID. You can cancel on the booking page before the pick-up.",
    de: "Bringen Sie einen Ausweis mit. Vor der Abholung können Sie auf der Buchungsseite stornieren.",
    fr: "Munissez-vous d'une pièce d'identité. Vous pouvez annuler sur la page de réservation avant le retrait.",
    ru: "Возьмите удостоверение личности. До получения бронирование можно отменить на его странице.",
  },
  mail_cancelled_subject: {
    fi: "Vuokravaraus {number} peruttu", sv: "Hyrbokning {number} avbokad", en: "Rental booking {number} cancelled", de: "Mietbuchung {number} storniert", fr: "Réservation de location {number} annulée", ru: "Бронирование аренды {number} отменено",
  },
  mail_cancelled_heading: {
    fi: "Varaus on peruttu", sv: "Bokningen är avbokad", en: "The booking is cancelled", de: "Die Buchung ist storniert", fr: "La réservation est annulée", ru: "Бронирование отменено",
  },
  mail_cancelled_body: {
    fi: "Varauksesi {number} ({item}, {start}–{end}) on peruttu. Tervetuloa uudelleen!",
    sv: "Din bokning {number} ({item}, {start}–{end}) är avbokad. Välkommen åter!",
    en: "Your booking {number} ({item}, {start}–{end}) is cancelled. Welcome back any time!",
    de: "Ihre Buchung {number} ({item}, {start}–{end}) ist storniert. Bis bald!",
    fr: "Votre réservation {number} ({item}, {start}–{end}) est annulée. À bientôt !",
    ru: "Ваше бронирование {number} ({item}, {start}–{end}) отменено. Ждём вас снова!",
  },
  mail_cancelled_refund: {
    fi: "Varaus peruttiin yhdessä tilauksen {order} kanssa. Verkossa maksamasi vuokra {total} palautetaan samalla tavalla kuin maksoit.",
    sv: "Bokningen avbokades tillsammans med beställning {order}. Hyran {total} som du betalade online återbetalas på samma sätt som du betalade.",
    en: "The booking was cancelled together with order {order}. The rent of {total} you paid online is refunded the way you paid.",
    de: "Die Buchung wurde zusammen mit der Bestellung {order} storniert. Die online bezahlte Miete von {total} wird auf demselben Weg erstattet, auf dem Sie bezahlt haben.",
    fr: "La réservation a été annulée avec la commande {order}. Le loyer de {total} payé en ligne vous est remboursé par le moyen de paiement utilisé.",
    ru: "Бронирование отменено вместе с заказом {order}. Оплаченная онлайн аренда {total} будет возвращена тем же способом, которым вы платили.",
  },
  status_move: {
    fi: "Varausta ei voi siirtää tähän tilaan.", sv: "Bokningen kan inte flyttas till den statusen.", en: "The booking cannot be moved to that status.",
    de: "Die Buchung kann nicht in diesen Status wechseln.", fr: "La réservation ne peut pas passer à ce statut.", ru: "Бронирование нельзя перевести в этот статус.",
  },
  field_name: { fi: "Kirjoita nimesi.", sv: "Skriv ditt namn.", en: "Enter your name.", de: "Geben Sie Ihren Namen ein.", fr: "Saisissez votre nom.", ru: "Введите имя." },
  field_email: {
    fi: "Anna kelvollinen sähköpostiosoite.", sv: "Ange en giltig e-postadress.", en: "Enter a valid e-mail address.",
    de: "Geben Sie eine gültige E-Mail-Adresse ein.", fr: "Saisissez une adresse e-mail valide.", ru: "Введите правильный адрес эл. почты.",
  },
  field_phone: { fi: "Anna puhelinnumero.", sv: "Ange ett telefonnummer.", en: "Enter a phone number.", de: "Geben Sie eine Telefonnummer ein.", fr: "Saisissez un numéro de téléphone.", ru: "Введите номер телефона." },
  field_item_id: { fi: "Valitse vuokratuote.", sv: "Välj en hyrprodukt.", en: "Choose a rental item.", de: "Wählen Sie einen Mietartikel.", fr: "Choisissez un article.", ru: "Выберите товар для аренды." },
} satisfies Record<string, Texts>;

export type RentalTextKey = keyof typeof TEXTS;

export function rentalText(key: RentalTextKey, language: LanguageCode, params: Record<string, string | number> = {}): string {
  return formatMessage(TEXTS[key][language], language, params);
}
