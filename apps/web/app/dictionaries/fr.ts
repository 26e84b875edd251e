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

// French.
const fr: Messages = {
  ...grid.fr,
  ...filters.fr,
  ...catalogueUx.fr,
  ...search.fr,
  ...product.fr,
  ...productExtras.fr,
  ...accounts.fr,
  ...accountFlows.fr,
  ...social.fr,
  ...reviewAnswers.fr,
  ...reviewWriting.fr,
  ...viewedProducts.fr,
  ...compare.fr,
  ...orderTimeline.fr,
  ...cart.fr,
  ...staffDelivery.fr,
  ...orders.fr,
  ...giftCards.fr,
  ...content.fr,
  ...editorial.fr,
  ...experiences.fr,
  ...complaints.fr,
  ...returns.fr,
  ...shopper.fr,
  ...skiWizard.fr,
  ...shoeWizard.fr,
  ...shopBy.fr,
  ...circular.fr,
  ...rental.fr,
  ...businessForms.fr,
  ...infoPages.fr,
  "shell.skipToContent": "Aller au contenu",
  "shell.homeLink": "{shop} – page d’accueil",
  "shell.mainNav": "Catégories de produits",
  "shell.openMenu": "Menu",
  "shell.search.label": "Rechercher dans la boutique",
  "shell.search.placeholder": "Rechercher des produits et des marques",
  "shell.search.submit": "Rechercher",
  "shell.account": "Mon compte",
  "shell.accountShort": "Compte",
  "shell.cart": "Panier",
  "shell.cartShort": "Panier",

  "menu.title": "Menu",
  "menu.back": "Retour",
  "menu.showAll": "Tout afficher : {name}",
  "menu.products": "Produits",
  "menu.brands": "Marques",
  "menu.circular": "Économie circulaire",
  "menu.secondHand": "Seconde main",
  "menu.rental": "Location",
  "menu.repair": "Service de réparation",
  "menu.sustainability": "Responsabilité",
  "menu.storesSection": "Magasins",
  "menu.stores": "Tous les magasins",
  "menu.customerService": "Service client",
  "menu.paymentMethods": "Moyens de paiement",
  "menu.delivery": "Livraison",
  "menu.returns": "Retours",
  "menu.complaints": "Réclamations",
  "menu.memberDiscounts": "Avantages membres",
  "menu.contractTerms": "Conditions générales",
  "menu.corporate": "Offres entreprises",
  "menu.staffGifts": "Cadeaux pour le personnel",
  "menu.customerGifts": "Cadeaux clients",
  "menu.summerShop": "Boutique d’été",
  "menu.christmasShop": "Boutique de Noël",
  "menu.corporateProducts": "Produits pour entreprises",
  "menu.customerStories": "Témoignages clients",
  "menu.contacts": "Contacts",
  "menu.lifeOutdoors": "Vivre dehors",
  "menu.guides": "Guides",
  "menu.productTests": "Tests de produits",
  "menu.events": "Événements",
  "menu.blogs": "Blogs",
  "menu.clubOffers": "Offres du club",
  "menu.account": "Mon compte",
  "menu.joinClub": "Rejoindre le club",
  "menu.localeTitle": "Pays de livraison et devise",
  "menu.localeChange": "Modifier",

  "locale.button": "Pays de livraison {country}, devise {currency}. Modifier le pays, la devise ou la langue",
  "locale.title": "Pays, devise et langue",
  "locale.country": "Pays de livraison",
  "locale.currency": "Devise",
  "locale.language": "Langue",
  "locale.save": "Enregistrer",
  "locale.cancel": "Annuler",
  "locale.loading": "Chargement des options…",
  "locale.loadFailed": "Impossible de charger les pays et les devises.",
  "locale.retry": "Réessayer",
  "locale.saved": "Paramètres enregistrés",
  "locale.filter": "Rechercher un pays",
  "locale.noMatches": "Aucun pays trouvé.",

  "modal.close": "Fermer",
  "toast.region": "Notifications",
  "toast.close": "Fermer la notification",

  "home.title": "Équipement outdoor et sport",
  "home.description": "{shop} – équipement pour la randonnée, le camping, le ski et la vie en plein air. Magasins dans toute la Finlande et livraison rapide.",
  "home.heading": "{shop} – la boutique outdoor et sport",
  "home.campaigns": "Promotions",
  "home.groups": "Catégories de produits",
  "home.newest": "Nouveautés",
  "home.allNewest": "Toutes les nouveautés",
  "home.noNewest": "Aucune nouveauté pour le moment.",
  "home.newestFailed": "Impossible de charger les nouveautés. Réessayez dans un instant.",
  "home.brands": "Marques",
  "home.allBrands": "Toutes les marques",

  "product.count": "{count, plural, one {# produit} other {# produits}}",
  "product.discountRibbon": "-{percent} %",
  "product.fromPrice": "à partir de {price}",
  "product.salePrice": "Prix promotionnel",
  "product.referencePrice": "Prix habituel",
  "product.imageMissing": "Image introuvable",

  "breadcrumbs.label": "Fil d’Ariane",
  "breadcrumbs.home": "Accueil",
  "group.subgroups": "Catégories de produits",
  "group.seeAlso": "Voir aussi",
  "group.newest": "Nouveautés : {name}",
  "group.noProducts": "Cette catégorie n’a pas de nouveautés pour le moment.",
  "brand.brands": "Marques",
  "brand.newest": "Nouveautés : {name}",
  "brand.noProducts": "Cette marque n’a pas de nouveautés pour le moment.",
  "brands.title": "Marques",
  "brands.intro": "{count, plural, one {# marque} other {# marques}} par ordre alphabétique. Choisissez une marque pour voir ses produits.",
  "brands.letters": "Marques par initiale",
  "brands.empty": "Les marques ne peuvent pas être affichées pour le moment.",

  "rental.eyebrow": "Location",
  "rental.title": "Louez l’équipement de votre prochaine aventure",
  "rental.intro": "Skis, raquettes, tentes et planches de SUP à louer dans le magasin le plus proche. Réservez en ligne et retirez-les révisés et prêts.",
  "rental.unavailable": "La réservation en ligne n’est pas disponible pour le moment. Renseignez-vous en magasin.",
  "rental.howTitle": "Comment louer",
  "rental.step1": "Choisissez l’équipement et la durée de location.",
  "rental.step2": "Retirez l’équipement en magasin – nous vous aidons pour l’ajustement et les réglages.",
  "rental.step3": "Rapportez l’équipement dans le même magasin à la fin de la location.",
  "rental.findStore": "Trouver un magasin",
  "rental.backToShop": "Retour à la boutique",

  "footer.customerService": "Service client",
  "footer.contact": "Nous contacter",
  "footer.faq": "Questions fréquentes",
  "footer.viewOrder": "Suivre ma commande",
  "footer.stores": "Magasins",
  "footer.allStores": "Tous les magasins",
  "footer.expressPickup": "Retrait express",
  "footer.about": "À propos",
  "footer.aboutUs": "{shop} en bref",
  "footer.enterprise": "Clients professionnels",
  "footer.payment": "Moyens de paiement",
  "footer.copyright": "© {year} {shop}",
  "footer.tagline": "Équipement outdoor depuis 1970",
  "payment.bnpl": "Facture et paiement échelonné",
  "payment.wallet": "Portefeuille en ligne",

  "error.heading": "Erreur {status}",
  "error.statusLabel": "Code d’erreur",
  "error.notFound": "Page introuvable : {path}",
  "error.groupNotFound": "Catégorie de produits introuvable.",
  "error.manufacturerNotFound": "Fabricant introuvable.",
  "error.resources": "Impossible de récupérer les ressources, réessayez plus tard.",
  "error.unexpected": "Une erreur inattendue s’est produite sur la page. Réessayez plus tard.",
  "error.continueShopping": "Continuer mes achats",
  "error.redirecting": "Redirection en cours…",
};

export default fr;
