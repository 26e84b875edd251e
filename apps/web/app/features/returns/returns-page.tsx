// The /returns/ page (docs/returns.md): the policy, then finding the order, choosing the lines
// (amount, reason, refund or exchange to another size or colour) and the return code.
import type { ReturnableOrder, ReturnCreated } from "@polku/domain";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { TextField } from "../accounts/form-fields";
import { ReturnLineFields } from "./return-line-fields";
import { useI18n, type MessageKey } from "../../lib/i18n";
import styles from "./returns.module.css";

export type ReturnsState =
  | { stage: "find"; values: { email: string; order_number: string }; errors?: { email?: MessageKey; order_number?: MessageKey }; problem?: MessageKey }
  | {
      stage: "form";
      email: string;
      order: ReturnableOrder;
      /** API texts (already in the shopper's language) by `{row}-{field}` or `non_field_errors`. */
      errors?: Record<string, string>;
      chosen?: Record<number, { quantity: number; reason?: string; action?: string; exchange_variant_id?: number | null }>;
    }
  | { stage: "done"; created: ReturnCreated; refund: string | null };

export function ReturnsPage({ state }: { state: ReturnsState }) {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("returns.title")}</h1>
      <p className={styles.lead}>{t("returns.lead")}</p>
      {state.stage === "done" ? <ReturnDone state={state} /> : state.stage === "form" ? <ReturnForm state={state} /> : <FindOrder state={state} />}
      <section className={styles.policy} aria-labelledby="returns-policy">
        <h2 id="returns-policy">{t("returns.policyTitle")}</h2>
        <p>{t("returns.policy1")}</p>
        <p>{t("returns.policy2")}</p>
        <p>{t("returns.policy3")}</p>
        <p><Link to="/reclamation/">{t("returns.policyComplaint")}</Link></p>
      </section>
    </div>
  );
}

function FindOrder({ state }: { state: Extract<ReturnsState, { stage: "find" }> }) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const carried = (useLocation().state as { email?: string } | null)?.email ?? "";
  return (
    <Form method="post" className={styles.panel} noValidate aria-labelledby="returns-find">
      <h2 id="returns-find">{t("returns.findTitle")}</h2>
      {state.problem ? <p role="alert" className={styles.problem} data-testid="returns-problem">{t(state.problem)}</p> : null}
      <div className={styles.grid}>
        <TextField id="return-email" name="email" type="email" autoComplete="email" required label={t("returns.email")} defaultValue={state.values.email || carried} error={state.errors?.email} />
        <TextField
          id="return-number" name="order_number" required autoCapitalize="characters" label={t("returns.orderNumber")} hint={t("returns.orderNumberHint")}
          defaultValue={state.values.order_number} error={state.errors?.order_number}
        />
      </div>
      <div>
        <button type="submit" name="intent" value="find" className="button button--primary" disabled={busy}>{t("returns.find")}</button>
      </div>
    </Form>
  );
}

function ReturnForm({ state }: { state: Extract<ReturnsState, { stage: "form" }> }) {
  const { t, language } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { order, errors = {} } = state;
  const summary = useRef<HTMLParagraphElement>(null);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (hasErrors) summary.current?.focus();
  }, [hasErrors, errors]);
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Helsinki" }).format(new Date(iso));
  const returnable = order.lines.filter((l) => l.returnable > 0);
  return (
    <>
      {order.returns.length > 0 ? (
        <section className={styles.panel} aria-labelledby="returns-previous" data-testid="returns-previous">
          <h2 id="returns-previous">{t("returns.previous")}</h2>
          <ul className={styles.plain}>
            {order.returns.map((r) => (
              <li key={r.number}>{t("returns.previousLine", { number: r.number, status: t(`returns.status.${r.status}` as MessageKey) })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post" className={styles.panel} noValidate aria-labelledby="returns-form" data-testid="return-form">
        <h2 id="returns-form">{t("returns.formTitle", { number: order.number })}</h2>
        {order.deadline && !order.refusal ? <p className={styles.hint}>{t("returns.deadline", { date: date(order.deadline) })}</p> : null}
        {hasErrors ? (
          <p ref={summary} tabIndex={-1} role="alert" className={styles.problem}>
            {errors.non_field_errors ?? errors.lines ?? t("returns.fix")}
          </p>
        ) : null}
        {order.refusal ? (
          <p role="status" className={styles.problem} data-testid="return-refusal">{t(`returns.refusal.${order.refusal}` as MessageKey)}</p>
        ) : null}
        <input type="hidden" name="order_number" value={order.number} />
        <input type="hidden" name="email" value={state.email} />
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.row} className={styles.line}>
              <ReturnLineFields line={line} refused={Boolean(order.refusal)} errors={errors} chosen={state.chosen?.[line.row]} />
            </li>
          ))}
        </ul>
        {returnable.length > 0 && !order.refusal ? (
          <>
            <div className={styles.field}>
              <label htmlFor="return-comment">{t("returns.comment")}</label>
              <textarea id="return-comment" name="comment" className="field" rows={3} maxLength={2000} />
            </div>
            <div>
              <button type="submit" name="intent" value="return" className="button button--primary" disabled={busy}>{t("returns.submit")}</button>
            </div>
          </>
        ) : null}
      </Form>
    </>
  );
}

function ReturnDone({ state }: { state: Extract<ReturnsState, { stage: "done" }> }) {
  const { t, language } = useI18n();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { created } = state;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Helsinki" }).format(new Date(iso));
  return (
    <section ref={ref} tabIndex={-1} className={styles.done} aria-labelledby="return-done" data-testid="return-done">
      <h2 id="return-done">{t("returns.doneTitle")}</h2>
      <p role="status">{t("returns.done", { number: created.number })}</p>
      {state.refund ? <p>{t("returns.doneRefund", { amount: state.refund })}</p> : null}
      {created.exchange_order && created.exchange_hold_until ? <p>{t("returns.doneExchange", { date: date(created.exchange_hold_until), order: created.exchange_order })}</p> : null}
    </section>
  );
}
