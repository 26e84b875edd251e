// /admin/giftcards/{id}/: one gift card, its balance and its whole ledger (issued, spent,
// refunded, corrected), and the form that changes its end, stops it or corrects its balance
// (docs/admin.md "Codes and gift cards").
import { Form, Link, data, useActionData, useNavigation, useSearchParams } from "react-router";
import { adminGiftCardDetailSchema } from "@polku/domain/admin/codes";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { giftCardUpdateFormSchema, helsinkiLocal } from "../features/codes/code-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/giftcard";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { card: await adminApi(request, context).get(`/api/admin/giftcards/${params.id}/`, adminGiftCardDetailSchema) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = giftCardUpdateFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("PUT", `/api/admin/giftcards/${params.id}/`, parsed.data, adminGiftCardDetailSchema);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function GiftCard({ loaderData }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const c = loaderData.card;
  const { errors, onSubmit } = useCheckedForm(giftCardUpdateFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/giftcards/">{t("giftCards.heading")}</Link>
      </p>
      <h1>
        {t("giftCard.heading", { code: c.code })} {!c.is_active ? <span className="badge">{t("giftCard.stopped")}</span> : null}
      </h1>
      <p className="big-number">
        {t("giftCards.balance")}: <strong>{money(c.balance, c.currency)}</strong>
      </p>
      <p className="hint">
        {c.order_number ? (
          <>
            {t("giftCards.order")}: <Link to={`/orders/${c.order_number}/`}>{c.order_number}</Link>
          </>
        ) : (
          t("giftCards.issuedByShop")
        )}{" "}
        · {t("giftCards.expires")}: {dateTime(c.expires_at)}
      </p>
      {params.get("created") && !result ? <FormAlert message={t("giftCard.created")} tone="success" /> : null}
      <section className="panel" aria-labelledby="history-h">
        <h2 id="history-h">{t("giftCard.history")}</h2>
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("giftCards.created")}</th>
                <th scope="col">{t("giftCard.kind")}</th>
                <th scope="col">{t("giftCards.amount")}</th>
                <th scope="col">{t("giftCards.order")}</th>
              </tr>
            </thead>
            <tbody>
              {c.transactions.map((x) => (
                <tr key={x.id}>
                  <td>{dateTime(x.created_at)}</td>
                  <td>{t(`giftCard.kind.${x.kind}` as MessageKey)}</td>
                  <td className="number">{money(x.amount, c.currency)}</td>
                  <td>{x.order_ref ? <Link to={`/orders/${x.order_ref}/`}>{x.order_ref}</Link> : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="panel" aria-labelledby="edit-h">
        <h2 id="edit-h">{t("giftCard.edit")}</h2>
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={onSubmit} key={c.version}>
          <input type="hidden" name="version" value={c.version} />
          <ErrorSummary errors={errors} />
          <div className="grid narrow">
            <Field name="expires_at" label={t("giftCards.expires")} errors={errors} hint={t("giftCards.expiresHint")}>
              {(a) => <input {...a} type="datetime-local" defaultValue={helsinkiLocal(c.expires_at)} />}
            </Field>
            <Field name="adjustment" label={t("giftCard.adjustment")} errors={errors} hint={t("giftCard.adjustmentHint")}>
              {(a) => <input {...a} inputMode="decimal" />}
            </Field>
          </div>
          <div className="field checkbox">
            <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={c.is_active} />
            <label htmlFor="f-is_active">{t("giftCard.isActive")}</label>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {t("form.save")}
          </button>
        </Form>
      </section>
      <p>
        <Link to={`/audit/?entity=gift_card&entity_id=${c.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
