// Brand experiences (docs/content.md "Experiences"; spec 01 §2 /experiences/…, §3
// experience_manufacturer_list). The general setting names the brands, in order; each brand's
// story is the static page `experiences/{brand slug}` of the language, and the hub's introduction
// the static page `experiences`. A brand the setting names without a story page still has its
// page, made of the brand's own description; an inactive or unknown brand is left out. Answers
// are memoised per language in the memo cache (dropped when the catalogue, content or settings
// change), the HTML sanitised again on render.
import { sql, type Database } from "@polku/db";
import { parseExperienceBrands, type ExperienceResponse, type ExperiencesResponse, type LanguageCode } from "@polku/domain";
import { notFound } from "../../http/errors";
import { escapeHtml } from "../../lib/mail/layout";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import { sanitisePageHtml } from "./sanitise";

export const EXPERIENCE_NOT_FOUND = "Experience not found";
/** The slug prefix of the stories' static pages. */
export const EXPERIENCE_PAGE_PREFIX = "experiences";

type BrandRow = {
  slug: string;
  name: string;
  logo: string | null;
  promo_images: string[];
  description: string | null;
  meta_description: string | null;
};
type PageRow = {
  slug: string;
  title: string;
  content_html: string;
  meta_description: string | null;
  social_image: string | null;
};

/** A Postgres text[] literal of slugs (letters, digits and dashes only: nothing to quote). */
const textArray = (slugs: readonly string[]) => `{${slugs.join(",")}}`;

/** The brands of experience_manufacturer_list that are active, in the setting's order. */
export async function experienceBrandSlugs(db: Pick<Database, "execute">): Promise<string[]> {
  const { rows } = await db.execute<{ value: string }>(sql`select value from general_settings where key = 'experience_manufacturer_list'`);
  const wanted = parseExperienceBrands(rows[0]?.value).filter((slug) => /^[a-z0-9-]+$/.test(slug));
  if (wanted.length === 0) return [];
  const active = await db.execute<{ slug: string }>(sql`select lower(slug) as slug from manufacturers where is_active and lower(slug) = any(${textArray(wanted)}::text[])`);
  const known = new Set(active.rows.map((r) => r.slug));
  return wanted.filter((slug) => known.has(slug));
}

export function createExperiencesService(db: Database, cache: MemoCache) {
  const brandsOf = (language: LanguageCode) =>
    cache.get(`experiences:brands:${language}`, async () => {
      const slugs = await experienceBrandSlugs(db);
      if (slugs.length === 0) return [];
      const { rows } = await db.execute<BrandRow>(sql`
        select lower(m.slug) as slug, m.name, m.logo, m.promo_images, t.description, t.meta_description
        from manufacturers m left join manufacturer_translations t on t.manufacturer_id = m.id and t.language = ${language}
        where lower(m.slug) = any(${textArray(slugs)}::text[])`);
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      return slugs.map((slug) => bySlug.get(slug)!).filter(Boolean);
    });

  const pagesOf = (language: LanguageCode) =>
    cache.get(`experiences:pages:${language}`, async () => {
      const { rows } = await db.execute<PageRow>(sql`
        select t.slug, t.title, t.content_html, t.meta_description, t.social_image
        from static_page_translations t join static_pages p on p.id = t.page_id
        where p.is_active and not p.with_tabs and t.language = ${language}
          and (t.slug = ${EXPERIENCE_PAGE_PREFIX} or t.slug like ${`${EXPERIENCE_PAGE_PREFIX}/%`})`);
      return new Map(rows.map((r) => [r.slug, r]));
    });

  const brandImage = (brand: BrandRow) => mediaUrl(brand.promo_images[0] ?? null);

  return {
    hub: (language: LanguageCode) =>
      cache.get(`experiences:hub:${language}`, async (): Promise<ExperiencesResponse> => {
        const [brands, pages] = await Promise.all([brandsOf(language), pagesOf(language)]);
        const hub = pages.get(EXPERIENCE_PAGE_PREFIX);
        return {
          title: hub?.title ?? "",
          intro: hub ? sanitisePageHtml(hub.content_html) : "",
          metaDescription: hub?.meta_description ?? null,
          socialImage: mediaUrl(hub?.social_image ?? null),
          brands: brands.map((brand) => {
            const story = pages.get(`${EXPERIENCE_PAGE_PREFIX}/${brand.slug}`);
            return {
              slug: brand.slug,
              name: brand.name,
              logo: mediaUrl(brand.logo),
              title: story?.title ?? brand.name,
              lead: story?.meta_description ?? brand.meta_description ?? brand.description ?? "",
              image: mediaUrl(story?.social_image ?? null) ?? brandImage(brand),
            };
          }),
        };
      }),

    async experience(language: LanguageCode, slug: string): Promise<ExperienceResponse> {
      // An unknown brand is refused before the memo, so it holds one entry per brand the list
      // names, never one per address a visitor makes up.
      const brands = await brandsOf(language);
      if (!brands.some((b) => b.slug === slug)) throw notFound(EXPERIENCE_NOT_FOUND);
      return cache.get(`experiences:page:${language}:${slug}`, async (): Promise<ExperienceResponse> => {
        const [brands, pages] = await Promise.all([brandsOf(language), pagesOf(language)]);
        const brand = brands.find((b) => b.slug === slug);
        if (!brand) throw notFound(EXPERIENCE_NOT_FOUND);
        const story = pages.get(`${EXPERIENCE_PAGE_PREFIX}/${slug}`);
        return {
          brand: { slug: brand.slug, name: brand.name, logo: mediaUrl(brand.logo) },
          title: story?.title ?? brand.name,
          content: sanitisePageHtml(story?.content_html ?? `<p>${escapeHtml(brand.description ?? "")}</p>`),
          metaDescription: story?.meta_description ?? brand.meta_description,
          socialImage: mediaUrl(story?.social_image ?? null) ?? brandImage(brand),
          others: brands.filter((b) => b.slug !== slug).map((b) => ({ slug: b.slug, name: b.name })),
        };
      });
    },
  };
}
export type ExperiencesService = ReturnType<typeof createExperiencesService>;
