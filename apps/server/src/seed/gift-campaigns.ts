// Demo gift campaigns (docs/product-page.md "Gift campaigns", docs/demo-catalogue.md): one open
// staff-gift campaign with single- and multi-use codes (one used up, one expired) and one
// campaign that has ended. Windows are relative to the seed's date, so the demo stays usable.
import { giftCampaignCodes, giftCampaignProducts, giftCampaigns, giftCampaignTranslations, type Transaction } from "@polku/db";
import { sql } from "@polku/db/orm";

const DAY_MS = 86_400_000;

export const DEMO_GIFT_CAMPAIGN = "henkilostolahja";
export const DEMO_GIFT_CODES = {
  /** Multi-use, 500 uses. */
  multi: "POLKU-LAHJA",
  /** Single-use, unused. */
  single: "LAHJA-0001",
  used: "LAHJA-KAYTETTY",
  expired: "LAHJA-VANHENTUNUT",
  /** A code of the campaign that has ended. */
  ended: "KESA-LAHJA",
} as const;

const NAMES = {
  open: { fi: "Henkilöstön lahja", sv: "Personalgåva", en: "Staff gift", de: "Mitarbeitergeschenk", fr: "Cadeau du personnel", ru: "Подарок сотрудникам" },
  ended: { fi: "Kesälahja", sv: "Sommargåva", en: "Summer gift", de: "Sommergeschenk", fr: "Cadeau d’été", ru: "Летний подарок" },
};

export async function insertDemoGiftCampaigns(tx: Transaction, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const models = await tx.execute<{ id: number }>(sql`select id from product_models where is_public and published_at <= ${now} order by id limit 6`);
  if (models.rows.length === 0) return;
  const [open, ended] = await tx
    .insert(giftCampaigns)
    .values([
      { slug: DEMO_GIFT_CAMPAIGN, category: "henkilostolahjat", startsAt: at(-30), endsAt: at(365) },
      { slug: "kesalahja", category: "asiakaslahjat", startsAt: at(-400), endsAt: at(-30) },
    ])
    .returning({ id: giftCampaigns.id });
  const names = (campaignId: number, byLanguage: Record<string, string>) => Object.entries(byLanguage).map(([language, name]) => ({ campaignId, language, name }));
  await tx.insert(giftCampaignTranslations).values([...names(open!.id, NAMES.open), ...names(ended!.id, NAMES.ended)]);
  await tx.insert(giftCampaignProducts).values([
    ...models.rows.map((m, i) => ({ campaignId: open!.id, modelId: m.id, sortOrder: i })),
    ...models.rows.slice(0, 2).map((m, i) => ({ campaignId: ended!.id, modelId: m.id, sortOrder: i })),
  ]);
  await tx.insert(giftCampaignCodes).values([
    { campaignId: open!.id, code: DEMO_GIFT_CODES.multi, maxUses: 500 },
    ...Array.from({ length: 10 }, (_, i) => ({ campaignId: open!.id, code: `LAHJA-${String(i + 1).padStart(4, "0")}` })),
    { campaignId: open!.id, code: DEMO_GIFT_CODES.used, usedCount: 1 },
    { campaignId: open!.id, code: DEMO_GIFT_CODES.expired, validUntil: at(-1) },
    { campaignId: ended!.id, code: DEMO_GIFT_CODES.ended, maxUses: 100 },
  ]);
}
