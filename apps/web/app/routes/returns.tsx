// /returns/ (issue 18; spec 02 §4, §9; docs/returns.md): the return policy and the return of an
// order. A logged-in owner arrives from the order page with ?order={number}; a guest finds the
// order by e-mail and number. Plain POST forms (they work before hydration): `find` looks the
// order up, `return` files the chosen lines; the API's refusals come back per line.
import { formatPrice, orderLookupRequestSchema, type CreateReturnRequest, type ReturnableOrder, type ReturnCreated } from "@polku/domain";
import { ReturnsPage, type ReturnsState } from "../features/returns/returns-page";
import { ApiError } from "../lib/api";
import { flowsServerApi } from "../lib/flows-api.server";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requestCustomer, requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/returns";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ order: ReturnableOrder | null; orderNumber: string }> {
  const number = (new URL(request.url).searchParams.get("order") ?? "").trim().toUpperCase();
  if (!/^P\d{9}$/.test(number)) return { order: null, orderNumber: "" };
  const [{ authorization }, { config }] = await Promise.all([requestCustomer(request, context), requireLocale(request, context)]);
  if (!authorization) return { order: null, orderNumber: number };
  try {
    return { order: await flowsServerApi(context).returnableOrder({ order_number: number, language: config.language }, authorization), orderNumber: number };
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) console.error("Failed to fetch the order to return", error);
    return { order: null, orderNumber: number };
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<ReturnsState> {
  const [form, { config }, { authorization }] = await Promise.all([request.formData(), requireLocale(request, context), requestCustomer(request, context)]);
  const language = config.language;
  const api = flowsServerApi(context);
  const values = { email: String(form.get("email") ?? "").trim(), order_number: String(form.get("order_number") ?? "").trim().toUpperCase() };
  const email = values.email || undefined;
  const failed = (error: unknown): ReturnsState => {
    if (error instanceof ApiError && error.status === 404) return { stage: "find", values, problem: "returns.notFound" };
    if (error instanceof ApiError && error.status === 429) return { stage: "find", values, problem: "returns.tooMany" };
    console.error("Returns call failed", error);
    return { stage: "find", values, problem: "returns.failed" };
  };

  if (form.get("intent") !== "return") {
    const parsed = orderLookupRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      return {
        stage: "find",
        values,
        errors: {
          email: fields.has("email") ? (values.email ? "returns.emailFormat" : "returns.emailRequired") : undefined,
          order_number: fields.has("order_number") ? "returns.numberFormat" : undefined,
        },
      };
    }
    try {
      return { stage: "form", email: parsed.data.email, order: await api.returnableOrder({ ...parsed.data, language }, authorization, context.clientIp) };
    } catch (error) {
      return failed(error);
    }
  }

  // The return: one entry per returnable line of the order, in its order (errors name them by index).
  const rows = form.getAll("row").map((r) => Number(r)).filter((r) => Number.isInteger(r) && r > 0 && r < 500);
  const lines: CreateReturnRequest["lines"] = rows.map((row) => {
    const action = form.get(`action-${row}`) === "exchange" ? "exchange" : "refund";
    const exchange = Number(form.get(`exchange-${row}`) ?? "");
    return {
      row,
      quantity: Math.max(0, Math.min(1000, Number(form.get(`quantity-${row}`) ?? 0) || 0)),
      reason: String(form.get(`reason-${row}`) ?? "").slice(0, 40),
      action,
      exchange_variant_id: action === "exchange" && Number.isInteger(exchange) && exchange > 0 ? exchange : null,
    };
  });
  const body: CreateReturnRequest = { order_number: values.order_number, email, language, lines, comment: String(form.get("comment") ?? "").slice(0, 2000) };
  const chosen = Object.fromEntries(lines.map((l) => [l.row, l]));
  let created: ReturnCreated;
  try {
    created = await api.createReturn(body, authorization, context.clientIp);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      const answer = (error.body ?? {}) as { errors?: Record<string, string[]>; detail?: string };
      const errors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(answer.errors ?? {})) {
        const match = /^lines\.(\d+)\.(\w+)$/.exec(field);
        const row = match ? rows[Number(match[1])] : undefined;
        errors[row !== undefined ? `${row}-${match![2]}` : field] = messages[0] ?? "";
      }
      if (error.status === 409 && answer.detail) errors.non_field_errors = answer.detail;
      try {
        const order = await api.returnableOrder({ order_number: values.order_number, email, language }, authorization, context.clientIp);
        return { stage: "form", email: values.email, order, errors, chosen };
      } catch (again) {
        return failed(again);
      }
    }
    return failed(error);
  }
  return { stage: "done", created, refund: created.refund_total > 0 ? formatPrice(created.refund_total, "eur", language) : null };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("returns.title"), description: t("returns.lead"), path: location.pathname });
}

export default function Returns({ loaderData, actionData }: Route.ComponentProps) {
  const state: ReturnsState = actionData ?? (loaderData.order ? { stage: "form", email: "", order: loaderData.order } : { stage: "find", values: { email: "", order_number: loaderData.orderNumber } });
  return <ReturnsPage state={state} />;
}
