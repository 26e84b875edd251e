// /api/admin/faq/… (docs/admin.md "FAQ"): staff edit the FAQ's categories (key, order, a name per
// language) and questions (category, anchor key, order, shown or not, and per language the
// question and the answer HTML, sanitised with the shop's rules before it is stored). Every save is
// versioned (409 when stale), audited (`faq_category`, `faq_question`), bumps the content version
// in its transaction and drops this process's caches, so /faq/ shows it on its next answer.
import type { FastifyInstance } from "fastify";
import type { CacheScope, Database, Executor } from "@polku/db";
import { bumpCacheVersion, isUniqueViolation } from "@polku/db";
import { sql } from "@polku/db/orm";
import { languageCodes, type LanguageCode } from "@polku/domain";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import {
  adminFaqCategoryInputSchema,
  adminFaqCategorySchema,
  adminFaqCategoryUpdateSchema,
  adminFaqQuestionInputSchema,
  adminFaqQuestionSchema,
  adminFaqQuestionUpdateSchema,
  adminFaqSchema,
  type AdminFaqCategory,
  type AdminFaqCategoryInput,
  type AdminFaqQuestion,
  type AdminFaqQuestionInput,
} from "@polku/domain/admin/faq";
import { badRequest, HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, assertVersion, recordAudit, rows, versionOf } from "../admin-core";
import { sanitisePageHtml } from "../content";

const categoryNotFound = () => new HttpError(404, "not_found", "FAQ category not found");
const questionNotFound = () => new HttpError(404, "not_found", "FAQ question not found");
const LANGUAGE_ORDER = sql`array_position(array['fi','sv','en','de','fr','ru'], language::text)`;

const categoryStateOf = (c: AdminFaqCategory | AdminFaqCategoryInput): AdminFaqCategoryInput => ({
  key: c.key,
  sort_order: c.sort_order,
  names: Object.fromEntries(languageCodes.map((l) => [l, c.names[l] ?? ""])) as AdminFaqCategoryInput["names"],
});
const questionStateOf = (q: AdminFaqQuestion | AdminFaqQuestionInput): AdminFaqQuestionInput => ({
  category_id: q.category_id,
  key: q.key,
  sort_order: q.sort_order,
  is_active: q.is_active,
  translations: q.translations,
});

async function loadCategory(db: Executor, id: number, forUpdate = false): Promise<AdminFaqCategory | null> {
  const [row] = await rows<{ id: number; key: string; sort_order: number }>(db, sql`select id, key, sort_order from faq_categories where id = ${id} ${forUpdate ? sql`for update` : sql``}`);
  if (!row) return null;
  const names = await rows<{ language: LanguageCode; name: string }>(db, sql`select language, name from faq_category_translations where category_id = ${id}`);
  const state = categoryStateOf({ key: row.key, sort_order: row.sort_order, names: Object.fromEntries(names.map((n) => [n.language, n.name])) as AdminFaqCategoryInput["names"] });
  return { ...state, id: row.id, version: versionOf(state) };
}

async function loadQuestion(db: Executor, id: number, forUpdate = false): Promise<AdminFaqQuestion | null> {
  const [row] = await rows<{ id: number; category_id: number; key: string; sort_order: number; is_active: boolean }>(
    db,
    sql`select id, category_id, key, sort_order, is_active from faq_questions where id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) return null;
  const texts = await rows<{ language: LanguageCode; question: string; answer_html: string }>(db, sql`select language, question, answer_html from faq_question_translations where question_id = ${id}`);
  const translations = Object.fromEntries(languageCodes.map((l) => [l, { question: "", answer_html: "" }])) as AdminFaqQuestionInput["translations"];
  for (const t of texts) translations[t.language] = { question: t.question, answer_html: t.answer_html };
  const state = questionStateOf({ category_id: row.category_id, key: row.key, sort_order: row.sort_order, is_active: row.is_active, translations });
  return { ...state, id: row.id, version: versionOf(state) };
}

async function saveCategory(tx: Executor, input: AdminFaqCategoryInput, id: number | null): Promise<number> {
  let categoryId = id;
  if (categoryId === null) {
    const [created] = await rows<{ id: number }>(tx, sql`insert into faq_categories (key, sort_order) values (${input.key}, ${input.sort_order}) returning id`);
    categoryId = created!.id;
  } else {
    await tx.execute(sql`update faq_categories set key = ${input.key}, sort_order = ${input.sort_order}, updated_at = now() where id = ${categoryId}`);
    await tx.execute(sql`delete from faq_category_translations where category_id = ${categoryId}`);
  }
  const named = languageCodes.filter((l) => input.names[l] !== "");
  if (named.length) await tx.execute(sql`insert into faq_category_translations (category_id, language, name) values ${sql.join(named.map((l) => sql`(${categoryId}, ${l}, ${input.names[l]})`), sql`, `)}`);
  return categoryId;
}

async function saveQuestion(tx: Executor, input: AdminFaqQuestionInput, id: number | null): Promise<number> {
  let questionId = id;
  if (questionId === null) {
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into faq_questions (category_id, key, sort_order, is_active) values (${input.category_id}, ${input.key}, ${input.sort_order}, ${input.is_active}) returning id`,
    );
    questionId = created!.id;
  } else {
    await tx.execute(sql`update faq_questions set category_id = ${input.category_id}, key = ${input.key}, sort_order = ${input.sort_order}, is_active = ${input.is_active}, updated_at = now() where id = ${questionId}`);
    await tx.execute(sql`delete from faq_question_translations where question_id = ${questionId}`);
  }
  const given = languageCodes.filter((l) => input.translations[l].question !== "");
  if (given.length) {
    await tx.execute(
      sql`insert into faq_question_translations (question_id, language, question, answer_html) values ${sql.join(
        given.map((l) => sql`(${questionId}, ${l}, ${input.translations[l].question}, ${input.translations[l].answer_html})`),
        sql`, `,
      )}`,
    );
  }
  return questionId;
}

/** The answers as the shop will show them (spec 01 §5; docs/content.md "Sanitising"). */
function sanitisedQuestion(input: AdminFaqQuestionInput): AdminFaqQuestionInput {
  return {
    ...input,
    translations: Object.fromEntries(
      languageCodes.map((l) => {
        const t = input.translations[l];
        return [l, { question: t.question, answer_html: t.answer_html.trim() === "" ? "" : sanitisePageHtml(t.answer_html) }];
      }),
    ) as AdminFaqQuestionInput["translations"],
  };
}

export async function adminFaqRoutes(app: FastifyInstance, opts: { db: Database; onChange: (scope: CacheScope) => void }): Promise<void> {
  /** A key another category or question has is the key's 400 (also when two saves race for it). */
  const uniqueKey = async <T>(message: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest({ key: [message] });
      throw error;
    }
  };
  const categoryExists = async (db: Executor, id: number) => (await rows(db, sql`select 1 from faq_categories where id = ${id} for share`)).length > 0;

  route(app, {
    method: "GET",
    url: "/api/admin/faq/",
    tag: "Admin: content",
    summary: "The FAQ: categories in order with their questions",
    auth: "staff",
    responses: { 200: adminFaqSchema },
  }, async (_request, _reply, io) => {
    const [categories, questions] = await Promise.all([
      rows<{ id: number; key: string; sort_order: number; name: string; languages: string[] }>(
        opts.db,
        sql`select c.id, c.key, c.sort_order, coalesce((select name from faq_category_translations where category_id = c.id and language = 'fi'), '') as name,
            array(select language::text from faq_category_translations where category_id = c.id order by ${LANGUAGE_ORDER}) as languages
          from faq_categories c order by c.sort_order, c.id`,
      ),
      rows<{ id: number; category_id: number; key: string; sort_order: number; is_active: boolean; question: string; languages: string[] }>(
        opts.db,
        sql`select q.id, q.category_id, q.key, q.sort_order, q.is_active, coalesce((select question from faq_question_translations where question_id = q.id and language = 'fi'), '') as question,
            array(select language::text from faq_question_translations where question_id = q.id order by ${LANGUAGE_ORDER}) as languages
          from faq_questions q order by q.sort_order, q.id`,
      ),
    ]);
    return io.output({
      categories: categories.map((c) => ({ ...c, questions: questions.filter((q) => q.category_id === c.id).map(({ category_id: _, ...q }) => q) })),
    });
  });

  // ---- categories -----------------------------------------------------------------------------
  route(app, {
    method: "GET",
    url: "/api/admin/faq/categories/:id/",
    tag: "Admin: content",
    summary: "An FAQ category with its names",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminFaqCategorySchema },
  }, async (_request, _reply, io) => {
    const category = await loadCategory(opts.db, io.params(categoryNotFound).id);
    if (!category) throw categoryNotFound();
    return io.output(category);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/faq/categories/",
    tag: "Admin: content",
    summary: "Create an FAQ category",
    auth: "staff",
    body: adminFaqCategoryInputSchema,
    responses: { 201: adminFaqCategorySchema },
  }, async (request, reply, io) => {
    const input = io.body();
    const actor = actorOf(request);
    const id = await uniqueKey("Another category has this key.", () =>
      opts.db.transaction(async (tx) => {
        const created = await saveCategory(tx, input, null);
        await bumpCacheVersion(tx, "content");
        await recordAudit(tx, actor, { action: "create", entity: "faq_category", entityId: created, summary: `${input.names.fi} created`, after: input });
        return created;
      }),
    );
    opts.onChange("content");
    return reply.status(201).send(io.output((await loadCategory(opts.db, id))!));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/faq/categories/:id/",
    tag: "Admin: content",
    summary: "Change an FAQ category's key, order or names (optimistic version check)",
    auth: "staff",
    body: adminFaqCategoryUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminFaqCategorySchema },
  }, async (request, _reply, io) => {
    const id = io.params(categoryNotFound).id;
    const { version, ...input } = io.body();
    const actor = actorOf(request);
    await uniqueKey("Another category has this key.", () =>
      opts.db.transaction(async (tx) => {
        const current = await loadCategory(tx, id, true);
        if (!current) throw categoryNotFound();
        const before = categoryStateOf(current);
        assertVersion(before, version);
        await saveCategory(tx, input, id);
        await bumpCacheVersion(tx, "content");
        await recordAudit(tx, actor, { action: "update", entity: "faq_category", entityId: id, summary: `${input.names.fi} edited`, before, after: input });
      }),
    );
    opts.onChange("content");
    return io.output((await loadCategory(opts.db, id))!);
  });

  // ---- questions ------------------------------------------------------------------------------
  route(app, {
    method: "GET",
    url: "/api/admin/faq/questions/:id/",
    tag: "Admin: content",
    summary: "An FAQ question with its question and answer in every language",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminFaqQuestionSchema },
  }, async (_request, _reply, io) => {
    const question = await loadQuestion(opts.db, io.params(questionNotFound).id);
    if (!question) throw questionNotFound();
    return io.output(question);
  });

  route(app, {
    method: "POST",
    url: "/api/admin/faq/questions/",
    tag: "Admin: content",
    summary: "Create an FAQ question (its answers sanitised)",
    auth: "staff",
    body: adminFaqQuestionInputSchema,
    responses: { 201: adminFaqQuestionSchema },
  }, async (request, reply, io) => {
    const input = sanitisedQuestion(io.body());
    const actor = actorOf(request);
    const id = await uniqueKey("Another question has this key.", () =>
      opts.db.transaction(async (tx) => {
        if (!(await categoryExists(tx, input.category_id))) throw badRequest({ category_id: ["No such category."] });
        const created = await saveQuestion(tx, input, null);
        await bumpCacheVersion(tx, "content");
        await recordAudit(tx, actor, { action: "create", entity: "faq_question", entityId: created, summary: `${input.translations.fi.question} created`, after: input });
        return created;
      }),
    );
    opts.onChange("content");
    return reply.status(201).send(io.output((await loadQuestion(opts.db, id))!));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/faq/questions/:id/",
    tag: "Admin: content",
    summary: "Change, move, hide or show an FAQ question (its answers sanitised; optimistic version check)",
    auth: "staff",
    body: adminFaqQuestionUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminFaqQuestionSchema },
  }, async (request, _reply, io) => {
    const id = io.params(questionNotFound).id;
    const { version, ...raw } = io.body();
    const input = sanitisedQuestion(raw);
    const actor = actorOf(request);
    await uniqueKey("Another question has this key.", () =>
      opts.db.transaction(async (tx) => {
        const current = await loadQuestion(tx, id, true);
        if (!current) throw questionNotFound();
        const before = questionStateOf(current);
        assertVersion(before, version);
        if (!(await categoryExists(tx, input.category_id))) throw badRequest({ category_id: ["No such category."] });
        await saveQuestion(tx, input, id);
        await bumpCacheVersion(tx, "content");
        const what = before.is_active && !input.is_active ? "hidden" : !before.is_active && input.is_active ? "shown" : "edited";
        await recordAudit(tx, actor, { action: "update", entity: "faq_question", entityId: id, summary: `${input.translations.fi.question} ${what}`, before, after: input });
      }),
    );
    opts.onChange("content");
    return io.output((await loadQuestion(opts.db, id))!);
  });
}
