// The test provider's hosted payment page: plain server-rendered HTML with real buttons in a form,
// so it works without JavaScript, in the shopper's language, tidy on a phone and on a desktop.
// The colours are the shop's design tokens (apps/web/app/styles/tokens.css).
import { formatPrice, type LanguageCode } from "@polku/domain";
import { textsFor } from "./hosted-page.texts";
import { TEST_PAY_PATH, type TestSession } from "./test-provider";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem;background:#fbfaf7;color:#1b1f1d;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:30rem;background:#fff;border:1px solid #dcdad3;border-radius:14px;box-shadow:0 4px 14px rgb(16 24 22/.1);padding:1.5rem}
h1{margin:0 0 .5rem;font-size:1.375rem;color:#17392c}
.notice{margin:0 0 1.5rem;padding:.5rem .75rem;border-left:4px solid #a35f00;background:#f7f6f2;font-size:.875rem}
dl{margin:0 0 1.5rem;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;align-items:baseline}
dt{color:#55605a}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
dd.amount{font-size:1.375rem}
fieldset{border:0;margin:0;padding:0;display:grid;gap:.75rem}
legend{font-weight:600;margin-bottom:.75rem;padding:0}
button{font:inherit;font-weight:600;min-height:3rem;padding:.75rem 1rem;border-radius:8px;border:1px solid #b3b0a6;background:#fff;color:#1b1f1d;cursor:pointer;width:100%}
button:hover{background:#efede7}
button.primary{background:#1f4d3a;border-color:#1f4d3a;color:#fff}
button.primary:hover{background:#17392c}
button:focus-visible,a:focus-visible{outline:3px solid #1f4d3a;outline-offset:2px;box-shadow:0 0 0 6px rgb(31 77 58/.3)}
.hint{margin:-.25rem 0 0;color:#55605a;font-size:.875rem}
a{color:#0b5563}
@media (min-width:40rem){body{align-items:center}main{padding:2rem}}
`;

function layout(language: LanguageCode, title: string, merchant: string, content: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(merchant)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
${content}
</main>
</body>
</html>`;
}

export function renderPaymentPage(token: string, session: TestSession, merchant: string, delayMs: number): string {
  const t = textsFor(session.lang);
  const seconds = Math.round(delayMs / 100) / 10;
  return layout(
    session.lang,
    t.title,
    merchant,
    `<h1 id="title">${escapeHtml(t.title)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(merchant)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(formatPrice(session.amt, session.cur, session.lang))}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(session.ref)}</dd>
</dl>
<form method="post" action="${TEST_PAY_PATH}">
<input type="hidden" name="session" value="${escapeHtml(token)}">
<fieldset>
<legend>${escapeHtml(t.choose)}</legend>
<button type="submit" name="action" value="approve" class="primary">${escapeHtml(t.approve)}</button>
<button type="submit" name="action" value="decline">${escapeHtml(t.decline)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
<button type="submit" name="action" value="delay" aria-describedby="delay-hint">${escapeHtml(t.delay)}</button>
<p class="hint" id="delay-hint">${escapeHtml(t.delayHint.replace("{seconds}", String(seconds)))}</p>
</fieldset>
</form>`,
  );
}

/** An expired, altered or already handled session: a message and, when known, the way back. */
export function renderMessagePage(language: LanguageCode, merchant: string, title: string, body: string, backUrl: string | null): string {
  const t = textsFor(language);
  return layout(
    language,
    title,
    merchant,
    `<h1 id="title">${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${backUrl ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.continue)}</a></p>` : ""}`,
  );
}
