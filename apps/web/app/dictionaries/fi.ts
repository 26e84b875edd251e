// Finnish: the default and primary language (spec 01 §1). Its keys define the dictionary; every
// other language must have exactly the same keys (dictionaries.test.ts). ICU message syntax.
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

const fi = {
  ...grid.fi,
  ...filters.fi,
  ...catalogueUx.fi,
  ...search.fi,
  ...product.fi,
  ...productExtras.fi,
  ...accounts.fi,
  ...accountFlows.fi,
  ...social.fi,
  ...reviewAnswers.fi,
  ...reviewWriting.fi,
  ...viewedProducts.fi,
  ...compare.fi,
  ...orderTimeline.fi,
  ...cart.fi,
  ...staffDelivery.fi,
  ...orders.fi,
  ...giftCards.fi,
  ...content.fi,
  ...editorial.fi,
  ...experiences.fi,
  ...complaints.fi,
  ...returns.fi,
  ...shopper.fi,
  ...skiWizard.fi,
  ...shoeWizard.fi,
  ...shopBy.fi,
  ...circular.fi,
  ...rental.fi,
  ...businessForms.fi,
  ...infoPages.fi,
  "shell.skipToContent": "Siirry sisältöön",
  "shell.homeLink": "{shop} – etusivulle",
  "shell.mainNav": "Tuoteryhmät",
  "shell.openMenu": "Valikko",
  "shell.search.label": "Hae verkkokaupasta",
  "shell.search.placeholder": "Hae tuotteita ja merkkejä",
  "shell.search.submit": "Hae",
  "shell.account": "Oma tili",
  "shell.accountShort": "Tili",
  "shell.cart": "Ostoskori",
  "shell.cartShort": "Kori",

  "menu.title": "Valikko",
  "menu.back": "Takaisin",
  "menu.showAll": "Näytä kaikki: {name}",
  "menu.products": "Tuotteet",
  "menu.brands": "Merkit",
  "menu.circular": "Kiertotalous",
  "menu.secondHand": "Second hand",
  "menu.rental": "Vuokraus",
  "menu.repair": "Korjauspalvelu",
  "menu.sustainability": "Vastuullisuus",
  "menu.storesSection": "Myymälät",
  "menu.stores": "Kaikki myymälät",
  "menu.customerService": "Asiakaspalvelu",
  "menu.paymentMethods": "Maksutavat",
  "menu.delivery": "Toimitus",
  "menu.returns": "Palautukset",
  "menu.complaints": "Reklamaatiot",
  "menu.memberDiscounts": "Jäsenedut",
  "menu.contractTerms": "Sopimusehdot",
  "menu.corporate": "Yritysedut",
  "menu.staffGifts": "Henkilöstölahjat",
  "menu.customerGifts": "Asiakaslahjat",
  "menu.summerShop": "Kesäkauppa",
  "menu.christmasShop": "Joulukauppa",
  "menu.corporateProducts": "Tuotteet yrityksille",
  "menu.customerStories": "Asiakastarinat",
  "menu.contacts": "Yhteystiedot",
  "menu.lifeOutdoors": "Elämää ulkona",
  "menu.guides": "Oppaat",
  "menu.productTests": "Tuotetestit",
  "menu.events": "Tapahtumat",
  "menu.blogs": "Blogit",
  "menu.clubOffers": "Klubitarjoukset",
  "menu.account": "Oma tili",
  "menu.joinClub": "Liity klubiin",
  "menu.localeTitle": "Toimitusmaa ja valuutta",
  "menu.localeChange": "Vaihda",

  "locale.button": "Toimitusmaa {country}, valuutta {currency}. Vaihda maa, valuutta tai kieli",
  "locale.title": "Maa, valuutta ja kieli",
  "locale.country": "Toimitusmaa",
  "locale.currency": "Valuutta",
  "locale.language": "Kieli",
  "locale.save": "Tallenna",
  "locale.cancel": "Peruuta",
  "locale.loading": "Ladataan vaihtoehtoja…",
  "locale.loadFailed": "Maiden ja valuuttojen lataaminen epäonnistui.",
  "locale.retry": "Yritä uudelleen",
  "locale.saved": "Asetukset tallennettu",
  "locale.filter": "Hae maata",
  "locale.noMatches": "Yhtään maata ei löytynyt.",

  "modal.close": "Sulje",
  "toast.region": "Ilmoitukset",
  "toast.close": "Sulje ilmoitus",

  "home.title": "Ulkoiluvarusteet ja urheilu",
  "home.description": "{shop} – varusteet retkeilyyn, vaellukseen, hiihtoon ja ulkoiluun. Myymälät ympäri Suomen ja nopea toimitus.",
  "home.heading": "{shop} – ulkoilun ja urheilun verkkokauppa",
  "home.campaigns": "Kampanjat",
  "home.groups": "Tuoteryhmät",
  "home.newest": "Uutuudet",
  "home.allNewest": "Kaikki uutuudet",
  "home.noNewest": "Uutuuksia ei ole juuri nyt.",
  "home.newestFailed": "Uutuuksien lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.",
  "home.brands": "Merkit",
  "home.allBrands": "Kaikki merkit",

  "product.count": "{count, plural, one {# tuote} other {# tuotetta}}",
  "product.discountRibbon": "-{percent} %",
  "product.fromPrice": "alk. {price}",
  "product.salePrice": "Tarjoushinta",
  "product.referencePrice": "Normaalihinta",
  "product.imageMissing": "Kuvaa ei löytynyt",

  "breadcrumbs.label": "Murupolku",
  "breadcrumbs.home": "Etusivu",
  "group.subgroups": "Tuoteryhmät",
  "group.seeAlso": "Katso myös",
  "group.newest": "Uusimmat: {name}",
  "group.noProducts": "Tässä tuoteryhmässä ei ole juuri nyt uutuuksia.",
  "brand.brands": "Merkit",
  "brand.newest": "Uusimmat: {name}",
  "brand.noProducts": "Tältä merkiltä ei ole juuri nyt uutuuksia.",
  "brands.title": "Merkit",
  "brands.intro": "{count, plural, one {# merkki} other {# merkkiä}} aakkosjärjestyksessä. Valitse merkki nähdäksesi sen tuotteet.",
  "brands.letters": "Merkit alkukirjaimen mukaan",
  "brands.empty": "Merkkejä ei juuri nyt voitu näyttää.",

  "rental.eyebrow": "Vuokraus",
  "rental.title": "Vuokraa varusteet seikkailuun",
  "rental.intro": "Sukset, lumikengät, teltat ja SUP-laudat vuokralle lähimmästä myymälästä. Varaa verkossa ja nouda valmiiksi huollettuna.",
  "rental.unavailable": "Verkkovaraus ei ole juuri nyt käytössä. Kysy vuokrauksesta myymälästä.",
  "rental.howTitle": "Näin vuokraat",
  "rental.step1": "Valitse varusteet ja vuokra-aika.",
  "rental.step2": "Nouda varusteet myymälästä – neuvomme sovituksessa ja säädöissä.",
  "rental.step3": "Palauta varusteet samaan myymälään vuokra-ajan päätyttyä.",
  "rental.findStore": "Löydä myymälä",
  "rental.backToShop": "Takaisin verkkokauppaan",

  "footer.customerService": "Asiakaspalvelu",
  "footer.contact": "Ota yhteyttä",
  "footer.faq": "Usein kysyttyä",
  "footer.viewOrder": "Tilauksen seuranta",
  "footer.stores": "Myymälät",
  "footer.allStores": "Kaikki myymälät",
  "footer.expressPickup": "Pikanouto",
  "footer.about": "Tietoa meistä",
  "footer.aboutUs": "{shop} lyhyesti",
  "footer.enterprise": "Yritysasiakkaat",
  "footer.payment": "Maksutavat",
  "footer.copyright": "© {year} {shop}",
  "footer.tagline": "Ulkoiluvarusteita vuodesta 1970",
  "payment.bnpl": "Lasku ja osamaksu",
  "payment.wallet": "Verkkolompakko",

  "error.heading": "Virhe {status}",
  "error.statusLabel": "Virhekoodi",
  "error.notFound": "Sivua ei löytynyt: {path}",
  "error.groupNotFound": "Tuoteryhmää ei löytynyt.",
  "error.manufacturerNotFound": "Valmistajaa ei löytynyt.",
  "error.resources": "Resurssien haku epäonnistui, yritä myöhemmin uudelleen.",
  "error.unexpected": "Sivulla tapahtui odottamaton virhe. Yritä myöhemmin uudelleen.",
  "error.continueShopping": "Jatka ostoksia",
  "error.redirecting": "Siirrytään eteenpäin…",
} satisfies Record<string, string>;

export default fi;
