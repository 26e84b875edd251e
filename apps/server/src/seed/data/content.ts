// Banners, text banners and keyword popups (spec 01 §3 Banners; spec 02 §3 Banner, Keywords).
// Links name a product group (its path in each language is filled in) or a fixed path.
import { sceneImagePath, promoImagePath } from "../../modules/media";
import { tr, type Texts } from "../text";

export type LinkTarget = { group: string } | { path: Texts };

export interface BannerSeed {
  kind: "image" | "dynamic_page";
  image: string;
  cropPoint: string | null;
  subText: string | null;
  title: Texts;
  heading: Texts;
  links: { target: LinkTarget; button: Texts }[];
  /** Dynamic page banners: shown on this group and its products. */
  group?: string;
  /** Days relative to the seed date; null is open-ended. */
  activeFrom: number | null;
  activeTo: number | null;
}

const SHOP = tr("Katso tuotteet", "Se produkterna", "Shop now", "Zu den Produkten", "Voir les produits", "Смотреть товары");
const samePath = (path: string) => tr(path, path, path, path, path, path);
export const CLUB_PATH = tr("/polku-klubi/", "/polku-klubben/", "/polku-club/", "/polku-club/", "/club-polku/", "/klub-polku/");

export const BANNERS: BannerSeed[] = [
  {
    kind: "image", image: sceneImagePath("snow", "winter", 1), cropPoint: "50,60", subText: "#1f3a5f;#ffffff", activeFrom: -30, activeTo: null,
    title: tr("Talvikausi on täällä", "Vintersäsongen är här", "Winter season is here", "Die Wintersaison ist da", "La saison d'hiver est là", "Зимний сезон открыт"),
    heading: tr("Sukset, monot ja siteet – asennettuna valmiiksi", "Skidor, pjäxor och bindningar – färdigmonterade", "Skis, boots and bindings – mounted and ready", "Ski, Schuhe und Bindungen – fertig montiert", "Skis, chaussures et fixations montés et prêts", "Лыжи, ботинки и крепления — уже установлены"),
    links: [
      { target: { group: "alpine-ski" }, button: tr("Laskettelusukset", "Alpinskidor", "Alpine skis", "Alpinski", "Skis alpins", "Горные лыжи") },
      { target: { group: "xc-ski" }, button: tr("Murtomaasukset", "Längdskidor", "Cross-country skis", "Langlaufski", "Skis de fond", "Беговые лыжи") },
    ],
  },
  {
    kind: "image", image: sceneImagePath("fell", "day", 2), cropPoint: "40,50", subText: "#ffffff", activeFrom: -20, activeTo: null,
    title: tr("Vaellukselle", "Ut på vandring", "Off on a trek", "Auf Tour", "En route pour le trek", "В поход"),
    heading: tr("Rinkat, teltat ja makuupussit tunturiin", "Ryggsäckar, tält och sovsäckar för fjället", "Packs, tents and sleeping bags for the fells", "Rucksäcke, Zelte und Schlafsäcke fürs Fjell", "Sacs, tentes et duvets pour la montagne", "Рюкзаки, палатки и спальники для гор"),
    links: [
      { target: { group: "hiking" }, button: SHOP },
      { target: { path: samePath("/campaigns/retkeilyviikot/") }, button: tr("Retkeilyviikot", "Friluftsveckor", "Hiking weeks", "Outdoor-Wochen", "Semaines randonnée", "Недели туризма") },
    ],
  },
  {
    kind: "image", image: sceneImagePath("forest", "dawn", 3), cropPoint: "50,50", subText: "#2f6b3f;#ffffff", activeFrom: -10, activeTo: null,
    title: tr("Outlet", "Outlet", "Outlet", "Outlet", "Outlet", "Аутлет"),
    heading: tr("Jopa -50 % edellisen kauden malleista", "Upp till -50 % på förra säsongens modeller", "Up to 50 % off last season's models", "Bis zu -50 % auf Modelle der Vorsaison", "Jusqu'à -50 % sur la saison passée", "До -50 % на модели прошлого сезона"),
    links: [{ target: { group: "outlet" }, button: tr("Outletiin", "Till outlet", "To the outlet", "Zum Outlet", "Vers l'outlet", "В аутлет") }],
  },
  {
    kind: "image", image: sceneImagePath("lake", "dusk", 1), cropPoint: "60,50", subText: "#b8860b;#ffffff", activeFrom: -60, activeTo: null,
    title: tr("Polku-klubi", "Polku-klubben", "Polku Club", "Polku Club", "Club Polku", "Клуб Polku"),
    heading: tr("Klubihinnat ja jäsenedut", "Klubbpriser och medlemsförmåner", "Club prices and member benefits", "Clubpreise und Mitgliedervorteile", "Prix club et avantages membres", "Клубные цены и преимущества для участников"),
    links: [{ target: { path: CLUB_PATH }, button: tr("Liity klubiin", "Gå med i klubben", "Join the club", "Club beitreten", "Rejoindre le club", "Вступить в клуб") }],
  },
  {
    kind: "image", image: sceneImagePath("mountains", "day", 4), cropPoint: "50,40", subText: "#ffffff", activeFrom: -5, activeTo: null,
    title: tr("Uudet vaelluskengät", "Nya vandringskängor", "New hiking boots", "Neue Wanderschuhe", "Nouvelles chaussures de randonnée", "Новые треккинговые ботинки"),
    heading: tr("Sovita myymälässä tai tilaa kotiin", "Prova i butik eller beställ hem", "Try them in store or order home", "Im Geschäft anprobieren oder nach Hause bestellen", "Essayez en magasin ou commandez", "Примерьте в магазине или закажите домой"),
    links: [{ target: { group: "hiking-boot" }, button: SHOP }],
  },
  {
    kind: "image", image: sceneImagePath("coast", "day", 2), cropPoint: "50,50", subText: "#2f6db5;#ffffff", activeFrom: -15, activeTo: null,
    title: tr("Pyöräilykausi", "Cykelsäsong", "Cycling season", "Radsaison", "Saison vélo", "Велосезон"),
    heading: tr("Gravel- ja maastopyörät huollettuina", "Gravel- och mountainbikes, servade", "Gravel and mountain bikes, serviced", "Gravel- und Mountainbikes, fahrbereit", "Vélos gravel et VTT révisés", "Гравийные и горные велосипеды с настройкой"),
    links: [
      { target: { group: "gravel-bike" }, button: tr("Gravel-pyörät", "Gravelcyklar", "Gravel bikes", "Gravelbikes", "Vélos gravel", "Гравийные") },
      { target: { group: "mtb" }, button: tr("Maastopyörät", "Mountainbikes", "Mountain bikes", "Mountainbikes", "VTT", "Горные") },
    ],
  },
  {
    kind: "image", image: sceneImagePath("snow", "night", 5), cropPoint: "50,50", subText: "#0b1430;#ffffff", activeFrom: -90, activeTo: -1,
    title: tr("Joulun lahjaideat", "Julklappstips", "Christmas gift ideas", "Geschenkideen zu Weihnachten", "Idées cadeaux de Noël", "Идеи подарков на Рождество"),
    heading: tr("Kampanja on päättynyt", "Kampanjen har avslutats", "The campaign has ended", "Die Aktion ist beendet", "L'opération est terminée", "Акция завершена"),
    links: [{ target: { group: "clothing" }, button: SHOP }],
  },
  {
    kind: "dynamic_page", image: promoImagePath("ski", "c0392b", "snow"), cropPoint: "70,50", subText: "#ffffff", group: "alpine", activeFrom: -30, activeTo: null,
    title: tr("Suksihuolto", "Skidservice", "Ski service", "Skiservice", "Entretien des skis", "Сервис лыж"), heading: tr("Pohjat ja kantit kuntoon myymälöissämme", "Bottnar och stålkanter i skick i våra butiker", "Bases and edges tuned in our stores", "Beläge und Kanten in unseren Filialen", "Semelles et carres affûtées en magasin", "Подготовка скользящей поверхности и кантов"),
    links: [{ target: { path: samePath("/campaigns/talvikausi/") }, button: tr("Talvikauden tarjoukset", "Vintersäsongens erbjudanden", "Winter season offers", "Angebote zur Wintersaison", "Offres de la saison d'hiver", "Предложения зимнего сезона") }],
  },
  {
    kind: "dynamic_page", image: promoImagePath("tent", "2e7d32", "lake"), cropPoint: "60,60", subText: "#ffffff", group: "hiking", activeFrom: -30, activeTo: null,
    title: tr("Retkeilijän tarkistuslista", "Checklista för turen", "The camper's checklist", "Checkliste für die Tour", "La liste du campeur", "Чек-лист туриста"), heading: tr("Kaikki mitä tarvitset yöksi maastoon", "Allt du behöver för en natt ute", "Everything for a night outdoors", "Alles für eine Nacht draußen", "Tout pour une nuit dehors", "Всё для ночёвки на природе"),
    links: [{ target: { group: "hiking" }, button: SHOP }],
  },
  {
    kind: "dynamic_page", image: promoImagePath("jacket", "1f3a5f", "mountains"), cropPoint: "55,45", subText: "#ffffff", group: "clothing", activeFrom: -30, activeTo: null,
    title: tr("Kerrospukeutuminen", "Klä dig i lager", "Dress in layers", "Zwiebelprinzip", "S'habiller en couches", "Многослойная одежда"), heading: tr("Aluskerrasto, välikerros ja kuori", "Underställ, mellanlager och skal", "Base, mid and shell layers", "Baselayer, Midlayer und Hardshell", "Sous-couche, couche intermédiaire et veste", "Термобельё, средний слой и мембрана"),
    links: [{ target: { group: "base-layers" }, button: SHOP }],
  },
  {
    kind: "dynamic_page", image: promoImagePath("boot", "6d4c33", "forest"), cropPoint: "50,50", subText: "#ffffff", group: "footwear", activeFrom: 7, activeTo: null,
    title: tr("Kenkien sovituspäivät", "Provningsdagar för skor", "Shoe fitting days", "Schuh-Anprobetage", "Journées essayage chaussures", "Дни примерки обуви"), heading: tr("Tulossa pian myymälöihin", "Kommer snart till butikerna", "Coming soon to our stores", "Demnächst in unseren Filialen", "Bientôt en magasin", "Скоро в наших магазинах"),
    links: [{ target: { group: "footwear" }, button: SHOP }],
  },
];

export const TEXT_BANNERS: { text: Texts; url: LinkTarget | null; bgColor: string; textColor: string; activeFrom: number | null; activeTo: number | null }[] = [
  { text: tr("Ilmainen toimitus yli {freeDelivery} tilauksiin", "Fri frakt på beställningar över {freeDelivery}", "Free delivery on orders over {freeDelivery}", "Kostenloser Versand ab {freeDelivery}", "Livraison offerte dès {freeDelivery}", "Бесплатная доставка от {freeDelivery}"), url: null, bgColor: "#1f3a5f", textColor: "#ffffff", activeFrom: null, activeTo: null },
  { text: tr("Pikanouto: tilaa aamulla, nouda iltapäivällä", "Expressupphämtning: beställ på morgonen, hämta på eftermiddagen", "Express pickup: order in the morning, collect in the afternoon", "Express-Abholung: morgens bestellen, nachmittags abholen", "Retrait express : commandez le matin, retirez l'après-midi", "Экспресс-самовывоз: закажите утром, заберите днём"), url: { path: tr("/pikanouto/", "/pikanouto/", "/pikanouto/", "/pikanouto/", "/pikanouto/", "/pikanouto/") }, bgColor: "#2f6b3f", textColor: "#ffffff", activeFrom: null, activeTo: null },
  { text: tr("Klubin jäsenenä saat klubihinnat kaikista merkeistä", "Som klubbmedlem får du klubbpriser på alla märken", "Club members get club prices on every brand", "Clubmitglieder erhalten Clubpreise auf alle Marken", "Les membres du club profitent des prix club sur toutes les marques", "Участники клуба получают клубные цены на все бренды"), url: { path: CLUB_PATH }, bgColor: "#b8860b", textColor: "#ffffff", activeFrom: -30, activeTo: 60 },
];

/** Keywords appear in the kinds' feature texts of the same language (data/kinds-*.ts). */
export const KEYWORD_POPUPS: { keyword: Texts; text: Texts; url: Texts | null }[] = [
  {
    keyword: tr("kalvo", "membran", "membrane", "Membran", "membrane", "мембрана"),
    text: tr("Kalvo on ohut kerros, joka päästää hien höyryn ulos mutta ei vettä sisään.", "Ett membran är ett tunt skikt som släpper ut fukt men inte in vatten.", "A membrane is a thin layer that lets vapour out but keeps water from getting in.", "Eine Membran ist eine dünne Schicht, die Dampf hinaus-, aber kein Wasser hineinlässt.", "Une membrane est une fine couche qui laisse sortir la vapeur sans laisser entrer l'eau.", "Мембрана — тонкий слой, который выпускает пар, но не пропускает воду."),
    url: null,
  },
  {
    keyword: tr("täytevoima", "fyllnadskraft", "fill power", "Bauschkraft", "pouvoir gonflant", "упругость"),
    text: tr("Täytevoima kertoo, kuinka paljon tilaa unssi untuvaa täyttää. Mitä suurempi luku, sitä lämpimämpi ja kevyempi tuote.", "Fyllnadskraft anger hur stor volym ett uns dun fyller. Högre värde ger varmare och lättare produkt.", "Fill power tells how much space an ounce of down fills. Higher means warmer for its weight.", "Die Bauschkraft gibt an, wie viel Raum eine Unze Daune füllt. Je höher, desto wärmer bei gleichem Gewicht.", "Le pouvoir gonflant indique le volume occupé par une once de duvet : plus il est élevé, plus c'est chaud pour le poids.", "Упругость показывает, какой объём занимает унция пуха: чем выше, тем теплее при том же весе."),
    url: null,
  },
  {
    keyword: tr("merinovilla", "merinoull", "merino wool", "Merinowolle", "laine mérinos", "мериносовая шерсть"),
    text: tr("Merinovilla on hienoa villaa, joka lämmittää kosteanakin eikä kutita.", "Merinoull är fin ull som värmer även fuktig och inte kliar.", "Merino is a fine wool that stays warm when damp and does not itch.", "Merino ist eine feine Wolle, die auch feucht wärmt und nicht kratzt.", "Le mérinos est une laine fine qui tient chaud même humide et ne gratte pas.", "Меринос — тонкая шерсть, которая греет даже влажной и не колется."),
    url: null,
  },
  {
    keyword: tr("DWR", "DWR", "DWR", "DWR", "DWR", "DWR"),
    text: tr("DWR on kankaan pintaan lisätty vettähylkivä käsittely. Se uusitaan pesun jälkeen kyllästeellä.", "DWR är en vattenavvisande behandling på tygets yta som förnyas med impregnering efter tvätt.", "DWR is a water-repellent surface finish; renew it with a reproofer after washing.", "DWR ist eine wasserabweisende Ausrüstung, die nach dem Waschen erneuert wird.", "Le DWR est un traitement déperlant à renouveler après lavage.", "DWR — водоотталкивающая пропитка поверхности ткани, её обновляют после стирки."),
    url: tr("/asiakaspalvelu/", "/kundservice/", "/customer-service/", "/kundenservice/", "/service-client/", "/sluzhba-podderzhki/"),
  },
  {
    keyword: tr("EN 13537", "EN 13537", "EN 13537", "EN 13537", "EN 13537", "EN 13537"),
    text: tr("EN 13537 on makuupussien lämpötilojen mittausstandardi.", "EN 13537 är standarden för att mäta sovsäckars temperaturer.", "EN 13537 is the standard for rating sleeping bag temperatures.", "EN 13537 ist die Norm für Schlafsack-Temperaturangaben.", "EN 13537 est la norme de mesure des températures des sacs de couchage.", "EN 13537 — стандарт температурной маркировки спальников."),
    url: tr("https://www.iso.org/", "https://www.iso.org/", "https://www.iso.org/", "https://www.iso.org/", "https://www.iso.org/", "https://www.iso.org/"),
  },
];
