// E-mails of the corporate inquiry and newsletter forms (docs/content.md "Forms"): the sender's
// confirmation and the newsletter's confirmation link in the form's language, corporate sales'
// notification in Finnish, all through the outbox.
import { NEWSLETTER_CONFIRM_HOURS, type LanguageCode, type NewsletterList } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";

interface InquiryTexts {
  subject: string;
  heading: string;
  intro: (name: string, company: string) => string;
  next: string;
  quoted: string;
  footer: string;
}

const INQUIRY: Record<LanguageCode, InquiryTexts> = {
  fi: { subject: "Yrityskyselynne on vastaanotettu", heading: "Kiitos yhteydenotostanne", intro: (n, c) => `Hei ${n}, yritysmyyntimme sai yrityksen ${c} kyselyn.`, next: "Yritysmyyjämme ottaa yhteyttä kahden arkipäivän kuluessa.", quoted: "Lähettämänne viesti:", footer: "Saat tämän viestin, koska lähetit yritysasiakkaan yhteydenottolomakkeen." },
  sv: { subject: "Vi har tagit emot er förfrågan", heading: "Tack för er förfrågan", intro: (n, c) => `Hej ${n}, vår företagsförsäljning har tagit emot förfrågan från ${c}.`, next: "Vår företagssäljare kontaktar er inom två arbetsdagar.", quoted: "Ert meddelande:", footer: "Du får detta meddelande eftersom du skickade formuläret för företagskunder." },
  en: { subject: "We have received your business inquiry", heading: "Thank you for your inquiry", intro: (n, c) => `Hi ${n}, our corporate sales team has received the inquiry from ${c}.`, next: "A corporate sales representative will contact you within two working days.", quoted: "Your message:", footer: "You receive this because you sent the corporate inquiry form." },
  de: { subject: "Wir haben Ihre Firmenanfrage erhalten", heading: "Vielen Dank für Ihre Anfrage", intro: (n, c) => `Hallo ${n}, unser Firmenkundenvertrieb hat die Anfrage von ${c} erhalten.`, next: "Unser Firmenkundenberater meldet sich innerhalb von zwei Werktagen.", quoted: "Ihre Nachricht:", footer: "Sie erhalten diese E-Mail, weil Sie das Formular für Firmenkunden gesendet haben." },
  fr: { subject: "Nous avons bien reçu votre demande professionnelle", heading: "Merci pour votre demande", intro: (n, c) => `Bonjour ${n}, notre service des ventes aux entreprises a bien reçu la demande de ${c}.`, next: "Un conseiller entreprises vous contactera sous deux jours ouvrés.", quoted: "Votre message :", footer: "Vous recevez ce message car vous avez envoyé le formulaire entreprises." },
  ru: { subject: "Мы получили ваш корпоративный запрос", heading: "Спасибо за запрос", intro: (n, c) => `Здравствуйте, ${n}! Отдел корпоративных продаж получил запрос от компании ${c}.`, next: "Менеджер по корпоративным продажам свяжется с вами в течение двух рабочих дней.", quoted: "Ваше сообщение:", footer: "Вы получили это письмо, потому что отправили форму для корпоративных клиентов." },
};

export function renderInquiryConfirmation(c: { language: LanguageCode; contactName: string; company: string; message: string }, shopName: string) {
  const t = INQUIRY[c.language];
  const { html, text } = renderMail({ language: c.language, heading: t.heading, paragraphs: [t.intro(c.contactName, c.company), t.next, t.quoted, c.message], footer: t.footer, shopName });
  return { subject: `${t.subject} – ${shopName}`, html, text };
}

export function renderInquiryNotification(
  c: { id: number; language: LanguageCode; company: string; businessId: string; contactName: string; email: string; phone: string; interest: string; recipients: number | null; message: string },
  shopName: string,
) {
  const heading = `Uusi yrityskysely #${c.id}: ${c.company} (${c.interest})`;
  const { html, text } = renderMail({
    language: "fi",
    heading,
    paragraphs: [
      `Yritys: ${c.company}${c.businessId ? `, Y-tunnus ${c.businessId}` : ""}`,
      `Yhteyshenkilö: ${c.contactName} <${c.email}>${c.phone ? `, puh. ${c.phone}` : ""}`,
      `Kieli: ${c.language}`,
      ...(c.recipients !== null ? [`Vastaanottajia: ${c.recipients}`] : []),
      c.message,
    ],
    footer: `${shopName} – yritysasiakkaan yhteydenottolomake`,
    shopName,
  });
  return { subject: heading, html, text };
}

interface NewsletterTexts {
  name: Record<NewsletterList, string>;
  subject: (list: string) => string;
  heading: string;
  intro: (list: string) => string;
  action: string;
  valid: string;
  ignore: string;
  unsubscribe: string;
  footer: string;
}

const NEWSLETTER: Record<LanguageCode, NewsletterTexts> = {
  fi: { name: { corporate: "Yrityskirje", forest: "Metsäkirje" }, subject: (l) => `Vahvista ${l}-tilauksesi`, heading: "Vahvista tilauksesi", intro: (l) => `Kiitos, että tilasit ${l}en. Vahvista vielä sähköpostiosoitteesi, niin lähetämme seuraavan kirjeen.`, action: "Vahvista tilaus", valid: `Linkki on voimassa ${NEWSLETTER_CONFIRM_HOURS} tuntia.`, ignore: "Jos et tilannut kirjettä, voit jättää tämän viestin huomiotta: osoitettasi ei lisätä listalle.", unsubscribe: "Peru tilaus", footer: "Saat tämän viestin, koska osoitteesi annettiin uutiskirjeen tilauslomakkeella." },
  sv: { name: { corporate: "Företagsbrevet", forest: "Skogsbrevet" }, subject: (l) => `Bekräfta din prenumeration på ${l}`, heading: "Bekräfta din prenumeration", intro: (l) => `Tack för att du prenumererar på ${l}. Bekräfta din e-postadress så skickar vi nästa brev.`, action: "Bekräfta prenumerationen", valid: `Länken gäller i ${NEWSLETTER_CONFIRM_HOURS} timmar.`, ignore: "Om du inte har beställt brevet kan du ignorera detta meddelande: din adress läggs inte till.", unsubscribe: "Avsluta prenumerationen", footer: "Du får detta meddelande eftersom din adress angavs i nyhetsbrevets formulär." },
  en: { name: { corporate: "the Business letter", forest: "the Forest letter" }, subject: (l) => `Confirm your subscription to ${l}`, heading: "Confirm your subscription", intro: (l) => `Thank you for subscribing to ${l}. Please confirm your e-mail address and we will send you the next letter.`, action: "Confirm subscription", valid: `The link is valid for ${NEWSLETTER_CONFIRM_HOURS} hours.`, ignore: "If you did not subscribe, ignore this message: your address is not added.", unsubscribe: "Unsubscribe", footer: "You receive this because your address was entered in the newsletter form." },
  de: { name: { corporate: "den Firmenbrief", forest: "den Waldbrief" }, subject: (l) => `Bestätige dein Abo für ${l}`, heading: "Bestätige dein Abonnement", intro: (l) => `Danke, dass du ${l} abonniert hast. Bestätige noch deine E-Mail-Adresse, dann senden wir dir den nächsten Brief.`, action: "Abonnement bestätigen", valid: `Der Link ist ${NEWSLETTER_CONFIRM_HOURS} Stunden gültig.`, ignore: "Wenn du nichts abonniert hast, ignoriere diese Nachricht: deine Adresse wird nicht eingetragen.", unsubscribe: "Abonnement beenden", footer: "Du erhältst diese E-Mail, weil deine Adresse im Newsletter-Formular angegeben wurde." },
  fr: { name: { corporate: "la Lettre entreprises", forest: "la Lettre de la forêt" }, subject: (l) => `Confirmez votre abonnement à ${l}`, heading: "Confirmez votre abonnement", intro: (l) => `Merci de vous être abonné à ${l}. Confirmez votre adresse e-mail et nous vous enverrons la prochaine lettre.`, action: "Confirmer l’abonnement", valid: `Le lien est valable ${NEWSLETTER_CONFIRM_HOURS} heures.`, ignore: "Si vous ne vous êtes pas abonné, ignorez ce message : votre adresse n’est pas ajoutée.", unsubscribe: "Se désabonner", footer: "Vous recevez ce message car votre adresse a été saisie dans le formulaire de la lettre d’information." },
  ru: { name: { corporate: "«Деловое письмо»", forest: "«Лесное письмо»" }, subject: (l) => `Подтвердите подписку на ${l}`, heading: "Подтвердите подписку", intro: (l) => `Спасибо за подписку на ${l}. Подтвердите адрес электронной почты, и мы пришлём следующее письмо.`, action: "Подтвердить подписку", valid: `Ссылка действует ${NEWSLETTER_CONFIRM_HOURS} часа.`, ignore: "Если вы не подписывались, просто проигнорируйте это письмо: адрес не будет добавлен.", unsubscribe: "Отписаться", footer: "Вы получили это письмо, потому что ваш адрес указали в форме подписки." },
};

export function renderNewsletterConfirmation(c: { language: LanguageCode; list: NewsletterList; url: string; unsubscribeUrl: string }, shopName: string) {
  const t = NEWSLETTER[c.language];
  const list = t.name[c.list];
  const { html, text } = renderMail({
    language: c.language,
    heading: t.heading,
    paragraphs: [t.intro(list)],
    action: { label: t.action, url: c.url },
    notes: [t.valid, t.ignore],
    footer: t.footer,
    footerLink: { label: t.unsubscribe, url: c.unsubscribeUrl },
    shopName,
  });
  return { subject: `${t.subject(list)} – ${shopName}`, html, text };
}
