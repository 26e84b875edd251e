// Demo checkout data (docs/checkout.md "Demo codes"): delivery methods for Finland, the Nordic
// countries and the rest of the world, a few discount codes and gift cards a developer can try.
// Fixed ids and values, so the same seed always gives the same rows.
import {
  deliveryMethodStores, deliveryMethodTranslations, deliveryMethods, discountCodeBrands, discountCodeGroups, discountCodeUsages, discountCodes,
  giftCardTransactions, giftCards, insertMany, type Executor,
} from "@polku/db";
import { STORES } from "./data/stores";
import { languageCodes, tr, type Texts } from "./text";

type MethodSeed = {
  id: number; slug: string; kind: "home" | "parcel_locker" | "store_pickup" | "express_pickup" | "international"; name: Texts;
  countryCodes?: string[]; countryGroup?: "nordic" | "non_nordic" | "eu" | "all"; price: number; freeThreshold: number | null;
  repackCost: number | null; repackThreshold: number | null; extraDays?: number; storeIds?: number[];
};

const NORDIC_ABROAD = ["se", "no", "dk", "is", "ax", "fo", "gl"];

export const DEMO_DELIVERY_METHODS: MethodSeed[] = [
  { id: 1, slug: "kotiinkuljetus", kind: "home", name: tr("Kotiinkuljetus", "Hemleverans", "Home delivery", "Lieferung nach Hause", "Livraison à domicile", "Доставка на дом"), countryCodes: ["fi"], price: 690, freeThreshold: 10_000, repackCost: 300, repackThreshold: 20_000 },
  { id: 2, slug: "pakettiautomaatti", kind: "parcel_locker", name: tr("Pakettiautomaatti", "Paketautomat", "Parcel locker", "Paketautomat", "Consigne à colis", "Постамат"), countryCodes: ["fi"], price: 490, freeThreshold: 6_000, repackCost: 300, repackThreshold: 20_000 },
  { id: 3, slug: "myymalanouto", kind: "store_pickup", name: tr("Nouto myymälästä", "Hämta i butik", "Store pickup", "Abholung im Geschäft", "Retrait en magasin", "Самовывоз из магазина"), countryCodes: ["fi"], price: 0, freeThreshold: null, repackCost: null, repackThreshold: null, extraDays: 1, storeIds: STORES.filter((s) => s.nouto).map((s) => s.id) },
  { id: 4, slug: "pikanouto", kind: "express_pickup", name: tr("Pikanouto", "Expresshämtning", "Express pickup", "Express-Abholung", "Retrait express", "Экспресс-самовывоз"), countryCodes: ["fi"], price: 0, freeThreshold: null, repackCost: null, repackThreshold: null, storeIds: STORES.filter((s) => s.pikanouto).map((s) => s.id) },
  { id: 5, slug: "pohjoismaat", kind: "home", name: tr("Kotiinkuljetus Pohjoismaihin", "Hemleverans i Norden", "Nordic home delivery", "Lieferung in die nordischen Länder", "Livraison dans les pays nordiques", "Доставка в Северные страны"), countryCodes: NORDIC_ABROAD, price: 1_490, freeThreshold: 15_000, repackCost: 300, repackThreshold: 20_000 },
  { id: 6, slug: "kansainvalinen", kind: "international", name: tr("Kansainvälinen toimitus", "Internationell leverans", "International delivery", "Internationaler Versand", "Livraison internationale", "Международная доставка"), countryGroup: "non_nordic", price: 2_490, freeThreshold: 30_000, repackCost: null, repackThreshold: null },
];

export interface DemoCheckoutContext {
  /** The jackets group (with its sub-groups) for the group-limited code. */
  jacketsGroupId: number;
  /** The first brand, for the brand-limited code. */
  brandId: number;
}

const day = 86_400_000;

export async function insertDemoCheckout(tx: Executor, now: Date, ctx: DemoCheckoutContext): Promise<void> {
  await insertMany(tx, deliveryMethods, DEMO_DELIVERY_METHODS.map((m, i) => ({
    id: m.id, slug: m.slug, kind: m.kind, countryCodes: m.countryCodes ?? [], countryGroup: m.countryGroup ?? null, postalPrefixes: [],
    price: m.price, freeThreshold: m.freeThreshold, repackCost: m.repackCost, repackThreshold: m.repackThreshold, extraDays: m.extraDays ?? 0,
    sortOrder: i + 1, isActive: true, updatedAt: now,
  })));
  await insertMany(tx, deliveryMethodTranslations, DEMO_DELIVERY_METHODS.flatMap((m) => languageCodes.map((language) => ({ methodId: m.id, language, name: m.name[language] }))));
  await insertMany(tx, deliveryMethodStores, DEMO_DELIVERY_METHODS.flatMap((m) => (m.storeIds ?? []).map((storeId, i) => ({ methodId: m.id, storeId, sortOrder: i + 1 }))));

  const year = now.getUTCFullYear();
  await insertMany(tx, discountCodes, [
    { id: 1, code: "KESA10", kind: "percentage", value: 1000, minimumOrder: 0, createdAt: now, updatedAt: now },
    { id: 2, code: "TERVETULOA15", kind: "fixed", value: 1_500, minimumOrder: 7_500, usageLimitPerCustomer: 1, createdAt: now, updatedAt: now },
    { id: 3, code: "TAKIT20", kind: "percentage", value: 2000, minimumOrder: 0, createdAt: now, updatedAt: now },
    { id: 4, code: "MERKKI25", kind: "percentage", value: 2500, minimumOrder: 0, createdAt: now, updatedAt: now },
    { id: 5, code: "LOPPUUNKAYTETTY", kind: "percentage", value: 1000, minimumOrder: 0, usageLimit: 1, createdAt: now, updatedAt: now },
    { id: 6, code: "VANHENTUNUT", kind: "percentage", value: 1000, minimumOrder: 0, validFrom: new Date(Date.UTC(year - 1, 0, 1)), validTo: new Date(now.getTime() - day), createdAt: now, updatedAt: now },
  ]);
  await insertMany(tx, discountCodeGroups, [{ codeId: 3, groupId: ctx.jacketsGroupId }]);
  await insertMany(tx, discountCodeBrands, [{ codeId: 4, manufacturerId: ctx.brandId }]);
  await insertMany(tx, discountCodeUsages, [{ id: 1, codeId: 5, customerId: null, email: "demo@polku.example", orderRef: "DEMO-1", createdAt: now }]);

  await insertMany(tx, giftCards, [
    { id: 1, code: "LAHJA-50-DEMO", currency: "eur", expiresAt: new Date(now.getTime() + 365 * day), isActive: true, createdAt: now },
    { id: 2, code: "LAHJA-200-DEMO", currency: "eur", expiresAt: new Date(now.getTime() + 365 * day), isActive: true, createdAt: now },
    { id: 3, code: "LAHJA-TYHJA", currency: "eur", expiresAt: null, isActive: true, createdAt: now },
    { id: 4, code: "LAHJA-VANHA", currency: "eur", expiresAt: new Date(now.getTime() - day), isActive: true, createdAt: now },
  ]);
  await insertMany(tx, giftCardTransactions, [
    { id: 1, giftCardId: 1, kind: "issue", amount: 5_000, orderRef: null, createdAt: now },
    { id: 2, giftCardId: 2, kind: "issue", amount: 20_000, orderRef: null, createdAt: now },
    { id: 3, giftCardId: 2, kind: "spend", amount: -3_000, orderRef: "DEMO-2", createdAt: now },
    { id: 4, giftCardId: 3, kind: "issue", amount: 2_000, orderRef: null, createdAt: now },
    { id: 5, giftCardId: 3, kind: "spend", amount: -2_000, orderRef: "DEMO-3", createdAt: now },
    { id: 6, giftCardId: 4, kind: "issue", amount: 5_000, orderRef: null, createdAt: new Date(now.getTime() - 400 * day) },
  ]);
}
