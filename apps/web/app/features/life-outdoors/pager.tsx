// Paging of a post list (docs/content.md "Life outdoors"): plain links with ?page=N, so it works
// without JavaScript and every page has its own address; page 1 has none.
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import styles from "./editorial.module.css";

export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

export function Pager({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className={styles.pager} aria-label={t("paging.label")}>
      {page > 1 ? <Link to={pageHref(path, page - 1)} rel="prev">{t("paging.previous")}</Link> : null}
      <ol>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{t("paging.status", { page: n, count: pageCount })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link to={pageHref(path, n)} aria-label={t("paging.status", { page: n, count: pageCount })}>{n}</Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? <Link to={pageHref(path, page + 1)} rel="next">{t("paging.next")}</Link> : null}
    </nav>
  );
}
