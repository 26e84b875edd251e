// /dev/mailbox/{id}/: one outbox message, its HTML part in a sandboxed frame (no scripts, links
// open in a new tab) and its text part with clickable addresses.
import { Link } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { accountMeta } from "../../features/accounts/account-page";
import { Linkified } from "../../features/dev-mailbox/linkify";
import styles from "../../features/dev-mailbox/mailbox.module.css";
import { useT } from "../../lib/i18n";
import { useNonce } from "../../lib/nonce";
import type { Route } from "./+types/mailbox-message";

export const handle = { layout: "default" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  const result = await accountApi(context).mailboxMessage(id);
  if (!result.ok) throw new Response("Not found", { status: result.status === 404 || result.status === 400 ? 404 : 503 });
  return { message: result.data };
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.mailbox.title");

export default function MailboxMessage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { message } = loaderData;
  // Links in the HTML part open outside the frame; nothing in it may run. The frame's document
  // inherits the page's CSP: the e-mail's own <style> blocks carry the page's style nonce (its
  // style attributes are allowed as they are; scripts stay off by the sandbox and the policy).
  const { style: styleNonce } = useNonce();
  const withBase = message.html.replace("<head>", '<head><base target="_blank">');
  const html = styleNonce ? withBase.replace(/<style(?=[\s>])/gi, `<style nonce="${styleNonce}"`) : withBase;
  return (
    <div className={`container ${styles.page}`}>
      <p>
        <Link to="/dev/mailbox/">{t("accountFlows.mailbox.back")}</Link>
      </p>
      <h1>{message.subject}</h1>
      <dl className={styles.headers}>
        <dt>{t("accountFlows.mailbox.from")}</dt>
        <dd>{message.from}</dd>
        <dt>{t("accountFlows.mailbox.to")}</dt>
        <dd>{message.to}</dd>
        <dt>{t("accountFlows.mailbox.kind")}</dt>
        <dd>
          {message.kind} · {message.language}
        </dd>
      </dl>
      <section className={styles.part} aria-labelledby="mail-html">
        <h2 id="mail-html">{t("accountFlows.mailbox.html")}</h2>
        <iframe className={styles.frame} title={message.subject} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={html} suppressHydrationWarning />
      </section>
      <section className={styles.part} aria-labelledby="mail-text">
        <h2 id="mail-text">{t("accountFlows.mailbox.text")}</h2>
        <pre className={styles.text}>
          <Linkified text={message.text} />
        </pre>
      </section>
    </div>
  );
}
