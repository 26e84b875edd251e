// /rental/ (spec 01 §2; docs/rental.md): what the stores with rental lend out, per store, with
// the day and weekend prices, deposit and sizes; choosing an item opens its booking: size and
// days (a GET form, so the choice is an address), the availability calendar of the size, the
// price of the period, and the contact form that books it. On only with rental_enabled.
import { rentalDays, rentalQuote, type RentalAvailability, type RentalItem, type RentalItemsResponse } from "@polku/domain";
import { Form, Link, useNavigation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import styles from "./rental.module.css";

export interface RentalChoice {
  item: RentalItem;
  size: string;
  start: string;
  end: string;
  calendar: RentalAvailability | null;
}

export type RentalPageData =
  | { status: "ready"; answer: RentalItemsResponse; store: string | null; choice: RentalChoice | null }
  | { status: "error" };

export interface BookingProblem {
  errors?: Record<string, string[]>;
  /** The API's refusal in the shopper's language (none free, rental off). */
  problem?: string;
  /** Anything else went wrong. */
  failed?: boolean;
}

/**
 * `base`: the page's own address, "/rental/" or, in the rental partner's layout, "/rental/rentle/"
 * (docs/rental.md "Pages"); the store chips, the items and the date form stay on it.
 */
export function RentalPage({ data, problem, base = "/rental/" }: { data: RentalPageData; problem?: BookingProblem; base?: string }) {
  const { t } = useI18n();
  const steps = [t("rental.step1"), t("rental.step2"), t("rental.step3")];
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.hero} aria-labelledby="rental-title">
        <p className={styles.eyebrow}>{t("rental.eyebrow")}</p>
        <h1 id="rental-title" className={styles.title}>
          {t("rental.title")}
        </h1>
        <p className={styles.lead}>{t("rental.intro")}</p>
      </section>
      {data.status === "error" ? (
        <p className={styles.notice} role="alert">
          {t("rentalShop.loadFailed")}
        </p>
      ) : !data.answer.enabled ? (
        <p className={styles.notice} role="note">
          {t("rental.unavailable")} <Link to="/stores/">{t("rental.findStore")}</Link>
        </p>
      ) : (
        <>
          <nav aria-label={t("rentalShop.stores")} className={styles.stores}>
            <Link to={base} className={styles.storeChip} aria-current={data.store === null ? "page" : undefined}>
              {t("rentalShop.allStores")}
            </Link>
            {data.answer.stores.map((store) => (
              <Link key={store.slug} to={`${base}?store=${store.slug}`} className={styles.storeChip} aria-current={data.store === store.slug ? "page" : undefined}>
                {store.name}
              </Link>
            ))}
          </nav>
          {data.choice ? <Booking choice={data.choice} store={data.store} problem={problem} base={base} /> : null}
          {data.answer.items.length === 0 ? (
            <p className={styles.notice}>{t("rentalShop.empty")}</p>
          ) : (
            <ul className={styles.grid}>
              {data.answer.items.map((item) => (
                <ItemCard key={item.id} item={item} store={data.store} base={base} />
              ))}
            </ul>
          )}
        </>
      )}
      <section aria-labelledby="rental-how" className={styles.how}>
        <h2 id="rental-how" className={styles.howTitle}>
          {t("rental.howTitle")}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function ItemCard({ item, store, base }: { item: RentalItem; store: string | null; base: string }) {
  const { t } = useI18n();
  const { formatPrice } = useLocale();
  const href = `${base}?${new URLSearchParams({ ...(store ? { store } : {}), item: String(item.id) }).toString()}#book`;
  return (
    <li className={styles.card} data-testid="rental-item">
      {item.image ? <img className={styles.image} src={item.image} alt="" width={480} height={360} loading="lazy" /> : null}
      <div className={styles.cardBody}>
        <p className={styles.storeName}>{item.store.name}</p>
        <h2 className={styles.cardTitle}>{item.name}</h2>
        <p className={styles.muted}>{item.description}</p>
        <p className={styles.price}>{t("rentalShop.perDay", { price: formatPrice(item.price_per_day) })}</p>
        <p className={styles.muted}>
          {t("rentalShop.perWeekend", { price: formatPrice(item.price_per_weekend) })} · {t("rentalShop.deposit", { price: formatPrice(item.deposit) })}
        </p>
        <p className={styles.muted}>{t("rentalShop.sizes", { sizes: item.sizes.map((s) => s.size).join(", ") })}</p>
        <Link to={href} className="button button--primary" aria-label={`${t("rentalShop.book")}: ${item.name}, ${item.store.name}`}>
          {t("rentalShop.book")}
        </Link>
      </div>
    </li>
  );
}

function Booking({ choice, store, problem, base }: { choice: RentalChoice; store: string | null; problem?: BookingProblem; base: string }) {
  const { t, language } = useI18n();
  const { formatPrice } = useLocale();
  const navigation = useNavigation();
  const { item, size, start, end, calendar } = choice;
  const period = new Set(rentalDays({ start, end }));
  const quote = period.size > 0 ? rentalQuote({ start, end }, { perDay: item.price_per_day, perWeekend: item.price_per_weekend }) : null;
  const dayLabel = (iso: string) => new Intl.DateTimeFormat(language, { weekday: "short", day: "numeric", month: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const errors = problem?.errors ?? {};
  const fieldError = (name: string) =>
    errors[name]?.length ? (
      <p id={`rental-${name}-error`} className={styles.fieldError}>
        {errors[name]!.join(" ")}
      </p>
    ) : null;
  const described = (name: string) => (errors[name]?.length ? `rental-${name}-error` : undefined);
  return (
    <section id="book" className={styles.booking} aria-labelledby="rental-book-title">
      <h2 id="rental-book-title" className={styles.bookingTitle}>
        {t("rentalShop.bookTitle", { item: item.name })}
      </h2>
      <p className={styles.muted}>{item.store.name}</p>
      <Form method="get" action={base} className={styles.choose}>
        {store ? <input type="hidden" name="store" value={store} /> : null}
        <input type="hidden" name="item" value={item.id} />
        <label className={styles.field}>
          <span>{t("rentalShop.size")}</span>
          <select name="size" defaultValue={size} key={size}>
            {item.sizes.map((s) => (
              <option key={s.size} value={s.size}>
                {s.size}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t("rentalShop.start")}</span>
          <input type="date" name="start" defaultValue={start} key={`s${start}`} required aria-describedby={described("start")} />
        </label>
        <label className={styles.field}>
          <span>{t("rentalShop.end")}</span>
          <input type="date" name="end" defaultValue={end} key={`e${end}`} required aria-describedby={described("end")} />
        </label>
        <button type="submit" className="button button--secondary">
          {t("rentalShop.check")}
        </button>
      </Form>
      {fieldError("start")}
      {fieldError("end")}
      {calendar ? (
        <div>
          <h3 className={styles.calendarTitle}>{t("rentalShop.calendarTitle", { size })}</h3>
          <ol className={styles.calendar} data-testid="rental-calendar">
            {calendar.days.map((d) => (
              <li key={d.day} className={`${styles.day} ${d.free === 0 ? styles.dayFull : ""} ${period.has(d.day) ? styles.dayChosen : ""}`}>
                <span className={styles.dayDate}>{dayLabel(d.day)}</span>
                <span className={styles.dayFree}>{d.free === 0 ? t("rentalShop.full") : t("rentalShop.free", { count: d.free })}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {quote ? (
        <div className={styles.quote} role="status" data-testid="rental-quote">
          <p className={styles.quoteTotal}>{t("rentalShop.quote", { days: quote.days, total: formatPrice(quote.total) })}</p>
          {quote.weekends > 0 ? <p className={styles.muted}>{t("rentalShop.quoteWeekends", { weekends: quote.weekends })}</p> : null}
          <p className={styles.muted}>{t("rentalShop.deposit", { price: formatPrice(item.deposit) })}</p>
        </div>
      ) : null}
      <Form method="post" className={styles.contact} noValidate>
        <input type="hidden" name="item_id" value={item.id} />
        <input type="hidden" name="size" value={size} />
        <input type="hidden" name="start" value={start} />
        <input type="hidden" name="end" value={end} />
        {(["name", "email", "phone"] as const).map((name) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`rental-${name}`}>{t(`rentalShop.${name}`)}</label>
            <input
              id={`rental-${name}`}
              name={name}
              type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
              autoComplete={name === "name" ? "name" : name === "email" ? "email" : "tel"}
              required
              aria-invalid={errors[name]?.length ? true : undefined}
              aria-describedby={described(name)}
            />
            {fieldError(name)}
          </div>
        ))}
        {problem?.problem || problem?.failed ? (
          <p className={styles.problem} role="alert">
            {problem.problem ?? t("rentalShop.failed")}
          </p>
        ) : null}
        <fieldset className={styles.payment}>
          <legend>{t("rentalShop.payHow")}</legend>
          <label>
            <input type="radio" name="payment" value="store" defaultChecked /> {t("rentalShop.payStore")}
          </label>
          <label>
            <input type="radio" name="payment" value="online" /> {t("rentalShop.payOnline")}
          </label>
        </fieldset>
        {fieldError("size")}
        {fieldError("payment")}
        {fieldError("__all__")}
        <p className={styles.muted}>{t("rentalShop.depositNote")}</p>
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("rentalShop.submit")}
        </button>
      </Form>
    </section>
  );
}
