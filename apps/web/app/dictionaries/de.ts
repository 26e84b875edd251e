import type { Messages } from "../lib/i18n";
import { filters } from "./areas/filters";
import { catalogueUx } from "./areas/catalogue-ux";
import { grid } from "./areas/grid";
import { accounts } from "./areas/accounts";
import { accountFlows } from "./areas/account-flows";
import { product } from "./areas/product";
import { productExtras } from "./areas/product-extras";
import { search } from "./areas/search";
import { social } from "./areas/social";
import { reviewAnswers } from "./areas/review-answers";
import { reviewWriting } from "./areas/review-writing";
import { viewedProducts } from "./areas/viewed-products";
import { compare } from "./areas/compare";
import { orderTimeline } from "./areas/order-timeline";
import { cart } from "./areas/cart";
import { staffDelivery } from "./areas/staff-delivery";
import { orders } from "./areas/orders";
import { giftCards } from "./areas/gift-cards";
import { content } from "./areas/content";
import { editorial } from "./areas/editorial";
import { experiences } from "./areas/experiences";
import { complaints } from "./areas/complaints";
import { returns } from "./areas/returns";
import { shopper } from "./areas/shopper";
import { skiWizard } from "./areas/ski-wizard";
import { shoeWizard } from "./areas/shoe-wizard";
import { shopBy } from "./areas/shop-by";
import { circular } from "./areas/circular";
import { rental } from "./areas/rental";
import { businessForms } from "./areas/business-forms";
import { infoPages } from "./areas/info-pages";

// German.
const de: Messages = {
  ...grid.de,
  ...filters.de,
  ...catalogueUx.de,
  ...search.de,
  ...product.de,
  ...productExtras.de,
  ...accounts.de,
  ...accountFlows.de,
  ...social.de,
  ...reviewAnswers.de,
  ...reviewWriting.de,
  ...viewedProducts.de,
  ...compare.de,
  ...orderTimeline.de,
  ...cart.de,
  ...staffDelivery.de,
  ...orders.de,
  ...giftCards.de,
  ...content.de,
  ...editorial.de,
  ...experiences.de,
  ...complaints.de,
  ...returns.de,
  ...shopper.de,
  ...skiWizard.de,
  ...shoeWizard.de,
  ...shopBy.de,
  ...circular.de,
  ...rental.de,
  ...businessForms.de,
  ...infoPages.de,
  "shell.skipToContent": "Zum Inhalt springen",
  "shell.homeLink": "{shop} – zur Startseite",
  "shell.mainNav": "Produktgruppen",
  "shell.openMenu": "Menü",
  "shell.search.label": "Im Shop suchen",
  "shell.search.placeholder": "Produkte und Marken suchen",
  "shell.search.submit": "Suchen",
  "shell.account": "Mein Konto",
  "shell.accountShort": "Konto",
  "shell.cart": "Warenkorb",
  "shell.cartShort": "Korb",

  "menu.title": "Menü",
  "menu.back": "Zurück",
  "menu.showAll": "Alle anzeigen: {name}",
  "menu.products": "Produkte",
  "menu.brands": "Marken",
  "menu.circular": "Kreislaufwirtschaft",
  "menu.secondHand": "Gebraucht",
  "menu.rental": "Verleih",
  "menu.repair": "Reparaturservice",
  "menu.sustainability": "Nachhaltigkeit",
  "menu.storesSection": "Filialen",
  "menu.stores": "Alle Filialen",
  "menu.customerService": "Kundenservice",
  "menu.paymentMethods": "Zahlungsarten",
  "menu.delivery": "Lieferung",
  "menu.returns": "Rücksendungen",
  "menu.complaints": "Reklamationen",
  "menu.memberDiscounts": "Mitgliedervorteile",
  "menu.contractTerms": "Vertragsbedingungen",
  "menu.corporate": "Firmenangebote",
  "menu.staffGifts": "Mitarbeitergeschenke",
  "menu.customerGifts": "Kundengeschenke",
  "menu.summerShop": "Sommershop",
  "menu.christmasShop": "Weihnachtsshop",
  "menu.corporateProducts": "Produkte für Unternehmen",
  "menu.customerStories": "Kundengeschichten",
  "menu.contacts": "Kontakt",
  "menu.lifeOutdoors": "Leben draußen",
  "menu.guides": "Ratgeber",
  "menu.productTests": "Produkttests",
  "menu.events": "Veranstaltungen",
  "menu.blogs": "Blogs",
  "menu.clubOffers": "Clubangebote",
  "menu.account": "Mein Konto",
  "menu.joinClub": "Dem Club beitreten",
  "menu.localeTitle": "Lieferland und Währung",
  "menu.localeChange": "Ändern",

  "locale.button": "Lieferland {country}, Währung {currency}. Land, Währung oder Sprache ändern",
  "locale.title": "Land, Währung und Sprache",
  "locale.country": "Lieferland",
  "locale.currency": "Währung",
  "locale.language": "Sprache",
  "locale.save": "Speichern",
  "locale.cancel": "Abbrechen",
  "locale.loading": "Optionen werden geladen…",
  "locale.loadFailed": "Länder und Währungen konnten nicht geladen werden.",
  "locale.retry": "Erneut versuchen",
  "locale.saved": "Einstellungen gespeichert",
  "locale.filter": "Land suchen",
  "locale.noMatches": "Keine Länder gefunden.",

  "modal.close": "Schließen",
  "toast.region": "Benachrichtigungen",
  "toast.close": "Benachrichtigung schließen",

  "home.title": "Outdoor-Ausrüstung und Sport",
  "home.description": "{shop} – Ausrüstung zum Wandern, Campen, Skifahren und für draußen. Filialen in ganz Finnland und schnelle Lieferung.",
  "home.heading": "{shop} – der Shop für Outdoor und Sport",
  "home.campaigns": "Aktionen",
  "home.groups": "Produktgruppen",
  "home.newest": "Neuheiten",
  "home.allNewest": "Alle Neuheiten",
  "home.noNewest": "Zurzeit gibt es keine Neuheiten.",
  "home.newestFailed": "Die Neuheiten konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
  "home.brands": "Marken",
  "home.allBrands": "Alle Marken",

  "product.count": "{count, plural, one {# Produkt} other {# Produkte}}",
  "product.discountRibbon": "-{percent} %",
  "product.fromPrice": "ab {price}",
  "product.salePrice": "Angebotspreis",
  "product.referencePrice": "Regulärer Preis",
  "product.imageMissing": "Bild nicht gefunden",

  "breadcrumbs.label": "Brotkrümelnavigation",
  "breadcrumbs.home": "Startseite",
  "group.subgroups": "Produktgruppen",
  "group.seeAlso": "Siehe auch",
  "group.newest": "Neueste: {name}",
  "group.noProducts": "In dieser Produktgruppe gibt es zurzeit keine Neuheiten.",
  "brand.brands": "Marken",
  "brand.newest": "Neueste: {name}",
  "brand.noProducts": "Von dieser Marke gibt es zurzeit keine Neuheiten.",
  "brands.title": "Marken",
  "brands.intro": "{count, plural, one {# Marke} other {# Marken}} in alphabetischer Reihenfolge. Wählen Sie eine Marke, um ihre Produkte zu sehen.",
  "brands.letters": "Marken nach Anfangsbuchstaben",
  "brands.empty": "Die Marken können gerade nicht angezeigt werden.",

  "rental.eyebrow": "Verleih",
  "rental.title": "Ausrüstung für dein Abenteuer leihen",
  "rental.intro": "Ski, Schneeschuhe, Zelte und SUP-Boards zum Ausleihen in der nächsten Filiale. Online buchen und gewartet abholen.",
  "rental.unavailable": "Die Online-Buchung ist zurzeit nicht verfügbar. Fragen Sie in der Filiale nach dem Verleih.",
  "rental.howTitle": "So funktioniert der Verleih",
  "rental.step1": "Ausrüstung und Mietdauer wählen.",
  "rental.step2": "Ausrüstung in der Filiale abholen – wir helfen bei Anpassung und Einstellung.",
  "rental.step3": "Ausrüstung nach Ende der Mietdauer in derselben Filiale zurückgeben.",
  "rental.findStore": "Filiale finden",
  "rental.backToShop": "Zurück zum Shop",

  "footer.customerService": "Kundenservice",
  "footer.contact": "Kontakt aufnehmen",
  "footer.faq": "Häufige Fragen",
  "footer.viewOrder": "Bestellung verfolgen",
  "footer.stores": "Filialen",
  "footer.allStores": "Alle Filialen",
  "footer.expressPickup": "Express-Abholung",
  "footer.about": "Über uns",
  "footer.aboutUs": "{shop} in Kürze",
  "footer.enterprise": "Geschäftskunden",
  "footer.payment": "Zahlungsarten",
  "footer.copyright": "© {year} {shop}",
  "footer.tagline": "Outdoor-Ausrüstung seit 1970",
  "payment.bnpl": "Rechnung und Ratenkauf",
  "payment.wallet": "Online-Wallet",

  "error.heading": "Fehler {status}",
  "error.statusLabel": "Fehlercode",
  "error.notFound": "Seite nicht gefunden: {path}",
  "error.groupNotFound": "Produktgruppe nicht gefunden.",
  "error.manufacturerNotFound": "Hersteller nicht gefunden.",
  "error.resources": "Die Ressourcen konnten nicht abgerufen werden, bitte später erneut versuchen.",
  "error.unexpected": "Auf der Seite ist ein unerwarteter Fehler aufgetreten. Bitte später erneut versuchen.",
  "error.continueShopping": "Weiter einkaufen",
  "error.redirecting": "Sie werden weitergeleitet…",
};

export default de;
