// Static pages and a page with tabs (spec 01 §2). Slugs are per language; the German terms
// slug is the spec's own (spec 02 §2: fi /sopimusehdot/, de /allgemeine-geschaftsbedingungen/).
import { tr, type Texts } from "../text";
import { CLUB_PATH } from "./content";

export interface PageSeed {
  slug: Texts;
  title: Texts;
  /** Paragraphs; rendered as <p> elements. */
  body: Texts[];
}

export interface TabSeed extends PageSeed {
  children?: TabSeed[];
}

const stripSlashes = (texts: Texts): Texts => Object.fromEntries(Object.entries(texts).map(([l, v]) => [l, v.replace(/^\/|\/$/g, "")])) as Texts;

export const STATIC_PAGES: PageSeed[] = [
  {
    slug: tr("sopimusehdot", "kopvillkor", "terms-of-service", "allgemeine-geschaftsbedingungen", "conditions-generales-de-vente", "usloviya-prodazhi"),
    title: tr("Sopimusehdot", "Köpvillkor", "Terms of service", "Allgemeine Geschäftsbedingungen", "Conditions générales de vente", "Условия продажи"),
    body: [
      tr("Näitä ehtoja sovelletaan Polun verkkokaupasta tehtyihin tilauksiin.", "Dessa villkor gäller beställningar i Polkus webbutik.", "These terms apply to orders placed in the Polku online shop.", "Diese Bedingungen gelten für Bestellungen im Polku-Onlineshop.", "Ces conditions s'appliquent aux commandes passées sur la boutique Polku.", "Эти условия действуют для заказов в интернет-магазине Polku."),
      tr("Käyttämättömällä tuotteella on 100 päivän palautusoikeus. Lahjakortit eivät kuulu palautusoikeuden piiriin.", "Oanvända produkter har 100 dagars returrätt. Presentkort omfattas inte.", "Unused products may be returned within 100 days. Gift cards are excluded.", "Unbenutzte Produkte können innerhalb von 100 Tagen zurückgegeben werden, Gutscheine ausgenommen.", "Les produits non utilisés peuvent être retournés sous 100 jours, hors cartes cadeaux.", "Неиспользованный товар можно вернуть в течение 100 дней, кроме подарочных карт."),
      tr("Peruutetun tilauksen maksu palautetaan 1–5 pankkipäivän kuluessa.", "Betalningen för en avbeställd order återbetalas inom 1–5 bankdagar.", "Payment for a cancelled order is refunded within 1–5 banking days.", "Bei Stornierung wird der Betrag innerhalb von 1–5 Bankarbeitstagen erstattet.", "Une commande annulée est remboursée sous 1 à 5 jours ouvrés.", "Оплата отменённого заказа возвращается в течение 1–5 банковских дней."),
    ],
  },
  {
    slug: tr("tietoa-meista", "om-oss", "about-us", "uber-uns", "a-propos", "o-nas"),
    title: tr("Tietoa meistä", "Om oss", "About us", "Über uns", "À propos", "О нас"),
    body: [
      tr("Polku on suomalainen ulkoiluvarusteiden erikoisliike. Olemme myyneet retkeilijöille varusteita vuodesta 1970.", "Polku är en finländsk fackhandel för friluftsutrustning. Vi har sålt utrustning sedan 1970.", "Polku is a Finnish outdoor specialist. We have been equipping hikers since 1970.", "Polku ist ein finnischer Outdoor-Fachhändler und rüstet seit 1970 Naturfreunde aus.", "Polku est un spécialiste finlandais de l'outdoor qui équipe les randonneurs depuis 1970.", "Polku — финский специализированный магазин снаряжения. Мы экипируем путешественников с 1970 года."),
      tr("Meillä on kahdeksan myymälää, outlet Lahdessa ja verkkokauppa, jonka varasto on Vantaalla. Työllistämme yli sata retkeilyn ammattilaista.", "Vi har åtta butiker, ett outlet i Lahtis och en webbutik med lager i Vanda. Över hundra friluftsproffs arbetar hos oss.", "We run eight stores, an outlet in Lahti and an online shop with its warehouse in Vantaa, with over a hundred outdoor professionals.", "Wir betreiben acht Filialen, ein Outlet in Lahti und einen Onlineshop mit Lager in Vantaa – mit über hundert Outdoor-Profis.", "Nous comptons huit magasins, un outlet à Lahti et une boutique en ligne dont l'entrepôt est à Vantaa, avec plus de cent passionnés.", "У нас восемь магазинов, аутлет в Лахти и интернет-магазин со складом в Вантаа; у нас работает более ста специалистов."),
    ],
  },
  {
    slug: tr("tietosuojaseloste", "dataskydd", "privacy-policy", "datenschutz", "confidentialite", "konfidentsialnost"),
    title: tr("Tietosuojaseloste", "Dataskydd", "Privacy policy", "Datenschutz", "Confidentialité", "Конфиденциальность"),
    body: [
      tr("Käsittelemme asiakastietoja vain tilausten toimittamiseen, asiakaspalveluun ja suostumuksesi mukaiseen markkinointiin.", "Vi behandlar kunduppgifter endast för leveranser, kundservice och marknadsföring du samtyckt till.", "We process customer data only to deliver orders, provide customer service and send marketing you agreed to.", "Wir verarbeiten Kundendaten nur für Lieferungen, Kundenservice und Werbung mit deiner Einwilligung.", "Nous traitons les données clients uniquement pour livrer, assurer le service client et le marketing consenti.", "Мы обрабатываем данные клиентов только для доставки, поддержки и рассылок с вашего согласия."),
    ],
  },
  {
    slug: stripSlashes(CLUB_PATH),
    title: tr("Polku-klubi", "Polku-klubben", "Polku Club", "Polku Club", "Club Polku", "Клуб Polku"),
    body: [
      tr("Klubin jäsenenä näet klubihinnat ja saat ne kaikista merkeistä.", "Som klubbmedlem ser du klubbpriser på alla märken.", "As a club member you see club prices on every brand.", "Als Clubmitglied siehst du Clubpreise auf alle Marken.", "Membre du club, vous voyez les prix club sur toutes les marques.", "Участники клуба видят клубные цены на все бренды."),
      tr("Liittyminen on maksutonta. Kirjaudu sisään tai luo tili kassalla.", "Medlemskapet är gratis. Logga in eller skapa ett konto i kassan.", "Joining is free. Log in or create an account at checkout.", "Die Mitgliedschaft ist kostenlos. Melde dich an oder erstelle ein Konto an der Kasse.", "L'adhésion est gratuite. Connectez-vous ou créez un compte lors du paiement.", "Вступление бесплатно. Войдите или создайте аккаунт при оформлении заказа."),
    ],
  },
];

/** The customer service page, with tabs and one nested level (spec 01 §2 "Static page with tabs"). */
export const TABBED_PAGE: PageSeed & { tabs: TabSeed[] } = {
  slug: tr("asiakaspalvelu", "kundservice", "customer-service", "kundenservice", "service-client", "sluzhba-podderzhki"),
  title: tr("Asiakaspalvelu", "Kundservice", "Customer service", "Kundenservice", "Service client", "Служба поддержки"),
  body: [tr("Palvelemme arkisin klo 8–20.", "Vi hjälper dig vardagar kl. 8–20.", "We are here on business days from 8 to 20.", "Wir sind werktags von 8 bis 20 Uhr für dich da.", "Nous sommes disponibles les jours ouvrés de 8 h à 20 h.", "Мы работаем по будням с 8 до 20.")],
  tabs: [
    {
      slug: tr("toimitukset", "leveranser", "delivery", "lieferung", "livraison", "dostavka"),
      title: tr("Toimitukset", "Leveranser", "Delivery", "Lieferung", "Livraison", "Доставка"),
      body: [tr("Toimitamme yli 50 maahan. Suomeen toimitus kestää 1–3 arkipäivää.", "Vi levererar till över 50 länder. Till Finland tar det 1–3 vardagar.", "We deliver to over 50 countries; delivery within Finland takes 1–3 working days.", "Wir liefern in über 50 Länder, innerhalb Finnlands in 1–3 Werktagen.", "Nous livrons dans plus de 50 pays ; en Finlande en 1 à 3 jours ouvrés.", "Мы доставляем в более чем 50 стран; по Финляндии — за 1–3 рабочих дня.")],
    },
    {
      slug: tr("maksutavat", "betalning", "payment", "zahlung", "paiement", "oplata"),
      title: tr("Maksutavat", "Betalning", "Payment", "Zahlung", "Paiement", "Оплата"),
      body: [tr("Voit maksaa kortilla, lompakkopalvelulla tai laskulla, jonka maksuaika on 14 päivää.", "Du kan betala med kort, digital plånbok eller faktura med 14 dagars betaltid.", "Pay by card, with an online wallet or by invoice with 14 days to pay.", "Zahle per Karte, Online-Wallet oder auf Rechnung mit 14 Tagen Zahlungsziel.", "Payez par carte, portefeuille en ligne ou sur facture à 14 jours.", "Оплата картой, электронным кошельком или по счёту со сроком 14 дней.")],
    },
    {
      slug: tr("palautukset", "returer", "returns", "rucksendungen", "retours", "vozvrat"),
      title: tr("Palautukset", "Returer", "Returns", "Rücksendungen", "Retours", "Возврат"),
      body: [tr("Palautusaika on 100 päivää käyttämättömille tuotteille.", "Returtiden är 100 dagar för oanvända produkter.", "You have 100 days to return unused products.", "Unbenutzte Produkte kannst du 100 Tage lang zurückgeben.", "Vous disposez de 100 jours pour retourner un produit non utilisé.", "Неиспользованный товар можно вернуть в течение 100 дней.")],
      children: [
        {
          slug: tr("vaihto", "byte", "exchange", "umtausch", "echange", "obmen"),
          title: tr("Vaihto", "Byte", "Exchange", "Umtausch", "Échange", "Обмен"),
          body: [tr("Vaihdon voi tehdä toiseen kokoon tai väriin, jos tuotetta on varastossa. Varattu tuote palaa myyntiin kolmen viikon kuluttua.", "Byte går till annan storlek eller färg i lager. En reserverad vara släpps efter tre veckor.", "Exchanges are for another size or colour in stock; a reserved item returns to sale after three weeks.", "Umtausch gegen eine andere Größe oder Farbe auf Lager; reservierte Ware geht nach drei Wochen zurück in den Verkauf.", "L'échange se fait contre une autre taille ou couleur en stock ; l'article réservé est remis en vente après trois semaines.", "Обмен возможен на другой размер или цвет из наличия; резерв снимается через три недели.")],
        },
        {
          slug: tr("/reclamation/", "/reclamation/", "/reclamation/", "/reclamation/", "/reclamation/", "/reclamation/"),
          title: tr("Reklamaatiot", "Reklamationer", "Complaints", "Reklamationen", "Réclamations", "Рекламации"),
          body: [],
        },
      ],
    },
  ],
};
