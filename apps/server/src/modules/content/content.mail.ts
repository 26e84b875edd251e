// The customer-service forms' e-mails (docs/content.md "Forms"): the sender's confirmation in the
// form's language, and the shop's notification in Finnish, through the outbox.
import type { LanguageCode } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";

interface Texts {
  subject: string;
  heading: string;
  intro: (name: string) => string;
  next: string;
  quoted: string;
  footer: string;
}

const CONFIRMATION: Record<LanguageCode, Texts> = {
  fi: { subject: "Viestisi on vastaanotettu", heading: "Kiitos viestistäsi", intro: (n) => `Hei ${n}, saimme viestisi asiakaspalveluumme.`, next: "Vastaamme arkisin yleensä yhden työpäivän kuluessa.", quoted: "Lähettämäsi viesti:", footer: "Saat tämän viestin, koska lähetit yhteydenottolomakkeen." },
  sv: { subject: "Vi har tagit emot ditt meddelande", heading: "Tack för ditt meddelande", intro: (n) => `Hej ${n}, vår kundservice har tagit emot ditt meddelande.`, next: "Vi svarar vanligtvis inom en arbetsdag.", quoted: "Ditt meddelande:", footer: "Du får detta meddelande eftersom du skickade kontaktformuläret." },
  en: { subject: "We have received your message", heading: "Thank you for your message", intro: (n) => `Hi ${n}, our customer service has received your message.`, next: "We usually answer within one working day.", quoted: "Your message:", footer: "You receive this because you sent the contact form." },
  de: { subject: "Wir haben deine Nachricht erhalten", heading: "Danke für deine Nachricht", intro: (n) => `Hallo ${n}, unser Kundenservice hat deine Nachricht erhalten.`, next: "Wir antworten in der Regel innerhalb eines Werktags.", quoted: "Deine Nachricht:", footer: "Du erhältst diese E-Mail, weil du das Kontaktformular gesendet hast." },
  fr: { subject: "Nous avons bien reçu votre message", heading: "Merci pour votre message", intro: (n) => `Bonjour ${n}, notre service client a bien reçu votre message.`, next: "Nous répondons généralement sous un jour ouvré.", quoted: "Votre message :", footer: "Vous recevez ce message car vous avez envoyé le formulaire de contact." },
  ru: { subject: "Мы получили ваше сообщение", heading: "Спасибо за сообщение", intro: (n) => `Здравствуйте, ${n}! Служба поддержки получила ваше сообщение.`, next: "Обычно мы отвечаем в течение одного рабочего дня.", quoted: "Ваше сообщение:", footer: "Вы получили это письмо, потому что отправили форму обратной связи." },
};

export function renderContactConfirmation(c: { language: LanguageCode; name: string; message: string }, shopName: string) {
  const t = CONFIRMATION[c.language];
  const { html, text } = renderMail({ language: c.language, heading: t.heading, paragraphs: [t.intro(c.name), t.next, t.quoted, c.message], footer: t.footer, shopName });
  return { subject: `${t.subject} – ${shopName}`, html, text };
}

export function renderContactNotification(c: { id: number; form: string; language: LanguageCode; name: string; email: string; orderNumber: string; topic: string; message: string }, shopName: string) {
  const heading = `Uusi yhteydenotto #${c.id} (${c.form}, ${c.topic})`;
  const { html, text } = renderMail({
    language: "fi",
    heading,
    paragraphs: [`Lähettäjä: ${c.name} <${c.email}>`, `Kieli: ${c.language}`, ...(c.orderNumber ? [`Tilausnumero: ${c.orderNumber}`] : []), c.message],
    footer: `${shopName} – verkkokaupan yhteydenottolomake`,
    shopName,
  });
  return { subject: heading, html, text };
}
