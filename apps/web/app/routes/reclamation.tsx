// /reclamation/ (spec 01 §2 complaint form; docs/complaints.md). Opened from an order's "make a
// complaint" link with ?order={number}&row={n}: a logged-in owner's form is prefilled from the
// order here; a guest who found the order by e-mail brings the prefill in the link's state.
import { complaintPrefill, EMPTY_COMPLAINT, type ComplaintInput } from "@polku/domain";
import { useLocation } from "react-router";
import { ComplaintForm } from "../features/complaints/complaint-form";
import styles from "../features/complaints/complaints.module.css";
import { useT } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requestCustomer, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/reclamation";

export const handle = { layout: "default" };

export interface ComplaintPrefillState {
  complaintPrefill: ComplaintInput;
  from: string;
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ initial: ComplaintInput; from: string | null }> {
  const url = new URL(request.url);
  const number = url.searchParams.get("order");
  const row = Number(url.searchParams.get("row") ?? "0");
  if (!number || !/^P\d{9}$/.test(number)) return { initial: EMPTY_COMPLAINT, from: null };
  const { authorization } = await requestCustomer(request, context);
  if (!authorization) return { initial: { ...EMPTY_COMPLAINT, orderNumber: number }, from: null };
  try {
    const order = await serverApi(context).order(number, { token: null, authorization });
    return { initial: complaintPrefill(order, Number.isInteger(row) && row > 0 ? row : 0), from: order.number };
  } catch {
    return { initial: { ...EMPTY_COMPLAINT, orderNumber: number }, from: null };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("complaints.title"), description: t("complaints.lead"), path: location.pathname });
}

export default function Reclamation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const state = useLocation().state as ComplaintPrefillState | null;
  const initial = state?.complaintPrefill ?? loaderData.initial;
  const from = state?.from ?? loaderData.from;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("complaints.title")}</h1>
      <p className={styles.lead}>{t("complaints.lead")}</p>
      <ComplaintForm key={from ?? "blank"} initial={initial} prefilledFrom={from} />
    </div>
  );
}
