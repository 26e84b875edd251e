// The store list, a store's page and the express pickup page (issue 14; docs/content.md
// "Stores"): address, today's hours and whether the store is open now (Helsinki time), the week,
// holiday exceptions, services, and links to the store's products. No external map tiles: the
// location is told in words and coordinates.
import { comingExceptions, helsinkiDate, hoursOn, openState, weekdayOf, type LanguageCode, type ProductGroupNode, type StoreDetail } from "@polku/domain";
import { Form, Link } from "react-router";
import { localeForLanguage } from "@polku/domain";
import { useI18n, useT } from "../../lib/i18n";
import { Breadcrumbs } from "../catalogue/breadcrumbs";
import styles from "./content-pages.module.css";
import { useDynamicPageEvent } from "../../lib/analytics";

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** Weekday names in the page language (2024-01-01 was a Monday). */
function weekdayName(day: number, language: LanguageCode): string {
  return new Intl.DateTimeFormat(localeForLanguage(language), { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, day)));
}

function dateLabel(date: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(localeForLanguage(language), { weekday: "short", day: "numeric", month: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

export function OpenNow({ store, now }: { store: StoreDetail; now: Date }) {
  const t = useT();
  const state = openState(store, now);
  if (state.open) return <p className={styles.open}>{t("stores.openNow", { time: state.closes })}</p>;
  return <p className={styles.closed}>{state.opens ? t("stores.opensToday", { time: state.opens }) : t("stores.closedNow")}</p>;
}

function Services({ store }: { store: StoreDetail }) {
  const t = useT();
  const services = [...store.services.map((s) => `stores.service.${s}` as const), ...(store.nouto ? (["stores.service.nouto"] as const) : [])];
  if (services.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t("stores.servicesTitle")}>
      {services.map((key) => (
        <li key={key} className={styles.chip}>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

export interface StoreListData {
  stores: (StoreDetail & { distanceKm: number | null })[];
  postcode: string;
  postcodeUnknown: boolean;
  now: string;
  failed: boolean;
}

export function StoreList({ data, title, lead }: { data: StoreListData; title: string; lead: string }) {
  const t = useT();
  useDynamicPageEvent("stores", title);
  const now = new Date(data.now);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: title, href: "/stores/" }]} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <Form method="get" className={styles.sortForm} aria-labelledby="store-sort-title">
        <h2 id="store-sort-title" className="visually-hidden">{t("stores.sortTitle")}</h2>
        <div className={styles.field}>
          <label htmlFor="store-postcode">{t("stores.postcode")}</label>
          <input id="store-postcode" name="postcode" inputMode="numeric" autoComplete="postal-code" maxLength={10} defaultValue={data.postcode} />
        </div>
        <button type="submit" className="button">{t("stores.sort")}</button>
      </Form>
      {data.postcodeUnknown ? <p className={styles.notice} role="status">{t("stores.postcodeUnknown", { postcode: data.postcode })}</p> : null}
      {data.failed ? <p className={styles.notice} role="alert">{t("stores.loadFailed")}</p> : null}
      <ul className={styles.storeList}>
        {data.stores.map((store) => (
          <li key={store.slug} className={styles.storeCard}>
            <h2>
              <Link to={`/stores/${store.slug}/`}>{store.name}</Link>
            </h2>
            <p>
              {store.streetAddress}, {store.postalCode} {store.city}
              {store.distanceKm !== null ? ` · ${t("stores.distance", { km: store.distanceKm })}` : null}
            </p>
            <OpenNow store={store} now={now} />
            <Services store={store} />
          </li>
        ))}
      </ul>
      <p>
        <Link to="/pikanouto/">{t("stores.pickupLink")}</Link>
      </p>
    </div>
  );
}

export function HoursTable({ store, now }: { store: StoreDetail; now: Date }) {
  const { language, t } = useI18n();
  const today = helsinkiDate(now);
  // The coming seven days, so a holiday this week shows in its row.
  const days = WEEK.map((offset) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset - 1);
    return date.toISOString().slice(0, 10);
  });
  return (
    <table className={styles.hoursTable}>
      <caption className="visually-hidden">{t("stores.hoursTitle")}</caption>
      <tbody>
        {days.map((date) => {
          const hours = hoursOn(store, date);
          return (
            <tr key={date} aria-current={date === today ? "date" : undefined}>
              <th scope="row">{date === today ? `${t("stores.today")} (${weekdayName(weekdayOf(date), language)})` : weekdayName(weekdayOf(date), language)}</th>
              <td>
                {hours ? t("stores.hours", { opens: hours.opens, closes: hours.closes }) : t("stores.closed")}
                {hours?.exception || (!hours && store.openingExceptions.some((e) => e.date === date)) ? ` (${store.openingExceptions.find((e) => e.date === date)?.name})` : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function StorePage({ store, now: nowIso, groups }: { store: StoreDetail; now: string; groups: ProductGroupNode[] }) {
  const { language, t } = useI18n();
  useDynamicPageEvent("store", store.name);
  const now = new Date(nowIso);
  const exceptions = comingExceptions(store, helsinkiDate(now));
  const format = (n: number) => new Intl.NumberFormat(localeForLanguage(language), { maximumFractionDigits: 4 }).format(n);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("stores.title"), href: "/stores/" }, { label: store.name, href: `/stores/${store.slug}/` }]} />
      <h1 className={styles.title}>{store.name}</h1>
      <OpenNow store={store} now={now} />
      <Services store={store} />
      <div className={styles.storeGrid}>
        <section className={styles.section} aria-labelledby="store-hours">
          <h2 id="store-hours">{t("stores.hoursTitle")}</h2>
          <HoursTable store={store} now={now} />
        </section>
        {exceptions.length > 0 ? (
          <section className={styles.section} aria-labelledby="store-exceptions">
            <h2 id="store-exceptions">{t("stores.exceptionsTitle")}</h2>
            <ul className={styles.section}>
              {exceptions.map((e) => (
                <li key={e.date}>
                  {dateLabel(e.date, language)} {e.name}: {e.opens && e.closes ? t("stores.hours", { opens: e.opens, closes: e.closes }) : t("stores.closed")}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="store-address">
          <h2 id="store-address">{t("stores.addressTitle")}</h2>
          <address>
            {store.streetAddress}
            <br />
            {store.postalCode} {store.city}
          </address>
          {store.latitude !== null && store.longitude !== null ? (
            <p>{t("stores.location", { city: store.city, latitude: format(store.latitude), longitude: format(store.longitude) })}</p>
          ) : null}
        </section>
        <section className={styles.section} aria-labelledby="store-contact">
          <h2 id="store-contact">{t("stores.contactTitle")}</h2>
          {store.phone ? <p><a href={`tel:${store.phone.replace(/\s+/g, "")}`}>{store.phone}</a></p> : null}
          {store.email ? <p><a href={`mailto:${store.email}`}>{store.email}</a></p> : null}
        </section>
      </div>
      {groups.length > 0 ? (
        <section className={styles.section} aria-labelledby="store-products">
          <h2 id="store-products">{t("stores.productsTitle")}</h2>
          <p>{t("stores.productsLead", { store: store.name })}</p>
          <ul className={styles.linkList}>
            {groups.map((group) => (
              <li key={group.id}>
                <Link to={`/${group.path}/?store=${encodeURIComponent(store.slug)}`}>{group.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className={styles.linkList}>
        <li><Link to="/stores/">{t("stores.allStores")}</Link></li>
        {store.pikanouto ? <li><Link to="/pikanouto/">{t("stores.pickupLink")}</Link></li> : null}
      </ul>
    </div>
  );
}

/** schema.org Store with openingHoursSpecification (issue 14 "Structured data"). */
export function storeJsonLd(store: StoreDetail, url: string): Record<string, unknown> {
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    name: store.name,
    url,
    telephone: store.phone ?? undefined,
    email: store.email ?? undefined,
    address: { "@type": "PostalAddress", streetAddress: store.streetAddress, postalCode: store.postalCode, addressLocality: store.city, addressCountry: "FI" },
    geo: store.latitude !== null && store.longitude !== null ? { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude } : undefined,
    openingHoursSpecification: [
      ...store.openingHours.map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${days[h.day - 1]}`, opens: h.opens, closes: h.closes })),
      ...store.openingExceptions.map((e) => ({ "@type": "OpeningHoursSpecification", validFrom: e.date, validThrough: e.date, opens: e.opens ?? "00:00", closes: e.closes ?? "00:00" })),
    ],
  };
}
