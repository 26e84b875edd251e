// Product group rows from the tree in data/groups.ts: ids in depth-first order, per-language
// slugs and paths, descriptions, filterable properties, images and menu links.
import type { InferInsertModel } from "@polku/db/orm";
import type { productGroupLinks, productGroups, productGroupTranslations } from "@polku/db";
import { productImagePath, sceneImagePath } from "../../modules/media";
import { COLOURS } from "../data/colours";
import { GROUP_TREE, type GroupSeed } from "../data/groups";
import { KIND_BY_KEY } from "../data/kind-index";
import { PROPERTY_TYPES } from "../data/properties";
import { capitalise, languageCodes, slugify, tr, truncateWords, type LanguageCode, type Texts } from "../text";

export interface GroupInfo {
  id: number;
  key: string;
  parentId: number | null;
  path: Texts;
  kind?: string;
  outletKinds?: string[];
  image: string;
}

export interface GroupRows {
  groups: InferInsertModel<typeof productGroups>[];
  translations: InferInsertModel<typeof productGroupTranslations>[];
  links: InferInsertModel<typeof productGroupLinks>[];
  byKey: Map<string, GroupInfo>;
}

const META_SUFFIX = tr(" – laaja valikoima", " – stort sortiment", " – wide selection", " – große Auswahl", " – large choix", " — большой выбор");
const DESCRIPTION: Texts[] = [
  tr("{name} – laaja valikoima tunnettujen merkkien malleja.", "{name} – ett brett urval modeller från kända märken.", "{name} – a wide range of models from well-known brands.", "{name} – eine große Auswahl an Modellen bekannter Marken.", "{name} – un large choix de modèles de grandes marques.", "{name} — большой выбор моделей известных брендов."),
  tr("Tilaa verkosta nopealla toimituksella tai nouda myymälästä.", "Beställ online med snabb leverans eller hämta i butik.", "Order online for fast delivery or collect in store.", "Online bestellen mit schneller Lieferung oder im Geschäft abholen.", "Commandez en ligne avec livraison rapide ou retirez en magasin.", "Закажите онлайн с быстрой доставкой или заберите в магазине."),
  tr("Asiantuntevat myyjämme auttavat valitsemaan oikean varusteen.", "Våra kunniga säljare hjälper dig att välja rätt.", "Our experienced staff help you choose the right gear.", "Unser erfahrenes Team hilft dir bei der Auswahl.", "Nos vendeurs expérimentés vous aident à bien choisir.", "Наши опытные продавцы помогут с выбором."),
];

/** Filters a leaf offers: its kind's properties plus gender and the sustainability label. */
function leafFilters(kindKey: string): Set<string> {
  const kind = KIND_BY_KEY.get(kindKey);
  if (!kind) throw new Error(`Group names unknown kind ${kindKey}`);
  const slugs = new Set(kind.properties.map((p) => p.type));
  if (kind.audiences) slugs.add("sukupuoli");
  slugs.add("vastuullisemmin-ulkona");
  return slugs;
}

const FILTER_ORDER = PROPERTY_TYPES.filter((t) => t.filter !== false).map((t) => t.slug);

export function buildGroups(now: Date): GroupRows {
  const rows: GroupRows = { groups: [], translations: [], links: [], byKey: new Map() };
  let nextId = 1;

  const visit = (seed: GroupSeed, parent: GroupInfo | null, sortOrder: number): { filters: Set<string>; image: string } => {
    const id = nextId++;
    const slug = seed.slug ?? (Object.fromEntries(languageCodes.map((l) => [l, slugify(seed.name[l])])) as Texts);
    const path = Object.fromEntries(languageCodes.map((l) => [l, parent ? `${parent.path[l]}/${slug[l]}` : slug[l]])) as Texts;
    const info: GroupInfo = { id, key: seed.key, parentId: parent?.id ?? null, path, kind: seed.kind, outletKinds: seed.outletKinds, image: "" };
    rows.byKey.set(seed.key, info);

    let filters = new Set<string>();
    let image: string;
    if (seed.children) {
      const results = seed.children.map((child, i) => visit(child, info, i + 1));
      results.forEach((r) => r.filters.forEach((f) => filters.add(f)));
      image = seed.key === "outlet" ? sceneImagePath("forest", "dusk", 1) : (results[0] as { image: string }).image;
    } else if (seed.kind) {
      filters = leafFilters(seed.kind);
      const kind = KIND_BY_KEY.get(seed.kind);
      image = productImagePath(kind?.art ?? "jacket", (COLOURS[id % COLOURS.length] as { hex: string }).hex, 1);
    } else if (seed.key === "gift-cards") {
      image = sceneImagePath("snow", "winter", 3);
    } else {
      (seed.outletKinds ?? []).forEach((k) => leafFilters(k).forEach((f) => filters.add(f)));
      const first = KIND_BY_KEY.get(seed.outletKinds?.[0] ?? "");
      image = productImagePath(first?.art ?? "jacket", "7b5a3c", 2);
    }
    info.image = image;

    rows.groups.push({
      id,
      parentId: parent?.id ?? null,
      showInMenu: seed.showInMenu ?? true,
      filterableProperties: FILTER_ORDER.filter((slug) => filters.has(slug)),
      defaultSorting: seed.defaultSorting ?? "default",
      sortOrder,
      image,
      isActive: true,
      shoeKind: seed.shoeKind ?? null,
      updatedAt: now,
    });
    for (const l of languageCodes) rows.translations.push(groupTranslation(id, l, seed, slug[l], path[l]));
    return { filters, image };
  };
  GROUP_TREE.forEach((seed, i) => visit(seed, null, i + 1));
  rows.links = groupLinks(rows.byKey);
  return rows;
}

function groupTranslation(groupId: number, l: LanguageCode, seed: GroupSeed, slug: string, path: string): InferInsertModel<typeof productGroupTranslations> {
  const name = seed.name[l];
  const sentences = DESCRIPTION.map((s) => s[l].replace("{name}", capitalise(name)));
  const description = sentences.join(" ");
  return {
    groupId,
    language: l,
    name,
    shortName: seed.shortName?.[l] ?? name,
    slug,
    path,
    metaTitle: `${name}${META_SUFFIX[l]}`,
    metaDescription: truncateWords(description, 150),
    description,
    descriptionHtml: `<p>${sentences[0]}</p><p>${sentences.slice(1).join(" ")}</p>`,
  };
}

/** Menu links (spec 01 §3 "links (slug, title, image)"): the ski wizards and outlet shortcuts. */
function groupLinks(byKey: Map<string, GroupInfo>): InferInsertModel<typeof productGroupLinks>[] {
  const group = (key: string) => byKey.get(key) as GroupInfo;
  const specs: { on: string; to: Texts; title: Texts; image: string }[] = [
    { on: "alpine", to: tr("/ski-wizard/alpine/", "/ski-wizard/alpine/", "/ski-wizard/alpine/", "/ski-wizard/alpine/", "/ski-wizard/alpine/", "/ski-wizard/alpine/"), title: tr("Suksivelho", "Skidguiden", "Ski wizard", "Ski-Berater", "Assistant ski", "Подбор лыж"), image: productImagePath("ski", "1f5f8b", 1) },
    { on: "nordic", to: tr("/ski-wizard/nordic/", "/ski-wizard/nordic/", "/ski-wizard/nordic/", "/ski-wizard/nordic/", "/ski-wizard/nordic/", "/ski-wizard/nordic/"), title: tr("Suksivelho", "Skidguiden", "Ski wizard", "Ski-Berater", "Assistant ski", "Подбор лыж"), image: productImagePath("ski", "3b6fa8", 2) },
    { on: "clothing", to: pathOf(group("outlet-jackets")), title: tr("Outlet-takit", "Outletjackor", "Outlet jackets", "Outlet-Jacken", "Vestes outlet", "Куртки в аутлете"), image: productImagePath("jacket", "b23a2e", 1) },
    { on: "hiking", to: pathOf(group("outlet-hiking")), title: tr("Outlet-retkeily", "Outlet friluftsliv", "Outlet camping", "Outlet Camping", "Camping outlet", "Туризм в аутлете"), image: productImagePath("tent", "2e7d32", 1) },
    { on: "footwear", to: tr("/womens-and-mens-shoes/", "/womens-and-mens-shoes/", "/womens-and-mens-shoes/", "/womens-and-mens-shoes/", "/womens-and-mens-shoes/", "/womens-and-mens-shoes/"), title: tr("Naisten ja miesten kengät", "Dam- och herrskor", "Women's and men's shoes", "Damen- und Herrenschuhe", "Chaussures femme et homme", "Женская и мужская обувь"), image: productImagePath("boot", "6d4c33", 1) },
  ];
  let id = 1;
  return specs.flatMap((spec) =>
    languageCodes.map((l) => ({ id: id++, groupId: group(spec.on).id, language: l, slug: spec.to[l], title: spec.title[l], image: spec.image, sortOrder: 1 })),
  );
}

const pathOf = (group: GroupInfo): Texts => Object.fromEntries(languageCodes.map((l) => [l, `/${group.path[l]}/`])) as Texts;
