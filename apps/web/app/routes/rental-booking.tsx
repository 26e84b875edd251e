// /rental/booking/{number}/?token= (docs/rental.md): a booking read with the token of its e-mail,
// and its cancellation before the pick-up. A booking held for online payment offers "Pay the rent
// online": its line goes into the cart, priced by the server from the booking.
import { addRental, type RentalBooking } from "@polku/domain";
import { Form, Link, useNavigate } from "react-router";
import { useCartStore } from "../features/cart/cart-context";
import styles from "../features/rental/rental.module.css";
import { useLocale } from "../features/locale/locale-provider";
import { ApiError } from "../lib/api";
import { circularServerApi } from "../lib/circular-api.server";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/rental-booking";

export const handle = { layout: "default" };

type Data = { booking: RentalBooking | null; cancelled?: boolean; problem?: string };

async function read(request: Request, context: Route.LoaderArgs["context"], number: string): Promise<Data> {
  const { config } = await requireLocale(request, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return { booking: await circularServerApi(context).rentalBooking(number, token, config.language) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { booking: null };
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<Data> {
  return read(request, context, params.number);
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<Data> {
  const { config } = await requireLocale(request, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return { booking: await circularServerApi(context).rentalCancel(params.number, token, config.language), cancelled: true };
  } catch (error) {
    if (error instanceof ApiError) {
      const detail = (error.body as { detail?: string } | null)?.detail;
      return { ...(await read(request, context, params.number)), problem: detail };
    }
    throw error;
  }
}

export function meta({ matches, location, params }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("rentalShop.bookingTitle", { number: params.number }), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function RentalBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { formatPrice } = useLocale();
  const data = actionData ?? loaderData;
  const booking = data.booking;
  const store = useCartStore();
  const navigate = useNavigate();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  if (!booking) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.bookingTitle}>{t("rentalShop.bookingNotFound")}</h1>
        <p><Link to="/rental/">{t("rentalShop.back")}</Link></p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.booking} aria-labelledby="booking-title">
        <h1 id="booking-title" className={styles.bookingTitle}>
          {t("rentalShop.bookingTitle", { number: booking.number })}
        </h1>
        {booking.status === "held" && booking.hold_expires_at ? (
          <div className={styles.held} role="status">
            <p className={styles.quoteTotal}>{t("rentalShop.heldTitle")}</p>
            <p>
              {t("rentalShop.heldNote", {
                time: new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Helsinki" }).format(new Date(booking.hold_expires_at)),
                email: booking.email,
              })}
            </p>
          </div>
        ) : (
          <p role="status" className={styles.quoteTotal}>
            {booking.status === "cancelled" ? t("rentalShop.cancelled") : booking.status === "held" ? t("rentalShop.status.held") : t("rentalShop.confirmed", { email: booking.email })}
          </p>
        )}
        <dl className={styles.details}>
          <dt>{t("rentalShop.status")}</dt>
          <dd>{t(`rentalShop.status.${booking.status}`)}</dd>
          <dt>{t("rentalShop.item")}</dt>
          <dd>{booking.item.name}, {t("rentalShop.size").toLowerCase()} {booking.size}</dd>
          <dt>{t("rentalShop.store")}</dt>
          <dd><Link to={`/stores/${booking.store.slug}/`}>{booking.store.name}</Link></dd>
          <dt>{t("rentalShop.pickUp")}</dt>
          <dd>{date(booking.start)}</dd>
          <dt>{t("rentalShop.return")}</dt>
          <dd>{date(booking.end)}</dd>
          <dt>{t("rentalShop.total")}</dt>
          <dd>
            {t("rentalShop.quote", { days: booking.days, total: formatPrice(booking.total) })}
            {booking.weekends > 0 ? ` ${t("rentalShop.quoteWeekends", { weekends: booking.weekends })}` : ""}
          </dd>
          <dt>{t("rentalShop.deposit", { price: "" }).replace(/\s*$/, "")}</dt>
          <dd>{formatPrice(booking.deposit)}</dd>
        </dl>
        {booking.status === "held" && !booking.order_number ? null : (
          <p className={styles.muted}>{booking.order_number ? t("rentalShop.paidOnline", { order: booking.order_number }) : t("rentalShop.payNote")}</p>
        )}
        {data.problem ? <p className={styles.problem} role="alert">{data.problem}</p> : null}
        {booking.status === "held" && booking.hold_expires_at && !booking.order_number ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              store.update((cart) => addRental(cart, { number: booking.number, token: booking.token, name: `${booking.item.name} (${booking.size}), ${booking.store.name}` }), { immediate: true });
              void navigate("/checkout/");
            }}
          >
            {t("rentalShop.payNow")}
          </button>
        ) : null}
        {booking.status === "reserved" && !booking.order_number ? (
          <Form method="post">
            <button type="submit" className="button button--secondary">{t("rentalShop.cancel")}</button>
          </Form>
        ) : null}
        <p><Link to="/rental/">{t("rentalShop.back")}</Link></p>
      </section>
    </div>
  );
}
