// Footwear kinds (group "Jalkineet").
import { tr } from "../text";
import type { ProductKind } from "./kinds";

const SHOES = { system: "shoe_eu", count: [6, 9] } as const;
const GENDERED: ProductKind["audiences"] = [["men", 45], ["women", 40], ["unisex", 5], ["kids", 10]];

export const FOOTWEAR_KINDS: ProductKind[] = [
  {
    key: "hiking-boot", area: "footwear", art: "boot", weight: 7, price: [129, 299], sizes: SHOES, audiences: GENDERED, sizeTable: "kengat", variantTypes: { slugs: ["perus", "levea"], chance: 0.25 },
    noun: tr("vaelluskenkä", "vandringskänga", "Hiking Boot", "Wanderschuh", "Chaussure de randonnée", "Треккинговые ботинки"),
    short: tr("Tukeva ja vedenpitävä vaelluskenkä pitkille reissuille kivikkoisessa maastossa.", "Stadig och vattentät vandringskänga för långa turer i stenig terräng.", "A supportive, waterproof boot for long treks over rocky ground.", "Stabiler, wasserdichter Wanderschuh für lange Touren im Geröll.", "Chaussure montante et imperméable pour les longs treks en terrain rocailleux.", "Устойчивые непромокаемые ботинки для долгих походов по камням."),
    features: [
      tr("Vedenpitävä ja hengittävä kalvo", "Vattentätt och andningsbart membran", "Waterproof, breathable membrane", "Wasserdichte, atmungsaktive Membran", "Membrane imperméable et respirante", "Непромокаемая дышащая мембрана"),
      tr("Nilkkaa tukeva varsi", "Skaft som stöder fotleden", "Ankle-supporting cuff", "Knöchelstützender Schaft", "Tige qui maintient la cheville", "Высокое голенище поддерживает лодыжку"),
    ],
    properties: [
      { type: "paino", range: [900, 1600], step: 20 }, { type: "vedenpitavyys", range: [10000, 20000], step: 1000 },
      { type: "materiaali", options: ["nahka", "mokka", "polyamidi"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["vaellus", "retkeily"], pick: [1, 2] },
    ],
  },
  {
    key: "trail-shoe", area: "footwear", art: "shoe", weight: 6, price: [109, 199], sizes: SHOES, audiences: [["men", 50], ["women", 50]], sizeTable: "kengat",
    noun: tr("polkujuoksukenkä", "trailsko", "Trail Running Shoe", "Trailrunningschuh", "Chaussure de trail", "Кроссовки для трейла"),
    short: tr("Kevyt ja pitävä polkujuoksukenkä juurakkoisille metsäpoluille.", "Lätt trailsko med bra grepp för stigar med rötter.", "A light, grippy shoe for rooty forest trails.", "Leichter, griffiger Schuh für wurzelige Waldpfade.", "Chaussure légère et accrocheuse pour les sentiers forestiers.", "Лёгкие цепкие кроссовки для лесных троп с корнями."),
    features: [
      tr("Syvät nastat pitävät mudassa", "Djupa dubbar greppar i lera", "Deep lugs grip in mud", "Tiefe Stollen greifen im Schlamm", "Crampons profonds pour la boue", "Глубокий протектор держит в грязи"),
      tr("Joustava ja kevyt välipohja", "Lätt och följsam mellansula", "Light, flexible midsole", "Leichte, flexible Zwischensohle", "Semelle intermédiaire légère et souple", "Лёгкая гибкая промежуточная подошва"),
    ],
    properties: [
      { type: "paino", range: [240, 360], step: 5 }, { type: "pudotus", range: [4, 10], step: 2 },
      { type: "materiaali", options: ["polyesteri", "kierratetty-polyesteri", "kumi"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["juoksu", "vaellus"], pick: [1, 2] },
    ],
  },
  {
    key: "winter-boot", area: "footwear", art: "winter-boot", weight: 4, price: [99, 249], sizes: SHOES, audiences: GENDERED, sizeTable: "kengat",
    noun: tr("talvikenkä", "vinterkänga", "Winter Boot", "Winterstiefel", "Botte d'hiver", "Зимние ботинки"),
    short: tr("Lämpimästi vuorattu talvikenkä liukkaille ja lumisille kaduille.", "Varmfodrad vinterkänga för hala och snöiga gator.", "A warmly lined boot for icy, snowy streets.", "Warm gefütterter Winterstiefel für glatte, verschneite Straßen.", "Botte fourrée pour les rues verglacées et enneigées.", "Тёплые ботинки на меху для скользких заснеженных улиц."),
    features: [
      tr("Pito jäisellä alustalla", "Grepp på is", "Grip on ice", "Grip auf Eis", "Adhérence sur la glace", "Сцепление на льду"),
      tr("Lämmin villasekoitevuori", "Varmt foder i ullblandning", "Warm wool-blend lining", "Warmes Wollmischfutter", "Doublure chaude en laine mélangée", "Тёплая подкладка из смесовой шерсти"),
    ],
    properties: [
      { type: "paino", range: [1000, 1800], step: 20 }, { type: "materiaali", options: ["nahka", "villa", "kumi", "polyamidi"], pick: [1, 3] },
      { type: "kayttotarkoitus", options: ["arki", "retkeily"], pick: [1, 2] },
    ],
  },
  {
    key: "sandal", area: "footwear", art: "sandal", weight: 3, price: [39, 119], sizes: SHOES, audiences: [["men", 40], ["women", 40], ["kids", 20]], sizeTable: "kengat",
    noun: tr("sandaali", "sandal", "Sandal", "Sandale", "Sandale", "Сандалии"),
    short: tr("Tukeva retkisandaali kesäpoluille ja kahlaamiseen.", "Stadig sandal för sommarstigar och vadning.", "A supportive sandal for summer trails and river crossings.", "Stabile Sandale für Sommerpfade und Flussquerungen.", "Sandale stable pour les sentiers d'été et les passages à gué.", "Устойчивые сандалии для летних троп и переправ."),
    features: [
      tr("Nopeasti kuivuvat hihnat", "Snabbtorkande remmar", "Quick-drying straps", "Schnell trocknende Riemen", "Sangles à séchage rapide", "Быстросохнущие ремешки"),
      tr("Muotoiltu pohjallinen", "Formad fotbädd", "Contoured footbed", "Anatomisches Fußbett", "Semelle anatomique", "Анатомическая стелька"),
    ],
    properties: [{ type: "paino", range: [400, 900], step: 20 }, { type: "materiaali", options: ["polyesteri", "kumi", "nahka"], pick: [1, 2] }, { type: "kayttotarkoitus", options: ["vaellus", "arki"], pick: [1, 2] }],
  },
];
