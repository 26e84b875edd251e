// Demo campaigns (issue 14; docs/content.md "Campaigns"): two campaigns with their own product
// lists (models of the named groups, discounted ones first) and the club offers page, whose
// products are every public model with a club price.
import { tr, type Texts } from "../text";

export interface CampaignSeed {
  slug: string;
  kind: "products" | "club";
  scene: "mountains" | "forest" | "lake" | "snow" | "fell" | "coast";
  palette: "dawn" | "day" | "dusk" | "night" | "winter";
  /** Days from the seed's "today"; null: open-ended. */
  startsInDays: number | null;
  endsInDays: number | null;
  groups: string[];
  title: Texts;
  lead: Texts;
  body: Texts;
}

export const CAMPAIGNS: CampaignSeed[] = [
  {
    slug: "talvikausi",
    kind: "products",
    scene: "snow",
    palette: "winter",
    startsInDays: -7,
    endsInDays: 21,
    groups: ["alpine", "nordic"],
    title: tr("Talvikausi alkaa", "Vintersäsongen börjar", "The winter season starts", "Die Wintersaison beginnt", "La saison d'hiver commence", "Начало зимнего сезона"),
    lead: tr("Sukset, monot ja siteet talven ensilumille. Tarjoukset voimassa kampanjan loppuun.", "Skidor, pjäxor och bindningar för vinterns första snö. Erbjudandena gäller kampanjen ut.", "Skis, boots and bindings for the first snow of winter. Offers valid until the campaign ends.", "Ski, Schuhe und Bindungen für den ersten Schnee. Angebote gelten bis Kampagnenende.", "Skis, chaussures et fixations pour les premières neiges. Offres valables jusqu'à la fin de la campagne.", "Лыжи, ботинки и крепления к первому снегу. Предложения действуют до конца кампании."),
    body: tr("Huollamme ostamasi sukset maksutta ennen ensimmäistä latukertaa. Kysy myös hiihtokoulusta myymälästäsi.", "Vi servar skidorna du köper gratis före första turen. Fråga också om skidskolan i din butik.", "We service the skis you buy free of charge before your first outing. Ask your store about ski school too.", "Wir warten deine neuen Ski vor der ersten Ausfahrt kostenlos. Frag in der Filiale auch nach der Skischule.", "Nous préparons gratuitement les skis achetés avant votre première sortie. Renseignez-vous aussi sur l'école de ski.", "Мы бесплатно подготовим купленные лыжи к первому выходу. Спросите в магазине и о лыжной школе."),
  },
  {
    slug: "retkeilyviikot",
    kind: "products",
    scene: "fell",
    palette: "dusk",
    startsInDays: -3,
    endsInDays: 11,
    groups: ["hiking", "backpacks"],
    title: tr("Retkeilyviikot", "Friluftsveckor", "Hiking weeks", "Outdoor-Wochen", "Semaines randonnée", "Недели туризма"),
    lead: tr("Rinkat, teltat ja retkikeittimet seuraavalle vaellukselle.", "Ryggsäckar, tält och kök för nästa vandring.", "Rucksacks, tents and stoves for your next trek.", "Rucksäcke, Zelte und Kocher für deine nächste Tour.", "Sacs à dos, tentes et réchauds pour votre prochaine randonnée.", "Рюкзаки, палатки и горелки для следующего похода."),
    body: tr("Lue vinkit ensimmäiselle tunturivaellukselle Elämää ulkona -oppaistamme ja pakkaa kevyesti.", "Läs tipsen för din första fjällvandring i våra guider och packa lätt.", "Read the tips for your first hike on the fells in our life outdoors guides, and pack light.", "Lies die Tipps für deine erste Fjelltour in unseren Ratgebern und pack leicht.", "Lisez nos conseils pour une première randonnée sur les fjells et voyagez léger.", "Прочитайте советы для первого похода по сопкам в наших гидах и собирайтесь налегке."),
  },
  {
    slug: "club-offers",
    kind: "club",
    scene: "lake",
    palette: "dawn",
    startsInDays: null,
    endsInDays: null,
    groups: [],
    title: tr("Klubitarjoukset", "Klubberbjudanden", "Club offers", "Club-Angebote", "Offres du club", "Клубные предложения"),
    lead: tr("Näet tarjoukset kaikki, mutta klubihinnan saat kirjautuneena Polku-klubin jäsenenä. Jäsenyys on maksuton.", "Alla ser erbjudandena, men klubbpriset får du inloggad som medlem i Polku-klubben. Medlemskapet är gratis.", "Everyone sees the offers; the club price is yours when you are logged in as a Polku Club member. Membership is free.", "Alle sehen die Angebote; den Clubpreis bekommst du angemeldet als Mitglied des Polku Clubs. Die Mitgliedschaft ist kostenlos.", "Tout le monde voit les offres ; le prix club est pour les membres connectés du club Polku. L'adhésion est gratuite.", "Предложения видят все, а клубную цену получают вошедшие участники клуба Polku. Членство бесплатное."),
    body: tr("Klubihinta näkyy tuotekortissa, ja kassalla se lasketaan, kun olet kirjautunut. Liity klubiin tilin kautta.", "Klubbpriset syns på produktkortet och räknas i kassan när du är inloggad. Gå med i klubben via ditt konto.", "The club price is on each product card and is applied at checkout when you are logged in. Join the club from your account.", "Der Clubpreis steht auf der Produktkarte und gilt an der Kasse, wenn du angemeldet bist. Tritt über dein Konto bei.", "Le prix club figure sur la fiche produit et s'applique au paiement une fois connecté. Adhérez depuis votre compte.", "Клубная цена указана в карточке и применяется при оформлении после входа. Вступите в клуб через аккаунт."),
  },
];
