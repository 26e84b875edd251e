// /admin/keywords/: the keyword popups (a word in a product's description that opens an
// explanation), searched and filtered on the server (docs/admin.md "Content").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminKeywordPageSchema, type AdminKeyword } from "@polku/domain/admin/content";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/keywords";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await adminApi(request, context).get(`/api/admin/keywords/${listSearch(request, ["page", "per_page", "q", "sort", "active"])}`, adminKeywordPageSchema) };
}

const column = createColumnHelper<AdminKeyword>();

export default function Keywords({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const columns = [
    column.display({ id: "keyword", header: t("keyword.keyword"), cell: (c) => <Link to={`/keywords/${c.row.original.id}/`}>{c.row.original.translations.fi.keyword}</Link> }),
    column.display({ id: "text", header: t("keyword.text"), cell: (c) => c.row.original.translations.fi.text.slice(0, 100) }),
    column.display({ id: "languages", header: t("keyword.languages"), cell: (c) => languageCodes.filter((l) => c.row.original.translations[l].keyword).join(", ") }),
    column.accessor("is_active", { header: t("code.isActive"), cell: (c) => (c.getValue() ? t("common.yes") : t("common.no")) }),
  ];
  return (
    <>
      <div className="heading-row">
        <h1>{t("keywords.heading")}</h1>
        <Link to="/keywords/new/" className="button primary">
          {t("keywords.new")}
        </Link>
      </div>
      <AdminList
        label={t("keywords.heading")}
        filtersLabel={t("keywords.filters")}
        search={t("keywords.search")}
        filters={[{ kind: "flag", name: "active", label: t("code.isActive") }]}
        page={loaderData.page}
        columns={columns}
        sortable={["keyword"]}
        defaultSort="keyword"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}
