// Demo rental (docs/rental.md, docs/demo-catalogue.md "Rental"): what the stores with the rental
// service (data/stores.ts `services`) lend out, with day and weekend prices, deposits and the
// units per size. No bookings: the calendar starts free.
import { sql, type Executor } from "@polku/db";
import { productImagePath, type ProductArt } from "../modules/media";
import { languageCodes, tr, type Texts } from "./text";

interface RentalSeed {
  slug: string;
  category: string;
  art: ProductArt;
  hex: string;
  /** Euros. */
  day: number;
  weekend: number;
  deposit: number;
  /** Size → units. */
  sizes: [string, number][];
  name: Texts;
  description: Texts;
  /** Only the big stores lend it. */
  bigStoresOnly?: boolean;
}

const RENTALS: readonly RentalSeed[] = [
  {
    slug: "xc-ski-set", category: "skis", art: "ski", hex: "2f6db5", day: 25, weekend: 39, deposit: 50,
    sizes: [["170 cm", 2], ["180 cm", 3], ["190 cm", 3], ["200 cm", 2]],
    name: tr("Perinteisen hiihdon välinepaketti", "Paket för klassisk längdskidåkning", "Classic cross-country ski set", "Langlaufset klassisch", "Pack ski de fond classique", "Комплект для классического хода"),
    description: tr(
      "Pitopohjasukset, sauvat ja monot. Sukset voideltu ja siteet säädetty valmiiksi noutoon.",
      "Fästskidor med skinn, stavar och pjäxor. Skidorna vallade och bindningarna inställda vid upphämtning.",
      "Skin skis, poles and boots. Waxed and with the bindings set when you pick them up.",
      "Skin-Ski, Stöcke und Schuhe. Bei Abholung gewachst und mit eingestellter Bindung.",
      "Skis à peaux, bâtons et chaussures. Fartés et fixations réglées au retrait.",
      "Лыжи с камусом, палки и ботинки. К выдаче смазаны, крепления настроены.",
    ),
  },
  {
    slug: "alpine-ski-set", category: "skis", art: "ski", hex: "c23b22", day: 35, weekend: 55, deposit: 100, bigStoresOnly: true,
    sizes: [["150 cm", 2], ["160 cm", 3], ["170 cm", 3], ["180 cm", 2]],
    name: tr("Laskettelupaketti", "Alpinpaket", "Alpine ski set", "Alpin-Skiset", "Pack ski alpin", "Горнолыжный комплект"),
    description: tr(
      "Carving-sukset, monot ja sauvat. Siteet säädetään monollesi noudettaessa; kypärä lisämaksutta.",
      "Carvingskidor, pjäxor och stavar. Bindningarna ställs in för din pjäxa vid upphämtning; hjälm utan extra kostnad.",
      "Carving skis, boots and poles. Bindings set for your boot at pick-up; a helmet at no extra cost.",
      "Carvingski, Schuhe und Stöcke. Bindung bei Abholung auf Ihren Schuh eingestellt; Helm ohne Aufpreis.",
      "Skis carving, chaussures et bâtons. Fixations réglées à votre chaussure au retrait ; casque sans supplément.",
      "Карвинговые лыжи, ботинки и палки. Крепления настраиваются при выдаче; шлем бесплатно.",
    ),
  },
  {
    slug: "snowshoes", category: "snowshoes", art: "winter-boot", hex: "3b4a57", day: 12, weekend: 19, deposit: 30,
    sizes: [["S (30–80 kg)", 3], ["L (70–130 kg)", 3]],
    name: tr("Lumikengät ja sauvat", "Snöskor och stavar", "Snowshoes and poles", "Schneeschuhe und Stöcke", "Raquettes et bâtons", "Снегоступы и палки"),
    description: tr(
      "Kevyet lumikengät kiipeilyraudoilla ja teleskooppisauvat. Sopivat talvikenkiin ja -saappaisiin.",
      "Lätta snöskor med stighjälp och teleskopstavar. Passar vinterkängor och -stövlar.",
      "Light snowshoes with climbing heels and telescopic poles. Fit winter boots.",
      "Leichte Schneeschuhe mit Steighilfe und Teleskopstöcke. Passen auf Winterstiefel.",
      "Raquettes légères avec cales de montée et bâtons télescopiques. S'adaptent aux bottes d'hiver.",
      "Лёгкие снегоступы с подъёмными клиньями и телескопические палки. Подходят к зимней обуви.",
    ),
  },
  {
    slug: "tent-2p", category: "tent", art: "tent", hex: "d9822b", day: 20, weekend: 30, deposit: 60,
    sizes: [["2 hlö / 2 p.", 3]],
    name: tr("Kahden hengen vaellusteltta", "Vandringstält för två", "Two-person trekking tent", "Trekkingzelt für zwei", "Tente de trek deux places", "Двухместная треккинговая палатка"),
    description: tr(
      "Kevyt tunneliteltta, 2,1 kg. Tarkastettu, puhdistettu ja kuivattu jokaisen vuokrauksen jälkeen.",
      "Lätt tunneltält, 2,1 kg. Kontrollerat, rengjort och torkat efter varje uthyrning.",
      "Light tunnel tent, 2.1 kg. Checked, cleaned and dried after every rental.",
      "Leichtes Tunnelzelt, 2,1 kg. Nach jeder Vermietung geprüft, gereinigt und getrocknet.",
      "Tente tunnel légère, 2,1 kg. Vérifiée, nettoyée et séchée après chaque location.",
      "Лёгкая палатка-тоннель, 2,1 кг. Проверяется, чистится и сушится после каждой аренды.",
    ),
  },
  {
    slug: "fatbike", category: "bike", art: "bike", hex: "1f5135", day: 45, weekend: 69, deposit: 150, bigStoresOnly: true,
    sizes: [["M", 1], ["L", 1]],
    name: tr("Fatbike", "Fatbike", "Fat bike", "Fatbike", "Fatbike", "Фэтбайк"),
    description: tr(
      "Leveärenkainen maastopyörä talviajoon ja hiekkapoluille. Kypärä ja valot mukana.",
      "Mountainbike med breda däck för vinter och sandiga stigar. Hjälm och lampor ingår.",
      "A wide-tyred mountain bike for winter and sandy trails. Helmet and lights included.",
      "Mountainbike mit breiten Reifen für Winter und Sandwege. Helm und Licht inklusive.",
      "VTT à pneus larges pour l'hiver et les sentiers sableux. Casque et éclairage inclus.",
      "Горный велосипед на широких покрышках для зимы и песчаных троп. Шлем и фары в комплекте.",
    ),
  },
];

/** The stores lending gear: ids of data/stores.ts with the rental service; the first two are the big ones. */
const BIG_STORES = new Set([1, 3]);

export async function insertDemoRental(tx: Executor): Promise<void> {
  const { rows: stores } = await tx.execute<{ id: number; slug: string }>(sql`select id, slug from stores where 'rental' = any(services) and is_active order by id`);
  let sort = 0;
  for (const store of stores) {
    for (const item of RENTALS) {
      if (item.bigStoresOnly && !BIG_STORES.has(store.id)) continue;
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into rental_items (store_id, slug, category, image, price_per_day, price_per_weekend, deposit, sort_order)
        values (${store.id}, ${item.slug}, ${item.category}, ${productImagePath(item.art, item.hex)}, ${item.day * 100}, ${item.weekend * 100}, ${item.deposit * 100}, ${sort++})
        returning id`);
      const itemId = rows[0]!.id;
      for (const l of languageCodes) {
        await tx.execute(sql`insert into rental_item_translations (item_id, language, name, description) values (${itemId}, ${l}, ${item.name[l]}, ${item.description[l]})`);
      }
      for (const [order, [size, units]] of item.sizes.entries()) {
        for (let n = 1; n <= units; n++) {
          const code = `${store.slug.slice(0, 3).toUpperCase()}-${item.slug.toUpperCase()}-${order + 1}${String(n).padStart(2, "0")}`;
          await tx.execute(sql`insert into rental_units (item_id, size, size_order, code) values (${itemId}, ${size}, ${order}, ${code})`);
        }
      }
    }
  }
}
