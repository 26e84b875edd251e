// /admin/rental/: the rental bookings, searched (number, order, name, e-mail, phone) and filtered
// by status, store, payment and days, soonest pick-up first, paged on the server
// (docs/admin.md "Rental bookings").
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { rentalBookingStatuses } from "@polku/domain";
import { adminRentalPageSchema, type AdminRentalBooking } from "@polku/domain/admin/rental";
import { z } from "zod";
import { AdminList } from "../components/admin-list";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n } from "../lib/i18n";
import type { Route } from "./+types/rentals";

const PARAMS = ["page", "per_page", "q", "sort", "status", "store", "from", "to", "payment"] as const;
const storesSchema = z.object({ stores: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const [page, { stores }] = await Promise.all([api.get(`/api/admin/rental/${listSearch(request, PARAMS)}`, adminRentalPageSchema), api.get("/api/admin/rental/stores/", storesSchema)]);
  return { page, stores };
}

const column = createColumnHelper<AdminRentalBooking>();

export default function Rentals({ loaderData }: Route.ComponentProps) {
  const { t, money, day } = useI18n();
  const columns = [
    column.accessor("number", { header: t("rental.number"), cell: (c) => <Link to={`/rental/${c.getValue()}/`}>{c.getValue()}</Link> }),
    column.accessor("start", { id: "start", header: t("rental.period"), cell: (c) => `${day(c.row.original.start)} – ${day(c.row.original.end)}` }),
    column.accessor("status", { header: t("rental.status"), cell: (c) => <span className={`badge rental-${c.getValue()}`}>{t(`rental.status.${c.getValue()}`)}</span> }),
    column.accessor((r) => r.item.name, { id: "item", header: t("rental.item"), cell: (c) => `${c.getValue()} (${c.row.original.size})` }),
    column.accessor((r) => r.store.name, { id: "store", header: t("rental.store") }),
    column.accessor("name", { header: t("rental.customer"), cell: (c) => (
      <>
        {c.getValue()}
        <br />
        <span className="hint">{c.row.original.email}</span>
      </>
    ) }),
    column.accessor("total", { header: t("rental.total"), cell: (c) => money(c.getValue()) }),
    column.accessor("order_number", { header: t("rental.payment"), cell: (c) => (c.getValue() ? <Link to={`/orders/${c.getValue()}/`}>{c.getValue()}</Link> : c.row.original.payment === "online" ? t("rental.payment.noOrder") : t("rental.payment.store")) }),
  ];
  return (
    <>
      <h1>{t("rental.heading")}</h1>
      <AdminList
        label={t("rental.heading")}
        filtersLabel={t("rental.filters")}
        search={t("rental.search")}
        filters={[
          { kind: "select", name: "status", label: t("rental.status"), options: rentalBookingStatuses.map((s) => ({ value: s, label: t(`rental.status.${s}`) })) },
          { kind: "select", name: "store", label: t("rental.store"), options: loaderData.stores.map((s) => ({ value: s.id, label: s.name })) },
          { kind: "select", name: "payment", label: t("rental.payment"), options: [{ value: "online", label: t("rental.payment.online") }, { value: "store", label: t("rental.payment.store") }] },
          { kind: "date", name: "from", label: t("rental.from") },
          { kind: "date", name: "to", label: t("rental.to") },
        ]}
        page={loaderData.page}
        columns={columns}
        sortable={["start", "number"]}
        defaultSort="start"
        rowKey={(r) => r.number}
      />
    </>
  );
}
