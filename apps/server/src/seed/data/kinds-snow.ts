// Alpine and nordic skiing kinds (groups "Laskettelu" and "Hiihto"); these take part in the
// ski wizard (spec 01 "Ski wizard").
import { tr } from "../text";
import type { ProductKind } from "./kinds";

const ONE = { system: "one_size", count: [1, 1] } as const;

export const SNOW_KINDS: ProductKind[] = [
  {
    key: "alpine-ski", area: "alpine", art: "ski", weight: 4, price: [299, 899], sizes: { system: "ski_cm", count: [4, 6] }, audiences: [["unisex", 70], ["women", 20], ["kids", 10]], skiWizard: { sport: "alpine", group: "skis" },
    noun: tr("laskettelusukset", "alpinskidor", "Alpine Skis", "Alpinski", "Skis alpins", "Горные лыжи"),
    short: tr("Vakaat ja leikkaavat laskettelusukset rinteeseen ja rinteen reunoille.", "Stabila och carvande alpinskidor för pist och pistkant.", "Stable, carving skis for the piste and its edges.", "Stabile, carvende Alpinski für Piste und Pistenrand.", "Skis stables et précis pour la piste et ses bords.", "Устойчивые карвинговые лыжи для трассы и её обочин."),
    features: [
      tr("Puuydin ja titanaalivahvike", "Träkärna och titanalförstärkning", "Wood core with Titanal reinforcement", "Holzkern mit Titanal-Verstärkung", "Noyau bois renforcé Titanal", "Деревянный сердечник с усилением из титанала"),
      tr("Rocker-kärki kääntyy helposti", "Rockerspets som svänger lätt", "Rocker tip turns easily", "Rocker-Schaufel dreht leicht", "Spatule rocker pour tourner facilement", "Рокер в носке облегчает повороты"),
    ],
    properties: [{ type: "paino", range: [1500, 2200], step: 20 }, { type: "vyotaroleveys", range: [72, 106], step: 2 }, { type: "materiaali", options: ["puu", "titanaali", "hiilikuitu"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["laskettelu"], pick: [1, 1] }],
  },
  {
    key: "alpine-binding", area: "alpine", art: "binding", weight: 2, price: [119, 349], sizes: ONE, skiWizard: { sport: "alpine", group: "bindings" },
    noun: tr("laskettelusiteet", "alpinbindningar", "Alpine Bindings", "Alpinbindung", "Fixations alpines", "Горнолыжные крепления"),
    short: tr("Luotettavat laskettelusiteet, jotka huoltomme säätää valmiiksi.", "Pålitliga alpinbindningar som vår verkstad ställer in åt dig.", "Reliable bindings that our workshop sets up for you.", "Zuverlässige Bindung, die unsere Werkstatt für dich einstellt.", "Fixations fiables réglées par notre atelier.", "Надёжные крепления, которые настроит наша мастерская."),
    features: [
      tr("Laaja DIN-säätöalue", "Brett DIN-intervall", "Wide DIN range", "Großer Z-Wert-Bereich", "Large plage DIN", "Широкий диапазон DIN"),
      tr("Sopii useimpiin monoihin", "Passar de flesta pjäxor", "Fits most ski boots", "Passt zu den meisten Skischuhen", "Compatible avec la plupart des chaussures", "Подходят к большинству ботинок"),
    ],
    properties: [{ type: "paino", range: [1400, 2400], step: 50 }, { type: "materiaali", options: ["alumiini", "muovi"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["laskettelu"], pick: [1, 1] }],
  },
  {
    key: "alpine-boot", area: "alpine", art: "ski-boot", weight: 3, price: [199, 649], sizes: { system: "mondo", count: [5, 7] }, audiences: [["men", 45], ["women", 45], ["kids", 10]], sizeTable: "laskettelumonot", skiWizard: { sport: "alpine", group: "boots" },
    noun: tr("laskettelumonot", "pjäxor", "Ski Boots", "Skischuhe", "Chaussures de ski", "Горнолыжные ботинки"),
    short: tr("Hyvin istuvat laskettelumonot, joiden kuoren voi lämpömuotoilla jalkaan.", "Välsittande pjäxor med värmeformbart skal.", "Well-fitting ski boots with a heat-mouldable shell.", "Passgenaue Skischuhe mit thermisch anpassbarer Schale.", "Chaussures de ski ajustées à coque thermoformable.", "Удобные ботинки с термоформуемой оболочкой."),
    features: [
      tr("Lämpömuotoiltava sisäkenkä", "Värmeformbar innersko", "Heat-mouldable liner", "Thermoformbarer Innenschuh", "Chausson thermoformable", "Термоформуемый внутренник"),
      tr("Kävelymekanismi", "Gångläge", "Walk mode", "Gehmodus", "Mode marche", "Режим ходьбы"),
    ],
    properties: [{ type: "paino", range: [1500, 2000], step: 20 }, { type: "jaykkyys", range: [70, 130], step: 10 }, { type: "materiaali", options: ["muovi"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["laskettelu"], pick: [1, 1] }],
  },
  {
    key: "alpine-poles", area: "alpine", art: "pole", weight: 2, price: [29, 99], sizes: { system: "pole_cm", count: [4, 6], within: ["105 cm", "135 cm"] },
    noun: tr("laskettelusauvat", "alpinstavar", "Ski Poles", "Skistöcke", "Bâtons de ski", "Горнолыжные палки"),
    short: tr("Kevyet ja kestävät laskettelusauvat ergonomisella kahvalla.", "Lätta och tåliga stavar med ergonomiskt handtag.", "Light, durable poles with an ergonomic grip.", "Leichte, robuste Stöcke mit ergonomischem Griff.", "Bâtons légers et solides à poignée ergonomique.", "Лёгкие прочные палки с эргономичной рукояткой."),
    features: [
      tr("Alumiinivarsi", "Skaft i aluminium", "Aluminium shaft", "Aluminiumschaft", "Tube en aluminium", "Алюминиевый стержень"),
      tr("Vaihdettava lumikiekko", "Utbytbar trissa", "Replaceable basket", "Austauschbarer Teller", "Rondelle remplaçable", "Сменное кольцо"),
    ],
    properties: [{ type: "paino", range: [200, 320], step: 10 }, { type: "materiaali", options: ["alumiini", "hiilikuitu"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["laskettelu"], pick: [1, 1] }],
  },
  {
    key: "ski-helmet", area: "alpine", art: "helmet", weight: 3, price: [69, 249], sizes: { system: "helmet", count: [2, 3] }, audiences: [["unisex", 80], ["kids", 20]], sizeTable: "kyparat",
    noun: tr("laskettelukypärä", "skidhjälm", "Ski Helmet", "Skihelm", "Casque de ski", "Горнолыжный шлем"),
    short: tr("Kevyt laskettelukypärä säädettävällä tuuletuksella.", "Lätt skidhjälm med justerbar ventilation.", "A light ski helmet with adjustable venting.", "Leichter Skihelm mit verstellbarer Belüftung.", "Casque de ski léger à ventilation réglable.", "Лёгкий шлем с регулируемой вентиляцией."),
    features: [
      tr("Iskuja vaimentava MIPS-tyyppinen sisäkuori", "Rotationsdämpande innerskal", "Rotational impact protection liner", "Rotationsdämpfende Innenschale", "Coque interne anti-rotation", "Внутренняя защита от ротационных ударов"),
      tr("Laskettelulasien kiinnike", "Glasögonfäste", "Goggle clip", "Brillenhalter", "Clip pour masque", "Крепление для маски"),
    ],
    properties: [{ type: "paino", range: [380, 620], step: 10 }, { type: "materiaali", options: ["muovi", "polyesteri"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["laskettelu"], pick: [1, 1] }],
  },
  {
    key: "goggles", area: "alpine", art: "goggles", weight: 3, price: [39, 229], sizes: ONE,
    noun: tr("laskettelulasit", "skidglasögon", "Ski Goggles", "Skibrille", "Masque de ski", "Горнолыжная маска"),
    short: tr("Laskettelulasit, joiden linssi erottaa kumpareet harmaallakin säällä.", "Skidglasögon vars lins visar konturerna även i grått väder.", "Goggles whose lens shows the bumps even in flat light.", "Skibrille, deren Scheibe auch bei diffusem Licht Konturen zeigt.", "Masque dont l'écran révèle le relief même par jour blanc.", "Маска, линза которой показывает рельеф даже в пасмурную погоду."),
    features: [
      tr("Huurtumaton kaksoislinssi", "Imskyddad dubbellins", "Anti-fog double lens", "Beschlagfreie Doppelscheibe", "Double écran antibuée", "Двойная линза с антифогом"),
      tr("Kypärään sopiva hihna", "Rem som passar hjälm", "Helmet-compatible strap", "Helmkompatibles Band", "Sangle compatible casque", "Ремешок под шлем"),
    ],
    properties: [{ type: "paino", range: [120, 220], step: 5 }, { type: "materiaali", options: ["muovi"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["laskettelu"], pick: [1, 1] }],
  },
  {
    key: "xc-ski", area: "nordic", art: "ski", weight: 3, price: [99, 549], sizes: { system: "xc_ski_cm", count: [4, 6] }, skiWizard: { sport: "nordic", group: "skis" },
    noun: tr("murtomaasukset", "längdskidor", "Cross-Country Skis", "Langlaufski", "Skis de fond", "Беговые лыжи"),
    short: tr("Kevyet murtomaasukset perinteiseen hiihtoon ja luisteluun.", "Lätta längdskidor för klassiskt och skate.", "Light cross-country skis for classic and skate.", "Leichte Langlaufski für klassisch und Skating.", "Skis de fond légers pour le classique et le skating.", "Лёгкие беговые лыжи для классики и конька."),
    features: [
      tr("Pitopohja tai pitovahaus mallista riippuen", "Skinn eller fästvalla beroende på modell", "Skin or wax grip depending on model", "Fell oder Steigwachs je nach Modell", "Peaux ou fart de retenue selon le modèle", "Камус или мазь держания в зависимости от модели"),
      tr("Kevyt ilmakanavaydin", "Lätt luftkanalkärna", "Light air-channel core", "Leichter Luftkanalkern", "Noyau alvéolé léger", "Лёгкий сердечник с воздушными каналами"),
    ],
    properties: [{ type: "paino", range: [900, 1400], step: 20 }, { type: "materiaali", options: ["puu", "hiilikuitu"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["hiihto"], pick: [1, 1] }],
  },
  {
    key: "xc-binding", area: "nordic", art: "binding", weight: 1, price: [39, 119], sizes: ONE, skiWizard: { sport: "nordic", group: "bindings" },
    noun: tr("hiihtositeet", "längdbindningar", "Cross-Country Bindings", "Langlaufbindung", "Fixations de fond", "Лыжные крепления"),
    short: tr("Kevyet hiihtositeet, jotka asennamme suksiin valmiiksi.", "Lätta längdbindningar som vi monterar på skidorna.", "Light bindings we mount on your skis.", "Leichte Bindung, die wir auf deine Ski montieren.", "Fixations légères montées par nos soins.", "Лёгкие крепления, которые мы установим на лыжи."),
    features: [
      tr("Pikakiinnitys levyyn", "Snabbfäste på platta", "Quick-mount plate", "Schnellmontage auf Platte", "Montage rapide sur plaque", "Быстрое крепление на площадку"),
      tr("Säädettävä asento", "Justerbar position", "Adjustable position", "Verstellbare Position", "Position réglable", "Регулируемое положение"),
    ],
    properties: [{ type: "paino", range: [150, 300], step: 10 }, { type: "materiaali", options: ["muovi", "alumiini"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["hiihto"], pick: [1, 1] }],
  },
  {
    key: "xc-boot", area: "nordic", art: "xc-boot", weight: 2, price: [89, 399], sizes: { system: "shoe_eu", count: [6, 8] }, audiences: [["unisex", 60], ["women", 25], ["kids", 15]], sizeTable: "kengat", skiWizard: { sport: "nordic", group: "boots" },
    noun: tr("hiihtomonot", "längdpjäxor", "Cross-Country Boots", "Langlaufschuhe", "Chaussures de fond", "Лыжные ботинки"),
    short: tr("Lämpimät ja tukevat hiihtomonot pitkille lenkeille.", "Varma och stadiga längdpjäxor för långa pass.", "Warm, supportive boots for long sessions.", "Warme, stabile Langlaufschuhe für lange Einheiten.", "Chaussures chaudes et stables pour les longues sorties.", "Тёплые устойчивые ботинки для длинных тренировок."),
    features: [
      tr("Nilkkatuki", "Ankelstöd", "Ankle support", "Knöchelstütze", "Maintien de la cheville", "Поддержка лодыжки"),
      tr("Lumisuojainen vetoketju", "Dragkedja med snöskydd", "Zip with snow cover", "Reißverschluss mit Schneeschutz", "Zip avec protection contre la neige", "Молния с защитой от снега"),
    ],
    properties: [{ type: "paino", range: [500, 900], step: 10 }, { type: "materiaali", options: ["polyamidi", "muovi"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["hiihto"], pick: [1, 1] }],
  },
  {
    key: "xc-poles", area: "nordic", art: "pole", weight: 2, price: [29, 249], sizes: { system: "pole_cm", count: [4, 6], within: ["140 cm", "170 cm"] },
    noun: tr("hiihtosauvat", "längdstavar", "Cross-Country Poles", "Langlaufstöcke", "Bâtons de fond", "Лыжные палки"),
    short: tr("Jäykät ja kevyet hiihtosauvat tehokkaaseen työntöön.", "Styva och lätta stavar för effektiv frånskjutning.", "Stiff, light poles for an efficient push.", "Steife, leichte Stöcke für einen effizienten Schub.", "Bâtons rigides et légers pour une poussée efficace.", "Жёсткие лёгкие палки для эффективного толчка."),
    features: [
      tr("Hiilikuituvarsi", "Skaft i kolfiber", "Carbon shaft", "Carbonschaft", "Tube carbone", "Карбоновый стержень"),
      tr("Pikalukittava hihna", "Snabblåsande handledsrem", "Quick-release strap", "Schnellverschluss-Schlaufe", "Dragonne à déclenchement rapide", "Быстросъёмный темляк"),
    ],
    properties: [{ type: "paino", range: [140, 260], step: 10 }, { type: "materiaali", options: ["hiilikuitu", "alumiini"], pick: [1, 1] }, { type: "kayttotarkoitus", options: ["hiihto"], pick: [1, 1] }],
  },
];
