// /admin/reviews/: every product's reviews, newest first, searched and filtered by shown, answered,
// product and stars, paged on the server (docs/admin.md "Reviews").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminReviewPageSchema, type AdminReview } from "@polku/domain/admin/reviews";
import { AdminList } from "../components/admin-list";
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
  return (
    <>
      <h1>{t("reviews.heading")}</h1>
      <AdminList
        label={t("reviews.heading")}
        filtersLabel={t("reviews.filters")}
        search={t("reviews.search")}
        filters={[
          { kind: "select", name: "moderation", label: t("reviews.status"), options: (["pending", "approved", "rejected"] as const).map((m) => ({ value: m, label: t(`reviews.status.${m}`) })) },
          { kind: "flag", name: "visible", label: t("reviews.visible") },
          { kind: "flag", name: "answered", label: t("reviews.answered") },
          { kind: "select", name: "max_rating", label: t("reviews.maxRating"), options: [2, 4, 6, 8].map((r) => ({ value: r, label: t("reviews.stars", { stars: r / 2 }) })) },
        ]}
        page={page}
        columns={columns}
        sortable={["created", "rating"]}
        defaultSort="-created"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}
