// Test fixtures: models with known texts added to a seeded database through the ordinary
// tables, so the search triggers build their documents as they would for any writer.
import { randomUUID } from "node:crypto";
import { eq } from "@polku/db/orm";
import { manufacturers, modelPrices, productGroupTranslations, productModelGroups, productModels, productModelTranslations, type Database } from "@polku/db";
import type { LanguageCode } from "@polku/domain";

export interface FixtureText {
  name: string;
  short?: string;
  html?: string;
}

export async function addBrand(db: Database, id: number, name: string): Promise<void> {
  await db.insert(manufacturers).values({ id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-") });
}

/** A public model with a price in tax area 1, in the group at `groupPath` (Finnish path). */
export async function addModel(
  db: Database,
  opts: { id: number; brandId: number; groupPath: string; texts: Partial<Record<LanguageCode, FixtureText>>; soldAmount?: number; isPublic?: boolean },
): Promise<void> {
  const [group] = await db
    .select({ id: productGroupTranslations.groupId })
    .from(productGroupTranslations)
    .where(eq(productGroupTranslations.path, opts.groupPath));
  if (!group) throw new Error(`no group ${opts.groupPath}`);
  await db.transaction(async (tx) => {
    await tx.insert(productModels).values({
      id: opts.id, uuid: randomUUID(), manufacturerId: opts.brandId, mainGroupId: group.id, modelNumber: `FX-${opts.id}`,
      publishedAt: new Date(Date.now() - 86_400_000), soldAmount: opts.soldAmount ?? 0, isPublic: opts.isPublic ?? true,
    });
    await tx.insert(productModelTranslations).values(
      Object.entries(opts.texts).map(([language, t]) => ({
        modelId: opts.id, language, name: t.name, slug: `fx-${opts.id}`, path: `fx/fx-${opts.id}`,
        shortDescription: t.short ?? "", longDescriptionHtml: t.html ?? "", metaDescription: "",
      })),
    );
    await tx.insert(productModelGroups).values({ modelId: opts.id, groupId: group.id });
    await tx.insert(modelPrices).values({ modelId: opts.id, taxAreaId: 1, active: 9900, regular: 9900, discountFree: 9900 });
  });
}
