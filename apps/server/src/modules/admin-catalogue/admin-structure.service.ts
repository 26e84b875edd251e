// The back office's catalogue structure use cases (docs/admin.md "Product groups, brands and
// size tables"): each write locks the object, checks the version it was made on, writes and
// records the audit row in one transaction, and bumps the catalogue version so every process's
// storefront caches (menus, group and brand pages, size guides) show the edit on their next answer.
import { bumpCacheVersion, type Database, type Executor } from "@polku/db";
import { isReservedFirstSegment, languageCodes, type LanguageCode } from "@polku/domain";
import { sql } from "@polku/db/orm";
import type {
  AdminBrandCreate, AdminBrandDetail, AdminBrandUpdate, AdminGroupCreate, AdminGroupDetail, AdminGroupFields, AdminGroupUpdate, AdminSizeTableDetail, AdminSizeTableFields, AdminSizeTableUpdate,
} from "@polku/domain/admin/catalogue-setup";
import { badRequest, HttpError } from "../../http/errors";
import type { AdminActor } from "../admin-core";
import { recordAudit, assertVersion, uniqueAsFieldError, versionOf } from "../admin-core";
import * as repo from "./admin-structure.repository";

const notFound = (what: string) => () => new HttpError(404, "not_found", `${what} not found`);
const groupNotFound = notFound("Product group");
const brandNotFound = notFound("Brand");
const sizeTableNotFound = notFound("Size table");
const BRAND_SLUG_CLASH = {
  shop: "The shop's own pages use this address.",
  brand: "Another brand has this address.",
  group: "A product group has this address.",
  page: "A page has this address.",
} as const;

/** An empty menu name is the name (as the form shows it), so the audit row says what is stored. */
function stored(typed: AdminGroupFields): AdminGroupFields {
  const translations = Object.fromEntries(Object.entries(typed.translations).map(([l, t]) => [l, { ...t, short_name: t.short_name || t.name }]));
  return { ...typed, translations: translations as AdminGroupFields["translations"] };
}

export function createAdminStructureService(db: Database, opts: { onChange: () => void }) {
  async function committed<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    opts.onChange();
    return result;
  }

  async function group(id: number): Promise<AdminGroupDetail> {
    const state = await repo.loadGroup(db, id);
    if (!state) throw groupNotFound();
    const [relatives, oldPaths] = await Promise.all([repo.groupRelatives(db, id, state.parent_id), repo.groupOldPaths(db, id)]);
    return { ...state.fields, id, version: versionOf(state.fields), paths: state.paths, old_paths: oldPaths, ...relatives };
  }

  /**
   * The paths (no slashes) a group with these fields has in each language, checked: the parent
   * exists and is not the group or under it, no other group has the path, a top-level slug is no
   * brand's. Locks the parent for share so it cannot move meanwhile.
   */
  async function placeGroup(tx: Executor, id: number | null, fields: AdminGroupFields): Promise<Record<LanguageCode, string>> {
    const errors: Record<string, string[]> = {};
    let parentPaths: Partial<Record<LanguageCode, string>> | null = null;
    if (fields.parent_id !== null) {
      parentPaths = await repo.groupPaths(tx, fields.parent_id, true);
      if (!parentPaths) throw badRequest({ parent_id: ["Choose an existing group."] });
      if (id !== null && (await repo.groupSubtree(tx, id)).includes(fields.parent_id)) {
        throw badRequest({ parent_id: ["A group cannot be moved under itself or a group under it."] });
      }
    }
    const paths = {} as Record<LanguageCode, string>;
    for (const language of languageCodes) {
      const slug = fields.translations[language].slug;
      const above = parentPaths?.[language];
      paths[language] = above ? `${above}/${slug}` : slug;
      if (await repo.groupPathTaken(tx, language, paths[language], id)) {
        errors[`translations.${language}.slug`] = [`Another group already has the address /${paths[language]}/.`];
      } else if (fields.parent_id === null && isReservedFirstSegment(slug)) {
        errors[`translations.${language}.slug`] = [BRAND_SLUG_CLASH.shop];
      } else if (fields.parent_id === null && (await repo.isBrandSlug(tx, slug))) {
        errors[`translations.${language}.slug`] = ["A brand's page has this address."];
      }
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    return paths;
  }

  async function brand(slug: string): Promise<AdminBrandDetail> {
    const state = await repo.loadBrand(db, slug);
    if (!state) throw brandNotFound();
    return { ...state.fields, id: state.id, slug: state.slug, version: versionOf(state.fields) };
  }

  async function sizeTable(id: number): Promise<AdminSizeTableDetail> {
    const state = await repo.loadSizeTable(db, id);
    if (!state) throw sizeTableNotFound();
    return { ...state.fields, id, slug: state.slug, models: state.models, version: versionOf(state.fields) };
  }

  return {
    group,
    brand,
    sizeTable,

    async createGroup(input: AdminGroupCreate, actor: AdminActor): Promise<AdminGroupDetail> {
      const fields = stored(input);
      const id = await committed(
        db.transaction(async (tx) => {
          await repo.lockGroupTree(tx);
          const paths = await placeGroup(tx, null, fields);
          const created = await uniqueAsFieldError("translations.fi.slug", "Another group already has this address.", () => repo.insertGroup(tx, fields, paths));
          await repo.dropRedirectsAt(tx, paths);
          await bumpCacheVersion(tx, "catalogue");
          await recordAudit(tx, actor, { action: "create", entity: "product_group", entityId: created, summary: fields.translations.fi.name, after: { ...fields, paths } });
          return created;
        }),
      );
      return group(id);
    },

    async updateGroup(id: number, input: AdminGroupUpdate, actor: AdminActor): Promise<AdminGroupDetail> {
      const { version, ...typed } = input;
      const fields = stored(typed);
      await committed(
        db.transaction(async (tx) => {
          await repo.lockGroupTree(tx);
          const state = await repo.loadGroup(tx, id, true);
          if (!state) throw groupNotFound();
          assertVersion(state.fields, version);
          const paths = await placeGroup(tx, id, fields);
          await uniqueAsFieldError("translations.fi.slug", "Another group already has this address.", async () => {
            for (const language of languageCodes) {
              const old = state.rawPaths[language];
              if (old !== undefined && old !== paths[language]) await repo.moveGroupPaths(tx, language, old, paths[language]);
            }
          });
          await repo.writeGroup(tx, id, fields);
          await bumpCacheVersion(tx, "catalogue");
          await recordAudit(tx, actor, {
            action: "update", entity: "product_group", entityId: id, summary: fields.translations.fi.name,
            before: { ...state.fields, paths: state.rawPaths }, after: { ...fields, paths },
          });
        }),
      );
      return group(id);
    },

    async createBrand(input: AdminBrandCreate, actor: AdminActor): Promise<AdminBrandDetail> {
      const { slug, ...fields } = input;
      await committed(
        db.transaction(async (tx) => {
          // The same lock as group creations: a top-level group and a brand cannot take one address at once.
          await repo.lockGroupTree(tx);
          const errors: Record<string, string[]> = {};
          const clash = isReservedFirstSegment(slug) ? "shop" : await repo.brandSlugClash(tx, slug);
          if (clash) errors.slug = [BRAND_SLUG_CLASH[clash]];
          if (await repo.brandNameTaken(tx, fields.name, 0)) errors.name = ["Another brand already has this name."];
          if (Object.keys(errors).length) throw badRequest(errors);
          const id = await uniqueAsFieldError("slug", BRAND_SLUG_CLASH.brand, () => repo.insertBrand(tx, slug, fields));
          await bumpCacheVersion(tx, "catalogue");
          await recordAudit(tx, actor, { action: "create", entity: "manufacturer", entityId: id, summary: fields.name, after: { slug, ...fields } });
        }),
      );
      return brand(slug);
    },

    async updateBrand(slug: string, input: AdminBrandUpdate, actor: AdminActor): Promise<AdminBrandDetail> {
      const { version, ...fields } = input;
      await committed(
        db.transaction(async (tx) => {
          const state = await repo.loadBrand(tx, slug, true);
          if (!state) throw brandNotFound();
          assertVersion(state.fields, version);
          if (await repo.brandNameTaken(tx, fields.name, state.id)) throw badRequest({ name: ["Another brand already has this name."] });
          await repo.writeBrand(tx, state.id, fields);
          await bumpCacheVersion(tx, "catalogue");
          await recordAudit(tx, actor, { action: "update", entity: "manufacturer", entityId: state.id, summary: fields.name, before: state.fields, after: fields });
        }),
      );
      return brand(slug);
    },

    async createSizeTable(fields: AdminSizeTableFields, actor: AdminActor): Promise<AdminSizeTableDetail> {
      const id = await committed(
        db.transaction(async (tx) => {
          // One new table at a time: two staff creating tables of one name get two keys.
          await tx.execute(sql`lock table size_tables in share row exclusive mode`);
          const created = await repo.insertSizeTable(tx, await repo.freeSizeTableSlug(tx, fields.translations.fi.name));
          await repo.writeSizeTable(tx, created, fields);
          await bumpCacheVersion(tx, "catalogue");
          await recordAudit(tx, actor, { action: "create", entity: "size_table", entityId: created, summary: fields.translations.fi.name, after: fields });
          return created;
        }),
      );
      return sizeTable(id);
    },

    async updateSizeTable(id: number, input: AdminSizeTableUpdate, actor: AdminActor): Promise<AdminSizeTableDetail> {
      const { version, ...fields } = input;
      await committed(
        db.transaction(async (tx) => {
          const state = await repo.loadSizeTable(tx, id, true);
          if (!state) throw sizeTableNotFound();
          assertVersion(state.fields, version);
          await repo.writeSizeTable(tx, id, fields);
          await bumpCacheVersion(tx, "catalogue");
          await recordAudit(tx, actor, { action: "update", entity: "size_table", entityId: id, summary: fields.translations.fi.name, before: state.fields, after: fields });
        }),
      );
      return sizeTable(id);
    },
  };
}
