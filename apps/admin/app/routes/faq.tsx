// /admin/faq/: the FAQ as the shop shows it — categories in order, each with its questions in
// order — with the languages each has and whether a question is shown (docs/admin.md "FAQ"). The
// FAQ is small (tens of questions), so it is one page, not a paged list.
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { adminFaqSchema } from "@polku/domain/admin/faq";
import { FormAlert } from "../components/form-parts";
import { adminApi } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { loader as shellLoader } from "./shell";
import type { Route } from "./+types/faq";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { faq: await adminApi(request, context).get("/api/admin/faq/", adminFaqSchema) };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const shop = useRouteLoaderData<typeof shellLoader>("routes/shell")?.publicUrl ?? "";
  const { categories } = loaderData.faq;
  return (
    <>
      <div className="heading-row">
        <h1>{t("faq.heading")}</h1>
        <span className="actions">
          <Link to="/faq/categories/new/" className="button">
            {t("faq.newCategory")}
          </Link>
          <Link to="/faq/questions/new/" className="button primary">
            {t("faq.newQuestion")}
          </Link>
        </span>
      </div>
      {params.get("saved") ? <FormAlert message={t("form.saved")} tone="success" /> : null}
      <p className="hint">
        {t("faq.hint")} <a href={`${shop}/faq/`}>{t("page.viewInShop")}</a>
      </p>
      {categories.length === 0 ? <p>{t("faq.none")}</p> : null}
      {categories.map((category) => (
        <section key={category.id} className="panel" aria-labelledby={`faq-category-${category.id}`}>
          <div className="heading-row">
            <h2 id={`faq-category-${category.id}`}>
              <Link to={`/faq/categories/${category.id}/`}>{category.name || category.key}</Link>
            </h2>
            <Link to={`/faq/questions/new/?category=${category.id}`} className="button" aria-label={t("faq.addQuestionTo", { category: category.name || category.key })}>
              {t("faq.addQuestionHere")}
            </Link>
          </div>
          <p className="hint">
            {t("faq.categoryFacts", { key: category.key, order: category.sort_order, languages: category.languages.join(", ") })}
          </p>
          {category.questions.length === 0 ? (
            <p>{t("faq.noQuestions")}</p>
          ) : (
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t("faq.order")}</th>
                    <th scope="col">{t("faq.question")}</th>
                    <th scope="col">{t("faq.key")}</th>
                    <th scope="col">{t("pages.languages")}</th>
                    <th scope="col">{t("faq.shown")}</th>
                  </tr>
                </thead>
                <tbody>
                  {category.questions.map((q) => (
                    <tr key={q.id}>
                      <td>{q.sort_order}</td>
                      <td>
                        <Link to={`/faq/questions/${q.id}/`}>{q.question || q.key}</Link>
                      </td>
                      <td>
                        <code>#{q.key}</code>
                      </td>
                      <td>{q.languages.join(", ")}</td>
                      <td>{q.is_active ? t("common.yes") : t("common.no")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
