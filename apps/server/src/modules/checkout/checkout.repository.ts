// SQL of cart validation (docs/checkout.md "Loading"). Every function takes an executor, so
// placing an order can read the same facts inside its transaction. Per request: one query for
// the cart's state (stock, the catalogue version, codes and gift cards), one for the catalogue
// facts of the variants not kept in memory (variant-facts-cache.ts), one for the bundles when
// there are; never a query per line. Reference data (countries, tax rates, currencies, delivery methods,
// the group tree, settings) is small and read once a minute through the memo cache.
import { sql, type SQL } from "@polku/db/orm";
import { executePrepared, type Executor } from "@polku/db";
import type { DeliveryCountryGroup, DeliveryKind, LanguageCode } from "@polku/domain";

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}
const intArray = (ids: readonly number[]) => `{${ids.join(",")}}`;
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export interface VariantRow {
  id: number;
  modelId: number;
  /** Active variant of a public model; sellable once `publishedAt` has passed. */
  available: boolean;
  publishedAt: number;
  modelName: string;
  path: string;
  manufacturer: string;
  brandId: number;
  color: string | null;
  size: string | null;
  type: string | null;
  image: string | null;
  onOrder: boolean;
  maxAmount: number | null;
  shippingTimeNumber: number;
  outlet: boolean;
  showDiscount: boolean;
  taxClassId: number;
  active: number | null;
  club: number | null;
  regular: number | null;
  discountFree: number | null;
  groupIds: number[] | null;
}

export interface StockRow {
  variantId: number;
  storeId: number;
  sellable: number;
}

export interface BundleRow {
  id: number;
  mainModelId: number;
  isActive: boolean;
  name: string;
  partIds: number[];
  active: number | null;
  regular: number | null;
  skiBundle: boolean;
}

export interface DiscountCodeRow {
  id: number;
  code: string;
  kind: "percentage" | "fixed";
  value: number;
  validFrom: number | null;
  validTo: number | null;
  minimumOrder: number;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  isActive: boolean;
  timesUsed: number;
  timesUsedByCustomer: number | null;
  groupIds: number[];
  brandIds: number[];
  modelIds: number[];
}

export interface GiftCardRow {
  code: string;
  currency: string;
  expiresAt: number | null;
  isActive: boolean;
  balance: number;
}

export interface CountryRow {
  code: string;
  isEnabled: boolean;
  isEuMember: boolean;
  taxAreaId: number;
  chargesVat: boolean;
  daysStart: number;
  daysEnd: number;
  skiDaysStart: number;
  skiDaysEnd: number;
  names: Record<string, string>;
}

export interface DeliveryMethodRow {
  id: number;
  slug: string;
  kind: DeliveryKind;
  countryCodes: string[];
  countryGroup: DeliveryCountryGroup | null;
  postalPrefixes: string[];
  price: number;
  freeThreshold: number | null;
  repackCost: number | null;
  repackThreshold: number | null;
  extraDays: number;
  sortOrder: number;
  names: Record<string, string>;
  stores: { id: number; slug: string; name: string; pikanouto: boolean; streetAddress: string; postalCode: string; city: string; latitude: number | null; longitude: number | null }[];
}

export interface CheckoutReference {
  countries: Map<string, CountryRow>;
  /** Tax area id -> tax class id -> basis points. */
  taxRates: Map<number, Map<number, number>>;
  currencies: Map<string, { code: string; rate: number; decimals: number }>;
  deliveryMethods: DeliveryMethodRow[];
  groupParents: Map<number, number | null>;
  settings: { targetCountryDeliveryAddedDays: string | null; partDeliveryMode: string | null };
}

export async function loadReference(db: Executor): Promise<CheckoutReference> {
  const [countries, rates, currencies, methods, groups, settings] = await Promise.all([
    rows<CountryRow>(
      db,
      sql`select c.code, c.is_enabled as "isEnabled", c.is_eu_member as "isEuMember", c.tax_area_id as "taxAreaId", a.charges_vat as "chargesVat",
            c.delivery_days_start::int as "daysStart", c.delivery_days_end::int as "daysEnd",
            c.ski_bundle_days_start::int as "skiDaysStart", c.ski_bundle_days_end::int as "skiDaysEnd",
            coalesce((select json_object_agg(t.language, t.name) from delivery_country_translations t where t.country_code = c.code), '{}'::json) as names
          from delivery_countries c join tax_areas a on a.id = c.tax_area_id`,
    ),
    rows<{ taxAreaId: number; taxClassId: number; bp: number }>(db, sql`select tax_area_id as "taxAreaId", tax_class_id as "taxClassId", percentage_bp as bp from tax_rates`),
    rows<{ code: string; rate: number; decimals: number }>(db, sql`select code, rate, decimals::int as decimals from currencies where is_enabled`),
    rows<DeliveryMethodRow>(
      db,
      sql`select m.id, m.slug, m.kind::text as kind, m.country_codes as "countryCodes", m.country_group::text as "countryGroup",
            m.postal_prefixes as "postalPrefixes", m.price, m.free_threshold as "freeThreshold", m.repack_cost as "repackCost",
            m.repack_threshold as "repackThreshold", m.extra_days::int as "extraDays", m.sort_order as "sortOrder",
            coalesce((select json_object_agg(t.language, t.name) from delivery_method_translations t where t.method_id = m.id), '{}'::json) as names,
            coalesce((select json_agg(json_build_object('id', s.id, 'slug', s.slug, 'name', s.name, 'pikanouto', s.pikanouto, 'streetAddress', s.street_address, 'postalCode', s.postal_code, 'city', s.city, 'latitude', s.latitude, 'longitude', s.longitude) order by ms.sort_order, s.id)
              from delivery_method_stores ms join stores s on s.id = ms.store_id where ms.method_id = m.id and s.is_active), '[]'::json) as stores
          from delivery_methods m where m.is_active order by m.sort_order, m.id`,
    ),
    rows<{ id: number; parentId: number | null }>(db, sql`select id, parent_id as "parentId" from product_groups`),
    rows<{ key: string; value: string }>(db, sql`select key, value from general_settings where key in ('target_country_delivery_added_days', 'part_delivery_mode')`),
  ]);
  const taxRates = new Map<number, Map<number, number>>();
  for (const r of rates) {
    if (!taxRates.has(r.taxAreaId)) taxRates.set(r.taxAreaId, new Map());
    taxRates.get(r.taxAreaId)!.set(r.taxClassId, r.bp);
  }
  const setting = (key: string) => settings.find((s) => s.key === key)?.value ?? null;
  return {
    countries: new Map(countries.map((c) => [c.code, c])),
    taxRates,
    currencies: new Map(currencies.map((c) => [c.code, { code: c.code, rate: Number(c.rate), decimals: c.decimals }])),
    deliveryMethods: methods,
    groupParents: new Map(groups.map((g) => [g.id, g.parentId])),
    settings: { targetCountryDeliveryAddedDays: setting("target_country_delivery_added_days"), partDeliveryMode: setting("part_delivery_mode") },
  };
}

/** The `catalogue` cache version, read in the statement of the rows it stands for. */
const catalogueVersion = sql`coalesce((select cv.version from cache_versions cv where cv.scope = 'catalogue'), 0)::int`;

/**
 * The catalogue facts of variants and the catalogue version they were read under (one
 * statement, one snapshot: see variant-facts-cache.ts). No rows: the version alone.
 */
export async function loadVariants(db: Executor, ids: readonly number[], language: LanguageCode, taxAreaId: number): Promise<{ version: number; rows: VariantRow[] }> {
  if (ids.length === 0) return { version: 0, rows: [] };
  const found = await rows<VariantRow & { version: number }>(
    db,
    sql`select ${catalogueVersion} as version, v.id, v.model_id as "modelId", (v.is_active and m.is_public) as available, ${epochMs(sql`m.published_at`)} as "publishedAt",
          t.name as "modelName", t.path, b.name as manufacturer, m.manufacturer_id as "brandId",
          coalesce(ct.name, c.slug) as color, s.name as size, ptt.name as type, v.images[1] as image,
          v.on_order as "onOrder", v.max_amount as "maxAmount", v.shipping_time_number::int as "shippingTimeNumber",
          m.belongs_to_outlet as outlet, m.show_discount_percentage as "showDiscount", m.tax_class_id as "taxClassId",
          coalesce(vp.active, mp.active) as active, case when vp.variant_id is not null then vp.club else mp.club end as club,
          coalesce(vp.regular, mp.regular) as regular, coalesce(vp.discount_free, mp.discount_free) as "discountFree",
          (select array_agg(g.group_id) from product_model_groups g where g.model_id = m.id) as "groupIds"
        from product_variants v
        join product_models m on m.id = v.model_id
        join product_model_translations t on t.model_id = m.id and t.language = ${language}
        join manufacturers b on b.id = m.manufacturer_id
        join colours c on c.id = v.colour_id
        left join colour_translations ct on ct.colour_id = c.id and ct.language = ${language}
        left join sizes s on s.id = v.size_id
        left join product_type_translations ptt on ptt.product_type_id = v.product_type_id and ptt.language = ${language}
        left join model_prices mp on mp.model_id = m.id and mp.tax_area_id = ${taxAreaId}
        left join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = ${taxAreaId}
        where v.id = any(${intArray(ids)}::int[])`,
  );
  if (found.length === 0) return { version: (await rows<{ version: number }>(db, sql`select ${catalogueVersion} as version`))[0]!.version, rows: [] };
  return { version: found[0]!.version, rows: found.map(({ version: _v, ...row }) => row) };
}

export async function loadBundles(db: Executor, ids: readonly number[], language: LanguageCode, taxAreaId: number): Promise<BundleRow[]> {
  if (ids.length === 0) return [];
  return rows<BundleRow>(
    db,
    sql`select b.id, b.main_model_id as "mainModelId", b.is_active as "isActive", coalesce(bt.name, t.name, '') as name,
          coalesce((select array_agg(bp.model_id order by bp.sort_order, bp.model_id) from bundle_parts bp where bp.bundle_id = b.id), '{}') as "partIds",
          pr.active, pr.regular, (m.ski_sport is not null) as "skiBundle"
        from bundles b
        join product_models m on m.id = b.main_model_id
        left join product_model_translations t on t.model_id = m.id and t.language = ${language}
        left join bundle_translations bt on bt.bundle_id = b.id and bt.language = ${language}
        left join bundle_prices pr on pr.bundle_id = b.id and pr.tax_area_id = ${taxAreaId}
        where b.id = any(${intArray(ids)}::int[])`,
  );
}

/** The ski wizard facts of a cart's ski set parts (docs/ski-wizard.md "In the cart"): models outside the wizard are left out. */
export async function loadSkiParts(db: Executor, ids: readonly number[]): Promise<{ id: number; modelId: number; sport: "alpine" | "nordic"; group: "skis" | "bindings" | "boots"; skiFacts: unknown; size: string | null }[]> {
  if (ids.length === 0) return [];
  return rows(
    db,
    sql`select v.id, m.id as "modelId", m.ski_sport::text as sport, m.ski_wizard_group::text as "group", m.ski_facts as "skiFacts", s.name as size
        from product_variants v
        join product_models m on m.id = v.model_id
        left join sizes s on s.id = v.size_id
        where v.id = any(${intArray(ids)}::int[]) and m.ski_sport is not null and m.ski_wizard_group is not null`,
  );
}

/** The codes as a JSON array parameter: any text is safe in it. */
const codeList = (codes: readonly string[]) => sql`(select json_array_elements_text(${JSON.stringify(codes)}::json))`;

function discountCodesQuery(codes: readonly string[], customerId: number | null): SQL {
  const byCustomer =
    customerId === null
      ? sql`null::int`
      : sql`(select count(*)::int from discount_code_usages u where u.code_id = d.id and u.customer_id = ${customerId})`;
  return sql`select d.id, d.code, d.kind::text as kind, d.value, ${epochMs(sql`d.valid_from`)} as "validFrom", ${epochMs(sql`d.valid_to`)} as "validTo",
          d.minimum_order as "minimumOrder", d.usage_limit as "usageLimit", d.usage_limit_per_customer as "usageLimitPerCustomer", d.is_active as "isActive",
          (select count(*)::int from discount_code_usages u where u.code_id = d.id) as "timesUsed",
          ${byCustomer} as "timesUsedByCustomer",
          coalesce((select array_agg(x.group_id) from discount_code_groups x where x.code_id = d.id), '{}') as "groupIds",
          coalesce((select array_agg(x.manufacturer_id) from discount_code_brands x where x.code_id = d.id), '{}') as "brandIds",
          coalesce((select array_agg(x.model_id) from discount_code_models x where x.code_id = d.id), '{}') as "modelIds"
        from discount_codes d where lower(d.code) in ${codeList(codes)}`;
}

const giftCardsQuery = (codes: readonly string[]): SQL =>
  sql`select g.code, g.currency, ${epochMs(sql`g.expires_at`)} as "expiresAt", g.is_active as "isActive",
          coalesce((select sum(x.amount) from gift_card_transactions x where x.gift_card_id = g.id), 0)::int as balance
        from gift_cards g where lower(g.code) in ${codeList(codes)}`;

export interface CartState {
  /** The `catalogue` cache version at the moment of the stock. */
  version: number;
  stock: StockRow[];
  discountCodes: DiscountCodeRow[];
  giftCards: GiftCardRow[];
}

/**
 * What changes between two validations of one cart, in one round trip: sellable stock of the
 * variants per active store, the catalogue version at the same moment (are the kept catalogue
 * facts still current?), and the codes with their usage counts and the gift cards with their
 * balances. Each part is a JSON value of the one row.
 *
 * `lockStoreIds` (order placement): the stock rows of these stores are locked in the same
 * statement (`for update`, in variant and store order) and their quantities are read as locked,
 * that is as the last commit before the lock left them.
 */
export async function loadCartState(db: Executor, ids: readonly number[], codes: readonly string[], customerId: number | null, lockStoreIds?: readonly number[]): Promise<CartState> {
  const none = sql`'[]'::json`;
  const lockIds = lockStoreIds ?? [];
  const locking = ids.length > 0 && lockIds.length > 0;
  const variants = sql`${intArray(ids)}::int[]`;
  const lockStores = sql`${intArray(lockIds)}::int[]`;
  const locked = locking
    ? sql`with locked as materialized (select variant_id, store_id, quantity - blocked_quantity as sellable from stock
          where variant_id = any(${variants}) and store_id = any(${lockStores}) order by variant_id, store_id for update) `
    : sql``;
  const stockRows = locking
    ? sql`(select variant_id, store_id, sellable from locked
          union all select variant_id, store_id, quantity - blocked_quantity from stock where variant_id = any(${variants}) and not (store_id = any(${lockStores})))`
    : sql`(select variant_id, store_id, quantity - blocked_quantity as sellable from stock where variant_id = any(${variants}))`;
  // Run on every validation and placement, with a text that does not depend on the cart: prepared.
  const {
    rows: [row],
  } = await executePrepared<{ version: number; stock: [number, number, number][]; codes: DiscountCodeRow[]; cards: GiftCardRow[] }>(
    db,
    sql`${locked}select ${catalogueVersion} as version,
          ${ids.length === 0 ? none : sql`coalesce((select json_agg(json_build_array(k.variant_id, k.store_id, k.sellable))
            from ${stockRows} k join stores s on s.id = k.store_id where s.is_active), '[]'::json)`} as stock,
          ${codes.length === 0 ? none : sql`coalesce((select json_agg(c) from (${discountCodesQuery(codes, customerId)}) c), '[]'::json)`} as codes,
          ${codes.length === 0 ? none : sql`coalesce((select json_agg(c) from (${giftCardsQuery(codes)}) c), '[]'::json)`} as cards`,
  );
  return {
    version: row!.version,
    stock: row!.stock.map(([variantId, storeId, sellable]) => ({ variantId, storeId, sellable })),
    discountCodes: row!.codes,
    giftCards: row!.cards,
  };
}

export interface RentalLineRow {
  bookingId: number;
  number: string;
  token: string;
  status: string;
  /** Epoch ms, or null. */
  holdExpiresAt: number | null;
  orderId: number | null;
  itemName: string;
  storeName: string;
  size: string;
  start: string;
  end: string;
  days: number;
  total: number;
}

/**
 * The cart's rental bookings (docs/rental.md "Paying online"), item names in the language. Order
 * placement locks them (`lock`), so the payment, the hold expiry and a second placement wait.
 */
export async function loadRentals(db: Executor, numbers: readonly string[], language: LanguageCode, lock = false): Promise<RentalLineRow[]> {
  if (numbers.length === 0) return [];
  return rows<RentalLineRow>(
    db,
    sql`select b.id as "bookingId", b.number, b.access_token as token, b.status::text as status, ${epochMs(sql`b.hold_expires_at`)} as "holdExpiresAt",
          (select l.order_id from order_lines l where l.rental_booking_id = b.id) as "orderId",
          coalesce(t.name, f.name, '') as "itemName", s.name as "storeName", u.size,
          to_char(b.start_date, 'YYYY-MM-DD') as start, to_char(b.end_date, 'YYYY-MM-DD') as "end", (b.end_date - b.start_date + 1)::int as days, b.total
        from rental_bookings b
        join rental_units u on u.id = b.unit_id
        join stores s on s.id = b.store_id
        left join rental_item_translations t on t.item_id = b.item_id and t.language = ${language}
        left join rental_item_translations f on f.item_id = b.item_id and f.language = 'fi'
        where b.number = any(${`{${numbers.join(",")}}`}::text[])
        order by b.id${lock ? sql` for update of b` : sql``}`,
  );
}
