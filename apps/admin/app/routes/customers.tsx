// /admin/customers/: customers searched by e-mail, name, phone, club number or id, filtered by
// role, club and account state, sorted and paged on the server (docs/admin.md "Customers").
import { createColumnHelper } from "@tanstack/react-table";
import { Link, useSearchParams } from "react-router";
import { adminCustomerPageSchema, type AdminCustomerRow } from "@polku/domain/admin/customers";
import { AdminList } from "../components/admin-list";
import { FormAlert } from "../components/form-parts";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await adminApi(request, context).get(
    `/api/admin/customers/${listSearch(request, ["page", "per_page", "q", "sort", "role", "club", "active"])}`,
    adminCustomerPageSchema,
  );
  return { page };
}

const column = createColumnHelper<AdminCustomerRow>();

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const [params] = useSearchParams();
  const { page } = loaderData;
  const roleOf = (r: AdminCustomerRow) => (r.is_admin ? t("role.admin") : r.is_staff ? t("role.staff") : t("customers.roleCustomer"));
  const columns = [
    column.accessor("id", { header: t("customers.id") }),
    column.accessor("email", { header: t("customers.email"), cell: (c) => <Link to={`/customers/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("name", { header: t("customers.name") }),
    column.accessor("club_member_number", { header: t("customers.club"), cell: (c) => c.getValue() ?? "–" }),
    column.display({
      id: "role",
      header: t("customers.role"),
      cell: (c) => (
        <>
          {roleOf(c.row.original)}
          {c.row.original.is_org_user ? `, ${t("customers.org")}` : ""}
          {!c.row.original.is_active ? <span className="badge">{t("customers.closed")}</span> : null}
        </>
      ),
    }),
    column.accessor("created_at", { id: "joined", header: t("customers.joined"), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <>
      <h1>{t("customers.heading")}</h1>
      {params.get("erased") ? <FormAlert message={t("customer.erased", { count: Number(params.get("erased")) || 0 })} tone="success" /> : null}
      <AdminList
        label={t("customers.heading")}
        filtersLabel={t("customers.filters")}
        search={t("customers.search")}
        filters={[
          { kind: "select", name: "role", label: t("customers.role"), options: [{ value: "customer", label: t("customers.roleCustomer") }, { value: "staff", label: t("role.staff") }, { value: "admin", label: t("role.admin") }] },
          { kind: "flag", name: "club", label: t("customers.club") },
          { kind: "flag", name: "active", label: t("customers.active") },
        ]}
        page={page}
        columns={columns}
        sortable={["id", "email", "joined"]}
        defaultSort="-id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}
