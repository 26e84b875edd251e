// Texts of the customer-service, corporate inquiry and newsletter forms' e-mails (docs/content.md
// "Forms") in the six languages, in ICU message syntax through the server's one text renderer
// (lib/message-format.ts), like every other mail. One typed object per language: a missing key is
// a compile error; forms.texts.test.ts renders each and checks the placeholders. The shop's own
// notifications are in Finnish only (FORM_NOTIFICATION_TEXTS).
import type { LanguageCode, NewsletterList } from "@polku/domain";
import { formatMessage } from "../../lib/message-format";

type Texts = {
  contact_subject: string;
  contact_heading: string;
  /** {name} */
  contact_intro: string;
  contact_next: string;
  contact_quoted: string;
  contact_footer: string;
  inquiry_subject: string;
  inquiry_heading: string;
  /** {name}, {company} */
  inquiry_intro: string;
  inquiry_next: string;
  inquiry_quoted: string;
  inquiry_footer: string;
} & Record<`newsletter_list_${NewsletterList}`, string> & {
  /** {list} */
  newsletter_subject: string;
  newsletter_heading: string;
  /** {list} */
  newsletter_intro: string;
  newsletter_action: string;
  /** {hours} */
  newsletter_valid: string;
  newsletter_ignore: string;
  newsletter_unsubscribe: string;
  newsletter_footer: string;
};

const fi: Texts = {
  contact_subject: "Viestisi on vastaanotettu",
  contact_heading: "Kiitos viestistäsi",
  contact_intro: "Hei {name}, saimme viestisi asiakaspalveluumme.",
  contact_next: "Vastaamme arkisin yleensä yhden työpäivän kuluessa.",
  contact_quoted: "Lähettämäsi viesti:",
  contact_footer: "Saat tämän viestin, koska lähetit yhteydenottolomakkeen.",
  inquiry_subject: "Yrityskyselynne on vastaanotettu",
  inquiry_heading: "Kiitos yhteydenotostanne",
  inquiry_intro: "Hei {name}, yritysmyyntimme sai yrityksen {company} kyselyn.",
  inquiry_next: "Yritysmyyjämme ottaa yhteyttä kahden arkipäivän kuluessa.",
  inquiry_quoted: "Lähettämänne viesti:",
  inquiry_footer: "Saat tämän viestin, koska lähetit yritysasiakkaan yhteydenottolomakkeen.",
  newsletter_list_corporate: "Yrityskirje",
  newsletter_list_forest: "Metsäkirje",
  newsletter_subject: "Vahvista {list}-tilauksesi",
  newsletter_heading: "Vahvista tilauksesi",
  newsletter_intro: "Kiitos, että tilasit {list}en. Vahvista vielä sähköpostiosoitteesi, niin lähetämme seuraavan kirjeen.",
  newsletter_action: "Vahvista tilaus",
  newsletter_valid: "Linkki on voimassa {hours} tuntia.",
  newsletter_ignore: "Jos et tilannut kirjettä, voit jättää tämän viestin huomiotta: osoitettasi ei lisätä listalle.",
  newsletter_unsubscribe: "Peru tilaus",
  newsletter_footer: "Saat tämän viestin, koska osoitteesi annettiin uutiskirjeen tilauslomakkeella.",
};

const sv: Texts = {
  contact_subject: "Vi har tagit emot ditt meddelande",
  contact_heading: "Tack för ditt meddelande",
  contact_intro: "Hej {name}, vår kundservice har tagit emot ditt meddelande.",
  contact_next: "Vi svarar vanligtvis inom en arbetsdag.",
  contact_quoted: "Ditt meddelande:",
  contact_footer: "Du får detta meddelande eftersom du skickade kontaktformuläret.",
  inquiry_subject: "Vi har tagit emot er förfrågan",
  inquiry_heading: "Tack för er förfrågan",
  inquiry_intro: "Hej {name}, vår företagsförsäljning har tagit emot förfrågan från {company}.",
  inquiry_next: "Vår företagssäljare kontaktar er inom två arbetsdagar.",
  inquiry_quoted: "Ert meddelande:",
  inquiry_footer: "Du får detta meddelande eftersom du skickade formuläret för företagskunder.",
  newsletter_list_corporate: "Företagsbrevet",
  newsletter_list_forest: "Skogsbrevet",
  newsletter_subject: "Bekräfta din prenumeration på {list}",
  newsletter_heading: "Bekräfta din prenumeration",
  newsletter_intro: "Tack för att du prenumererar på {list}. Bekräfta din e-postadress så skickar vi nästa brev.",
  newsletter_action: "Bekräfta prenumerationen",
  newsletter_valid: "Länken gäller i {hours} timmar.",
  newsletter_ignore: "Om du inte har beställt brevet kan du ignorera detta meddelande: din adress läggs inte till.",
  newsletter_unsubscribe: "Avsluta prenumerationen",
  newsletter_footer: "Du får detta meddelande eftersom din adress angavs i nyhetsbrevets formulär.",
};

const en: Texts = {
  contact_subject: "We have received your message",
  contact_heading: "Thank you for your message",
  contact_intro: "Hi {name}, our customer service has received your message.",
  contact_next: "We usually answer within one working day.",
  contact_quoted: "Your message:",
  contact_footer: "You receive this because you sent the contact form.",
  inquiry_subject: "We have received your business inquiry",
  inquiry_heading: "Thank you for your inquiry",
  inquiry_intro: "Hi {name}, our corporate sales team has received the inquiry from {company}.",
  inquiry_next: "A corporate sales representative will contact you within two working days.",
  inquiry_quoted: "Your message:",
  inquiry_footer: "You receive this because you sent the corporate inquiry form.",
  newsletter_list_corporate: "the Business letter",
  newsletter_list_forest: "the Forest letter",
  newsletter_subject: "Confirm your subscription to {list}",
  newsletter_heading: "Confirm your subscription",
  newsletter_intro: "Thank you for subscribing to {list}. Please confirm your e-mail address and we will send you the next letter.",
  newsletter_action: "Confirm subscription",
  newsletter_valid: "The link is valid for {hours} hours.",
  newsletter_ignore: "If you did not subscribe, ignore this message: your address is not added.",
  newsletter_unsubscribe: "Unsubscribe",
  newsletter_footer: "You receive this because your address was entered in the newsletter form.",
};

const de: Texts = {
  contact_subject: "Wir haben deine Nachricht erhalten",
  contact_heading: "Danke für deine Nachricht",
  contact_intro: "Hallo {name}, unser Kundenservice hat deine Nachricht erhalten.",
  contact_next: "Wir antworten in der Regel innerhalb eines Werktags.",
  contact_quoted: "Deine Nachricht:",
  contact_footer: "Du erhältst diese E-Mail, weil du das Kontaktformular gesendet hast.",
  inquiry_subject: "Wir haben Ihre Firmenanfrage erhalten",
  inquiry_heading: "Vielen Dank für Ihre Anfrage",
  inquiry_intro: "Hallo {name}, unser Firmenkundenvertrieb hat die Anfrage von {company} erhalten.",
  inquiry_next: "Unser Firmenkundenberater meldet sich innerhalb von zwei Werktagen.",
  inquiry_quoted: "Ihre Nachricht:",
  inquiry_footer: "Sie erhalten diese E-Mail, weil Sie das Formular für Firmenkunden gesendet haben.",
  newsletter_list_corporate: "den Firmenbrief",
  newsletter_list_forest: "den Waldbrief",
  newsletter_subject: "Bestätige dein Abo für {list}",
  newsletter_heading: "Bestätige dein Abonnement",
  newsletter_intro: "Danke, dass du {list} abonniert hast. Bestätige noch deine E-Mail-Adresse, dann senden wir dir den nächsten Brief.",
  newsletter_action: "Abonnement bestätigen",
  newsletter_valid: "Der Link ist {hours} Stunden gültig.",
  newsletter_ignore: "Wenn du nichts abonniert hast, ignoriere diese Nachricht: deine Adresse wird nicht eingetragen.",
  newsletter_unsubscribe: "Abonnement beenden",
  newsletter_footer: "Du erhältst diese E-Mail, weil deine Adresse im Newsletter-Formular angegeben wurde.",
};

const fr: Texts = {
  contact_subject: "Nous avons bien reçu votre message",
  contact_heading: "Merci pour votre message",
  contact_intro: "Bonjour {name}, notre service client a bien reçu votre message.",
  contact_next: "Nous répondons généralement sous un jour ouvré.",
  contact_quoted: "Votre message :",
  contact_footer: "Vous recevez ce message car vous avez envoyé le formulaire de contact.",
  inquiry_subject: "Nous avons bien reçu votre demande professionnelle",
  inquiry_heading: "Merci pour votre demande",
  inquiry_intro: "Bonjour {name}, notre service des ventes aux entreprises a bien reçu la demande de {company}.",
  inquiry_next: "Un conseiller entreprises vous contactera sous deux jours ouvrés.",
  inquiry_quoted: "Votre message :",
  inquiry_footer: "Vous recevez ce message car vous avez envoyé le formulaire entreprises.",
  newsletter_list_corporate: "la Lettre entreprises",
  newsletter_list_forest: "la Lettre de la forêt",
  newsletter_subject: "Confirmez votre abonnement à {list}",
  newsletter_heading: "Confirmez votre abonnement",
  newsletter_intro: "Merci de vous être abonné à {list}. Confirmez votre adresse e-mail et nous vous enverrons la prochaine lettre.",
  newsletter_action: "Confirmer l’abonnement",
  newsletter_valid: "Le lien est valable {hours} heures.",
  newsletter_ignore: "Si vous ne vous êtes pas abonné, ignorez ce message : votre adresse n’est pas ajoutée.",
  newsletter_unsubscribe: "Se désabonner",
  newsletter_footer: "Vous recevez ce message car votre adresse a été saisie dans le formulaire de la lettre d’information.",
};

const ru: Texts = {
  contact_subject: "Мы получили ваше сообщение",
  contact_heading: "Спасибо за сообщение",
  contact_intro: "Здравствуйте, {name}! Служба поддержки получила ваше сообщение.",
  contact_next: "Обычно мы отвечаем в течение одного рабочего дня.",
  contact_quoted: "Ваше сообщение:",
  contact_footer: "Вы получили это письмо, потому что отправили форму обратной связи.",
  inquiry_subject: "Мы получили ваш корпоративный запрос",
  inquiry_heading: "Спасибо за запрос",
  inquiry_intro: "Здравствуйте, {name}! Отдел корпоративных продаж получил запрос от компании {company}.",
  inquiry_next: "Менеджер по корпоративным продажам свяжется с вами в течение двух рабочих дней.",
  inquiry_quoted: "Ваше сообщение:",
  inquiry_footer: "Вы получили это письмо, потому что отправили форму для корпоративных клиентов.",
  newsletter_list_corporate: "«Деловое письмо»",
  newsletter_list_forest: "«Лесное письмо»",
  newsletter_subject: "Подтвердите подписку на {list}",
  newsletter_heading: "Подтвердите подписку",
  newsletter_intro: "Спасибо за подписку на {list}. Подтвердите адрес электронной почты, и мы пришлём следующее письмо.",
  newsletter_action: "Подтвердить подписку",
  newsletter_valid: "Ссылка действует {hours} часа.",
  newsletter_ignore: "Если вы не подписывались, просто проигнорируйте это письмо: адрес не будет добавлен.",
  newsletter_unsubscribe: "Отписаться",
  newsletter_footer: "Вы получили это письмо, потому что ваш адрес указали в форме подписки.",
};

export const FORM_TEXTS: Record<LanguageCode, Texts> = { fi, sv, en, de, fr, ru };
export type FormTextKey = keyof Texts;

export function formText(key: FormTextKey, language: LanguageCode, params: Record<string, string | number> = {}): string {
  return formatMessage(FORM_TEXTS[language][key], language, params);
}

/** The shop's notifications of a sent form, read by customer service and corporate sales in Finnish. */
export const FORM_NOTIFICATION_TEXTS = {
  contact_subject: "Uusi yhteydenotto #{id} ({form}, {topic})",
  contact_sender: "Lähettäjä: {name} <{email}>",
  contact_order: "Tilausnumero: {orderNumber}",
  contact_footer: "{shop} – verkkokaupan yhteydenottolomake",
  inquiry_subject: "Uusi yrityskysely #{id}: {company} ({interest})",
  inquiry_company: "Yritys: {company}",
  inquiry_company_id: "Yritys: {company}, Y-tunnus {businessId}",
  inquiry_contact: "Yhteyshenkilö: {name} <{email}>",
  inquiry_contact_phone: "Yhteyshenkilö: {name} <{email}>, puh. {phone}",
  inquiry_recipients: "Vastaanottajia: {recipients}",
  inquiry_footer: "{shop} – yritysasiakkaan yhteydenottolomake",
  language: "Kieli: {language}",
} as const;

export function formNotificationText(key: keyof typeof FORM_NOTIFICATION_TEXTS, params: Record<string, string | number> = {}): string {
  return formatMessage(FORM_NOTIFICATION_TEXTS[key], "fi", params);
}
