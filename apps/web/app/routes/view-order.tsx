// /view-order/ (spec 01 §2 order lookup): e-mail and order number find an order; a wrong e-mail
// and an unknown number get the same 'Order not found' (the server gives no hint either). A plain
// POST form, so it works before hydration. A logged-in customer's own order opens with
// ?order={number} (links of /history/).
import { orderLookupRequestSchema, type OrderView } from "@polku/domain";
import { Form, useNavigation } from "react-router";
import { TextField } from "../features/accounts/form-fields";
import { OrderDetails } from "../features/orders/order-details";
import { OrderComplaintsPanel } from "../features/complaints/order-complaints";
import { OrderReturnsPanel } from "../features/returns/order-returns";
import styles from "../features/orders/orders.module.css";
import { ApiError } from "../lib/api";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requestCustomer, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/view-order";

export const handle = { layout: "default" };

type LookupState = {
  values: { email: string; order_number: string };
  errors?: { email?: MessageKey; order_number?: MessageKey };
  problem?: MessageKey;
  order?: OrderView;
};

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ order: OrderView | null; missing: boolean }> {
  const number = new URL(request.url).searchParams.get("order");
  if (!number) return { order: null, missing: false };
  const { authorization } = await requestCustomer(request, context);
  if (!authorization || !/^P\d{9}$/.test(number)) return { order: null, missing: true };
  try {
    return { order: await serverApi(context).order(number, { token: null, authorization }), missing: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) console.error("Failed to fetch the order", error);
    return { order: null, missing: true };
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<LookupState> {
  const form = await request.formData();
  const values = { email: String(form.get("email") ?? "").trim(), order_number: String(form.get("order_number") ?? "").trim() };
  const parsed = orderLookupRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    return {
      values,
      errors: {
        email: fields.has("email") ? (values.email ? "orders.view.emailFormat" : "orders.view.emailRequired") : undefined,
        order_number: fields.has("order_number") ? (values.order_number ? "orders.view.numberFormat" : "orders.view.numberRequired") : undefined,
      },
    };
  }
  try {
    return { values, order: await serverApi(context).orderLookup(parsed.data, context.clientIp) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { values, problem: "orders.view.notFound" };
    if (error instanceof ApiError && error.status === 429) return { values, problem: "orders.view.tooMany" };
    console.error("Order lookup failed", error);
    return { values, problem: "orders.view.failed" };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("orders.view.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function ViewOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const submitting = useNavigation().state === "submitting";
  const state = actionData as LookupState | undefined;
  const order = state?.order ?? (state ? null : loaderData.order);
  const problem: MessageKey | undefined = state?.problem ?? (!state && loaderData.missing ? "orders.view.notFound" : undefined);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("orders.view.title")}</h1>
      {order ? (
        <>
          <OrderDetails order={order} />
          <OrderComplaintsPanel order={order} />
          <OrderReturnsPanel order={order} email={state?.values.email} />
        </>
      ) : (
        <Form method="post" className={`${styles.panel} ${styles.form} ${styles.narrow}`} noValidate>
          <p className={styles.hint}>{t("orders.view.intro")}</p>
          {problem ? (
            <p role="alert" className={styles.alert} data-testid="lookup-problem">
              {t(problem)}
            </p>
          ) : null}
          <TextField id="lookup-email" name="email" type="email" autoComplete="email" required label={t("orders.view.email")} defaultValue={state?.values.email} error={state?.errors?.email} />
          <TextField
            id="lookup-number"
            name="order_number"
            required
            autoCapitalize="characters"
            label={t("orders.view.number")}
            hint={t("orders.view.numberHint")}
            defaultValue={state?.values.order_number}
            error={state?.errors?.order_number}
          />
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={submitting}>
              {t("orders.view.submit")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
