// /staff/rental/ (docs/rental.md "Staff"): a store's pick-ups and returns of a day, for the
// counter; linked from the staff bar.
import { shopToday, type RentalItemsResponse, type RentalStaffDay } from "@polku/domain";
import { Form } from "react-router";
import { requireStaffPage } from "../features/complaints/staff-access.server";
import { useLocale } from "../features/locale/locale-provider";
import styles from "../features/rental/rental.module.css";
import { ApiError } from "../lib/api";
import { circularServerApi } from "../lib/circular-api.server";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/staff-rental";

export const handle = { layout: "default" };

type Data = { stores: RentalItemsResponse["stores"]; store: string; date: string; day: RentalStaffDay | null };

export async function loader({ request, context }: Route.LoaderArgs): Promise<Data> {
  const authorization = await requireStaffPage(request, context);
  const { config } = await requireLocale(request, context);
  const url = new URL(request.url);
  const api = circularServerApi(context);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get("date") ?? "") ? url.searchParams.get("date")! : shopToday(new Date());
  try {
    const { stores } = await api.rentalList(config.language);
    const store = stores.find((s) => s.slug === url.searchParams.get("store"))?.slug ?? stores[0]?.slug ?? "";
    const day = store ? await api.rentalStaffDay(store, date, config.language, authorization) : null;
    return { stores, store, date, day };
  } catch (error) {
    console.error("Failed to fetch the rental day", error);
    return { stores: [], store: "", date, day: null };
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<{ problem?: string }> {
  const authorization = await requireStaffPage(request, context);
  const [form, { config }] = await Promise.all([request.formData(), requireLocale(request, context)]);
  const number = String(form.get("number") ?? "");
  const status = String(form.get("status") ?? "");
  if (!/^R\d{8}$/.test(number) || (status !== "picked_up" && status !== "returned")) return { problem: "" };
  try {
    await circularServerApi(context).rentalMove(number, status, config.language, authorization);
    return {};
  } catch (error) {
    console.error("Rental status move failed", error);
    return { problem: (error instanceof ApiError && (error.body as { detail?: string } | null)?.detail) || "" };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("rentalShop.staff.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function StaffRental({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { formatPrice } = useLocale();
  const { stores, store, date, day } = loaderData;
  const short = (iso: string) => new Intl.DateTimeFormat(language, { day: "numeric", month: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  // The counter's next step: a reserved booking is picked up, a picked-up one returned.
  const move = (b: RentalStaffDay["pick_ups"][number]) => (b.status === "reserved" ? "picked_up" : b.status === "picked_up" ? "returned" : null);
  const table = (id: string, title: string, rows: RentalStaffDay["pick_ups"]) => (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{t("rentalShop.staff.none")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t("rentalShop.item")}</th>
                <th scope="col">{t("rentalShop.unit")}</th>
                <th scope="col">{t("rentalShop.staff.customer")}</th>
                <th scope="col">{t("rentalShop.staff.period")}</th>
                <th scope="col">{t("rentalShop.total")}</th>
                <th scope="col">{t("rentalShop.status")}</th>
                <th scope="col"><span className="visually-hidden">{t("rentalShop.staff.actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.number}>
                  <td>{b.number}</td>
                  <td>{b.item}, {b.size}</td>
                  <td>{b.unit}</td>
                  <td>{b.name}<br />{b.phone}<br />{b.email}</td>
                  <td>{short(b.start)}–{short(b.end)}</td>
                  <td>{formatPrice(b.total)} + {formatPrice(b.deposit)}</td>
                  <td>{t(`rentalShop.status.${b.status}`)}</td>
                  <td>
                    {move(b) ? (
                      <Form method="post">
                        <input type="hidden" name="number" value={b.number} />
                        <input type="hidden" name="status" value={move(b)!} />
                        <button type="submit" className="button">
                          {move(b) === "picked_up" ? t("rentalShop.staff.markPickedUp") : t("rentalShop.staff.markReturned")}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.bookingTitle}>{t("rentalShop.staff.title")}</h1>
      <Form method="get" className={styles.choose}>
        <label className={styles.field}>
          <span>{t("rentalShop.store")}</span>
          <select name="store" defaultValue={store}>
            {stores.map((s) => (
              <option key={s.slug} value={s.slug}>{s.name}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t("rentalShop.staff.date")}</span>
          <input type="date" name="date" defaultValue={date} />
        </label>
        <button type="submit" className="button">{t("rentalShop.staff.show")}</button>
      </Form>
      {actionData?.problem !== undefined ? <p className={styles.problem} role="alert">{actionData.problem || t("rentalShop.failed")}</p> : null}
      {day === null ? (
        <p className={styles.problem} role="alert">{t("rentalShop.staff.loadFailed")}</p>
      ) : (
        <>
          {table("rental-pick-ups", t("rentalShop.staff.pickUps"), day.pick_ups)}
          {table("rental-returns", t("rentalShop.staff.returns"), day.returns)}
        </>
      )}
    </div>
  );
}
