// /admin/audit/: every write made through the back office, newest first, as a whole or for one
// object (?entity=&entity_id=), with what it was before and after (docs/admin.md "Audit").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, useSearchParams } from "react-router";
import { auditPageSchema, type AuditEntry } from "@polku/domain/admin/common";
import { DataTable } from "../components/data-table";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context).get(`/api/admin/audit/${listSearch(request, ["page", "per_page", "q", "entity", "entity_id", "actor_id", "sort"])}`, auditPageSchema);
}

const column = createColumnHelper<AuditEntry>();

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  if (entry.before === null && entry.after === null) return null;
  return (
    <details>
      <summary>{t("audit.showChange")}</summary>
      <div className="diff">
        <div>
          <h4>{t("audit.before")}</h4>
          <pre>{entry.before === null ? "–" : JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <h4>{t("audit.after")}</h4>
          <pre>{entry.after === null ? "–" : JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}

export default function Audit({ loaderData: page }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const [params] = useSearchParams();
  const columns = [
    column.accessor("at", { header: t("audit.at"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("actor_name", { header: t("audit.who") }),
    column.accessor("action", { header: t("audit.action") }),
    column.accessor((r) => `${r.entity} ${r.entity_id}`, { id: "object", header: t("audit.object") }),
    column.accessor("summary", { header: t("audit.summary") }),
    column.display({ id: "change", header: t("audit.change"), cell: (c) => <Change entry={c.row.original} /> }),
  ];
  return (
    <>
      <h1>{t("audit.heading")}</h1>
      <Form method="get" className="filters" role="search" aria-label={t("audit.heading")}>
        <div className="field">
          <label htmlFor="entity">{t("audit.entity")}</label>
          <input id="entity" name="entity" defaultValue={params.get("entity") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="entity_id">{t("audit.entityId")}</label>
          <input id="entity_id" name="entity_id" defaultValue={params.get("entity_id") ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="q">{t("audit.search")}</label>
          <input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        <button type="submit" className="button">
          {t("filter.apply")}
        </button>
      </Form>
      <DataTable caption={t("audit.heading")} rows={page.results} columns={columns} sortable={[]} sort="-id" count={page.count} countExact page={page.page} perPage={page.per_page} rowKey={(r) => String(r.id)} />
    </>
  );
}
