// Hiking and camping, climbing and cycling kinds.
import { tr } from "../text";
import type { ProductKind } from "./kinds";

const ONE = { system: "one_size", count: [1, 1] } as const;

export const OUTDOOR_KINDS: ProductKind[] = [
  {
    key: "tent", area: "hiking", art: "tent", weight: 3, price: [149, 899], sizes: ONE, nameNumber: { type: "henkilomaara" },
    noun: tr("teltta", "tält", "Tent", "Zelt", "Tente", "Палатка"),
    short: tr("Tukeva ja nopeasti pystytettävä teltta tunturiin ja metsään.", "Stabilt tält som går snabbt att resa, för fjäll och skog.", "A sturdy tent that pitches fast, for fell and forest.", "Stabiles, schnell aufgebautes Zelt für Fjell und Wald.", "Tente solide et rapide à monter, pour la montagne et la forêt.", "Прочная палатка с быстрой установкой для гор и леса."),
    features: [
      tr("Sisä- ja ulkoteltta pystytetään yhdessä", "Inner- och yttertält reses samtidigt", "Inner and fly pitch together", "Innen- und Außenzelt werden zusammen aufgebaut", "Chambre et double toit se montent ensemble", "Внутренняя и внешняя палатки ставятся вместе"),
      tr("Kaksi eteistä varusteille", "Två absider för packningen", "Two porches for your gear", "Zwei Apsiden für die Ausrüstung", "Deux absides pour le matériel", "Два тамбура для снаряжения"),
    ],
    properties: [
      { type: "paino", range: [1200, 4200], step: 50 }, { type: "henkilomaara", range: [1, 4], step: 1 }, { type: "vedenpitavyys", range: [3000, 10000], step: 500 },
      { type: "materiaali", options: ["polyamidi", "polyesteri", "alumiini"], pick: [2, 3] }, { type: "kayttotarkoitus", options: ["retkeily", "vaellus"], pick: [1, 2] },
    ],
  },
  {
    key: "sleeping-bag", area: "hiking", art: "sleeping-bag", weight: 3, price: [79, 599], sizes: ONE, variantTypes: { slugs: ["perus", "pitka"], chance: 1 },
    noun: tr("makuupussi", "sovsäck", "Sleeping Bag", "Schlafsack", "Sac de couchage", "Спальный мешок"),
    short: tr("Muotoiltu muumiomakuupussi, jonka kanssa nukut lämpimästi kylminäkin öinä.", "Formsydd mumiesovsäck som håller dig varm även kalla nätter.", "A shaped mummy bag that keeps you warm on cold nights.", "Körpergerechter Mumienschlafsack für warme Nächte auch bei Kälte.", "Sac momie ajusté pour des nuits chaudes même quand il gèle.", "Анатомический спальник-кокон для тёплого сна холодными ночами."),
    features: [
      tr("Untuvan täytevoima ja lämpöraja ilmoitettu EN 13537 -standardin mukaan", "Dunets fyllnadskraft och temperaturer enligt EN 13537", "Fill power and temperatures rated to EN 13537", "Bauschkraft und Temperaturen nach EN 13537", "Pouvoir gonflant et températures selon EN 13537", "Упругость пуха и температуры по EN 13537"),
      tr("Lämpökaulus ja muotoiltu jalkopää", "Värmekrage och formad fotdel", "Draught collar and shaped footbox", "Wärmekragen und anatomische Fußbox", "Collerette isolante et pied anatomique", "Тепловой воротник и анатомическая стопа"),
    ],
    properties: [
      { type: "paino", range: [600, 2200], step: 50 }, { type: "mukavuuslampotila", range: [-20, 10], step: 1 }, { type: "taytevoima", range: [550, 850], step: 50 },
      { type: "materiaali", options: ["untuva", "synteettinen-tayte", "polyamidi"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["retkeily", "vaellus"], pick: [1, 2] },
    ],
  },
  {
    key: "sleeping-mat", area: "hiking", art: "mat", weight: 2, price: [39, 199], sizes: ONE,
    noun: tr("makuualusta", "liggunderlag", "Sleeping Mat", "Isomatte", "Matelas de camping", "Туристический коврик"),
    short: tr("Eristävä makuualusta, joka pakkautuu pieneen tilaan.", "Isolerande liggunderlag som packas litet.", "An insulating mat that packs down small.", "Isolierende Isomatte mit kleinem Packmaß.", "Matelas isolant au faible encombrement.", "Утеплённый коврик с компактной упаковкой."),
    features: [
      tr("Korkea R-arvo talvikäyttöön", "Högt R-värde för vinterbruk", "High R-value for winter use", "Hoher R-Wert für den Winter", "Valeur R élevée pour l'hiver", "Высокий показатель R для зимы"),
      tr("Nopea täyttöventtiili", "Snabbventil", "Fast inflation valve", "Schnellventil", "Valve de gonflage rapide", "Быстрый клапан"),
    ],
    properties: [{ type: "paino", range: [350, 1200], step: 10 }, { type: "materiaali", options: ["polyamidi", "polyesteri"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["retkeily", "vaellus"], pick: [1, 2] }],
  },
  {
    key: "trekking-pack", area: "hiking", art: "backpack", weight: 3, price: [149, 349], sizes: { system: "back_length", count: [1, 2] }, audiences: [["unisex", 60], ["women", 25], ["men", 15]], nameNumber: { type: "tilavuus" },
    noun: tr("rinkka", "vandringsryggsäck", "Trekking Pack", "Trekkingrucksack", "Sac de trek", "Треккинговый рюкзак"),
    short: tr("Säädettävä rinkka usean päivän vaelluksille.", "Justerbar ryggsäck för vandringar över flera dagar.", "An adjustable pack for multi-day treks.", "Verstellbarer Rucksack für mehrtägige Touren.", "Sac réglable pour les treks de plusieurs jours.", "Регулируемый рюкзак для многодневных походов."),
    features: [
      tr("Säädettävä selkäpituus", "Justerbar rygglängd", "Adjustable back length", "Verstellbare Rückenlänge", "Longueur de dos réglable", "Регулируемая длина спины"),
      tr("Sadesuoja mukana", "Regnskydd ingår", "Rain cover included", "Regenhülle inklusive", "Housse de pluie incluse", "Чехол от дождя в комплекте"),
    ],
    properties: [{ type: "paino", range: [1400, 2600], step: 50 }, { type: "tilavuus", range: [45, 75], step: 5 }, { type: "materiaali", options: ["polyamidi", "kierratetty-polyesteri"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["vaellus", "retkeily"], pick: [1, 2] }],
  },
  {
    key: "daypack", area: "hiking", art: "backpack", weight: 4, price: [49, 149], sizes: ONE, nameNumber: { type: "tilavuus" },
    noun: tr("päivareppu", "dagsryggsäck", "Daypack", "Tagesrucksack", "Sac à dos journée", "Рюкзак"),
    short: tr("Kevyt päivareppu päiväretkille ja arkeen.", "Lätt dagsryggsäck för dagsturer och vardag.", "A light daypack for day trips and the city.", "Leichter Tagesrucksack für Tagestouren und Alltag.", "Sac léger pour les sorties à la journée et la ville.", "Лёгкий рюкзак для однодневных прогулок и города."),
    features: [
      tr("Tuuletettu selkä", "Ventilerad rygg", "Ventilated back panel", "Belüfteter Rücken", "Dos ventilé", "Вентилируемая спинка"),
      tr("Juomarakkotasku", "Fack för vätskeblåsa", "Hydration sleeve", "Trinksystemfach", "Poche à eau", "Отсек для питьевой системы"),
    ],
    properties: [{ type: "paino", range: [400, 1100], step: 20 }, { type: "tilavuus", range: [15, 35], step: 5 }, { type: "materiaali", options: ["polyamidi", "kierratetty-polyesteri"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["vaellus", "arki", "pyoraily"], pick: [1, 2] }],
  },
  {
    key: "stove", area: "hiking", art: "stove", weight: 2, price: [39, 179], sizes: ONE,
    noun: tr("retkikeitin", "friluftskök", "Camping Stove", "Campingkocher", "Réchaud", "Туристическая горелка"),
    short: tr("Nopea ja tuulenkestävä retkikeitin kaasukäytöllä.", "Snabbt och vindtåligt gaskök.", "A fast, wind-resistant gas stove.", "Schneller, windstabiler Gaskocher.", "Réchaud à gaz rapide et résistant au vent.", "Быстрая ветроустойчивая газовая горелка."),
    features: [
      tr("Kiehauttaa litran vettä noin kolmessa minuutissa", "Kokar en liter vatten på cirka tre minuter", "Boils a litre of water in about three minutes", "Kocht einen Liter Wasser in etwa drei Minuten", "Fait bouillir un litre d'eau en trois minutes environ", "Закипятит литр воды примерно за три минуты"),
      tr("Kattila ja tuulisuoja samassa paketissa", "Kastrull och vindskydd i samma paket", "Pot and windshield in one pack", "Topf und Windschutz im Set", "Casserole et pare-vent fournis", "Котелок и ветрозащита в комплекте"),
    ],
    properties: [{ type: "paino", range: [80, 600], step: 10 }, { type: "materiaali", options: ["alumiini", "titaani"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["retkeily", "vaellus"], pick: [1, 2] }],
  },
  {
    key: "rope", area: "climbing", art: "rope", weight: 2, price: [119, 299], sizes: { system: "rope_m", count: [2, 4] },
    noun: tr("kiipeilyköysi", "klätterrep", "Climbing Rope", "Kletterseil", "Corde d'escalade", "Верёвка для скалолазания"),
    short: tr("Dynaaminen yksöisköysi sisäkiipeilyyn ja kalliolle.", "Dynamiskt singelrep för inomhus och klippa.", "A dynamic single rope for the gym and the crag.", "Dynamisches Einfachseil für Halle und Fels.", "Corde dynamique à simple pour la salle et la falaise.", "Динамическая одинарная верёвка для зала и скал."),
    features: [
      tr("Kyllästetty vaippa kestää kosteutta", "Impregnerad mantel tål fukt", "Dry-treated sheath resists moisture", "Imprägnierter Mantel gegen Feuchtigkeit", "Gaine traitée contre l'humidité", "Пропитанная оплётка устойчива к влаге"),
      tr("Keskimerkintä", "Mittmarkering", "Middle mark", "Mittelmarkierung", "Marquage du milieu", "Маркировка середины"),
    ],
    properties: [{ type: "paino", range: [2600, 5200], step: 50 }, { type: "materiaali", options: ["polyamidi"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["kiipeily"], pick: [1, 1] }],
  },
  {
    key: "harness", area: "climbing", art: "harness", weight: 2, price: [49, 129], sizes: { system: "clothing", count: [3, 4], within: ["XS", "XL"] }, audiences: [["unisex", 60], ["women", 30], ["kids", 10]],
    noun: tr("kiipeilyvaljaat", "klättersele", "Climbing Harness", "Klettergurt", "Baudrier", "Страховочная система"),
    short: tr("Mukava ja kevyt kiipeilyvaljas pitkiin reitteihin.", "Bekväm och lätt klättersele för långa leder.", "A comfortable, light harness for long routes.", "Bequemer, leichter Gurt für lange Routen.", "Baudrier léger et confortable pour les grandes voies.", "Удобная лёгкая система для длинных маршрутов."),
    features: [
      tr("Neljä varustelenkkiä", "Fyra materialöglor", "Four gear loops", "Vier Materialschlaufen", "Quatre porte-matériel", "Четыре петли для снаряжения"),
      tr("Säädettävät reisilenkit", "Justerbara benöglor", "Adjustable leg loops", "Verstellbare Beinschlaufen", "Tours de cuisse réglables", "Регулируемые ножные обхваты"),
    ],
    properties: [{ type: "paino", range: [280, 460], step: 10 }, { type: "materiaali", options: ["polyamidi"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["kiipeily"], pick: [1, 1] }],
  },
  {
    key: "climbing-shoe", area: "climbing", art: "climbing-shoe", weight: 2, price: [79, 189], sizes: { system: "shoe_eu", count: [6, 9] }, audiences: [["unisex", 70], ["women", 30]],
    noun: tr("kiipeilykenkä", "klättersko", "Climbing Shoe", "Kletterschuh", "Chausson d'escalade", "Скальные туфли"),
    short: tr("Tarkka kiipeilykenkä pienille askelmille.", "Precis klättersko för små fotsteg.", "A precise shoe for small footholds.", "Präziser Kletterschuh für kleine Tritte.", "Chausson précis pour les petites prises.", "Точные туфли для мелких зацепок."),
    features: [
      tr("Pitävä kumi ja alaspäin kaartuva lesti", "Greppande gummi och nedåtböjd läst", "Sticky rubber and downturned last", "Haftende Gummisohle und vorgespannter Leisten", "Gomme adhérente et forme cambrée", "Цепкая резина и агрессивная колодка"),
      tr("Tarrakiinnitys", "Kardborrstängning", "Hook-and-loop closure", "Klettverschluss", "Fermeture auto-agrippante", "Застёжка-липучка"),
    ],
    properties: [{ type: "paino", range: [380, 560], step: 10 }, { type: "materiaali", options: ["mokka", "kumi"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["kiipeily"], pick: [1, 1] }],
  },
  {
    key: "mtb", area: "cycling", art: "bike", weight: 2, price: [599, 3999], sizes: { system: "bike_frame", count: [3, 5] },
    noun: tr("maastopyörä", "mountainbike", "Mountain Bike", "Mountainbike", "VTT", "Горный велосипед"),
    short: tr("Ketterä täysjousitettu tai etujousitettu maastopyörä polkuajoon.", "Smidig mountainbike, hel- eller framdämpad, för stigcykling.", "A nimble full-suspension or hardtail mountain bike for trails.", "Wendiges Mountainbike, Fully oder Hardtail, für Trails.", "VTT agile, tout-suspendu ou semi-rigide, pour les sentiers.", "Манёвренный горный велосипед, двухподвес или хардтейл."),
    features: [
      tr("Hydrauliset levyjarrut", "Hydrauliska skivbromsar", "Hydraulic disc brakes", "Hydraulische Scheibenbremsen", "Freins à disque hydrauliques", "Гидравлические дисковые тормоза"),
      tr("Tubeless-valmiit kiekot", "Tubeless-förberedda hjul", "Tubeless-ready wheels", "Tubeless-ready Laufräder", "Roues prêtes pour le tubeless", "Колёса, готовые к бескамерке"),
    ],
    properties: [{ type: "paino", range: [11000, 16000], step: 100 }, { type: "materiaali", options: ["alumiini", "hiilikuitu"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["pyoraily"], pick: [1, 1] }],
  },
  {
    key: "gravel-bike", area: "cycling", art: "bike", weight: 2, price: [899, 3499], sizes: { system: "bike_frame", count: [3, 5] },
    noun: tr("gravel-pyörä", "gravelcykel", "Gravel Bike", "Gravelbike", "Vélo gravel", "Гравийный велосипед"),
    short: tr("Monipuolinen gravel-pyörä soratielle, asfaltille ja pyöräretkille.", "Mångsidig gravelcykel för grusväg, asfalt och cykelturer.", "A versatile gravel bike for dirt roads, tarmac and tours.", "Vielseitiges Gravelbike für Schotter, Asphalt und Radreisen.", "Vélo gravel polyvalent pour les chemins, la route et le voyage.", "Универсальный велосипед для грунта, асфальта и путешествий."),
    features: [
      tr("Kiinnikkeet tarakalle ja lokasuojille", "Fästen för pakethållare och skärmar", "Mounts for rack and mudguards", "Ösen für Gepäckträger und Schutzbleche", "Fixations pour porte-bagages et garde-boue", "Крепления для багажника и крыльев"),
      tr("Leveät renkaat", "Breda däck", "Wide tyres", "Breite Reifen", "Pneus larges", "Широкие покрышки"),
    ],
    properties: [{ type: "paino", range: [8500, 11500], step: 100 }, { type: "materiaali", options: ["alumiini", "hiilikuitu", "teras"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["pyoraily", "arki"], pick: [1, 2] }],
  },
  {
    key: "bike-helmet", area: "cycling", art: "bike-helmet", weight: 2, price: [49, 199], sizes: { system: "helmet", count: [2, 3] }, audiences: [["unisex", 80], ["kids", 20]], sizeTable: "kyparat",
    noun: tr("pyöräilykypärä", "cykelhjälm", "Bike Helmet", "Fahrradhelm", "Casque vélo", "Велошлем"),
    short: tr("Hyvin tuulettuva pyöräilykypärä maantielle ja poluille.", "Välventilerad cykelhjälm för landsväg och stig.", "A well-ventilated helmet for road and trail.", "Gut belüfteter Fahrradhelm für Straße und Trail.", "Casque bien ventilé pour la route et les sentiers.", "Хорошо вентилируемый шлем для шоссе и троп."),
    features: [
      tr("Säätöpyörä takana", "Justerhjul baktill", "Rear adjustment dial", "Verstellrad hinten", "Molette de réglage arrière", "Регулировочное колесо сзади"),
      tr("Irrotettava lippa", "Avtagbart skärm", "Removable visor", "Abnehmbares Visier", "Visière amovible", "Съёмный козырёк"),
    ],
    properties: [{ type: "paino", range: [220, 380], step: 10 }, { type: "materiaali", options: ["muovi"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["pyoraily"], pick: [1, 1] }],
  },
];
