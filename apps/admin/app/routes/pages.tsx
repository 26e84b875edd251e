// /admin/pages/: the shop's static pages, pages with tabs and brand stories, searched and filtered
// on the server (docs/admin.md "Pages").
import { createColumnHelper } from "@tanstack/react-table";
import { Link, useSearchParams } from "react-router";
import { adminPagePageSchema, type AdminPageRow } from "@polku/domain/admin/pages";
import { AdminList } from "../components/admin-list";
import { FormAlert } from "../components/form-parts";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/pages";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await adminApi(request, context).get(`/api/admin/pages/${listSearch(request, ["page", "per_page", "q", "sort", "active", "kind"])}`, adminPagePageSchema) };
}

const column = createColumnHelper<AdminPageRow>();

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const [params] = useSearchParams();
  const columns = [
    column.accessor("title", { header: t("page.title"), cell: (c) => <Link to={`/pages/${c.row.original.id}/`}>{c.getValue() || `#${c.row.original.id}`}</Link> }),
    column.accessor("slug", { header: t("page.slug"), cell: (c) => <code>/{c.getValue()}/</code> }),
    column.accessor("with_tabs", { header: t("pages.kind"), cell: (c) => t(c.getValue() ? "pages.kindTabs" : c.row.original.slug.startsWith("experiences") ? "pages.kindExperience" : "pages.kindPage") }),
    column.accessor("languages", { header: t("pages.languages"), cell: (c) => c.getValue().join(", ") }),
    column.accessor("is_active", { header: t("pages.published"), cell: (c) => <span className={`badge${c.getValue() ? " code-available" : " code-inactive"}`}>{c.getValue() ? t("pages.publishedYes") : t("pages.publishedNo")}</span> }),
    column.accessor("updated_at", { header: t("pages.updated"), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("pages.heading")}</h1>
        <span className="actions">
          <Link to="/pages/new/" className="button primary">
            {t("pages.new")}
          </Link>{" "}
          <Link to="/pages/new/?tabs=1" className="button">
            {t("pages.newTabs")}
          </Link>
        </span>
      </div>
      {params.get("deleted") ? <FormAlert message={t("page.deleted")} tone="success" /> : null}
      <AdminList
        label={t("pages.heading")}
        filtersLabel={t("pages.filters")}
        search={t("pages.search")}
        filters={[
          { kind: "select", name: "kind", label: t("pages.kind"), options: [{ value: "page", label: t("pages.kindPage") }, { value: "tabs", label: t("pages.kindTabs") }, { value: "experience", label: t("pages.kindExperience") }] },
          { kind: "flag", name: "active", label: t("pages.published") },
        ]}
        page={loaderData.page}
        columns={columns}
        sortable={["title", "slug", "updated_at"]}
        defaultSort="slug"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}
