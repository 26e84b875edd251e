// Reads of the catalogue pages (spec 02 §3): one product group by path, one manufacturer by
// slug, and the ids of every public model of a group subtree or of a brand, set-based.
import { and, asc, desc, eq, exists, inArray, sql } from "@polku/db/orm";
import {
  manufacturerTranslations,
  manufacturers,
  productGroupTranslations,
  productGroups,
  productModelGroups,
  productModels,
  taxAreas,
  type Database,
} from "@polku/db";
import type { LanguageCode } from "@polku/domain";
import { isListedModel } from "../products";


/**
 * Stable default ("Recommended") order of a list: best sellers first, then newest, then id.
 * The storefront re-sorts on the client and may reorder by sortIds.
 */
const defaultOrder = () => [desc(productModels.soldAmount), desc(productModels.publishedAt), desc(productModels.id)];

export function createCatalogueRepository(db: Database) {
  return {
    /** Paths are stored lower-case without slashes; `path` arrives normalised the same way. */
    async groupByPath(path: string, language: LanguageCode) {
      const [group] = await db
        .select({
          id: productGroups.id,
          showInMenu: productGroups.showInMenu,
          filterableProperties: productGroups.filterableProperties,
          defaultSorting: productGroups.defaultSorting,
          name: productGroupTranslations.name,
          shortName: productGroupTranslations.shortName,
          path: productGroupTranslations.path,
          metaTitle: productGroupTranslations.metaTitle,
          metaDescription: productGroupTranslations.metaDescription,
          description: productGroupTranslations.description,
          descriptionHtml: productGroupTranslations.descriptionHtml,
        })
        .from(productGroupTranslations)
        .innerJoin(productGroups, eq(productGroups.id, productGroupTranslations.groupId))
        .where(and(eq(productGroupTranslations.language, language), eq(productGroupTranslations.path, path), eq(productGroups.isActive, true)))
        .limit(1);
      return group;
    },

    groupChildren: (groupId: number, language: LanguageCode) =>
      db
        .select({
          id: productGroups.id,
          name: productGroupTranslations.name,
          shortName: productGroupTranslations.shortName,
          slug: productGroupTranslations.slug,
          path: productGroupTranslations.path,
          showInMenu: productGroups.showInMenu,
        })
        .from(productGroups)
        .innerJoin(productGroupTranslations, and(eq(productGroupTranslations.groupId, productGroups.id), eq(productGroupTranslations.language, language)))
        .where(and(eq(productGroups.parentId, groupId), eq(productGroups.isActive, true)))
        .orderBy(asc(productGroups.sortOrder), asc(productGroups.id)),

    async manufacturerBySlug(slug: string, language: LanguageCode) {
      const [row] = await db
        .select({
          id: manufacturers.id,
          name: manufacturers.name,
          slug: manufacturers.slug,
          logo: manufacturers.logo,
          promoImages: manufacturers.promoImages,
          title: manufacturerTranslations.title,
          description: manufacturerTranslations.description,
          metaDescription: manufacturerTranslations.metaDescription,
        })
        .from(manufacturers)
        .leftJoin(manufacturerTranslations, and(eq(manufacturerTranslations.manufacturerId, manufacturers.id), eq(manufacturerTranslations.language, language)))
        .where(and(eq(manufacturers.slug, slug), eq(manufacturers.isActive, true)))
        .limit(1);
      return row;
    },

    taxAreaIds: async () => (await db.select({ id: taxAreas.id }).from(taxAreas)).map((r) => r.id),

    /** Whether an active group has this id. */
    async groupExists(groupId: number): Promise<boolean> {
      const rows = await db
        .select({ id: productGroups.id })
        .from(productGroups)
        .where(and(eq(productGroups.id, groupId), eq(productGroups.isActive, true)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Ids of the public models linked to the group or any active descendant group, in the
     * default order: one query, the subtree from a recursive CTE, models by a semi-join.
     */
    async groupModelIds(groupId: number): Promise<number[]> {
      const subtree = sql`(
        with recursive subtree(id) as (
          select id from product_groups where id = ${groupId} and is_active
          union all
          select g.id from product_groups g join subtree s on g.parent_id = s.id where g.is_active
        )
        select id from subtree
      )`;
      const rows = await db
        .select({ id: productModels.id })
        .from(productModels)
        .where(
          and(
            isListedModel(),
            exists(
              db
                .select({ one: sql`1` })
                .from(productModelGroups)
                .where(and(eq(productModelGroups.modelId, productModels.id), inArray(productModelGroups.groupId, subtree))),
            ),
          ),
        )
        .orderBy(...defaultOrder());
      return rows.map((r) => r.id);
    },

    async manufacturerModelIds(manufacturerId: number): Promise<number[]> {
      const rows = await db
        .select({ id: productModels.id })
        .from(productModels)
        .where(and(isListedModel(), eq(productModels.manufacturerId, manufacturerId)))
        .orderBy(...defaultOrder());
      return rows.map((r) => r.id);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
