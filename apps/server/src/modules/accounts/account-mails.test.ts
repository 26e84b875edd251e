// Every account e-mail exists in the six languages with the same placeholders, and renders as
// escaped HTML and plain text with the link in both (docs/mail.md).
import { languageCodes } from "@polku/domain";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../lib/mail/mailer";
import { ACCOUNT_MAIL_TEXTS } from "./account-mail-texts";
import { existingAccountMail, linkMail } from "./account-mails";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("account e-mail texts", () => {
  const reference = ACCOUNT_MAIL_TEXTS.fi;
  it.each(languageCodes)("%s has every Finnish key, non-empty, with the same placeholders", (language) => {
    const texts = ACCOUNT_MAIL_TEXTS[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${language} ${key}`).not.toBe("");
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(reference[key as keyof typeof reference]));
    }
  });

  it("are translated, not copied from English", () => {
    for (const language of languageCodes.filter((l) => l !== "en")) {
      const copied = Object.entries(ACCOUNT_MAIL_TEXTS.en).filter(([key, text]) => text.split(" ").length > 3 && ACCOUNT_MAIL_TEXTS[language][key as keyof typeof reference] === text);
      expect(copied, language).toEqual([]);
    }
  });
});

describe("rendered account e-mails", () => {
  const mailer = createMailer({ from: "kauppa@polku.example", shopName: "Polku", publicUrl: "https://polku.example/", languageHosts: { "polku.se": "sv" } });

  it("carry the link in HTML and text, in the recipient's language, on that language's host", () => {
    const fi = linkMail(mailer, { email: "a@b.fi", firstName: "Aino", language: "fi" }, "password_reset", "T".repeat(43));
    expect(fi.subject).toBe("Salasanan vaihto – Polku");
    expect(fi.text).toContain(`https://polku.example/accounts/password/reset/confirm/${"T".repeat(43)}/`);
    expect(fi.html).toContain(`href="https://polku.example/accounts/password/reset/confirm/${"T".repeat(43)}/"`);
    expect(fi.text).toContain("Hei Aino,");
    expect(fi.text).toContain("1 h");
    const sv = linkMail(mailer, { email: "a@b.se", firstName: "", language: "sv" }, "activation", "T".repeat(43), { memberNumber: "200123" });
    expect(sv.text).toContain("https://polku.se/accounts/activate/");
    expect(sv.text).toContain("Hej,");
    expect(sv.text).toContain("200123");
  });

  it("escapes what the customer typed", () => {
    const mail = existingAccountMail(mailer, { email: "x@y.fi", firstName: '<img src=x onerror="alert(1)">', language: "en" });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.text).toContain('<img src=x onerror="alert(1)">');
  });
});
