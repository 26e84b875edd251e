// The shoe wizard page (docs/shoe-wizard.md "The page"): the hero, the steps as links (each an
// address; the answered ones go back to change the answer), the current question with each
// answer's count, the live list of matching shoes, and at the end the result grid with the link
// to the footwear group filtered by the answers. An answer that leaves nothing shows the ways out.
import { ANY, type ShoeStep } from "@polku/domain";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { useI18n, type MessageKey } from "../../lib/i18n";
import { ProductGrid } from "../catalogue/product-card";
import type { ShoeWizardPageData, ShoeWizardReady } from "./shoe-wizard.server";
import styles from "./shoe-wizard.module.css";

type T = ReturnType<typeof useI18n>["t"];

/** An answer in words: a size is 'EU 42', no preference 'Any', the rest their option names. */
export function answerLabel(t: T, step: ShoeStep, answer: string): string {
  if (answer === ANY) return t("shoeWizard.any");
  if (step === "size") return t("shoeWizard.sizeOption", { size: answer });
  return t(`shoeWizard.option.${answer}` as MessageKey);
}

export function ShoeWizardPage({ data }: { data: ShoeWizardPageData }) {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t("shoeWizard.title")}</h1>
        <p className={styles.lead}>{t("shoeWizard.lead")}</p>
      </header>
      {data.status === "error" ? (
        <p className={styles.problemBox} role="alert">
          {t("shoeWizard.loadFailed")}
        </p>
      ) : data.status === "unavailable" ? (
        <p className={styles.problemBox}>{t("shoeWizard.unavailable")}</p>
      ) : (
        <Wizard data={data} />
      )}
      <nav aria-labelledby="shoe-wizard-related" className={styles.related}>
        <h2 id="shoe-wizard-related" className={styles.relatedTitle}>
          {t("shoeWizard.related")}
        </h2>
        <ul>
          <li>
            <Link to="/ski-wizard/">{t("skiWizard.menuLink")}</Link>
          </li>
          {data.status === "ready" ? (
            <li>
              <Link to={data.groupHref}>{t("shoeWizard.allShoes", { group: data.groupName })}</Link>
            </li>
          ) : null}
          <li>
            <Link to="/stores/">{t("shoeWizard.tryInStore")}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function Wizard({ data }: { data: ShoeWizardReady }) {
  const { t } = useI18n();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A step change in the browser moves the keyboard and screen reader to the new question; the
  // first render leaves the focus where the page load put it. After the next frame, because the
  // layout moves the focus to <main> on every new address after this effect has run.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  const { step, steps } = data;
  const index = step ? steps.findIndex((s) => s.step === step) : steps.length;
  const answeredCount = steps.filter((s) => s.answer !== null).length;

  return (
    <>
      <nav aria-label={t("shoeWizard.steps")} className={styles.stepper}>
        <div className={styles.progress} aria-hidden="true">
          <span style={{ width: `${Math.round((answeredCount / steps.length) * 100)}%` }} />
        </div>
        <ol>
          {steps.map((s, i) => {
            const current = s.step === step;
            const body = (
              <>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.stepText}>
                  <span className={styles.stepName}>{t(`shoeWizard.step.${s.step}`)}</span>
                  <span className={styles.stepAnswer}>{s.answer === null ? t("shoeWizard.notAnswered") : answerLabel(t, s.step, s.answer)}</span>
                </span>
              </>
            );
            return (
              <li key={s.step}>
                {s.changeHref ? (
                  <Link to={s.changeHref} className={`${styles.step} ${styles.stepDone}`} aria-label={t("shoeWizard.changeLabel", { step: t(`shoeWizard.step.${s.step}`), answer: answerLabel(t, s.step, s.answer!) })}>
                    {body}
                  </Link>
                ) : (
                  <span className={`${styles.step} ${current ? styles.stepCurrent : ""}`} aria-current={current ? "step" : undefined}>
                    {body}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      {step ? (
        <section className={styles.question} aria-labelledby="shoe-wizard-question">
          <p className={styles.stepLabel}>{t("shoeWizard.stepNumber", { n: index + 1, total: steps.length })}</p>
          <h2 id="shoe-wizard-question" ref={heading} tabIndex={-1} className={styles.questionTitle}>
            {t(`shoeWizard.question.${step}`)}
          </h2>
          <p className={styles.help}>{t(`shoeWizard.help.${step}`)}</p>
          <ul className={step === "size" ? styles.sizes : styles.options}>
            {data.options.map((option) => {
              const label = answerLabel(t, step, option.answer);
              const text = step === "size" || option.answer === ANY ? null : t(`shoeWizard.optionText.${option.answer}` as MessageKey);
              const count = t("shoeWizard.count", { count: option.count });
              const inner = (
                <>
                  <span className={styles.optionName}>{label}</span>
                  {text ? <span className={styles.optionText}>{text}</span> : null}
                  <span className={styles.optionCount}>{count}</span>
                </>
              );
              return (
                <li key={option.answer}>
                  {option.count > 0 || option.answer === ANY ? (
                    <Link to={option.href} className={styles.option} data-testid={`shoe-wizard-option-${option.answer}`}>
                      {inner}
                    </Link>
                  ) : (
                    <span className={`${styles.option} ${styles.optionNone}`}>{inner}</span>
                  )}
                </li>
              );
            })}
          </ul>
          {step === "size" ? <SizeHelp data={data} /> : null}
          <p className={styles.nav}>
            {data.previousHref ? (
              <Link to={data.previousHref} className="button button--secondary">
                {t("shoeWizard.previous")}
              </Link>
            ) : null}
          </p>
        </section>
      ) : (
        <section className={styles.question} aria-labelledby="shoe-wizard-question">
          <h2 id="shoe-wizard-question" ref={heading} tabIndex={-1} className={styles.questionTitle}>
            {t("shoeWizard.resultTitle")}
          </h2>
          {data.matching > 0 ? (
            <p className={styles.nav}>
              <Link to={data.gridHref} className="button button--primary" data-testid="shoe-wizard-grid">
                {t("shoeWizard.showAll", { count: data.matching, group: data.groupName })}
              </Link>
              <Link to="/shoe-wizard/" className="button button--secondary">
                {t("shoeWizard.startOver")}
              </Link>
            </p>
          ) : null}
        </section>
      )}

      <section aria-labelledby="shoe-wizard-matches" className={styles.matches}>
        <h2 id="shoe-wizard-matches" className={styles.matchesTitle}>
          {step ? t("shoeWizard.preview") : t("shoeWizard.resultList")}
        </h2>
        <p className={styles.status} aria-live="polite" data-testid="shoe-wizard-matching">
          {t("shoeWizard.matching", { count: data.matching, total: data.total })}
        </p>
        {data.matching === 0 ? (
          <div className={styles.problemBox} data-testid="shoe-wizard-empty">
            <p>{t("shoeWizard.empty")}</p>
            {data.removals.length > 0 ? (
              <>
                <p>{t("shoeWizard.emptyHint")}</p>
                <ul className={styles.removals}>
                  {data.removals.map((r) => (
                    <li key={r.step}>
                      <Link to={r.href}>{t("shoeWizard.without", { step: t(`shoeWizard.step.${r.step}`), answer: answerLabel(t, r.step, r.answer) })}</Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Link to="/shoe-wizard/" className="button button--secondary">
              {t("shoeWizard.startOver")}
            </Link>
          </div>
        ) : (
          <>
            <ProductGrid products={data.cards} label={step ? t("shoeWizard.preview") : t("shoeWizard.resultList")} />
            {!step && data.pages > 1 ? (
              <nav className={styles.pager} aria-label={t("shoeWizard.pager.label")} data-testid="shoe-wizard-pager">
                {data.page > 1 ? (
                  <Link to={data.page === 2 ? "?" : `?page=${data.page - 1}`} rel="prev">
                    {t("shoeWizard.pager.previous")}
                  </Link>
                ) : null}
                <span aria-current="page">{t("shoeWizard.pager.status", { page: data.page, pages: data.pages })}</span>
                {data.page < data.pages ? (
                  <Link to={`?page=${data.page + 1}`} rel="next">
                    {t("shoeWizard.pager.next")}
                  </Link>
                ) : null}
              </nav>
            ) : null}
            {!step && data.answers.width === "wide-fit" ? <p className={styles.help} data-testid="shoe-wizard-width-note">{t("shoeWizard.widthNote")}</p> : null}
            {step && data.matching > data.cards.length ? (
              <p className={styles.nav}>
                <Link to={data.gridHref}>{t("shoeWizard.showAll", { count: data.matching, group: data.groupName })}</Link>
              </p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

/** The size step's conversion form (GET to this address) and the size table. */
function SizeHelp({ data }: { data: ShoeWizardReady }) {
  const { t } = useI18n();
  const table = data.sizeTable;
  const error = data.sizeForm.error;
  const maxSize = table?.sizes.at(-1) ?? "";
  return (
    <div className={styles.sizeHelp}>
      <Form method="get" className={styles.sizeForm} aria-labelledby="shoe-wizard-convert" noValidate>
        <h3 id="shoe-wizard-convert" className={styles.sizeFormTitle}>
          {t("shoeWizard.sizeConvert")}
        </h3>
        {table?.footLengthCm ? (
          <div className={styles.field}>
            <label htmlFor="shoe-wizard-foot">{t("shoeWizard.footLength")}</label>
            <input
              id="shoe-wizard-foot"
              name="foot_cm"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={data.sizeForm.foot}
              aria-invalid={error === "foot" || error === "footRange" ? true : undefined}
              aria-describedby={`shoe-wizard-foot-hint${error === "foot" || error === "footRange" ? " shoe-wizard-foot-error" : ""}`}
            />
            <p id="shoe-wizard-foot-hint" className={styles.hint}>
              {table.info} {data.roomMm > 0 ? t("shoeWizard.roomNote", { mm: data.roomMm }) : null}
            </p>
            {error === "foot" || error === "footRange" ? (
              <p id="shoe-wizard-foot-error" className={styles.error} role="alert">
                {error === "foot" ? t("shoeWizard.error.foot") : t("shoeWizard.error.footRange", { size: maxSize })}
              </p>
            ) : null}
          </div>
        ) : null}
        {table?.uk ? (
          <div className={styles.field}>
            <label htmlFor="shoe-wizard-uk">{t("shoeWizard.ukSize")}</label>
            <input
              id="shoe-wizard-uk"
              name="uk"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={data.sizeForm.uk}
              aria-invalid={error === "uk" ? true : undefined}
              aria-describedby={error === "uk" ? "shoe-wizard-uk-error" : undefined}
            />
            {error === "uk" ? (
              <p id="shoe-wizard-uk-error" className={styles.error} role="alert">
                {t("shoeWizard.error.uk")}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className="button button--primary">
          {t("shoeWizard.convert")}
        </button>
      </Form>
      {table ? (
        <details className={styles.table}>
          <summary>{table.name}</summary>
          <div className={styles.tableScroll}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("shoeWizard.euSize")}</th>
                  {table.footLengthCm ? <th scope="col">{t("shoeWizard.footLength")}</th> : null}
                  {table.uk ? <th scope="col">{t("shoeWizard.ukSize")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {table.sizes.map((size, i) => (
                  <tr key={size}>
                    <th scope="row">{size}</th>
                    {table.footLengthCm ? <td>{table.footLengthCm[i]}</td> : null}
                    {table.uk ? <td>{table.uk[i]}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </div>
  );
}
