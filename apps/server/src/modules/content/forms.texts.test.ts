import { languageCodes } from "@polku/domain";
import { describe, expect, it } from "vitest";
import { renderInquiryNotification, renderNewsletterConfirmation } from "./business-forms.mail";
import { renderContactNotification } from "./content.mail";
import { FORM_NOTIFICATION_TEXTS, FORM_TEXTS, formNotificationText, formText, type FormTextKey } from "./forms.texts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the forms' mail texts", () => {
  const keys = Object.keys(FORM_TEXTS.fi).sort() as FormTextKey[];

  it("exist in every shop language with every key filled and the Finnish placeholders", () => {
    for (const language of languageCodes) {
      expect(Object.keys(FORM_TEXTS[language]).sort(), language).toEqual(keys);
      for (const key of keys) {
        expect(FORM_TEXTS[language][key].trim(), `${language}.${key}`).not.toBe("");
        expect(placeholders(FORM_TEXTS[language][key]), `${language}.${key}`).toEqual(placeholders(FORM_TEXTS.fi[key]));
      }
    }
  });

  it("render through the message format with their values, and the notifications in Finnish", () => {
    for (const language of languageCodes) {
      for (const key of keys) {
        const text = formText(key, language, { name: "N", company: "C", list: "L", hours: 72 });
        expect(text, `${language}.${key}`).not.toMatch(/[{}]/);
      }
    }
    for (const key of Object.keys(FORM_NOTIFICATION_TEXTS) as (keyof typeof FORM_NOTIFICATION_TEXTS)[]) {
      const values = Object.fromEntries(placeholders(FORM_NOTIFICATION_TEXTS[key]).map((name) => [name!, `<${name}>`]));
      expect(formNotificationText(key, values), key).not.toMatch(/[{}]/);
    }
  });

  it("keep a shopper's input and long numbers as they were given", () => {
    const contact = renderContactNotification({ id: 123456, form: "contact", language: "sv", name: "Anna {x} O'Neil", email: "a@b.fi", orderNumber: "", topic: "order", message: "m" }, "Polku");
    expect(contact.subject).toBe("Uusi yhteydenotto #123456 (contact, order)");
    expect(contact.text).toContain("Lähettäjä: Anna {x} O'Neil <a@b.fi>");
    const inquiry = renderInquiryNotification({ id: 1, language: "en", company: "Oy {A}", businessId: "", contactName: "M", email: "m@x.fi", phone: "", interest: "gifts", recipients: 1500, message: "m" }, "Polku");
    expect(inquiry.text).toContain("Yritys: Oy {A}");
    expect(inquiry.text).toContain("Vastaanottajia: 1500");
    expect(renderNewsletterConfirmation({ language: "fi", list: "forest", url: "https://x/c", unsubscribeUrl: "https://x/u" }, "Polku").subject).toBe("Vahvista Metsäkirje-tilauksesi – Polku");
  });
});
