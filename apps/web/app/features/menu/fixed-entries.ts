// Fixed menu entries (spec 01 §2 menu screen), some only in Finnish; every path is a page of the
// shop in every language (the link crawl checks them, e2e/tests/site-links.spec.ts).
import { EXPERIENCES_PATH } from "@polku/domain";
import type { LanguageCode } from "@polku/domain";
import type { MessageKey } from "../../lib/i18n";

export interface FixedEntry {
  key: MessageKey;
  href: string;
  fiOnly?: boolean;
}

export interface FixedSection {
  key: MessageKey;
  entries: FixedEntry[];
  fiOnly?: boolean;
}

export const FIXED_SECTIONS: readonly FixedSection[] = [
  // Guided finders (issue 18): where a shopper choosing gear looks first.
  {
    key: "skiWizard.menuSection",
    entries: [
      { key: "skiWizard.menuLink", href: "/ski-wizard/" },
      { key: "shoeWizard.menuLink", href: "/shoe-wizard/" },
    ],
  },
  {
    key: "menu.circular",
    fiOnly: true,
    entries: [
      { key: "menu.secondHand", href: "/second-hand/" },
      { key: "menu.rental", href: "/rental/" },
      { key: "menu.repair", href: "/page/korjauspalvelu/" },
      { key: "menu.sustainability", href: "/responsibility/" },
    ],
  },
  { key: "menu.storesSection", entries: [{ key: "menu.stores", href: "/stores/" }] },
  {
    key: "menu.customerService",
    entries: [
      { key: "menu.paymentMethods", href: "/page/payment-methods/" },
      { key: "menu.delivery", href: "/page/delivery/" },
      { key: "menu.returns", href: "/returns/" },
      { key: "menu.complaints", href: "/reclamation/", fiOnly: true },
      { key: "menu.memberDiscounts", href: "/page/jasenedut/", fiOnly: true },
      { key: "menu.contractTerms", href: "/sopimusehdot/", fiOnly: true },
    ],
  },
  {
    key: "menu.corporate",
    fiOnly: true,
    entries: [
      { key: "menu.staffGifts", href: "/page/henkilostolahjat/" },
      { key: "menu.customerGifts", href: "/page/asiakaslahjat/" },
      { key: "menu.summerShop", href: "/page/kesakauppa/" },
      { key: "menu.christmasShop", href: "/page/joulukauppa/" },
      { key: "menu.corporateProducts", href: "/enterprise/" },
      { key: "menu.customerStories", href: "/page/asiakastarinat/" },
      { key: "menu.contacts", href: "/page/yritysmyynti/" },
      { key: "menu.corporateInquiry", href: "/corporate-info-form/" },
      { key: "menu.corporateNewsletter", href: "/corporate-newsletter/" },
    ],
  },
  {
    key: "menu.lifeOutdoors",
    entries: [
      { key: "menu.guides", href: "/life-outdoors/" },
      { key: "menu.productTests", href: "/life-outdoors/tuotetestit/", fiOnly: true },
      { key: "menu.events", href: "/life-outdoors/tapahtumat/", fiOnly: true },
      { key: "menu.blogs", href: "/life-outdoors/blog/" },
      { key: "experiences.menuLink", href: EXPERIENCES_PATH },
      { key: "menu.clubOffers", href: "/campaigns/club-offers/" },
      { key: "newsletter.forest.title", href: "/forest-newsletter/" },
    ],
  },
];

/** The sections and entries a language shows; the last section ends with Account or Join the club. */
export function fixedSectionsFor(language: LanguageCode, loggedIn: boolean): FixedSection[] {
  const fi = language === "fi";
  return FIXED_SECTIONS.filter((section) => fi || !section.fiOnly).map((section) => {
    const entries = section.entries.filter((entry) => fi || !entry.fiOnly);
    if (section.key === "menu.lifeOutdoors") {
      entries.push(loggedIn ? { key: "menu.account", href: "/accounts/" } : { key: "menu.joinClub", href: "/accounts/login/" });
    }
    return { ...section, entries };
  });
}
