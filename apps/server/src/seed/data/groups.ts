// The product group tree: 8 main groups, 35 second-level and 15 third-level groups. Leaves
// name the product kind sold there (data/kinds-*.ts). Outlet groups keep the slug "outlet"
// in every language, so their paths contain /outlet/ (spec 02 §2 Product group page).
import { tr, type Texts } from "../text";

export interface GroupSeed {
  key: string;
  name: Texts;
  shortName?: Texts;
  /** Default: the name, slugified per language. */
  slug?: Texts;
  /** Product kind sold in this leaf. */
  kind?: string;
  /** Outlet leaves: product kinds whose outlet models are listed here. */
  outletKinds?: string[];
  showInMenu?: boolean;
  defaultSorting?: "default" | "popular" | "newest" | "offers";
  /** The group's part in the shoe wizard (docs/shoe-wizard.md "Data"). */
  shoeKind?: "footwear" | "hiking" | "trail" | "winter" | "sandal";
  children?: GroupSeed[];
}

const leaf = (key: string, name: Texts, kind = key, shortName?: Texts): GroupSeed => ({ key, name, kind, shortName });

export const GROUP_TREE: GroupSeed[] = [
  {
    key: "clothing",
    name: tr("Vaatteet", "Kläder", "Clothing", "Bekleidung", "Vêtements", "Одежда"),
    children: [
      {
        key: "jackets",
        name: tr("Takit", "Jackor", "Jackets", "Jacken", "Vestes", "Куртки"),
        children: [
          leaf("shell-jacket", tr("Kuoritakit", "Skaljackor", "Shell jackets", "Hardshelljacken", "Vestes imperméables", "Мембранные куртки"), undefined, tr("Kuoret", "Skal", "Shells", "Hardshell", "Imperméables", "Мембраны")),
          leaf("down-jacket", tr("Untuvatakit", "Dunjackor", "Down jackets", "Daunenjacken", "Doudounes", "Пуховики")),
          leaf("softshell-jacket", tr("Softshell-takit", "Softshelljackor", "Softshell jackets", "Softshelljacken", "Vestes softshell", "Софтшелл-куртки")),
          leaf("winter-jacket", tr("Talvitakit", "Vinterjackor", "Winter jackets", "Winterjacken", "Vestes d'hiver", "Зимние куртки")),
        ],
      },
      {
        key: "mid-layers",
        name: tr("Välikerrokset", "Mellanlager", "Mid layers", "Midlayer", "Couches intermédiaires", "Средний слой"),
        children: [
          leaf("fleece-jacket", tr("Fleecet", "Fleece", "Fleece", "Fleece", "Polaires", "Флис")),
          leaf("wool-sweater", tr("Villapaidat", "Ulltröjor", "Wool sweaters", "Wollpullover", "Pulls en laine", "Шерстяные свитеры")),
        ],
      },
      {
        key: "trousers",
        name: tr("Housut", "Byxor", "Trousers", "Hosen", "Pantalons", "Брюки"),
        children: [
          leaf("shell-trousers", tr("Kuorihousut", "Skalbyxor", "Shell trousers", "Hardshellhosen", "Pantalons imperméables", "Мембранные брюки")),
          leaf("hiking-trousers", tr("Retkeilyhousut", "Friluftsbyxor", "Hiking trousers", "Wanderhosen", "Pantalons de randonnée", "Треккинговые брюки")),
          leaf("shorts", tr("Shortsit", "Shorts", "Shorts", "Shorts", "Shorts", "Шорты")),
        ],
      },
      {
        key: "base-layers",
        name: tr("Aluskerrastot", "Underställ", "Base layers", "Funktionsunterwäsche", "Sous-vêtements techniques", "Термобельё"),
        shortName: tr("Aluskerrastot", "Underställ", "Base layers", "Baselayer", "Sous-couches", "Термобельё"),
        children: [
          leaf("merino-base-layer", tr("Merinovilla", "Merinoull", "Merino wool", "Merinowolle", "Laine mérinos", "Меринос")),
          leaf("synthetic-base-layer", tr("Tekniset", "Syntet", "Synthetic", "Synthetik", "Synthétiques", "Синтетика")),
        ],
      },
      leaf("gloves", tr("Käsineet", "Handskar", "Gloves", "Handschuhe", "Gants", "Перчатки")),
      leaf("beanie", tr("Pipot ja hatut", "Mössor och hattar", "Hats and beanies", "Mützen und Hüte", "Bonnets et chapeaux", "Шапки")),
    ],
  },
  {
    key: "footwear",
    name: tr("Jalkineet", "Skor", "Footwear", "Schuhe", "Chaussures", "Обувь"),
    shoeKind: "footwear",
    children: [
      { ...leaf("hiking-boot", tr("Vaelluskengät", "Vandringskängor", "Hiking boots", "Wanderschuhe", "Chaussures de randonnée", "Треккинговые ботинки")), shoeKind: "hiking" },
      { ...leaf("trail-shoe", tr("Polkujuoksukengät", "Trailskor", "Trail running shoes", "Trailrunningschuhe", "Chaussures de trail", "Кроссовки для трейла"), undefined, tr("Polkujuoksu", "Trail", "Trail running", "Trailrunning", "Trail", "Трейл")), shoeKind: "trail" },
      { ...leaf("winter-boot", tr("Talvikengät", "Vinterkängor", "Winter boots", "Winterstiefel", "Bottes d'hiver", "Зимняя обувь")), shoeKind: "winter" },
      { ...leaf("sandal", tr("Sandaalit", "Sandaler", "Sandals", "Sandalen", "Sandales", "Сандалии")), shoeKind: "sandal" },
    ],
  },
  {
    key: "alpine",
    name: tr("Laskettelu", "Utförsåkning", "Alpine skiing", "Ski alpin", "Ski alpin", "Горные лыжи"),
    defaultSorting: "popular",
    children: [
      leaf("alpine-ski", tr("Laskettelusukset", "Alpinskidor", "Alpine skis", "Alpinski", "Skis alpins", "Лыжи")),
      leaf("alpine-binding", tr("Siteet", "Bindningar", "Bindings", "Bindungen", "Fixations", "Крепления")),
      leaf("alpine-boot", tr("Laskettelumonot", "Pjäxor", "Ski boots", "Skischuhe", "Chaussures de ski", "Ботинки")),
      leaf("alpine-poles", tr("Sauvat", "Stavar", "Poles", "Stöcke", "Bâtons", "Палки")),
      leaf("ski-helmet", tr("Kypärät", "Hjälmar", "Helmets", "Helme", "Casques", "Шлемы")),
      leaf("goggles", tr("Laskettelulasit", "Skidglasögon", "Goggles", "Skibrillen", "Masques de ski", "Маски")),
    ],
  },
  {
    key: "nordic",
    name: tr("Hiihto", "Längdskidåkning", "Cross-country skiing", "Langlauf", "Ski de fond", "Беговые лыжи"),
    shortName: tr("Hiihto", "Längd", "Cross-country", "Langlauf", "Ski de fond", "Беговые лыжи"),
    defaultSorting: "popular",
    children: [
      leaf("xc-ski", tr("Sukset", "Skidor", "Skis", "Ski", "Skis", "Лыжи")),
      leaf("xc-binding", tr("Siteet", "Bindningar", "Bindings", "Bindungen", "Fixations", "Крепления")),
      leaf("xc-boot", tr("Monot", "Pjäxor", "Boots", "Schuhe", "Chaussures", "Ботинки")),
      leaf("xc-poles", tr("Sauvat", "Stavar", "Poles", "Stöcke", "Bâtons", "Палки")),
    ],
  },
  {
    key: "hiking",
    name: tr("Retkeily", "Friluftsliv", "Hiking and camping", "Wandern und Camping", "Randonnée et camping", "Туризм"),
    children: [
      leaf("tent", tr("Teltat", "Tält", "Tents", "Zelte", "Tentes", "Палатки")),
      leaf("sleeping-bag", tr("Makuupussit", "Sovsäckar", "Sleeping bags", "Schlafsäcke", "Sacs de couchage", "Спальные мешки")),
      leaf("sleeping-mat", tr("Makuualustat", "Liggunderlag", "Sleeping mats", "Isomatten", "Matelas", "Коврики")),
      {
        key: "backpacks",
        name: tr("Reput", "Ryggsäckar", "Backpacks", "Rucksäcke", "Sacs à dos", "Рюкзаки"),
        children: [
          leaf("trekking-pack", tr("Rinkat", "Vandringsryggsäckar", "Trekking packs", "Trekkingrucksäcke", "Sacs de trek", "Треккинговые рюкзаки")),
          leaf("daypack", tr("Päiväreput", "Dagsryggsäckar", "Daypacks", "Tagesrucksäcke", "Sacs journée", "Городские рюкзаки")),
        ],
      },
      leaf("stove", tr("Retkikeittimet", "Friluftskök", "Camping stoves", "Campingkocher", "Réchauds", "Горелки")),
    ],
  },
  {
    key: "climbing",
    name: tr("Kiipeily", "Klättring", "Climbing", "Klettern", "Escalade", "Скалолазание"),
    children: [
      leaf("rope", tr("Köydet", "Rep", "Ropes", "Seile", "Cordes", "Верёвки")),
      leaf("harness", tr("Valjaat", "Selar", "Harnesses", "Klettergurte", "Baudriers", "Страховочные системы")),
      leaf("climbing-shoe", tr("Kiipeilykengät", "Klätterskor", "Climbing shoes", "Kletterschuhe", "Chaussons d'escalade", "Скальные туфли")),
    ],
  },
  {
    key: "cycling",
    name: tr("Pyöräily", "Cykling", "Cycling", "Radsport", "Cyclisme", "Велоспорт"),
    children: [
      {
        key: "bikes",
        name: tr("Pyörät", "Cyklar", "Bikes", "Fahrräder", "Vélos", "Велосипеды"),
        children: [
          leaf("mtb", tr("Maastopyörät", "Mountainbikes", "Mountain bikes", "Mountainbikes", "VTT", "Горные велосипеды")),
          leaf("gravel-bike", tr("Gravel-pyörät", "Gravelcyklar", "Gravel bikes", "Gravelbikes", "Vélos gravel", "Гравийные велосипеды")),
        ],
      },
      leaf("bike-helmet", tr("Pyöräilykypärät", "Cykelhjälmar", "Bike helmets", "Fahrradhelme", "Casques vélo", "Велошлемы")),
    ],
  },
  {
    key: "outlet",
    name: tr("Outlet", "Outlet", "Outlet", "Outlet", "Outlet", "Аутлет"),
    slug: tr("outlet", "outlet", "outlet", "outlet", "outlet", "outlet"),
    defaultSorting: "offers",
    children: [
      { key: "outlet-jackets", name: tr("Takit", "Jackor", "Jackets", "Jacken", "Vestes", "Куртки"), outletKinds: ["shell-jacket", "down-jacket", "softshell-jacket", "winter-jacket", "fleece-jacket"] },
      { key: "outlet-trousers", name: tr("Housut", "Byxor", "Trousers", "Hosen", "Pantalons", "Брюки"), outletKinds: ["shell-trousers", "hiking-trousers", "shorts"] },
      { key: "outlet-footwear", name: tr("Jalkineet", "Skor", "Footwear", "Schuhe", "Chaussures", "Обувь"), outletKinds: ["hiking-boot", "trail-shoe", "winter-boot", "sandal"] },
      { key: "outlet-alpine", name: tr("Laskettelu", "Utförsåkning", "Alpine skiing", "Ski alpin", "Ski alpin", "Горные лыжи"), outletKinds: ["alpine-ski", "alpine-boot", "ski-helmet", "goggles"] },
      { key: "outlet-hiking", name: tr("Retkeily", "Friluftsliv", "Hiking and camping", "Wandern und Camping", "Randonnée et camping", "Туризм"), outletKinds: ["tent", "sleeping-bag", "trekking-pack", "daypack"] },
    ],
  },
  // The gift card products (seed/gift-card-models.ts), listed on /service-products/giftcards/, not in the menu.
  { key: "gift-cards", name: tr("Lahjakortit", "Presentkort", "Gift cards", "Geschenkkarten", "Cartes cadeaux", "Подарочные карты"), showInMenu: false },
];
