// Texts of complaints (docs/complaints.md) in the six languages: the field errors a filer reads
// (spec 01 §3: an error per field) and the e-mails. One typed object per language: a missing key
// is a compile error; complaints.texts.test.ts renders every text and checks placeholders.
import { type ComplaintErrorKey, type LanguageCode } from "@polku/domain";
import { formatMessage } from "../../lib/message-format";

type MailKey =
  | "mail_subject" | "mail_heading" | "mail_intro" | "mail_next" | "mail_footer" | "store_subject" | "store_intro"
  | "answer_subject" | "answer_intro" | "status_line" | "attachment" | "attachments_total" | "attachment_type" | "too_many_files" | "upload_failed"
  | "status_received" | "status_in_progress" | "status_accepted" | "status_rejected" | "status_closed";
type Texts = Record<ComplaintErrorKey | MailKey, string>;

const fi: Texts = {
  required: "Tämä on pakollinen kenttä.", nameRequired: "Nimi on pakollinen kenttä.", emailFormat: "Tarkista sähköpostiosoitteen muoto",
  phoneFormat: "Tarkista puhelinnumero.", postNumberFormat: "Tarkista postinumero.", unknownStore: "Valitse myymälä listasta.",
  orderNumberFormat: "Verkkotilauksen numero on P ja yhdeksän numeroa.", dateFormat: "Anna päivämäärä muodossa vvvv-kk-pp.",
  dateInFuture: "Päivämäärä ei voi olla tulevaisuudessa.", priceFormat: "Anna hinta euroina, esim. 129,90.", tooLong: "Teksti on liian pitkä.",
  tooShort: "Kerro viasta vähintään 20 merkillä.", channel: "Valitse ostopaikka.",
  attachment: "Tiedosto {name} on liian suuri: enintään 15 Mt tiedostoa kohden.", attachments_total: "Liitteet ovat yhteensä liian suuria: enintään 50 Mt.",
  attachment_type: "Tiedosto {name} ei ole kuva (JPEG, PNG, WebP) eikä PDF.", too_many_files: "Liitteitä voi olla enintään {max}.",
  upload_failed: "Liitteiden lähetyksessä tapahtui virhe. Yritä uudelleen tai lähetä lomake ilman liitteitä.",
  mail_subject: "Reklamaatio {number} on vastaanotettu", mail_heading: "Kiitos, reklamaatiosi on vastaanotettu",
  mail_intro: "Reklamaatiosi tuotteesta {product} on kirjattu numerolla {number}.",
  mail_next: "Toimita tuote myymälään {store}. Käsittelemme reklamaation ja vastaamme sähköpostitse.",
  mail_footer: "Sait tämän viestin, koska teit reklamaation verkkokaupassa.",
  store_subject: "Uusi reklamaatio {number}", store_intro: "Uusi reklamaatio {number} ({customer}): {product}. Tuote toimitetaan myymälään {store}.",
  answer_subject: "Vastaus reklamaatioosi {number}", answer_intro: "Vastaus reklamaatioosi {number}:", status_line: "Käsittelyn tila: {status}",
  status_received: "Vastaanotettu", status_in_progress: "Käsittelyssä", status_accepted: "Hyväksytty", status_rejected: "Hylätty", status_closed: "Suljettu",
};
const sv: Texts = {
  required: "Detta är ett obligatoriskt fält.", nameRequired: "Namn är ett obligatoriskt fält.", emailFormat: "Kontrollera e-postadressens format",
  phoneFormat: "Kontrollera telefonnumret.", postNumberFormat: "Kontrollera postnumret.", unknownStore: "Välj en butik i listan.",
  orderNumberFormat: "Webbeställningens nummer är P och nio siffror.", dateFormat: "Ange datumet som åååå-mm-dd.",
  dateInFuture: "Datumet kan inte ligga i framtiden.", priceFormat: "Ange priset i euro, t.ex. 129,90.", tooLong: "Texten är för lång.",
  tooShort: "Beskriv felet med minst 20 tecken.", channel: "Välj inköpsställe.",
  attachment: "Filen {name} är för stor: högst 15 MB per fil.", attachments_total: "Bilagorna är för stora tillsammans: högst 50 MB.",
  attachment_type: "Filen {name} är varken en bild (JPEG, PNG, WebP) eller en PDF.", too_many_files: "Högst {max} bilagor.",
  upload_failed: "Det uppstod ett fel när bilagorna laddades upp. Försök igen eller skicka formuläret utan bilagor.",
  mail_subject: "Reklamation {number} har tagits emot", mail_heading: "Tack, din reklamation har tagits emot",
  mail_intro: "Din reklamation av produkten {product} har registrerats med numret {number}.",
  mail_next: "Lämna produkten i butiken {store}. Vi behandlar reklamationen och svarar per e-post.",
  mail_footer: "Du fick detta meddelande eftersom du gjorde en reklamation i webbutiken.",
  store_subject: "Ny reklamation {number}", store_intro: "Ny reklamation {number} ({customer}): {product}. Produkten lämnas i butiken {store}.",
  answer_subject: "Svar på din reklamation {number}", answer_intro: "Svar på din reklamation {number}:", status_line: "Status: {status}",
  status_received: "Mottagen", status_in_progress: "Under behandling", status_accepted: "Godkänd", status_rejected: "Avslagen", status_closed: "Avslutad",
};
const en: Texts = {
  required: "This is a required field.", nameRequired: "Name is a required field.", emailFormat: "Check email formatting",
  phoneFormat: "Check the phone number.", postNumberFormat: "Check the postal code.", unknownStore: "Choose a store from the list.",
  orderNumberFormat: "A web order number is P and nine digits.", dateFormat: "Give the date as yyyy-mm-dd.",
  dateInFuture: "The date cannot be in the future.", priceFormat: "Give the price in euros, e.g. 129.90.", tooLong: "The text is too long.",
  tooShort: "Describe the fault in at least 20 characters.", channel: "Choose where you bought it.",
  attachment: "The file {name} is too big: at most 15 MB per file.", attachments_total: "The attachments are too big together: at most 50 MB.",
  attachment_type: "The file {name} is neither an image (JPEG, PNG, WebP) nor a PDF.", too_many_files: "At most {max} attachments.",
  upload_failed: "There was an error in uploading attachments. Try again or send the form without attachments.",
  mail_subject: "Complaint {number} received", mail_heading: "Thank you, your complaint has been received",
  mail_intro: "Your complaint about {product} has been recorded with the number {number}.",
  mail_next: "Please bring the product to {store}. We will handle the complaint and answer by e-mail.",
  mail_footer: "You received this message because you filed a complaint in the web shop.",
  store_subject: "New complaint {number}", store_intro: "New complaint {number} ({customer}): {product}. The product will be brought to {store}.",
  answer_subject: "Answer to your complaint {number}", answer_intro: "Answer to your complaint {number}:", status_line: "Status: {status}",
  status_received: "Received", status_in_progress: "In progress", status_accepted: "Accepted", status_rejected: "Rejected", status_closed: "Closed",
};
const de: Texts = {
  required: "Dies ist ein Pflichtfeld.", nameRequired: "Name ist ein Pflichtfeld.", emailFormat: "Bitte das E-Mail-Format prüfen",
  phoneFormat: "Bitte die Telefonnummer prüfen.", postNumberFormat: "Bitte die Postleitzahl prüfen.", unknownStore: "Wählen Sie eine Filiale aus der Liste.",
  orderNumberFormat: "Eine Onlinebestellnummer ist P und neun Ziffern.", dateFormat: "Datum als jjjj-mm-tt angeben.",
  dateInFuture: "Das Datum darf nicht in der Zukunft liegen.", priceFormat: "Preis in Euro angeben, z. B. 129,90.", tooLong: "Der Text ist zu lang.",
  tooShort: "Beschreiben Sie den Mangel mit mindestens 20 Zeichen.", channel: "Wählen Sie, wo Sie gekauft haben.",
  attachment: "Die Datei {name} ist zu groß: höchstens 15 MB pro Datei.", attachments_total: "Die Anhänge sind zusammen zu groß: höchstens 50 MB.",
  attachment_type: "Die Datei {name} ist weder ein Bild (JPEG, PNG, WebP) noch ein PDF.", too_many_files: "Höchstens {max} Anhänge.",
  upload_failed: "Beim Hochladen der Anhänge ist ein Fehler aufgetreten. Versuchen Sie es erneut oder senden Sie das Formular ohne Anhänge.",
  mail_subject: "Reklamation {number} eingegangen", mail_heading: "Danke, Ihre Reklamation ist eingegangen",
  mail_intro: "Ihre Reklamation zu {product} wurde unter der Nummer {number} erfasst.",
  mail_next: "Bitte bringen Sie das Produkt zu {store}. Wir bearbeiten die Reklamation und antworten per E-Mail.",
  mail_footer: "Sie erhalten diese Nachricht, weil Sie im Onlineshop eine Reklamation eingereicht haben.",
  store_subject: "Neue Reklamation {number}", store_intro: "Neue Reklamation {number} ({customer}): {product}. Das Produkt wird zu {store} gebracht.",
  answer_subject: "Antwort auf Ihre Reklamation {number}", answer_intro: "Antwort auf Ihre Reklamation {number}:", status_line: "Status: {status}",
  status_received: "Eingegangen", status_in_progress: "In Bearbeitung", status_accepted: "Anerkannt", status_rejected: "Abgelehnt", status_closed: "Abgeschlossen",
};
const fr: Texts = {
  required: "Ce champ est obligatoire.", nameRequired: "Le nom est obligatoire.", emailFormat: "Vérifiez le format de l'e-mail",
  phoneFormat: "Vérifiez le numéro de téléphone.", postNumberFormat: "Vérifiez le code postal.", unknownStore: "Choisissez un magasin dans la liste.",
  orderNumberFormat: "Un numéro de commande en ligne est P suivi de neuf chiffres.", dateFormat: "Indiquez la date au format aaaa-mm-jj.",
  dateInFuture: "La date ne peut pas être dans le futur.", priceFormat: "Indiquez le prix en euros, p. ex. 129,90.", tooLong: "Le texte est trop long.",
  tooShort: "Décrivez le défaut en au moins 20 caractères.", channel: "Choisissez le lieu d'achat.",
  attachment: "Le fichier {name} est trop volumineux : 15 Mo au plus par fichier.", attachments_total: "Les pièces jointes sont trop volumineuses ensemble : 50 Mo au plus.",
  attachment_type: "Le fichier {name} n'est ni une image (JPEG, PNG, WebP) ni un PDF.", too_many_files: "{max} pièces jointes au plus.",
  upload_failed: "Une erreur est survenue lors de l'envoi des pièces jointes. Réessayez ou envoyez le formulaire sans pièces jointes.",
  mail_subject: "Réclamation {number} reçue", mail_heading: "Merci, votre réclamation a été reçue",
  mail_intro: "Votre réclamation concernant {product} a été enregistrée sous le numéro {number}.",
  mail_next: "Merci d'apporter le produit à {store}. Nous traiterons la réclamation et répondrons par e-mail.",
  mail_footer: "Vous recevez ce message parce que vous avez déposé une réclamation sur la boutique en ligne.",
  store_subject: "Nouvelle réclamation {number}", store_intro: "Nouvelle réclamation {number} ({customer}) : {product}. Le produit sera apporté à {store}.",
  answer_subject: "Réponse à votre réclamation {number}", answer_intro: "Réponse à votre réclamation {number} :", status_line: "Statut : {status}",
  status_received: "Reçue", status_in_progress: "En cours", status_accepted: "Acceptée", status_rejected: "Refusée", status_closed: "Close",
};
const ru: Texts = {
  required: "Это обязательное поле.", nameRequired: "Имя — обязательное поле.", emailFormat: "Проверьте формат адреса электронной почты",
  phoneFormat: "Проверьте номер телефона.", postNumberFormat: "Проверьте почтовый индекс.", unknownStore: "Выберите магазин из списка.",
  orderNumberFormat: "Номер интернет-заказа — P и девять цифр.", dateFormat: "Укажите дату в формате гггг-мм-дд.",
  dateInFuture: "Дата не может быть в будущем.", priceFormat: "Укажите цену в евро, например 129,90.", tooLong: "Текст слишком длинный.",
  tooShort: "Опишите дефект не короче 20 символов.", channel: "Выберите место покупки.",
  attachment: "Файл {name} слишком большой: не более 15 МБ на файл.", attachments_total: "Вложения вместе слишком большие: не более 50 МБ.",
  attachment_type: "Файл {name} не является изображением (JPEG, PNG, WebP) или PDF.", too_many_files: "Не более {max} вложений.",
  upload_failed: "При загрузке вложений произошла ошибка. Попробуйте ещё раз или отправьте форму без вложений.",
  mail_subject: "Рекламация {number} получена", mail_heading: "Спасибо, ваша рекламация получена",
  mail_intro: "Ваша рекламация на товар {product} зарегистрирована под номером {number}.",
  mail_next: "Пожалуйста, принесите товар в {store}. Мы рассмотрим рекламацию и ответим по электронной почте.",
  mail_footer: "Вы получили это сообщение, потому что подали рекламацию в интернет-магазине.",
  store_subject: "Новая рекламация {number}", store_intro: "Новая рекламация {number} ({customer}): {product}. Товар будет доставлен в {store}.",
  answer_subject: "Ответ на вашу рекламацию {number}", answer_intro: "Ответ на вашу рекламацию {number}:", status_line: "Статус: {status}",
  status_received: "Получена", status_in_progress: "На рассмотрении", status_accepted: "Принята", status_rejected: "Отклонена", status_closed: "Закрыта",
};

export const COMPLAINT_TEXTS: Record<LanguageCode, Texts> = { fi, sv, en, de, fr, ru };
export type ComplaintTextKey = keyof Texts;

export function complaintText(key: ComplaintTextKey, language: LanguageCode, params: Record<string, string | number> = {}): string {
  return formatMessage(COMPLAINT_TEXTS[language][key], language, params);
}
