// Clothing kinds (group "Vaatteet").
import { tr } from "../text";
import type { ProductKind } from "./kinds";

const ADULT: ProductKind["audiences"] = [["men", 45], ["women", 45], ["unisex", 10]];
const ADULT_KIDS: ProductKind["audiences"] = [["men", 40], ["women", 40], ["kids", 15], ["unisex", 5]];
const CLOTHING_SIZES = { system: "clothing", count: [4, 6] } as const;

export const CLOTHING_KINDS: ProductKind[] = [
  {
    key: "shell-jacket", area: "clothing", art: "jacket", weight: 9, price: [199, 649], sizes: CLOTHING_SIZES, audiences: ADULT, sizeTable: "vaatteet",
    noun: tr("kuoritakki", "skaljacka", "Shell Jacket", "Hardshelljacke", "Veste imperméable", "Мембранная куртка"),
    short: tr("Vedenpitävä ja hengittävä kuoritakki vaellukseen, retkeilyyn ja arkeen.", "Vattentät och andas, en skaljacka för vandring, friluftsliv och vardag.", "A waterproof, breathable shell for hiking, trekking and everyday wear.", "Wasserdichte, atmungsaktive Hardshelljacke für Touren, Trekking und Alltag.", "Veste imperméable et respirante pour la randonnée, le trek et la ville.", "Непромокаемая дышащая куртка для походов, треккинга и города."),
    features: [
      tr("Kolmikerroksinen kalvo pitää sateen ja tuulen ulkona", "Trelagers membran håller regn och vind ute", "A three-layer membrane keeps out rain and wind", "Dreilagige Membran hält Regen und Wind ab", "Une membrane trois couches arrête la pluie et le vent", "Трёхслойная мембрана защищает от дождя и ветра"),
      tr("Kypärään sopiva, kolmesta kohdasta säädettävä huppu", "Hjälmkompatibel luva som justeras på tre ställen", "Helmet-compatible hood with three-point adjustment", "Helmkompatible, dreifach verstellbare Kapuze", "Capuche compatible casque, réglable en trois points", "Капюшон под шлем с регулировкой в трёх точках"),
    ],
    properties: [
      { type: "paino", range: [280, 620], step: 10 }, { type: "vedenpitavyys", range: [10000, 28000], step: 1000 },
      { type: "hengittavyys", range: [10000, 30000], step: 1000 }, { type: "materiaali", options: ["polyamidi", "polyesteri", "kierratetty-polyesteri"], pick: [1, 2] },
      { type: "kayttotarkoitus", options: ["vaellus", "retkeily", "arki", "laskettelu"], pick: [1, 3] },
    ],
  },
  {
    key: "down-jacket", area: "clothing", art: "down-jacket", weight: 7, price: [149, 499], sizes: CLOTHING_SIZES, audiences: ADULT_KIDS, sizeTable: "vaatteet",
    noun: tr("untuvatakki", "dunjacka", "Down Jacket", "Daunenjacke", "Doudoune", "Пуховик"),
    short: tr("Kevyt ja lämmin untuvatakki pakkaspäiviin ja retkien taukotakiksi.", "Lätt och varm dunjacka för kalla dagar och som rastjacka på tur.", "A light, warm down jacket for freezing days and camp breaks.", "Leichte, warme Daunenjacke für Frosttage und Pausen auf Tour.", "Doudoune légère et chaude pour les jours de gel et les pauses en rando.", "Лёгкий тёплый пуховик для морозных дней и привалов."),
    features: [
      tr("Eettisesti tuotettu untuva, korkea täytevoima", "Etiskt producerat dun med hög fyllnadskraft", "Responsibly sourced down with high fill power", "Verantwortungsvoll gewonnene Daune mit hoher Bauschkraft", "Duvet d'origine responsable au pouvoir gonflant élevé", "Этично добытый пух с высокой упругостью"),
      tr("Pakkautuu omaan taskuunsa", "Packas ned i sin egen ficka", "Packs into its own pocket", "Lässt sich in die eigene Tasche packen", "Se range dans sa propre poche", "Складывается в собственный карман"),
    ],
    properties: [
      { type: "paino", range: [220, 780], step: 10 }, { type: "taytevoima", range: [550, 900], step: 50 },
      { type: "materiaali", options: ["untuva", "polyamidi", "kierratetty-polyesteri"], pick: [1, 2] },
      { type: "kayttotarkoitus", options: ["retkeily", "arki", "vaellus"], pick: [1, 2] },
    ],
  },
  {
    key: "softshell-jacket", area: "clothing", art: "jacket", weight: 4, price: [99, 279], sizes: CLOTHING_SIZES, audiences: ADULT, sizeTable: "vaatteet",
    noun: tr("softshell-takki", "softshelljacka", "Softshell Jacket", "Softshelljacke", "Veste softshell", "Софтшелл-куртка"),
    short: tr("Joustava ja tuulta pitävä softshell-takki aktiiviseen liikkumiseen.", "Stretchig och vindtät softshelljacka för aktiv rörelse.", "A stretchy, windproof softshell for active days.", "Elastische, winddichte Softshelljacke für aktive Tage.", "Veste softshell extensible et coupe-vent pour les sorties actives.", "Эластичная ветрозащитная софтшелл-куртка для активного отдыха."),
    features: [
      tr("Nelisuuntainen joustokangas", "Fyrvägsstretch", "Four-way stretch fabric", "Vier-Wege-Stretch", "Tissu extensible dans quatre directions", "Ткань тянется в четырёх направлениях"),
      tr("Harjattu sisäpinta lämmittää", "Borstad insida värmer", "Brushed inner face for warmth", "Angeraute Innenseite wärmt", "Intérieur brossé pour la chaleur", "Начёс изнутри согревает"),
    ],
    properties: [
      { type: "paino", range: [300, 560], step: 10 }, { type: "materiaali", options: ["polyesteri", "elastaani", "kierratetty-polyesteri"], pick: [1, 2] },
      { type: "kayttotarkoitus", options: ["vaellus", "hiihto", "arki", "kiipeily"], pick: [1, 3] },
    ],
  },
  {
    key: "winter-jacket", area: "clothing", art: "parka", weight: 5, price: [179, 449], sizes: CLOTHING_SIZES, audiences: ADULT_KIDS, sizeTable: "vaatteet",
    noun: tr("talvitakki", "vinterjacka", "Winter Jacket", "Winterjacke", "Parka d'hiver", "Зимняя куртка"),
    short: tr("Pitkä ja lämmin talvitakki kovilla pakkasilla liikkumiseen.", "Lång och varm vinterjacka för riktigt kalla dagar.", "A long, warm parka for properly cold days.", "Lange, warme Winterjacke für richtig kalte Tage.", "Parka longue et chaude pour les grands froids.", "Длинная тёплая куртка для сильных морозов."),
    features: [
      tr("Irrotettava tekoturkisreunus hupussa", "Avtagbar fuskpälskant på luvan", "Removable faux-fur hood trim", "Abnehmbarer Kunstfellrand an der Kapuze", "Bordure de capuche en fausse fourrure amovible", "Съёмная опушка капюшона из искусственного меха"),
      tr("Vedenpitävä kalvo ja teipatut saumat", "Vattentätt membran och tejpade sömmar", "Waterproof membrane and taped seams", "Wasserdichte Membran und verklebte Nähte", "Membrane imperméable et coutures étanchées", "Непромокаемая мембрана и проклеенные швы"),
    ],
    properties: [
      { type: "paino", range: [900, 1800], step: 50 }, { type: "vedenpitavyys", range: [8000, 20000], step: 1000 },
      { type: "materiaali", options: ["polyesteri", "synteettinen-tayte", "untuva"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["arki", "retkeily"], pick: [1, 2] },
    ],
  },
  {
    key: "fleece-jacket", area: "clothing", art: "fleece", weight: 6, price: [59, 179], sizes: CLOTHING_SIZES, audiences: ADULT_KIDS, sizeTable: "vaatteet",
    noun: tr("fleecetakki", "fleecejacka", "Fleece Jacket", "Fleecejacke", "Veste polaire", "Флисовая куртка"),
    short: tr("Lämmin ja nopeasti kuivuva fleece välikerrokseksi tai sellaisenaan.", "Varm och snabbtorkande fleece som mellanlager eller ensam.", "A warm, quick-drying fleece to wear as a mid layer or on its own.", "Warme, schnell trocknende Fleecejacke als Midlayer oder solo.", "Polaire chaude à séchage rapide, en couche intermédiaire ou seule.", "Тёплая быстросохнущая флиска как средний слой или самостоятельно."),
    features: [
      tr("Kulutusta kestävät kangasvahvikkeet olkapäissä", "Slitstarka förstärkningar på axlarna", "Hard-wearing panels on the shoulders", "Strapazierfähige Einsätze an den Schultern", "Renforts résistants aux épaules", "Износостойкие вставки на плечах"),
      tr("Korkea kaulus ja vetoketjullinen rintatasku", "Hög krage och bröstficka med dragkedja", "High collar and zipped chest pocket", "Hoher Kragen und Brusttasche mit Reißverschluss", "Col montant et poche poitrine zippée", "Высокий воротник и нагрудный карман на молнии"),
    ],
    properties: [
      { type: "paino", range: [250, 520], step: 10 }, { type: "materiaali", options: ["polyesteri", "kierratetty-polyesteri"], pick: [1, 1] },
      { type: "kayttotarkoitus", options: ["vaellus", "retkeily", "arki", "hiihto"], pick: [1, 3] },
    ],
  },
  {
    key: "wool-sweater", area: "clothing", art: "sweater", weight: 3, price: [89, 229], sizes: CLOTHING_SIZES, audiences: ADULT, sizeTable: "vaatteet",
    noun: tr("villapaita", "ulltröja", "Wool Sweater", "Wollpullover", "Pull en laine", "Шерстяной свитер"),
    short: tr("Perinteinen neuleneule pohjoismaisella kuviolla, lämmin vielä kosteanakin.", "Klassisk stickad tröja med nordiskt mönster, varm även när den är fuktig.", "A classic knit with a Nordic pattern that stays warm even when damp.", "Klassischer Strickpullover mit nordischem Muster, wärmt auch feucht.", "Pull tricoté classique au motif nordique, chaud même humide.", "Классический свитер с северным узором, греет даже влажным."),
    features: [
      tr("Pehmeä merinovilla ei kutita", "Mjuk merinoull som inte kliar", "Soft merino wool that does not itch", "Weiche Merinowolle, die nicht kratzt", "Laine mérinos douce qui ne gratte pas", "Мягкая мериносовая шерсть не колется"),
      tr("Luonnostaan hajua hylkivä", "Naturligt luktresistent", "Naturally odour-resistant", "Von Natur aus geruchshemmend", "Naturellement anti-odeurs", "Естественно устойчив к запахам"),
    ],
    properties: [{ type: "paino", range: [380, 760], step: 10 }, { type: "materiaali", options: ["merinovilla", "villa"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["arki", "retkeily"], pick: [1, 2] }],
  },
  {
    key: "shell-trousers", area: "clothing", art: "trousers", weight: 4, price: [149, 449], sizes: CLOTHING_SIZES, audiences: ADULT, sizeTable: "vaatteet", variantTypes: { slugs: ["perus", "pitka", "lyhyt"], chance: 0.3 },
    noun: tr("kuorihousut", "skalbyxor", "Shell Trousers", "Hardshellhose", "Pantalon imperméable", "Мембранные брюки"),
    short: tr("Vedenpitävät kuorihousut pitkillä sivuvetoketjuilla, helppo pukea kengät jalassa.", "Vattentäta skalbyxor med långa sidodragkedjor, lätta att ta på med kängorna på.", "Waterproof shell trousers with long side zips, easy on over boots.", "Wasserdichte Hardshellhose mit langen Seitenreißverschlüssen, über Schuhe anziehbar.", "Pantalon imperméable à longs zips latéraux, facile à enfiler avec les chaussures.", "Непромокаемые брюки с длинными боковыми молниями, надеваются поверх обуви."),
    features: [
      tr("Hengittävä kalvo ja teipatut saumat", "Andningsbart membran och tejpade sömmar", "Breathable membrane and taped seams", "Atmungsaktive Membran und verklebte Nähte", "Membrane respirante et coutures étanchées", "Дышащая мембрана и проклеенные швы"),
      tr("Lahkeissa säädettävät lumilukot", "Justerbara snölås i benen", "Adjustable snow gaiters at the hems", "Verstellbare Schneefänge am Beinabschluss", "Guêtres pare-neige réglables", "Регулируемые снежные манжеты"),
    ],
    properties: [
      { type: "paino", range: [250, 560], step: 10 }, { type: "vedenpitavyys", range: [10000, 28000], step: 1000 },
      { type: "hengittavyys", range: [10000, 30000], step: 1000 }, { type: "materiaali", options: ["polyamidi", "polyesteri"], pick: [1, 1] },
      { type: "kayttotarkoitus", options: ["vaellus", "laskettelu", "retkeily"], pick: [1, 2] },
    ],
  },
  {
    key: "hiking-trousers", area: "clothing", art: "trousers", weight: 6, price: [69, 169], sizes: CLOTHING_SIZES, audiences: ADULT_KIDS, sizeTable: "vaatteet", variantTypes: { slugs: ["perus", "pitka", "lyhyt"], chance: 0.35 },
    noun: tr("retkeilyhousut", "friluftsbyxor", "Hiking Trousers", "Wanderhose", "Pantalon de randonnée", "Треккинговые брюки"),
    short: tr("Kestävät ja nopeasti kuivuvat retkeilyhousut metsään ja tunturiin.", "Slitstarka och snabbtorkande friluftsbyxor för skog och fjäll.", "Tough, quick-drying trousers for forest and fell.", "Robuste, schnell trocknende Wanderhose für Wald und Fjell.", "Pantalon robuste à séchage rapide pour la forêt et la montagne.", "Прочные быстросохнущие брюки для леса и гор."),
    features: [
      tr("Vahvikkeet polvissa ja lahkeensuissa", "Förstärkningar på knän och benslut", "Reinforced knees and hems", "Verstärkte Knie und Beinabschlüsse", "Genoux et bas de jambe renforcés", "Усиленные колени и низ штанин"),
      tr("Tuuletusaukot reisissä", "Ventilationsöppningar på låren", "Thigh vents", "Belüftungsöffnungen an den Oberschenkeln", "Aérations sur les cuisses", "Вентиляционные молнии на бёдрах"),
    ],
    properties: [
      { type: "paino", range: [280, 620], step: 10 }, { type: "materiaali", options: ["polyamidi", "puuvilla", "elastaani", "kierratetty-polyesteri"], pick: [1, 2] },
      { type: "kayttotarkoitus", options: ["vaellus", "retkeily", "arki"], pick: [1, 3] },
    ],
  },
  {
    key: "shorts", area: "clothing", art: "shorts", weight: 3, price: [39, 99], sizes: CLOTHING_SIZES, audiences: ADULT, sizeTable: "vaatteet",
    noun: tr("shortsit", "shorts", "Shorts", "Shorts", "Short", "Шорты"),
    short: tr("Kevyet ja joustavat shortsit kesävaelluksille ja polkujuoksuun.", "Lätta och stretchiga shorts för sommarvandring och traillöpning.", "Light, stretchy shorts for summer hikes and trail runs.", "Leichte, dehnbare Shorts für Sommertouren und Trailläufe.", "Short léger et extensible pour la rando estivale et le trail.", "Лёгкие эластичные шорты для летних походов и бега."),
    features: [
      tr("Vetoketjulliset taskut", "Fickor med dragkedja", "Zipped pockets", "Taschen mit Reißverschluss", "Poches zippées", "Карманы на молнии"),
      tr("Säädettävä vyötärö", "Justerbar midja", "Adjustable waist", "Verstellbarer Bund", "Taille réglable", "Регулируемый пояс"),
    ],
    properties: [{ type: "paino", range: [150, 320], step: 10 }, { type: "materiaali", options: ["polyamidi", "elastaani", "puuvilla"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["vaellus", "juoksu", "kiipeily"], pick: [1, 2] }],
  },
  {
    key: "merino-base-layer", area: "clothing", art: "base-layer", weight: 4, price: [59, 139], sizes: CLOTHING_SIZES, audiences: ADULT_KIDS, sizeTable: "vaatteet",
    noun: tr("merinovillapaita", "merinoulltröja", "Merino Base Layer Top", "Merino-Funktionsshirt", "Haut en laine mérinos", "Термофутболка из мериноса"),
    short: tr("Pehmeä merinovillainen aluspaita, joka lämmittää ja pysyy raikkaana päiviä.", "Mjuk tröja i merinoull som värmer och håller sig fräsch i dagar.", "A soft merino base layer that keeps you warm and fresh for days.", "Weiches Merinoshirt, das wärmt und tagelang frisch bleibt.", "Sous-couche douce en mérinos, chaude et fraîche plusieurs jours.", "Мягкое термобельё из мериноса греет и остаётся свежим несколько дней."),
    features: [
      tr("Merinovilla säätelee lämpöä ja hylkii hajuja", "Merinoull reglerar värmen och motstår lukt", "Merino wool regulates heat and resists odour", "Merinowolle reguliert Wärme und hemmt Gerüche", "La laine mérinos régule la chaleur et limite les odeurs", "Мериносовая шерсть регулирует тепло и не впитывает запах"),
      tr("Litteät saumat", "Platta sömmar", "Flatlock seams", "Flachnähte", "Coutures plates", "Плоские швы"),
    ],
    properties: [{ type: "paino", range: [140, 280], step: 10 }, { type: "materiaali", options: ["merinovilla"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["hiihto", "laskettelu", "vaellus", "arki"], pick: [1, 3] }],
  },
  {
    key: "synthetic-base-layer", area: "clothing", art: "base-layer", weight: 3, price: [29, 79], sizes: CLOTHING_SIZES, audiences: ADULT_KIDS, sizeTable: "vaatteet",
    noun: tr("tekninen aluspaita", "funktionströja", "Technical Base Layer Top", "Funktionsshirt", "Haut technique", "Термофутболка"),
    short: tr("Kosteutta siirtävä tekninen aluspaita hikisiin suorituksiin.", "Fukttransporterande funktionströja för svettiga pass.", "A wicking technical top for sweaty efforts.", "Feuchtigkeitsableitendes Funktionsshirt für schweißtreibende Einheiten.", "Haut technique respirant pour les efforts intenses.", "Термофутболка, отводящая влагу при интенсивных нагрузках."),
    features: [
      tr("Kuivuu nopeasti", "Torkar snabbt", "Dries quickly", "Trocknet schnell", "Sèche vite", "Быстро сохнет"),
      tr("Peukalolenkit hihansuissa", "Tumgrepp i ärmsluten", "Thumb loops at the cuffs", "Daumenschlaufen an den Ärmeln", "Passe-pouces aux manches", "Петли для больших пальцев"),
    ],
    properties: [{ type: "paino", range: [110, 220], step: 10 }, { type: "materiaali", options: ["polyesteri", "kierratetty-polyesteri", "elastaani"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["hiihto", "juoksu", "laskettelu"], pick: [1, 2] }],
  },
  {
    key: "gloves", area: "clothing", art: "glove", weight: 4, price: [19, 119], sizes: { system: "clothing", count: [3, 5] }, audiences: [["unisex", 60], ["women", 20], ["kids", 20]], sizeTable: "kasineet",
    noun: tr("sormikkaat", "handskar", "Gloves", "Handschuhe", "Gants", "Перчатки"),
    short: tr("Lämpimät ja pitävät sormikkaat talviretkille ja rinteeseen.", "Varma handskar med gott grepp för vinterturer och backen.", "Warm, grippy gloves for winter trips and the slopes.", "Warme, griffige Handschuhe für Wintertouren und Piste.", "Gants chauds et adhérents pour les sorties d'hiver et les pistes.", "Тёплые цепкие перчатки для зимних походов и склонов."),
    features: [
      tr("Kosketusnäyttöä tukevat sormenpäät", "Fingertoppar för pekskärm", "Touchscreen-friendly fingertips", "Touchscreen-fähige Fingerkuppen", "Bouts des doigts tactiles", "Кончики пальцев для сенсорных экранов"),
      tr("Vahvistettu nahkakämmen", "Förstärkt handflata i läder", "Reinforced leather palm", "Verstärkte Lederhandfläche", "Paume renforcée en cuir", "Усиленная кожаная ладонь"),
    ],
    properties: [{ type: "paino", range: [60, 220], step: 10 }, { type: "materiaali", options: ["nahka", "polyesteri", "merinovilla"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["laskettelu", "hiihto", "arki"], pick: [1, 2] }],
  },
  {
    key: "beanie", area: "clothing", art: "hat", weight: 4, price: [19, 59], sizes: { system: "one_size", count: [1, 1] }, audiences: [["unisex", 80], ["kids", 20]],
    noun: tr("pipo", "mössa", "Beanie", "Mütze", "Bonnet", "Шапка"),
    short: tr("Lämmin ja pehmeä pipo pakkasille, tupsulla tai ilman.", "Varm och mjuk mössa för kalla dagar, med eller utan tofs.", "A warm, soft beanie for frosty days, with or without a pompom.", "Warme, weiche Mütze für frostige Tage, mit oder ohne Bommel.", "Bonnet chaud et doux pour les jours de gel, avec ou sans pompon.", "Тёплая мягкая шапка для морозов, с помпоном или без."),
    features: [
      tr("Tuulta pitävä vuori otsalla", "Vindtätt foder över pannan", "Windproof lining over the forehead", "Winddichtes Futter an der Stirn", "Doublure coupe-vent sur le front", "Ветрозащитная подкладка на лбу"),
      tr("Käännettävä resori", "Vikbar kant", "Fold-up cuff", "Umschlagbarer Rand", "Revers à retourner", "Отворот"),
    ],
    properties: [{ type: "paino", range: [40, 120], step: 5 }, { type: "materiaali", options: ["merinovilla", "villa", "polyesteri"], pick: [1, 2] }],
  },
];
