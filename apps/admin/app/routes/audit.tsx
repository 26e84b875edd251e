// /admin/audit/: every write made through the back office, newest first, as a whole or for one
// object (?entity=&entity_id=), with what it was before and after (docs/admin.md "Audit").
import { createColumnHelper } from "@tanstack/react-table";
import { auditPageSchema, type AuditEntry } from "@polku/domain/admin/common";
import { AdminList } from "../components/admin-list";
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
      <AdminList
        label={t("audit.heading")}
        search={t("audit.search")}
        filters={[
          { kind: "text", name: "entity", label: t("audit.entity") },
          { kind: "text", name: "entity_id", label: t("audit.entityId") },
        ]}
        page={page}
        columns={columns}
        sortable={[]}
        defaultSort="-id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}
