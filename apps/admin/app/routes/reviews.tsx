// /admin/reviews/: every product's reviews, newest first, searched and filtered by shown, answered,
// product and stars, paged on the server (docs/admin.md "Reviews").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, useSearchParams } from "react-router";
import { adminReviewPageSchema, type AdminReview } from "@polku/domain/admin/reviews";
import { DataTable } from "../components/data-table";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await adminApi(request, context).get(
    `/api/admin/reviews/${listSearch(request, ["page", "per_page", "q", "sort", "visible", "answered", "moderation", "model", "max_rating"])}`,
    adminReviewPageSchema,
  );
  return { page };
}

const column = createColumnHelper<AdminReview>();
const short = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}…` : text);

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const [params] = useSearchParams();
  const { page } = loaderData;
  const yesNo = (v: boolean) => (v ? t("common.yes") : t("common.no"));
  const columns = [
    column.accessor("created_at", { id: "created", header: t("reviews.created"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("model_name", { header: t("reviews.product"), cell: (c) => <Link to={`/productmodels/${c.row.original.model_id}/`}>{c.getValue()}</Link> }),
    column.accessor("rating", { header: t("reviews.rating"), cell: (c) => t("reviews.stars", { stars: c.getValue() / 2 }) }),
    column.accessor("visible_name", { header: t("reviews.name") }),
    column.accessor("comment", { header: t("reviews.comment"), cell: (c) => <span lang={c.row.original.language}>{short(c.getValue()) || "–"}</span> }),
    column.accessor("moderation", { header: t("reviews.status"), cell: (c) => t(`reviews.status.${c.getValue()}`) }),
    column.accessor("is_visible", { header: t("reviews.visible"), cell: (c) => yesNo(c.getValue()) }),
    column.accessor("shop_answer", { header: t("reviews.answered"), cell: (c) => yesNo(c.getValue() !== "") }),
    column.display({
      id: "moderate",
      header: () => <span className="visually-hidden">{t("reviews.moderate")}</span>,
      cell: (c) => (
        <Link to={`/reviews/${c.row.original.id}/`} aria-label={`${t("reviews.moderate")}: ${c.row.original.visible_name}, ${c.row.original.model_name}`}>
          {t("reviews.moderate")}
        </Link>
      ),
    }),
  ];
  const flag = (name: "visible" | "answered", label: string) => (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={params.get(name) ?? ""}>
        <option value="">{t("filter.any")}</option>
        <option value="true">{t("common.yes")}</option>
        <option value="false">{t("common.no")}</option>
      </select>
    </div>
  );
  return (
    <>
      <h1>{t("reviews.heading")}</h1>
      <Form method="get" className="filters" role="search" aria-label={t("reviews.filters")}>
        <div className="field">
          <label htmlFor="q">{t("reviews.search")}</label>
          <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="moderation">{t("reviews.status")}</label>
          <select id="moderation" name="moderation" defaultValue={params.get("moderation") ?? ""}>
            <option value="">{t("filter.any")}</option>
            {(["pending", "approved", "rejected"] as const).map((m) => (
              <option key={m} value={m}>
                {t(`reviews.status.${m}`)}
              </option>
            ))}
          </select>
        </div>
        {flag("visible", t("reviews.visible"))}
        {flag("answered", t("reviews.answered"))}
        <div className="field">
          <label htmlFor="max_rating">{t("reviews.maxRating")}</label>
          <select id="max_rating" name="max_rating" defaultValue={params.get("max_rating") ?? ""}>
            <option value="">{t("filter.any")}</option>
            {[2, 4, 6, 8].map((r) => (
              <option key={r} value={r}>
                {t("reviews.stars", { stars: r / 2 })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("filter.apply")}
        </button>
      </Form>
      <DataTable caption={t("reviews.heading")} rows={page.results} columns={columns} sortable={["created", "rating"]} sort={params.get("sort") || "-created"} count={page.count} countExact={page.count_exact} page={page.page} perPage={page.per_page} rowKey={(r) => String(r.id)} />
    </>
  );
}
