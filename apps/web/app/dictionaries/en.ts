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

// English.
const en: Messages = {
  ...grid.en,
  ...filters.en,
  ...catalogueUx.en,
  ...search.en,
  ...product.en,
  ...productExtras.en,
  ...accounts.en,
  ...accountFlows.en,
  ...social.en,
  ...reviewAnswers.en,
  ...reviewWriting.en,
  ...viewedProducts.en,
  ...compare.en,
  ...orderTimeline.en,
  ...cart.en,
  ...staffDelivery.en,
  ...orders.en,
  ...giftCards.en,
  ...content.en,
  ...editorial.en,
  ...experiences.en,
  ...complaints.en,
  ...returns.en,
  ...shopper.en,
  ...skiWizard.en,
  ...shoeWizard.en,
  ...shopBy.en,
  ...circular.en,
  ...rental.en,
  ...businessForms.en,
  ...infoPages.en,
  "shell.skipToContent": "Skip to content",
  "shell.homeLink": "{shop} – home page",
  "shell.mainNav": "Product groups",
  "shell.openMenu": "Menu",
  "shell.search.label": "Search the shop",
  "shell.search.placeholder": "Search products and brands",
  "shell.search.submit": "Search",
  "shell.account": "My account",
  "shell.accountShort": "Account",
  "shell.cart": "Shopping cart",
  "shell.cartShort": "Cart",

  "menu.title": "Menu",
  "menu.back": "Back",
  "menu.showAll": "Show all: {name}",
  "menu.products": "Products",
  "menu.brands": "Brands",
  "menu.circular": "Circular economy",
  "menu.secondHand": "Second hand",
  "menu.rental": "Rental",
  "menu.repair": "Repair service",
  "menu.sustainability": "Sustainability",
  "menu.storesSection": "Stores",
  "menu.stores": "All stores",
  "menu.customerService": "Customer service",
  "menu.paymentMethods": "Payment methods",
  "menu.delivery": "Delivery",
  "menu.returns": "Returns",
  "menu.complaints": "Complaints",
  "menu.memberDiscounts": "Member discounts",
  "menu.contractTerms": "Terms and conditions",
  "menu.corporate": "Corporate deals",
  "menu.staffGifts": "Staff gifts",
  "menu.customerGifts": "Customer gifts",
  "menu.summerShop": "Summer shop",
  "menu.christmasShop": "Christmas shop",
  "menu.corporateProducts": "Products for companies",
  "menu.customerStories": "Customer stories",
  "menu.contacts": "Contacts",
  "menu.lifeOutdoors": "Life outdoors",
  "menu.guides": "Guides",
  "menu.productTests": "Product tests",
  "menu.events": "Events",
  "menu.blogs": "Blogs",
  "menu.clubOffers": "Club offers",
  "menu.account": "My account",
  "menu.joinClub": "Join the club",
  "menu.localeTitle": "Delivery country and currency",
  "menu.localeChange": "Change",

  "locale.button": "Delivery country {country}, currency {currency}. Change country, currency or language",
  "locale.title": "Country, currency and language",
  "locale.country": "Delivery country",
  "locale.currency": "Currency",
  "locale.language": "Language",
  "locale.save": "Save",
  "locale.cancel": "Cancel",
  "locale.loading": "Loading the options…",
  "locale.loadFailed": "Countries and currencies could not be loaded.",
  "locale.retry": "Try again",
  "locale.saved": "Settings saved",
  "locale.filter": "Search for a country",
  "locale.noMatches": "No countries found.",

  "modal.close": "Close",
  "toast.region": "Notifications",
  "toast.close": "Dismiss notification",

  "home.title": "Outdoor gear and sports",
  "home.description": "{shop} – gear for hiking, camping, skiing and outdoor life. Stores across Finland and fast delivery.",
  "home.heading": "{shop} – the outdoor and sports shop",
  "home.campaigns": "Campaigns",
  "home.groups": "Product groups",
  "home.newest": "New arrivals",
  "home.allNewest": "All new arrivals",
  "home.noNewest": "There are no new arrivals right now.",
  "home.newestFailed": "New arrivals could not be loaded. Please try again in a moment.",
  "home.brands": "Brands",
  "home.allBrands": "All brands",

  "product.count": "{count, plural, one {# product} other {# products}}",
  "product.discountRibbon": "-{percent}%",
  "product.fromPrice": "from {price}",
  "product.salePrice": "Sale price",
  "product.referencePrice": "Regular price",
  "product.imageMissing": "Image not found",

  "breadcrumbs.label": "Breadcrumb",
  "breadcrumbs.home": "Home",
  "group.subgroups": "Product groups",
  "group.seeAlso": "See also",
  "group.newest": "Newest: {name}",
  "group.noProducts": "This product group has no new arrivals right now.",
  "brand.brands": "Brands",
  "brand.newest": "Newest: {name}",
  "brand.noProducts": "This brand has no new arrivals right now.",
  "brands.title": "Brands",
  "brands.intro": "{count, plural, one {# brand} other {# brands}} in alphabetical order. Choose a brand to see its products.",
  "brands.letters": "Brands by first letter",
  "brands.empty": "The brands could not be shown right now.",

  "rental.eyebrow": "Rental",
  "rental.title": "Rent gear for your next adventure",
  "rental.intro": "Skis, snowshoes, tents and SUP boards for rent at your nearest store. Book online and pick them up serviced and ready.",
  "rental.unavailable": "Online booking is not available right now. Ask about rentals in store.",
  "rental.howTitle": "How renting works",
  "rental.step1": "Choose your gear and rental period.",
  "rental.step2": "Pick up the gear at the store – we help with fitting and adjustments.",
  "rental.step3": "Return the gear to the same store when the rental period ends.",
  "rental.findStore": "Find a store",
  "rental.backToShop": "Back to the shop",

  "footer.customerService": "Customer service",
  "footer.contact": "Contact us",
  "footer.faq": "FAQ",
  "footer.viewOrder": "Track your order",
  "footer.stores": "Stores",
  "footer.allStores": "All stores",
  "footer.expressPickup": "Express pickup",
  "footer.about": "About us",
  "footer.aboutUs": "{shop} in brief",
  "footer.enterprise": "Business customers",
  "footer.payment": "Payment methods",
  "footer.copyright": "© {year} {shop}",
  "footer.tagline": "Outdoor gear since 1970",
  "payment.bnpl": "Invoice and instalments",
  "payment.wallet": "Online wallet",

  "error.heading": "Error {status}",
  "error.statusLabel": "Error code",
  "error.notFound": "Page not found: {path}",
  "error.groupNotFound": "Product group not found.",
  "error.manufacturerNotFound": "Manufacturer not found.",
  "error.resources": "Failed to fetch resources, try again later.",
  "error.unexpected": "An unexpected error occurred on the page. Please try again later.",
  "error.continueShopping": "Continue shopping",
  "error.redirecting": "Redirecting…",
};

export default en;
