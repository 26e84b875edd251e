// /dev/mailbox/: the developer mailbox (docs/mail.md): the outbox's newest messages, when the
// API has the mailbox (no SMTP, and not production unless DEV_MAILBOX=true); otherwise 404.
import { Link } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { accountMeta } from "../../features/accounts/account-page";
import styles from "../../features/dev-mailbox/mailbox.module.css";
import { useI18n } from "../../lib/i18n";
import type { Route } from "./+types/mailbox";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const result = await accountApi(context).mailbox(to);
  if (!result.ok) throw new Response("Not found", { status: result.status === 404 ? 404 : 503 });
  return { messages: result.data.messages, to: to ?? "" };
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.mailbox.title");

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const time = new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "medium", timeZone: "Europe/Helsinki" });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("accountFlows.mailbox.title")}</h1>
      <p className={styles.note}>{t("accountFlows.mailbox.note")}</p>
      <form method="get" className={styles.note}>
        <label htmlFor="mailbox-to">{t("accountFlows.mailbox.filter")}</label>{" "}
        <input id="mailbox-to" className="field" name="to" type="email" defaultValue={loaderData.to} />{" "}
        <button type="submit" className="button button--secondary">
          {t("accountFlows.mailbox.show")}
        </button>
      </form>
      {loaderData.messages.length ? (
        <ul className={styles.list}>
          {loaderData.messages.map((m) => (
            <li key={m.id} className={styles.item}>
              <Link to={`/dev/mailbox/${m.id}/`}>
                <span className={styles.subject}>{m.subject}</span>
                <span className={styles.meta}>{time.format(new Date(m.created_at))}</span>
                <span className={styles.meta}>{m.to}</span>
                <span className={styles.meta}>
                  {m.kind} · {m.language}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("accountFlows.mailbox.empty")}</p>
      )}
    </div>
  );
}
