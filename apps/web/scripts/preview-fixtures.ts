// Fixture answers for the UI preview (preview.ts): shaped by the zod contract of
// packages/domain/src/api/shell.ts, so a preview never drifts from what the API must send.
import {
  bannersResponseSchema,
  brandsResponseSchema,
  generalSettingsResponseSchema,
  initConfigResponseSchema,
  localeOptionsResponseSchema,
  manufacturerSchema,
  newestResponseSchema,
  productGroupResponseSchema,
  productGroupsResponseSchema,
  productModelListQuerySchema,
  productModelListResponseSchema,
  resourcesResponseSchema,
  routeSlugsResponseSchema,
  searchResponseSchema,
  searchSuggestResponseSchema,
  type ProductGroupNode,
} from "@polku/domain";
import LZString from "lz-string";

let nextId = 1;
function group(name: string, path: string, children: ProductGroupNode[] = [], showInMenu = true): ProductGroupNode {
  return { id: nextId++, name, shortName: name, slug: path.split("/").at(-1)!, path, showInMenu, image: `/media/groups/${path.replace(/\//g, "-")}.svg`, children, links: [] };
}

const groups = [
  group("Vaatteet", "vaatteet", [
    group("Takit", "vaatteet/takit", [group("Kuoritakit", "vaatteet/takit/kuoritakit"), group("Untuvatakit", "vaatteet/takit/untuvatakit"), group("Softshell", "vaatteet/takit/softshell")]),
    group("Housut", "vaatteet/housut", [group("Vaellushousut", "vaatteet/housut/vaellushousut"), group("Kuorihousut", "vaatteet/housut/kuorihousut")]),
    group("Aluskerrastot", "vaatteet/aluskerrastot"),
  ]),
  group("Kengät", "kengat", [group("Vaelluskengät", "kengat/vaelluskengat"), group("Polkujuoksukengät", "kengat/polkujuoksu")]),
  group("Retkeily", "retkeily", [group("Teltat", "retkeily/teltat"), group("Makuupussit", "retkeily/makuupussit"), group("Retkikeittimet", "retkeily/keittimet")]),
  group("Hiihto", "hiihto", [group("Murtomaahiihto", "hiihto/murtomaa", [group("Sukset", "hiihto/murtomaa/sukset"), group("Monot", "hiihto/murtomaa/monot")]), group("Laskettelu", "hiihto/laskettelu")]),
  group("Reput", "reput"),
];

const flat = (nodes: ProductGroupNode[]): ProductGroupNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

const products = [
  ["Halti", "Vaellus kuoritakki", 24990, 29990, "vaatteet/takit/kuoritakit", "Kolmikerroksinen, hengittävä kuoritakki vaellukseen ja retkeilyyn kaikissa sääolosuhteissa."],
  ["Sasta", "Jero housut", 18900, 18900, "vaatteet/housut/vaellushousut", "Kestävät vaellushousut"],
  ["Fjällräven", "Kånken reppu", 9995, 10500, "reput", "Klassinen reppu arkeen ja retkelle."],
  ["Hilleberg", "Nammatj 2 GT teltta", 129900, 129900, "retkeily/teltat", "Tukeva tunneliteltta kahdelle myös talviretkille."],
  ["Salomon", "X Ultra 4 GTX", 16990, 19990, "kengat/vaelluskengat", "Vedenpitävä ja tukeva vaelluskenkä."],
  ["Fischer", "Twin Skin Pro sukset", 27900, 27900, "hiihto/murtomaa/sukset", "Pitopohjasukset kuntohiihtoon."],
  ["Primus", "Lite+ retkikeitin", 11990, 12490, "retkeily/keittimet", "Kevyt ja nopea keitin."],
  ["Devold", "Hiking villapaita", 8990, 8990, "vaatteet/aluskerrastot", "Merinovillainen aluspaita."],
] as const;

const groupByPath = new Map(flat(groups).map((g) => [g.path, g]));

const newest = products.map(([manufacturer, name, active, reference, path, description], index) => ({
  id: index + 1,
  name,
  manufacturer,
  manufacturerSlug: manufacturer.toLowerCase().replace(/[^a-z]/g, ""),
  path: `${manufacturer.toLowerCase().replace(/[^a-z]/g, "")}/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
  image: `/media/products/${index + 1}.svg`,
  shortDescription: description,
  description,
  colors: [],
  price: { active, reference, type: active < reference ? ("discount" as const) : ("regular" as const) },
  tags: [],
  soldAmount: 10,
  rating: 4.5,
  fromPrefix: false,
  published: "2026-11-01",
  sizes: [],
  stocks: [],
  productGroupIds: [groupByPath.get(path)!.id],
  properties: [],
}));

const brands = [...new Set(products.map((p) => p[0]))].map((name, index) => ({
  id: index + 1,
  name,
  slug: name.toLowerCase().replace(/[^a-z]/g, ""),
  logo: null,
  featured: true,
}));

const rates: Record<string, { symbol: string; rate: number; decimals: number }> = {
  eur: { symbol: "€", rate: 1, decimals: 2 },
  sek: { symbol: "kr", rate: 11.5, decimals: 0 },
  usd: { symbol: "$", rate: 1.08, decimals: 2 },
  nok: { symbol: "kr", rate: 11.7, decimals: 0 },
};

const countries = [
  ["fi", "Suomi", "eur"],
  ["se", "Ruotsi", "sek"],
  ["no", "Norja", "nok"],
  ["de", "Saksa", "eur"],
  ["fr", "Ranska", "eur"],
  ["us", "Yhdysvallat", "usd"],
] as const;

export function fixture(pathname: string, query: URLSearchParams): unknown {
  switch (pathname) {
    case "/api/resources/":
      return resourcesResponseSchema.parse({
        colors: [],
        manufacturers: brands.map(({ id, name, slug }) => ({ id, name, slug })),
        productGroups: groups,
        propertyFilters: [],
        propertyTypes: [],
        stores: [
          { id: 1, slug: "helsinki", name: "Helsinki Kamppi", type: "retail", pikanouto: true, nouto: true },
          { id: 2, slug: "tampere", name: "Tampere", type: "retail", pikanouto: true, nouto: true },
          { id: 20, slug: "verkkokauppa", name: "Verkkokauppa", type: "web", pikanouto: false, nouto: false },
        ],
      });
    case "/api/product-groups/":
      return productGroupsResponseSchema.parse({ productGroups: groups });
    case "/api/banners/":
      return bannersResponseSchema.parse({
        imageBanners: [
          { id: 1, title: "Syksy", heading: "Syksyn vaellusvarusteet nyt edullisemmin", image: "/media/banners/hero.svg", cropPoint: "50,60", url: "/vaatteet/\n/kengat/", buttonText: "Vaatteet\nKengät", subText: null },
          { id: 2, title: "Retkeily", heading: "Yöksi metsään", image: "/media/banners/tent.svg", cropPoint: "40,50", url: "/retkeily/", buttonText: "Retkeilyvarusteet", subText: "#17392c;#ffffff" },
          { id: 3, title: "Hiihto", heading: "Latu kutsuu", image: "/media/banners/ski.svg", cropPoint: null, url: "/hiihto/", buttonText: "Hiihtovarusteet", subText: null },
        ],
        dynamicPageBanners: [],
        textBanners: [{ id: 1, text: "Ilmainen toimitus yli 100 € tilauksiin", url: "/page/delivery/", bgColor: "#17392c", textColor: "#ffffff" }],
      });
    case "/api/brands/":
      return brandsResponseSchema.parse({ brands });
    case "/api/keyword-popups/":
      return { keywords: [] };
    case "/api/route-slugs/":
      return routeSlugsResponseSchema.parse({ staticPageSlugs: [], staticPageWithTabsSlugs: [], navigationSlugs: flat(groups).map((g) => g.path), manufacturerSlugs: brands.map((b) => b.slug), groupRedirects: [] });
    case "/api/general-settings/":
      return generalSettingsResponseSchema.parse({ settings: { search_bar_placeholder: "Hae esim. kuoritakki, teltta, Halti", frontpage_title: "Ulkoilu- ja retkeilyvarusteet", frontpage_meta_description: "Polku on suomalainen ulkoilun ja urheilun erikoisliike: vaatteet, kengät, retkeily- ja hiihtovarusteet verkosta ja myymälöistä ympäri Suomen.", feature_flags: '{"fast_shipping_product_page": true}', rental_enabled: "true" } });
    case "/api/locale_by_ip/":
      return { country_code: "FI", currency: "EUR" };
    case "/api/init-config/": {
      const currency = (query.get("currency-code") ?? "eur").toLowerCase();
      const country = (query.get("delivery-country-code") ?? "fi").toLowerCase();
      const info = rates[currency] ?? rates.eur!;
      return initConfigResponseSchema.parse({ currencyFormat: { code: currency, symbol: info.symbol, decimals: info.decimals }, currencyRate: info.rate, deliveryCountryName: countries.find((c) => c[0] === country)?.[1] ?? country.toUpperCase(), taxAreaId: 1, isEuMember: true });
    }
    case "/api/locale-options/":
      return localeOptionsResponseSchema.parse({
        deliveryCountries: countries.map(([code, name, currency]) => ({ delivery_country_code: code, name, is_enabled: true, delivery_days: { start: 1, end: 3, ski_bundle_days: { start: 2, end: 5 } }, default_currency: currency })),
        currencies: Object.entries(rates).map(([code, info]) => ({ code, symbol: info.symbol, rate: info.rate })),
      });
    case "/api/products/newest/":
      return newestResponseSchema.parse({ results: newest.slice(0, Number(query.get("limit") ?? 12)) });
    case "/api/products/productgroup/": {
      const found = groupByPath.get((query.get("path") ?? "").replace(/^\/+|\/+$/g, "").toLowerCase());
      if (!found) return undefined;
      const description = `${found.name} – valikoima esikatselua varten.`;
      return productGroupResponseSchema.parse([
        { id: found.id, name: found.name, shortName: found.shortName, path: found.path, meta_title: null, meta_description: null, description, description_html: `<p>${description}</p>`, filterable_properties: [], group_sorting: "default", children: found.children.map(({ id, name, shortName, slug, path, showInMenu }) => ({ id, name, shortName, slug, path, showInMenu })), showInMenu: found.showInMenu },
      ]);
    }
    case "/api/brand/": {
      const brand = brands.find((b) => b.slug === query.get("slug"));
      if (!brand) return undefined;
      return manufacturerSchema.parse({ name: brand.name, slug: brand.slug, title: brand.name, description: `${brand.name} esikatselussa.`, metaDescription: "", logo: null, promoImages: [] });
    }
    case "/api/products/productmodellist/": {
      // The GET form: the query object compressed with lz-string (spec 02 §7).
      const parsed = productModelListQuerySchema.safeParse(JSON.parse(LZString.decompressFromEncodedURIComponent(query.get("q") ?? "") || "null"));
      if (!parsed.success) return undefined;
      const { source } = parsed.data;
      if (source.type === "Manufacturer") return productModelListResponseSchema.parse(newest.filter((item) => item.manufacturerSlug === source.slug));
      // The group and every group below it.
      const root = flat(groups).find((g) => g.id === source.id);
      const ids = new Set(root ? flat([root]).map((n) => n.id) : []);
      return productModelListResponseSchema.parse(newest.filter((item) => item.productGroupIds.some((id) => ids.has(id))));
    }
    case "/api/search/": {
      const q = (query.get("q") ?? "").trim().toLowerCase();
      const results = newest.filter((item) => `${item.manufacturer} ${item.name} ${item.description}`.toLowerCase().includes(q));
      return searchResponseSchema.parse({ query: q, total: results.length, results });
    }
    case "/api/search/suggest/": {
      const q = (query.get("q") ?? "").trim().toLowerCase();
      return searchSuggestResponseSchema.parse({
        products: newest.filter((item) => item.name.toLowerCase().includes(q)).slice(0, 6).map(({ id, name, manufacturer, path, image }) => ({ id, name, manufacturer, path, image })),
        brands: brands.filter((b) => b.name.toLowerCase().startsWith(q)).slice(0, 4).map(({ name, slug }) => ({ name, slug })),
        groups: flat(groups).filter((g) => g.name.toLowerCase().startsWith(q)).slice(0, 4).map(({ name, path }) => ({ name, path })),
      });
    }
    default:
      return undefined;
  }
}


const palette = ["#1f4d3a", "#0b5563", "#6b4e2e", "#2a6149", "#3c4a5c", "#7a3b2e", "#4d5d2a", "#23395d"];

/** A landscape placeholder: sky, fells and a trail, coloured by the path. */
export function placeholderSvg(pathname: string): string {
  const seed = [...pathname].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const color = palette[seed % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0e3"/><stop offset="1" stop-color="#f3efe6"/></linearGradient></defs><rect width="400" height="300" fill="url(#s)"/><path d="M0 210 90 110l60 60 70-90 90 100 90-60v180H0Z" fill="${color}" opacity=".85"/><path d="M0 250 120 170l80 50 80-40 120 60v60H0Z" fill="${color}"/><path d="M200 300c-20-30 40-40 10-70s-50-20-30-50" stroke="#e7a93b" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
}
