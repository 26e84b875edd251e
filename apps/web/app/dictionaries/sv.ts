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

// Swedish.
const sv: Messages = {
  ...grid.sv,
  ...filters.sv,
  ...catalogueUx.sv,
  ...search.sv,
  ...product.sv,
  ...productExtras.sv,
  ...accounts.sv,
  ...accountFlows.sv,
  ...social.sv,
  ...reviewAnswers.sv,
  ...reviewWriting.sv,
  ...viewedProducts.sv,
  ...compare.sv,
  ...orderTimeline.sv,
  ...cart.sv,
  ...staffDelivery.sv,
  ...orders.sv,
  ...giftCards.sv,
  ...content.sv,
  ...editorial.sv,
  ...experiences.sv,
  ...complaints.sv,
  ...returns.sv,
  ...shopper.sv,
  ...skiWizard.sv,
  ...shoeWizard.sv,
  ...shopBy.sv,
  ...circular.sv,
  ...rental.sv,
  ...businessForms.sv,
  ...infoPages.sv,
  "shell.skipToContent": "Hoppa till innehållet",
  "shell.homeLink": "{shop} – till startsidan",
  "shell.mainNav": "Produktgrupper",
  "shell.openMenu": "Meny",
  "shell.search.label": "Sök i webbutiken",
  "shell.search.placeholder": "Sök produkter och märken",
  "shell.search.submit": "Sök",
  "shell.account": "Mitt konto",
  "shell.accountShort": "Konto",
  "shell.cart": "Varukorg",
  "shell.cartShort": "Korg",

  "menu.title": "Meny",
  "menu.back": "Tillbaka",
  "menu.showAll": "Visa alla: {name}",
  "menu.products": "Produkter",
  "menu.brands": "Märken",
  "menu.circular": "Cirkulär ekonomi",
  "menu.secondHand": "Begagnat",
  "menu.rental": "Uthyrning",
  "menu.repair": "Reparationstjänst",
  "menu.sustainability": "Hållbarhet",
  "menu.storesSection": "Butiker",
  "menu.stores": "Alla butiker",
  "menu.customerService": "Kundtjänst",
  "menu.paymentMethods": "Betalningssätt",
  "menu.delivery": "Leverans",
  "menu.returns": "Returer",
  "menu.complaints": "Reklamationer",
  "menu.memberDiscounts": "Medlemsförmåner",
  "menu.contractTerms": "Avtalsvillkor",
  "menu.corporate": "Företagsförmåner",
  "menu.staffGifts": "Personalgåvor",
  "menu.customerGifts": "Kundgåvor",
  "menu.summerShop": "Sommarbutik",
  "menu.christmasShop": "Julbutik",
  "menu.corporateProducts": "Produkter för företag",
  "menu.customerStories": "Kundberättelser",
  "menu.contacts": "Kontaktuppgifter",
  "menu.lifeOutdoors": "Livet utomhus",
  "menu.guides": "Guider",
  "menu.productTests": "Produkttester",
  "menu.events": "Evenemang",
  "menu.blogs": "Bloggar",
  "menu.clubOffers": "Klubberbjudanden",
  "menu.account": "Mitt konto",
  "menu.joinClub": "Gå med i klubben",
  "menu.localeTitle": "Leveransland och valuta",
  "menu.localeChange": "Ändra",

  "locale.button": "Leveransland {country}, valuta {currency}. Ändra land, valuta eller språk",
  "locale.title": "Land, valuta och språk",
  "locale.country": "Leveransland",
  "locale.currency": "Valuta",
  "locale.language": "Språk",
  "locale.save": "Spara",
  "locale.cancel": "Avbryt",
  "locale.loading": "Alternativen laddas…",
  "locale.loadFailed": "Det gick inte att ladda länder och valutor.",
  "locale.retry": "Försök igen",
  "locale.saved": "Inställningarna har sparats",
  "locale.filter": "Sök land",
  "locale.noMatches": "Inga länder hittades.",

  "modal.close": "Stäng",
  "toast.region": "Aviseringar",
  "toast.close": "Stäng aviseringen",

  "home.title": "Friluftsutrustning och sport",
  "home.description": "{shop} – utrustning för vandring, friluftsliv, skidåkning och äventyr. Butiker i hela Finland och snabb leverans.",
  "home.heading": "{shop} – webbutik för friluftsliv och sport",
  "home.campaigns": "Kampanjer",
  "home.groups": "Produktgrupper",
  "home.newest": "Nyheter",
  "home.allNewest": "Alla nyheter",
  "home.noNewest": "Det finns inga nyheter just nu.",
  "home.newestFailed": "Det gick inte att ladda nyheterna. Försök igen om en stund.",
  "home.brands": "Märken",
  "home.allBrands": "Alla märken",

  "product.count": "{count, plural, one {# produkt} other {# produkter}}",
  "product.discountRibbon": "-{percent} %",
  "product.fromPrice": "från {price}",
  "product.salePrice": "Kampanjpris",
  "product.referencePrice": "Ordinarie pris",
  "product.imageMissing": "Bilden hittades inte",

  "breadcrumbs.label": "Brödsmulor",
  "breadcrumbs.home": "Startsida",
  "group.subgroups": "Produktgrupper",
  "group.seeAlso": "Se även",
  "group.newest": "Nyaste: {name}",
  "group.noProducts": "Den här produktgruppen har inga nyheter just nu.",
  "brand.brands": "Märken",
  "brand.newest": "Nyaste: {name}",
  "brand.noProducts": "Det här märket har inga nyheter just nu.",
  "brands.title": "Märken",
  "brands.intro": "{count, plural, one {# märke} other {# märken}} i alfabetisk ordning. Välj ett märke för att se dess produkter.",
  "brands.letters": "Märken efter begynnelsebokstav",
  "brands.empty": "Märkena kunde inte visas just nu.",

  "rental.eyebrow": "Uthyrning",
  "rental.title": "Hyr utrustning för ditt äventyr",
  "rental.intro": "Skidor, snöskor, tält och SUP-brädor att hyra i närmaste butik. Boka på nätet och hämta ut dem färdigt servade.",
  "rental.unavailable": "Bokning på nätet är inte i bruk just nu. Fråga om uthyrning i butiken.",
  "rental.howTitle": "Så här hyr du",
  "rental.step1": "Välj utrustning och hyresperiod.",
  "rental.step2": "Hämta utrustningen i butiken – vi hjälper till med passform och inställningar.",
  "rental.step3": "Lämna tillbaka utrustningen i samma butik när hyresperioden är slut.",
  "rental.findStore": "Hitta en butik",
  "rental.backToShop": "Tillbaka till webbutiken",

  "footer.customerService": "Kundtjänst",
  "footer.contact": "Kontakta oss",
  "footer.faq": "Vanliga frågor",
  "footer.viewOrder": "Spåra beställning",
  "footer.stores": "Butiker",
  "footer.allStores": "Alla butiker",
  "footer.expressPickup": "Expressupphämtning",
  "footer.about": "Om oss",
  "footer.aboutUs": "{shop} i korthet",
  "footer.enterprise": "Företagskunder",
  "footer.payment": "Betalningssätt",
  "footer.copyright": "© {year} {shop}",
  "footer.tagline": "Friluftsutrustning sedan 1970",
  "payment.bnpl": "Faktura och delbetalning",
  "payment.wallet": "Digital plånbok",

  "error.heading": "Fel {status}",
  "error.statusLabel": "Felkod",
  "error.notFound": "Sidan hittades inte: {path}",
  "error.groupNotFound": "Produktgruppen hittades inte.",
  "error.manufacturerNotFound": "Tillverkaren hittades inte.",
  "error.resources": "Det gick inte att hämta resurserna, försök igen senare.",
  "error.unexpected": "Ett oväntat fel inträffade på sidan. Försök igen senare.",
  "error.continueShopping": "Fortsätt handla",
  "error.redirecting": "Du skickas vidare…",
};

export default sv;
