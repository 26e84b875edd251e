// /admin/giftcards/: gift cards sold and issued, searched by code or the order that bought them,
// with their balance; and issuing a new card (docs/admin.md "Codes and gift cards").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { adminGiftCardDetailSchema, adminGiftCardPageSchema, type AdminGiftCard } from "@polku/domain/admin/codes";
import { AdminList } from "../components/admin-list";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { giftCardCreateFormSchema } from "../features/codes/code-forms";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/giftcards";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await adminApi(request, context).get(`/api/admin/giftcards/${listSearch(request, ["page", "per_page", "q", "sort", "active"])}`, adminGiftCardPageSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = giftCardCreateFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data({ errors: errorsOf(parsed.error) as FieldErrors, message: null }, { status: 400 });
  const result = await adminApi(request, context).send("POST", "/api/admin/giftcards/", parsed.data, adminGiftCardDetailSchema);
  if (result.ok) throw redirect(`/giftcards/${result.value.id}/?created=1`);
  if ("errors" in result) return data({ errors: result.errors, message: null }, { status: 400 });
  return data({ errors: null, message: "form.failed" as MessageKey }, { status: result.status });
}

const column = createColumnHelper<AdminGiftCard>();

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { errors, onSubmit } = useCheckedForm(giftCardCreateFormSchema, result?.errors);
  const columns = [
    column.accessor("code", { header: t("codes.code"), cell: (c) => <Link to={`/giftcards/${c.row.original.id}/`}>{c.getValue()}</Link> }),
    column.accessor("balance", { header: t("giftCards.balance"), cell: (c) => money(c.getValue(), c.row.original.currency) }),
    column.accessor("expires_at", { id: "expires", header: t("giftCards.expires"), cell: (c) => dateTime(c.getValue()) }),
    column.accessor("is_active", { header: t("code.isActive"), cell: (c) => (c.getValue() ? t("common.yes") : t("common.no")) }),
    column.accessor("order_number", { header: t("giftCards.order"), cell: (c) => (c.getValue() ? <Link to={`/orders/${c.getValue()}/`}>{c.getValue()}</Link> : t("giftCards.issuedByShop")) }),
    column.accessor("created_at", { header: t("giftCards.created"), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <>
      <h1>{t("giftCards.heading")}</h1>
      <AdminList
        label={t("giftCards.heading")}
        filtersLabel={t("giftCards.filters")}
        search={t("giftCards.search")}
        filters={[{ kind: "flag", name: "active", label: t("code.isActive") }]}
        page={loaderData.page}
        columns={columns}
        sortable={["id", "balance", "expires"]}
        defaultSort="-id"
        rowKey={(r) => String(r.id)}
      />
      <section className="panel" aria-labelledby="issue-h">
        <h2 id="issue-h">{t("giftCards.issue")}</h2>
        <FormAlert message={result?.message ? t(result.message) : null} />
        <Form method="post" className="form" noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={errors} />
          <div className="grid narrow">
            <Field name="amount" label={t("giftCards.amount")} errors={errors}>
              {(a) => <input {...a} inputMode="decimal" />}
            </Field>
            <Field name="expires_at" label={t("giftCards.expires")} errors={errors} hint={t("giftCards.expiresHint")}>
              {(a) => <input {...a} type="datetime-local" />}
            </Field>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {t("giftCards.issueButton")}
          </button>
        </Form>
      </section>
    </>
  );
}
