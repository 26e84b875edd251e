// The errors a shopper reads when redeeming a gift code (spec 02 §8: a 400 shows the server's
// error text), in the six languages.
import type { GiftCodeErrorKey, LanguageCode } from "@polku/domain";

export const GIFT_CODE_ERRORS: Record<LanguageCode, Record<GiftCodeErrorKey, string>> = {
  fi: {
    codeRequired: "Tämä on pakollinen kenttä.",
    codeUnknown: "Koodia ei löytynyt. Tarkista koodi.",
    codeUsed: "Koodi on jo käytetty.",
    codeExpired: "Koodi ei ole enää voimassa.",
    productNotInCampaign: "Tuote ei kuulu tähän kampanjaan.",
    campaignNotFound: "Kampanjaa ei löytynyt",
  },
  sv: {
    codeRequired: "Detta är ett obligatoriskt fält.",
    codeUnknown: "Koden hittades inte. Kontrollera koden.",
    codeUsed: "Koden har redan använts.",
    codeExpired: "Koden är inte längre giltig.",
    productNotInCampaign: "Produkten ingår inte i kampanjen.",
    campaignNotFound: "Kampanjen hittades inte",
  },
  en: {
    codeRequired: "This is a required field.",
    codeUnknown: "Code not found. Please check the code.",
    codeUsed: "This code has already been used.",
    codeExpired: "This code is no longer valid.",
    productNotInCampaign: "This product is not part of the campaign.",
    campaignNotFound: "Campaign not found",
  },
  de: {
    codeRequired: "Dies ist ein Pflichtfeld.",
    codeUnknown: "Code nicht gefunden. Bitte prüfe den Code.",
    codeUsed: "Dieser Code wurde bereits verwendet.",
    codeExpired: "Dieser Code ist nicht mehr gültig.",
    productNotInCampaign: "Dieses Produkt gehört nicht zur Kampagne.",
    campaignNotFound: "Kampagne nicht gefunden",
  },
  fr: {
    codeRequired: "Ce champ est obligatoire.",
    codeUnknown: "Code introuvable. Vérifiez le code.",
    codeUsed: "Ce code a déjà été utilisé.",
    codeExpired: "Ce code n’est plus valable.",
    productNotInCampaign: "Ce produit ne fait pas partie de la campagne.",
    campaignNotFound: "Campagne introuvable",
  },
  ru: {
    codeRequired: "Это обязательное поле.",
    codeUnknown: "Код не найден. Проверьте код.",
    codeUsed: "Этот код уже использован.",
    codeExpired: "Срок действия кода истёк.",
    productNotInCampaign: "Этот товар не участвует в кампании.",
    campaignNotFound: "Кампания не найдена",
  },
};
