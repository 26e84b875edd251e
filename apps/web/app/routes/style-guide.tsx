// /style-guide/ (spec 01 §2 "style guide"; docs/content.md "Pages"): the shop's own design tokens
// (styles/tokens.css) and components on one page, rendered with the real classes, so a change of
// a token shows here first. Not for search engines.
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { Field } from "../features/content-pages/business-forms";
import formStyles from "../features/content-pages/content-pages.module.css";
import styles from "../features/style-guide/style-guide.module.css";
import { useT } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/style-guide";

export const handle = { layout: "default" };

const COLOURS = [
  "--color-forest-900", "--color-forest-800", "--color-forest-700", "--color-forest-600", "--color-forest-200", "--color-forest-100", "--color-forest-50",
  "--color-petrol-600", "--color-amber-400", "--color-stone-200", "--color-stone-100", "--color-stone-50",
  "--color-bg", "--color-surface", "--color-text", "--color-text-muted", "--color-border", "--color-border-strong",
  "--color-sale", "--color-success", "--color-warning", "--color-focus",
] as const;
const TEXT = ["--text-4xl", "--text-3xl", "--text-2xl", "--text-xl", "--text-lg", "--text-md", "--text-sm", "--text-xs"] as const;
const SPACE = ["--space-1", "--space-2", "--space-3", "--space-4", "--space-5", "--space-6", "--space-7", "--space-8"] as const;
const RADII = ["--radius-sm", "--radius-md", "--radius-lg", "--radius-full"] as const;
const SHADOWS = ["--shadow-sm", "--shadow-md", "--shadow-lg"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLocale(request, context);
  return null;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return [...pageMeta({ root, title: t("styleGuide.title"), description: t("styleGuide.lead"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function StyleGuide() {
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <div>
        <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("styleGuide.title"), href: "/style-guide/" }]} />
        <h1>{t("styleGuide.title")}</h1>
        <p className={styles.lead}>{t("styleGuide.lead")}</p>
      </div>

      <section className={styles.section} aria-labelledby="sg-colours">
        <h2 id="sg-colours">{t("styleGuide.colours")}</h2>
        <ul className={styles.swatches}>
          {COLOURS.map((token) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${token})` }} />
              <code className={styles.token}>{token}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="sg-type">
        <h2 id="sg-type">{t("styleGuide.type")}</h2>
        <ul className={styles.scale}>
          {TEXT.map((token) => (
            <li key={token}>
              <code className={styles.token}>{token}</code>
              <span style={{ fontSize: `var(${token})`, lineHeight: 1.2 }}>{t("styleGuide.sample")}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="sg-space">
        <h2 id="sg-space">{t("styleGuide.spacing")}</h2>
        <ul className={styles.scale}>
          {SPACE.map((token) => (
            <li key={token}>
              <code className={styles.token}>{token}</code>
              <span className={styles.bar} style={{ width: `var(${token})` }} />
            </li>
          ))}
        </ul>
        <div className={styles.row}>
          {RADII.map((token) => (
            <span key={token} className={styles.swatch}>
              <span className={styles.box} style={{ borderRadius: `var(${token})` }} />
              <code className={styles.token}>{token}</code>
            </span>
          ))}
          {SHADOWS.map((token) => (
            <span key={token} className={styles.swatch}>
              <span className={styles.box} style={{ boxShadow: `var(${token})`, borderRadius: "var(--radius-md)" }} />
              <code className={styles.token}>{token}</code>
            </span>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">{t("styleGuide.buttons")}</h2>
        <div className={styles.row}>
          <button type="button" className="button button--primary">{t("styleGuide.primary")}</button>
          <button type="button" className="button button--secondary">{t("styleGuide.secondary")}</button>
          <button type="button" className="button">{t("styleGuide.plain")}</button>
          <button type="button" className="button button--primary" disabled>{t("styleGuide.disabled")}</button>
        </div>
        <div className={`${styles.row} ${styles.dark}`}>
          <button type="button" className="button button--light">{t("styleGuide.light")}</button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="sg-forms">
        <h2 id="sg-forms">{t("styleGuide.forms")}</h2>
        <div className={formStyles.form}>
          <Field id="sg-name" label={t("styleGuide.fieldLabel")}>
            {(a11y) => <input {...a11y} name="sg-name" defaultValue="Aino Virtanen" />}
          </Field>
          <Field id="sg-email" label={t("styleGuide.fieldLabel")} hint={t("styleGuide.fieldHint")} error="forms.error.email">
            {(a11y) => <input {...a11y} name="sg-email" type="email" defaultValue="aino@" />}
          </Field>
          <p className={formStyles.success} role="status">{t("styleGuide.success")}</p>
          <p className={formStyles.problem}>{t("styleGuide.problem")}</p>
        </div>
      </section>
    </div>
  );
}
