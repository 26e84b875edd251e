// Demo second-hand items (docs/second-hand.md, docs/demo-catalogue.md "Second-hand"): one-off
// used items taken back in the stores with the second-hand service (Espoo Tapiola, Outlet Lahti),
// each a model of its own pointing at the new model, with one variant of stock 1 in the web
// warehouse, its own photos (the new model's drawing in a faded colour), a condition grade, the
// wear in six languages and a price from the grade (secondHandPrice). Deterministic: the same
// catalogue gives the same items.
import { sql, type Executor } from "@polku/db";
import { secondHandPrice, type SecondHandCondition } from "@polku/domain";
import { languageCodes, slugify, tr, type Texts } from "./text";
import type { ModelKind } from "./generate/extras";

export const SECOND_HAND_PREFIX = tr("Käytetty", "Begagnad", "Second hand", "Gebraucht", "Occasion", "Б/у");

interface ItemSeed {
  kinds: readonly string[];
  condition: SecondHandCondition;
  store: number | null;
  /** Days before the load day the item was put on sale. */
  listedDaysAgo: number;
  wear: Texts;
}

const ITEMS: readonly ItemSeed[] = [
  {
    kinds: ["alpine-ski"], condition: "good", store: 2, listedDaysAgo: 1,
    wear: tr(
      "Yksi kausi rinteessä. Pohjissa pieniä naarmuja, kantit teroitettu ja pohjat vahattu huollossa. Siteet säädetty 305 mm monolle.",
      "En säsong i backen. Små repor i sulorna, stålkanterna slipade och sulorna vallade på vår verkstad. Bindningen inställd för 305 mm sula.",
      "One season on the slopes. Small scratches on the bases; edges sharpened and bases waxed in our workshop. Bindings set for a 305 mm boot sole.",
      "Eine Saison auf der Piste. Kleine Kratzer im Belag; Kanten geschliffen und Belag gewachst in unserer Werkstatt. Bindung auf 305 mm Sohle eingestellt.",
      "Une saison sur les pistes. Petites rayures sous les semelles ; carres affûtées et semelles fartées dans notre atelier. Fixations réglées pour une semelle de 305 mm.",
      "Один сезон на склоне. Небольшие царапины на скользящей поверхности; канты заточены, скользяк пропитан парафином в нашей мастерской. Крепления выставлены под подошву 305 мм.",
    ),
  },
  {
    kinds: ["alpine-boot"], condition: "excellent", store: 2, listedDaysAgo: 3,
    wear: tr(
      "Käytetty viitenä päivänä. Sisäkengät siistit ja hajuttomat, solkien kärjissä kevyttä kulumaa. Pohjat ehjät.",
      "Använda fem dagar. Innerskorna rena och luktfria, lätt slitage på spännenas ändar. Sulorna hela.",
      "Used for five days. Liners clean and odour-free, light wear on the buckle tips. Soles intact.",
      "Fünf Tage benutzt. Innenschuhe sauber und geruchsfrei, leichte Gebrauchsspuren an den Schnallenenden. Sohlen unbeschädigt.",
      "Utilisées cinq jours. Chaussons propres et sans odeur, légère usure au bout des boucles. Semelles intactes.",
      "Использовались пять дней. Внутренники чистые, без запаха, лёгкий износ на концах клипс. Подошвы целые.",
    ),
  },
  {
    kinds: ["xc-ski"], condition: "fair", store: 30, listedDaysAgo: 6,
    wear: tr(
      "Useamman talven lenkkisukset. Pohjissa syviä naarmuja ja yksi paikattu kolo kärjessä; pito toimii. Pinnassa kolhuja, rakenne kunnossa.",
      "Motionsskidor som åkts flera vintrar. Djupa repor i sulorna och en lagad skåra vid spetsen; fästet fungerar. Märken i ytan, konstruktionen hel.",
      "Fitness skis used for several winters. Deep scratches on the bases and one repaired gouge near the tip; the grip works. Dents in the topsheet, structure sound.",
      "Fitnessski, mehrere Winter gelaufen. Tiefe Kratzer im Belag und eine reparierte Kerbe an der Spitze; die Haftzone funktioniert. Dellen im Deckbelag, Aufbau in Ordnung.",
      "Skis de loisir utilisés plusieurs hivers. Rayures profondes sous les semelles et une entaille réparée près de la spatule ; l'accroche fonctionne. Chocs sur le dessus, structure saine.",
      "Прогулочные лыжи, несколько зим катания. Глубокие царапины на скользящей поверхности и одна заделанная выбоина у носка; держание работает. Вмятины на верхней части, конструкция в порядке.",
    ),
  },
  {
    kinds: ["tent"], condition: "good", store: 30, listedDaysAgo: 2,
    wear: tr(
      "Kolme vaellusviikkoa. Lattiassa pieni paikattu reikä, vetoketjut toimivat. Teltta tarkastettu, pesty ja kuivattu; kaikki kiilat ja narut mukana.",
      "Tre veckors vandring. Ett litet lagat hål i golvet, dragkedjorna fungerar. Tältet kontrollerat, tvättat och torkat; alla pinnar och linor med.",
      "Three weeks of trekking. One small patched hole in the floor, zips work. Checked, washed and dried; every peg and guyline included.",
      "Drei Wochen Trekking. Ein kleines geflicktes Loch im Boden, Reißverschlüsse funktionieren. Geprüft, gewaschen und getrocknet; alle Heringe und Abspannleinen dabei.",
      "Trois semaines de trek. Un petit trou réparé dans le tapis de sol, fermetures éclair fonctionnelles. Vérifiée, lavée et séchée ; tous les piquets et haubans fournis.",
      "Три недели походов. В полу одна маленькая заплатка, молнии работают. Палатка проверена, вымыта и высушена; все колышки и оттяжки в комплекте.",
    ),
  },
  {
    kinds: ["trekking-pack"], condition: "as_new", store: 2, listedDaysAgo: 0,
    wear: tr(
      "Palautettu yhden viikonlopun jälkeen. Ei näkyviä käytön jälkiä; lantiovyön säätö on kerran siirretty.",
      "Returnerad efter en helg. Inga synliga spår av användning; höftbältet har justerats en gång.",
      "Returned after one weekend. No visible signs of use; the hip belt has been adjusted once.",
      "Nach einem Wochenende zurückgegeben. Keine sichtbaren Gebrauchsspuren; der Hüftgurt wurde einmal verstellt.",
      "Rendu après un week-end. Aucune trace d'usage visible ; la ceinture a été réglée une fois.",
      "Возвращён после одних выходных. Видимых следов использования нет; поясной ремень регулировали один раз.",
    ),
  },
  {
    kinds: ["mtb", "gravel-bike"], condition: "good", store: 30, listedDaysAgo: 4,
    wear: tr(
      "Noin 1 200 km ajettu. Huollettu korjaamollamme: uusi ketju ja jarrupalat, vaihteet säädetty. Rungossa kivenroiskeiden jälkiä alaputkessa.",
      "Cirka 1 200 km körda. Servad på vår verkstad: ny kedja och nya bromsbelägg, växlarna justerade. Stenskott på ramens underrör.",
      "About 1,200 km ridden. Serviced in our workshop: new chain and brake pads, gears adjusted. Stone chips on the down tube.",
      "Etwa 1.200 km gefahren. In unserer Werkstatt gewartet: neue Kette und Bremsbeläge, Schaltung eingestellt. Steinschläge am Unterrohr.",
      "Environ 1 200 km parcourus. Révisé dans notre atelier : chaîne et plaquettes neuves, dérailleurs réglés. Éclats de gravillons sur le tube diagonal.",
      "Пробег около 1 200 км. Обслужен в нашей мастерской: новая цепь и колодки, переключатели настроены. Сколы от камней на нижней трубе.",
    ),
  },
  {
    kinds: ["shell-jacket"], condition: "excellent", store: 2, listedDaysAgo: 5,
    wear: tr(
      "Käytetty muutamalla retkellä. Pesty ja kyllästetty, kangas hylkii vettä. Hihansuissa hyvin vähäistä nukkaantumista.",
      "Använd på några turer. Tvättad och impregnerad, tyget stöter bort vatten. Mycket lätt noppor vid ärmslutet.",
      "Worn on a few trips. Washed and reproofed; the fabric beads water. Very slight pilling at the cuffs.",
      "Auf einigen Touren getragen. Gewaschen und neu imprägniert, der Stoff perlt ab. Sehr leichte Knötchen an den Bündchen.",
      "Portée lors de quelques sorties. Lavée et réimperméabilisée, le tissu perle. Très léger boulochage aux poignets.",
      "Надевалась в нескольких походах. Постирана и пропитана заново, ткань отталкивает воду. Совсем небольшие катышки на манжетах.",
    ),
  },
  {
    kinds: ["down-jacket", "winter-jacket"], condition: "fair", store: null, listedDaysAgo: 8,
    wear: tr(
      "Pitkään käytetty. Olkapäissä kulumaa ja vasemmassa hihassa ommeltu korjaus; untuva jakautunut tasaisesti ja lämmittää hyvin.",
      "Länge använd. Slitage på axlarna och en sydd lagning på vänster ärm; dunet är jämnt fördelat och värmer bra.",
      "Well used. Wear on the shoulders and a sewn repair on the left sleeve; the down is evenly spread and still warm.",
      "Lange getragen. Abrieb an den Schultern und eine genähte Reparatur am linken Ärmel; die Daune ist gleichmäßig verteilt und wärmt gut.",
      "Beaucoup portée. Usure aux épaules et une reprise cousue sur la manche gauche ; le duvet est bien réparti et tient chaud.",
      "Долго носилась. Потёртости на плечах и зашитое место на левом рукаве; пух распределён равномерно и хорошо греет.",
    ),
  },
  {
    kinds: ["hiking-boot"], condition: "good", store: 2, listedDaysAgo: 7,
    wear: tr(
      "Yksi kesä polulla. Pohjien kuviot reilusti jäljellä, nahka rasvattu. Kärkien kumireunuksissa naarmuja.",
      "En sommar på stigen. Gott om mönster kvar på sulorna, lädret infettat. Repor på tåkapporna.",
      "One summer on the trail. Plenty of tread left, leather treated. Scuffs on the rubber toe caps.",
      "Ein Sommer auf dem Trail. Noch reichlich Profil, Leder gepflegt. Schrammen an den Gummikappen.",
      "Un été sur les sentiers. Crampons encore bien marqués, cuir nourri. Éraflures sur les pare-pierres.",
      "Одно лето на тропе. Протектор ещё глубокий, кожа пропитана. Потёртости на резиновых носках.",
    ),
  },
  {
    kinds: ["sleeping-bag"], condition: "excellent", store: 30, listedDaysAgo: 9,
    wear: tr(
      "Kaksi yötä käytetty. Pesty untuvapesuaineella ja kuivattu rumpukuivaajassa; säilytyspussi mukana.",
      "Använd två nätter. Tvättad med dunmedel och torktumlad; förvaringspåse medföljer.",
      "Used for two nights. Washed with down wash and tumble-dried; storage sack included.",
      "Zwei Nächte benutzt. Mit Daunenwaschmittel gewaschen und im Trockner getrocknet; Aufbewahrungssack dabei.",
      "Utilisé deux nuits. Lavé avec une lessive duvet et séché en tambour ; housse de rangement fournie.",
      "Использовался две ночи. Постиран средством для пуха и высушен в барабане; мешок для хранения в комплекте.",
    ),
  },
  {
    kinds: ["climbing-shoe"], condition: "fair", store: null, listedDaysAgo: 10,
    wear: tr(
      "Kiipeilty noin puoli vuotta seinällä. Kärjet pohjattu uudelleen; kantapäissä kulumaa, tarranauhat pitävät.",
      "Klättrat ungefär ett halvår på vägg. Tåpartierna omsulade; slitage på hälarna, kardborrebanden håller.",
      "About half a year of indoor climbing. Toes resoled; wear on the heels, the straps hold well.",
      "Etwa ein halbes Jahr in der Halle geklettert. Spitzen neu besohlt; Abnutzung an den Fersen, Klettverschlüsse halten.",
      "Environ six mois d'escalade en salle. Pointes ressemelées ; usure aux talons, les velcros tiennent bien.",
      "Около полугода лазания на скалодроме. Носки переклеены; износ на пятках, липучки держат хорошо.",
    ),
  },
  {
    kinds: ["alpine-ski"], condition: "as_new", store: null, listedDaysAgo: 11,
    wear: tr(
      "Koeajosukset yhdeltä testipäivältä. Ei naarmuja pohjissa; yläpinnassa pieni hankauma sidealueella.",
      "Testskidor från en testdag. Inga repor i sulorna; en liten skavning på ovansidan vid bindningen.",
      "Demo skis from one test day. No scratches on the bases; a small scuff on the topsheet by the binding.",
      "Testski von einem Testtag. Keine Kratzer im Belag; eine kleine Schramme auf der Oberfläche an der Bindung.",
      "Skis de test d'une seule journée. Aucune rayure sous les semelles ; petite marque sur le dessus près de la fixation.",
      "Тестовые лыжи с одного тест-дня. Скользяк без царапин; небольшая потёртость сверху у крепления.",
    ),
  },
];

/** A colour a little greyer than the new one: worn gear in the shop's drawings. */
export function fadedHex(hex: string): string {
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [0, 2, 4].map((i) => Math.round(channel(i) * 0.75 + 0x9a * 0.25).toString(16).padStart(2, "0")).join("");
}

/** Own photos: the new model's drawing faded, its views in another order. */
export function ownPhotos(parentImage: string | null): string[] {
  const match = parentImage ? /^\/media\/product\/([a-z-]+)\/([0-9a-f]{6})\/\d\.(\w+)$/.exec(parentImage) : null;
  if (!match) return parentImage ? [parentImage] : [];
  const [, art, hex, ext] = match;
  return [2, 1, 3].map((view) => `/media/product/${art}/${fadedHex(hex!)}/${view}.${ext}`);
}

/** Picks a new model for each item: the first unused of its kinds, else any model not yet taken. */
export function pickParents(models: readonly ModelKind[]): { item: ItemSeed; parent: number }[] {
  const used = new Set<number>();
  const out: { item: ItemSeed; parent: number }[] = [];
  for (const item of ITEMS) {
    const parent = models.find((m) => item.kinds.includes(m.kind) && !used.has(m.id)) ?? models.find((m) => !used.has(m.id));
    if (!parent) break;
    used.add(parent.id);
    out.push({ item, parent: parent.id });
  }
  return out;
}

type ParentRow = {
  id: number;
  manufacturerId: number;
  brandSlug: string;
  mainGroupId: number;
  modelNumber: string;
  taxClassId: number;
  sizeTableId: number | null;
  variantId: number;
  colourId: number;
  sizeId: number | null;
  image: string | null;
};

/** Writes the items after the catalogue; returns their model ids. */
export async function insertSecondHandItems(tx: Executor, models: readonly ModelKind[], now: Date): Promise<number[]> {
  const picks = pickParents(models);
  if (picks.length === 0) return [];
  const { rows: maxRows } = await tx.execute<{ id: number; variant: number }>(sql`select (select max(id) from product_models) as id, (select max(id) from product_variants) as variant`);
  let nextModel = maxRows[0]!.id + 1;
  let nextVariant = maxRows[0]!.variant + 1;
  const ids: number[] = [];
  for (const [n, { item, parent: parentId }] of picks.entries()) {
    // A middle size of the new model: the one most often handed in.
    const { rows } = await tx.execute<ParentRow>(sql`
      select m.id, m.manufacturer_id as "manufacturerId", b.slug as "brandSlug", m.main_group_id as "mainGroupId", m.model_number as "modelNumber",
        m.tax_class_id as "taxClassId", m.size_table_id as "sizeTableId", v.id as "variantId", v.colour_id as "colourId", v.size_id as "sizeId", v.images[1] as image
      from product_models m join manufacturers b on b.id = m.manufacturer_id
      join lateral (select * from product_variants x where x.model_id = m.id order by x.id
        offset (select count(*) / 2 from product_variants y where y.model_id = m.id) limit 1) v on true
      where m.id = ${parentId}`);
    const parent = rows[0];
    if (!parent) continue;
    const id = nextModel++;
    const variantId = nextVariant++;
    // 9 o'clock of the day it was handed in; never after the seed's `now` (the start of today's
    // UTC day), or an item listed "today" would stay unpublished until 9 o'clock UTC.
    const listedAt = new Date(Math.min(now.getTime(), now.getTime() - item.listedDaysAgo * 86_400_000 + 9 * 3_600_000)).toISOString();
    await tx.execute(sql`insert into product_models (id, uuid, manufacturer_id, main_group_id, model_number, is_public, published_at, show_discount_percentage,
        tax_class_id, size_table_id, second_hand_parent_id, created_at, updated_at)
      values (${id}, ${`00000000-0000-4000-9000-${String(id).padStart(12, "0")}`}::uuid, ${parent.manufacturerId}, ${parent.mainGroupId}, ${`${parent.modelNumber}-K${n + 1}`},
        true, ${listedAt}, false, ${parent.taxClassId}, ${parent.sizeTableId}, ${parentId}, ${listedAt}, ${listedAt})`);
    for (const l of languageCodes) {
      await tx.execute(sql`insert into product_model_translations (model_id, language, name, slug, path, short_description, long_description_html, tagline, meta_description)
        select ${id}, ${l}, ${SECOND_HAND_PREFIX[l]} || ': ' || t.name, s.slug, ${parent.brandSlug} || '/' || s.slug, t.short_description,
          ${`<p>${item.wear[l]}</p>`} || t.long_description_html, '', ${item.wear[l]}
        from product_model_translations t, (select t2.slug || ${`-${slugify(SECOND_HAND_PREFIX[l])}-${n + 1}`} as slug from product_model_translations t2 where t2.model_id = ${parentId} and t2.language = ${l}) s
        where t.model_id = ${parentId} and t.language = ${l}`);
    }
    await tx.execute(sql`insert into model_property_values (id, model_id, property_type_id, option_id, number_value)
      select (select coalesce(max(id), 0) from model_property_values) + row_number() over (order by x.id), ${id}, x.property_type_id, x.option_id, x.number_value from model_property_values x where x.model_id = ${parentId}`);
    await tx.execute(sql`insert into product_variants (id, model_id, colour_id, size_id, gtin, images, max_amount, on_order, shipping_time_number, is_active, updated_at)
      values (${variantId}, ${id}, ${parent.colourId}, ${parent.sizeId}, ${`29${String(id).padStart(11, "0")}`}, ${`{${ownPhotos(parent.image).join(",")}}`}, 1, false, 2, true, ${listedAt})`);
    await tx.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${variantId}, 20, 1, 0)`);
    const { rows: prices } = await tx.execute<{ taxAreaId: number; regular: number }>(sql`
      select tax_area_id as "taxAreaId", regular from model_prices where model_id = ${parentId} order by tax_area_id`);
    for (const p of prices) {
      const price = secondHandPrice(p.regular, item.condition);
      await tx.execute(sql`insert into model_prices (model_id, tax_area_id, active, regular, discount_value, discount_free) values (${id}, ${p.taxAreaId}, ${price}, ${price}, 0, ${price})`);
      await tx.execute(sql`insert into price_history (id, model_id, variant_id, tax_area_id, active, valid_from)
        values ((select coalesce(max(id), 0) + 1 from price_history), ${id}, null, ${p.taxAreaId}, ${price}, ${listedAt})`);
    }
    await tx.execute(sql`insert into second_hand_items (model_id, variant_id, condition, store_id, listed_at) values (${id}, ${variantId}, ${item.condition}, ${item.store}, ${listedAt})`);
    for (const l of languageCodes) await tx.execute(sql`insert into second_hand_item_translations (model_id, language, wear) values (${id}, ${l}, ${item.wear[l]})`);
    ids.push(id);
  }
  return ids;
}
