// Demo editorial content (docs/content.md "Life outdoors", "Campaigns", "FAQ"): categories,
// bloggers and posts, campaigns and the club offers page, the FAQ. Written after the models,
// because posts and campaigns name products; HTML is sanitised on write. Hero images are the
// media module's generated landscapes, portraits its generated emblems: nothing external.
import {
  bloggerTranslations, bloggers, campaignProducts, campaignTranslations, campaigns, faqCategories, faqCategoryTranslations, faqQuestionTranslations,
  faqQuestions, insertMany, postCategories, postProducts, postCategoryTranslations, postTranslations, posts, type Transaction,
} from "@polku/db";
import { sql } from "@polku/db/orm";
import { logoImagePath, sceneImagePath } from "../modules/media";
import { sanitisePageHtml } from "../modules/content";
import { CAMPAIGNS } from "./data/campaigns";
import { FAQ } from "./data/faq";
import { BLOGGERS, POST_CATEGORIES, POSTS } from "./data/life-outdoors";
import type { GroupInfo } from "./generate/groups";
import { languageCodes, slugify } from "./text";

const DAY_MS = 86_400_000;
/** Products a post recommends. */
const POST_PRODUCTS = 4;
/** Products of a campaign with its own list. */
const CAMPAIGN_PRODUCTS = 48;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Models of a group and its descendants, discounted first, then by id; public and published only. */
async function groupModels(tx: Transaction, groupIds: number[], now: Date, limit: number): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await tx.execute<{ id: number }>(sql`
    with recursive tree as (
      select id from product_groups where id in (${sql.join(groupIds.map((id) => sql`${id}`), sql`, `)})
      union select g.id from product_groups g join tree on g.parent_id = tree.id
    )
    select m.id from product_models m
    join lateral (select 1 from product_model_groups pmg where pmg.model_id = m.id and pmg.group_id in (select id from tree) limit 1) g on true
    left join model_prices p on p.model_id = m.id and p.tax_area_id = 1
    where m.is_public and m.published_at <= ${now}
    order by (coalesce(p.discount_value, 0) > 0) desc, m.id
    limit ${limit}`);
  return rows.map((row) => row.id);
}

export async function insertDemoEditorial(tx: Transaction, now: Date, groupsByKey: ReadonlyMap<string, GroupInfo>): Promise<void> {
  const groupId = (key: string) => {
    const group = groupsByKey.get(key);
    if (!group) throw new Error(`Editorial seed names an unknown group: ${key}`);
    return group.id;
  };

  const categoryIds = new Map(POST_CATEGORIES.map((c, i) => [c.key, i + 1]));
  await insertMany(tx, postCategories, POST_CATEGORIES.map((c, i) => ({ id: i + 1, key: c.key })));
  await insertMany(
    tx,
    postCategoryTranslations,
    POST_CATEGORIES.flatMap((c, i) => languageCodes.map((language) => ({ categoryId: i + 1, language, slug: language === "fi" ? c.key : slugify(c.name[language]), name: c.name[language], description: c.description[language] }))),
  );

  const bloggerIds = new Map(BLOGGERS.map((b, i) => [b.slug, i + 1]));
  await insertMany(tx, bloggers, BLOGGERS.map((b, i) => ({ id: i + 1, slug: b.slug, name: b.name, image: logoImagePath(b.name.split(" ").map((w) => w[0]).join(""), b.hex), sortOrder: i })));
  await insertMany(tx, bloggerTranslations, BLOGGERS.flatMap((b, i) => languageCodes.map((language) => ({ bloggerId: i + 1, language, title: b.title[language], bio: b.bio[language] }))));

  await insertMany(
    tx,
    posts,
    POSTS.map((p, i) => ({
      id: i + 1,
      kind: p.kind,
      bloggerId: bloggerIds.get(p.blogger)!,
      categoryId: categoryIds.get(p.category)!,
      publishedAt: new Date(now.getTime() - p.daysAgo * DAY_MS + 9 * 3_600_000),
      heroImage: sceneImagePath(p.scene, p.palette, (i % 9) + 1),
    })),
  );
  await insertMany(
    tx,
    postTranslations,
    POSTS.flatMap((p, i) =>
      languageCodes.map((language) => {
        const html = [`<p class="lead">${escapeHtml(p.lead[language])}</p>`, ...p.body.map((text) => `<p>${escapeHtml(text[language])}</p>`)].join("\n");
        return { postId: i + 1, language, slug: slugify(p.title[language]), title: p.title[language], lead: p.lead[language], contentHtml: sanitisePageHtml(html), metaDescription: null };
      }),
    ),
  );
  for (const [i, p] of POSTS.entries()) {
    const ids = await groupModels(tx, [groupId(p.group)], now, POST_PRODUCTS);
    await insertMany(tx, postProducts, ids.map((modelId, sortOrder) => ({ postId: i + 1, modelId, sortOrder })));
  }

  const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY_MS));
  await insertMany(
    tx,
    campaigns,
    CAMPAIGNS.map((c, i) => ({ id: i + 1, slug: c.slug, kind: c.kind, heroImage: sceneImagePath(c.scene, c.palette, i + 1), startsAt: at(c.startsInDays), endsAt: at(c.endsInDays), sortOrder: i })),
  );
  await insertMany(
    tx,
    campaignTranslations,
    CAMPAIGNS.flatMap((c, i) => languageCodes.map((language) => ({ campaignId: i + 1, language, title: c.title[language], lead: c.lead[language], contentHtml: sanitisePageHtml(`<p>${escapeHtml(c.body[language])}</p>`), metaDescription: null }))),
  );
  for (const [i, c] of CAMPAIGNS.entries()) {
    const ids = await groupModels(tx, c.groups.map(groupId), now, CAMPAIGN_PRODUCTS);
    await insertMany(tx, campaignProducts, ids.map((modelId, sortOrder) => ({ campaignId: i + 1, modelId, sortOrder })));
  }

  await insertMany(tx, faqCategories, FAQ.map((c, i) => ({ id: i + 1, key: c.key, sortOrder: i })));
  await insertMany(tx, faqCategoryTranslations, FAQ.flatMap((c, i) => languageCodes.map((language) => ({ categoryId: i + 1, language, name: c.name[language] }))));
  const questions = FAQ.flatMap((c, i) => c.questions.map((question, j) => ({ categoryId: i + 1, sortOrder: j, question })));
  await insertMany(tx, faqQuestions, questions.map((q, n) => ({ id: n + 1, categoryId: q.categoryId, key: q.question.key, sortOrder: q.sortOrder })));
  await insertMany(
    tx,
    faqQuestionTranslations,
    questions.flatMap((q, n) => languageCodes.map((language) => ({ questionId: n + 1, language, question: q.question.question[language], answerHtml: sanitisePageHtml(q.question.answer[language]) }))),
  );
}
