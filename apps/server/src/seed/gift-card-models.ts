// The gift card products (spec 02 §5, §9): model 2427, the web gift card with a recipient name,
// e-mailed; model 1412, the gift card posted in an envelope. Both are sold by the shop itself
// (brand Polku) in the hidden group 'Gift cards' (not in the menu), priced at the default value
// 50 € for lists; the cart prices each card at the value the shopper chooses (checkout.md).
// Their page is /service-products/giftcards/ (docs/gift-cards.md); the product pages show the
// gift card form for these ids.
import { sql, type Executor } from "@polku/db";
import { GIFT_CARD_DEFAULT_EUROS, WEB_GIFT_CARD_MODEL_ID } from "@polku/domain";
import { logoImagePath, sceneImagePath } from "../modules/media";
import { languageCodes, slugify, tr, type Texts } from "./text";

export const GIFT_CARD_BRAND = { slug: "polku", name: "Polku" } as const;
export const GIFT_CARD_GROUP_KEY = "gift-cards";

interface GiftCardModelSeed {
  id: number;
  name: Texts;
  short: Texts;
  image: string;
}

export const GIFT_CARD_MODELS: readonly GiftCardModelSeed[] = [
  {
    id: WEB_GIFT_CARD_MODEL_ID,
    name: tr("Verkkolahjakortti", "Digitalt presentkort", "E-gift card", "E-Geschenkkarte", "Carte cadeau électronique", "Электронная подарочная карта"),
    short: tr(
      "Lahjakortti sähköpostiin: koodi ja saajan nimi heti maksun jälkeen, käy verkkokaupassa.",
      "Presentkort via e-post: koden och mottagarens namn direkt efter betalningen, gäller i webbutiken.",
      "A gift card by e-mail: the code and the recipient's name right after payment, valid in the web shop.",
      "Geschenkkarte per E-Mail: Code und Name des Beschenkten direkt nach der Zahlung, gültig im Onlineshop.",
      "Carte cadeau par e-mail : le code et le nom du destinataire dès le paiement, valable sur la boutique en ligne.",
      "Подарочная карта по электронной почте: код и имя получателя сразу после оплаты, действует в интернет-магазине.",
    ),
    image: sceneImagePath("snow", "winter", 3),
  },
  {
    id: 1412,
    name: tr("Lahjakortti", "Presentkort", "Gift card", "Geschenkkarte", "Carte cadeau", "Подарочная карта"),
    short: tr(
      "Painettu lahjakortti kirjekuoressa postitse; koodi myös sähköpostiin maksun jälkeen.",
      "Tryckt presentkort i kuvert per post; koden även via e-post efter betalningen.",
      "A printed gift card in an envelope by post; the code also by e-mail after payment.",
      "Gedruckte Geschenkkarte im Umschlag per Post; der Code auch per E-Mail nach der Zahlung.",
      "Carte cadeau imprimée sous enveloppe, par la poste ; le code aussi par e-mail après le paiement.",
      "Печатная подарочная карта в конверте по почте; код также по электронной почте после оплаты.",
    ),
    image: sceneImagePath("forest", "dusk", 4),
  },
];

const DESCRIPTION = tr(
  "Lahjakortilla maksat verkkokaupassa kokonaan tai osittain. Voimassa kaksi vuotta ostopäivästä. Saldon voi tarkistaa lahjakorttisivulla.",
  "Med presentkortet betalar du helt eller delvis i webbutiken. Giltigt i två år från köpdagen. Saldot kan kontrolleras på presentkortssidan.",
  "Pay with the gift card in the web shop, in full or in part. Valid for two years from the day of purchase. Check the balance on the gift card page.",
  "Mit der Geschenkkarte bezahlen Sie im Onlineshop ganz oder teilweise. Zwei Jahre ab Kaufdatum gültig. Das Guthaben können Sie auf der Geschenkkartenseite prüfen.",
  "La carte cadeau règle tout ou partie d'une commande sur la boutique en ligne. Valable deux ans à compter de l'achat. Consultez le solde sur la page des cartes cadeaux.",
  "Подарочной картой можно оплатить покупку в интернет-магазине полностью или частично. Действует два года со дня покупки. Баланс можно проверить на странице подарочных карт.",
);

/** Writes the brand, the two models, their one variant each and their list prices. */
export async function insertGiftCardModels(tx: Executor, groupId: number, now: Date): Promise<void> {
  const [brand] = (
    await tx.execute<{ id: number }>(sql`insert into manufacturers (id, slug, name, logo, sort_order, updated_at)
      values ((select coalesce(max(id), 0) + 1 from manufacturers), ${GIFT_CARD_BRAND.slug}, ${GIFT_CARD_BRAND.name}, ${logoImagePath(GIFT_CARD_BRAND.name, "1f4d3a")}, 999, ${now.toISOString()})
      returning id`)
  ).rows;
  const brandId = brand!.id;
  for (const l of languageCodes) {
    await tx.execute(sql`insert into manufacturer_translations (manufacturer_id, language, title, description, meta_description)
      values (${brandId}, ${l}, ${GIFT_CARD_BRAND.name}, ${DESCRIPTION[l]}, ${DESCRIPTION[l]})`);
  }
  const [size] = (await tx.execute<{ id: number }>(sql`select id from sizes where system = 'one_size' order by sort_order limit 1`)).rows;
  const [colour] = (await tx.execute<{ id: number }>(sql`select id from colours order by id limit 1`)).rows;
  const euros = GIFT_CARD_DEFAULT_EUROS * 100;
  for (const model of GIFT_CARD_MODELS) {
    await tx.execute(sql`insert into product_models (id, uuid, manufacturer_id, main_group_id, model_number, is_public, published_at, show_discount_percentage, tax_class_id, created_at, updated_at)
      values (${model.id}, ${`00000000-0000-4000-8000-${String(model.id).padStart(12, "0")}`}::uuid, ${brandId}, ${groupId}, ${`GIFT-${model.id}`}, true, ${now.toISOString()}, false, 5, ${now.toISOString()}, ${now.toISOString()})`);
    await tx.execute(sql`insert into product_model_groups (model_id, group_id) values (${model.id}, ${groupId})`);
    for (const l of languageCodes) {
      const slug = slugify(model.name[l]);
      await tx.execute(sql`insert into product_model_translations (model_id, language, name, slug, path, short_description, long_description_html, tagline, meta_description)
        values (${model.id}, ${l}, ${model.name[l]}, ${slug}, ${`${GIFT_CARD_BRAND.slug}/${slug}`}, ${model.short[l]}, ${`<p>${model.short[l]}</p><p>${DESCRIPTION[l]}</p>`}, '', ${model.short[l]})`);
    }
    await tx.execute(sql`insert into product_variants (id, model_id, colour_id, size_id, gtin, images, on_order, shipping_time_number, is_active, updated_at)
      values ((select coalesce(max(id), 0) + 1 from product_variants), ${model.id}, ${colour!.id}, ${size!.id}, ${`20000000${model.id}`.padEnd(13, "0")}, ${`{${model.image}}`}, true, 2, true, ${now.toISOString()})`);
    await tx.execute(sql`insert into model_prices (model_id, tax_area_id, active, regular, discount_value, discount_free)
      select ${model.id}, id, ${euros}, ${euros}, 0, ${euros} from tax_areas`);
    await tx.execute(sql`insert into price_history (id, model_id, variant_id, tax_area_id, active, valid_from)
      select (select coalesce(max(id), 0) from price_history) + row_number() over (order by id), ${model.id}, null, id, ${euros}, ${now.toISOString()} from tax_areas`);
  }
}
